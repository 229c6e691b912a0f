import Foundation
import RouteKit  // plain API only
import Testing

/// Every event of the one channel, in order, as one word each: `screenChanged(book)`, `navigated(book)`,
/// `problem(link: redirected)`, `problem(refused: rate)`.
@MainActor
final class EventLog: NavigationObserver {
    private(set) var events: [String] = []

    func navigator(_ navigator: Navigator, didReport event: NavigationEvent) {
        switch event {
        case .screenChanged(let change): events.append("screenChanged(\(change.routeName ?? "-"))")
        case .navigated(let navigation): events.append("navigated(\(navigation.intent.descriptor.name))")
        case .problem(.link(_, let outcome)):
            if case .redirected = outcome { events.append("problem(link: redirected)") } else { events.append("problem(link)") }
        case .problem(.refused(let failure)): events.append("problem(refused: \(failure.route ?? "-"))")
        case .problem: events.append("problem")
        }
    }
}

/// A login wall in front of the purchases.
@MainActor
final class AccountWall: NavigationInterceptor {
    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        request.intent.route is ShelfRoutes.Purchases ? .redirect(Intent(ShelfRoutes.SignIn())) : .proceed
    }
}

@MainActor
@Suite("The order of a navigation's events, and starts before launch")
struct NavigationEventOrderTests {
    static func makeNavigator() -> (Navigator, EventLog) {
        let navigator = ObservingNavigationTests.makeNavigator()
        navigator.register(ShelfRoutes.SignIn.self) { _ in PlainScreen("signIn") }
        navigator.register(ShelfRoutes.Purchases.self) { _ in PlainScreen("purchases") }
        let log = EventLog()
        navigator.addObserver(log)
        return (navigator, log)
    }

    @Test func aShownRouteReportsTheScreenChangeThenTheCompletedNavigation() {
        let (navigator, log) = Self.makeNavigator()
        navigator.launch()
        let before = log.events.count
        #expect(navigator.start(ShelfRoutes.book(bookID: 7)) == .done)
        #expect(log.events.dropFirst(before) == ["screenChanged(book)", "navigated(book)"])
    }

    @Test func aRedirectedLinkReportsTheTargetShownThenTheLinkOutcome() throws {
        let (navigator, log) = Self.makeNavigator()
        navigator.addInterceptor(AccountWall())
        navigator.launch()
        let before = log.events.count
        #expect(navigator.open(try #require(URL(string: "shelf://account/purchases"))) == .redirected(by: "AccountWall", to: "signIn"))
        #expect(log.events.dropFirst(before) == ["screenChanged(signIn)", "navigated(signIn)", "problem(link: redirected)"])
    }

    @Test func aRefusedStartReportsOnlyTheProblem() {
        let (navigator, log) = Self.makeNavigator()
        navigator.launch()
        let before = log.events.count
        let outcome = navigator.start(ShelfRoutes.chapter(bookID: 7, number: 1))  // not registered
        guard case .refused(let failure) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(failure.reason == .unregistered)
        #expect(log.events.dropFirst(before) == ["problem(refused: chapter)"])
    }

    @Test func aStartBeforeLaunchIsKeptAndShownOnTopOfTheTabRootsByLaunch() {
        let (navigator, log) = Self.makeNavigator()
        var rating: RouteResult<Int>?
        #expect(navigator.start(ShelfRoutes.book(bookID: 7)) == .kept)
        #expect(navigator.start(ShelfRoutes.rate(bookID: 7)) { rating = $0 } == .kept)
        #expect(navigator.state.entryCount == 0 && log.events.isEmpty)
        navigator.launch()
        #expect(navigator.state.entries(in: "library").map(\.intent.descriptor.name) == ["library", "book", "rate"])
        #expect(navigator.state.visibleEntries.last?.awaitsResult == true)
        #expect(rating == nil)
    }
}
