import Foundation
import RouteKit  // plain API only: what an app's analytics and its tests can reach
import Testing

// The code of the DocC article ObservingNavigation.md, line for line (DocSnippetTests checks it is here), over the
// example app's routes (ShelfRoutes.generated.swift).

/// Logs a screen view for every change of the screen on top, the user's own gestures included.
@MainActor
final class ScreenViewLogger: NavigationObserver {
    private(set) var views: [String] = []

    func navigator(_ navigator: Navigator, didReport event: NavigationEvent) {
        switch event {
        case .screenChanged(let change):
            guard let route = change.routeName else { return }
            views.append("\(change.tab)/\(route) \(change.cause)")
        case .problem(let problem):
            print("navigation problem: \(problem)")
        case .navigated:
            break
        }
    }
}

@MainActor
@Suite("Observing navigation: screen views and the user's gestures, with plain API")
struct ObservingNavigationTests {
    /// The example app's navigator, with a stand-in screen for each route.
    static func makeNavigator() -> Navigator {
        let navigator = Navigator(tabs: ShelfRoutes.Tab.self)
        navigator.register(ShelfRoutes.Library.self) { _ in PlainScreen("library") }
        navigator.register(ShelfRoutes.Book.self) { PlainScreen("book\($0.bookID)") }
        navigator.register(ShelfRoutes.Rate.self) { _, sink in ResultScreen<Int>(sink: sink) }
        navigator.register(ShelfRoutes.Account.self) { _ in PlainScreen("account") }
        navigator.logsFailures = false
        return navigator
    }

    @Test func theUserGesturesAreReportedAndCancelWaitingResults() throws {
        let navigator = Self.makeNavigator()
        let logger = ScreenViewLogger()
        navigator.addObserver(logger)
        navigator.launch()

        #expect(navigator.open(try #require(URL(string: "shelf://book/7"))) == .shown)
        var rating: RouteResult<Int>?
        navigator.start(ShelfRoutes.rate(bookID: 7)) { rating = $0 }

        #expect(navigator.simulate(.swipeDownSheet) == .done)   // the rating sheet swiped down
        #expect(rating == .canceled)
        #expect(navigator.simulate(.back) == .done)             // back from the book
        #expect(navigator.simulate(.back) == .nothingToDo)      // nothing under the tab's root
        #expect(navigator.simulate(.tap(ShelfRoutes.Tab.account)) == .done)
        #expect(navigator.open(try #require(URL(string: "shelf://book/8"))) == .shown)
        #expect(navigator.simulate(.tap(ShelfRoutes.Tab.library)) == .done)   // the selected tab again: back to its root

        #expect(logger.views == [
            "library/library started",
            "library/book link(shelf://book/7)",
            "library/rate started",
            "library/book userDismissedSheet",
            "library/library userWentBack",
            "account/account userSwitchedTab",
            "library/book link(shelf://book/8)",
            "library/library userReselectedTab",
        ])
    }

    @Test func theAppSelectingTheSelectedTabKeepsItsStackWhileTheUserTapPopsIt() throws {
        let navigator = Self.makeNavigator()
        navigator.launch()
        navigator.open(try #require(URL(string: "shelf://book/7")))
        #expect(navigator.select(ShelfRoutes.Tab.library) == .nothingToDo)
        #expect(navigator.state.visibleEntries.last?.intent.route(as: ShelfRoutes.Book.self)?.bookID == 7)
        #expect(navigator.simulate(.tap(ShelfRoutes.Tab.library)) == .done)
        #expect(navigator.state.visibleEntries.count == 1)
        navigator.reselectingTabPopsToRoot = false
        navigator.open(try #require(URL(string: "shelf://book/7")))
        #expect(navigator.simulate(.tap(ShelfRoutes.Tab.library)) == .nothingToDo)
        #expect(navigator.state.visibleEntries.count == 2)
    }

    @Test func aScreenChangeCarriesTheRouteAsATypedValue() throws {
        let navigator = Self.makeNavigator()
        var books: [Int] = []
        let observer = ChangeCollector { change in
            if let book = change.route(as: ShelfRoutes.Book.self) { books.append(book.bookID) }
        }
        navigator.addObserver(observer)
        navigator.launch()
        navigator.open(try #require(URL(string: "shelf://book/3")))
        #expect(books == [3])
        #expect(navigator.simulate(.swipeDownSheet) == .nothingToDo, "no sheet is shown")
    }
}

/// What an app reaches without `@_spi`: why a link opens or not, and the answer `open` gives.
@MainActor
@Suite("Plain API: link explanations")
struct PlainLinkAPITests {
    @Test func explainAndNoMatchNeedNoSPI() throws {
        let navigator = ObservingNavigationTests.makeNavigator()
        navigator.launch()
        let url = try #require(URL(string: "shelf://book/seven"))
        let explanation = navigator.explain(url)
        #expect(!explanation.isMatch)
        #expect(navigator.open(url) == .noMatch(explanation))
        #expect(navigator.explain(try #require(URL(string: "shelf://book/7"))).route == "book")
    }
}

/// Calls `each` with every screen change.
@MainActor
final class ChangeCollector: NavigationObserver {
    let each: @MainActor (ScreenChange) -> Void
    init(_ each: @escaping @MainActor (ScreenChange) -> Void) { self.each = each }
    func navigator(_ navigator: Navigator, didReport event: NavigationEvent) {
        if case .screenChanged(let change) = event { each(change) }
    }
}
