import Foundation
import Testing
@_spi(RouteGen) @testable import RouteKit  // RouteDescriptor's init, for a restorable test route

/// What `open` and `launch` answer, and that every answer but "shown" reaches the one channel.
@MainActor
@Suite("Navigator: link and launch outcomes")
struct LinkAndLaunchOutcomeTests {
    private func makeNavigator(ready: Bool = true) -> (Navigator, RecordingPresenter, FailureLog) {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter, isReady: ready)
        navigator.logsFailures = false
        navigator.register(UserProfile.self) { UserScreen(route: $0) }
        navigator.register(Settings.self) { _ in PlainScreen("settings") }
        navigator.register(Login.self) { _ in PlainScreen("login") }
        return (navigator, presenter, FailureLog(navigator))
    }

    private func links(_ log: FailureLog) -> [LinkOutcome] {
        log.problems.compactMap { problem in
            guard case .link(_, let outcome) = problem else { return nil }
            return outcome
        }
    }

    @Test("a link no route takes answers noMatch with the explanation, and is reported")
    func noMatch() throws {
        let (navigator, _, log) = makeNavigator()
        let outcome = navigator.open(try #require(URL(string: "myapp://user/abc")))
        guard case .noMatch(let explanation) = outcome else {
            Issue.record("expected noMatch, got \(outcome)")
            return
        }
        #expect(explanation == navigator.explain(try #require(URL(string: "myapp://user/abc"))))
        #expect(!explanation.isMatch)
        #expect(!explanation.reasons.isEmpty)
        #expect(links(log) == [outcome])
    }

    @Test("a link to an internal route's path names the route instead of opening nothing in silence")
    func internalRouteOnly() throws {
        let (navigator, presenter, log) = makeNavigator()
        #expect(navigator.open(try #require(URL(string: "myapp://settings"))) == .internalRouteOnly("settings"))
        #expect(!navigator.canOpen(try #require(URL(string: "myapp://settings"))))
        #expect(presenter.events.isEmpty)
        #expect(links(log) == [.internalRouteOnly("settings")])
        #expect(LinkOutcome.internalRouteOnly("settings").description.contains("exposure: external"))
    }

    @Test("an interceptor's refusal and redirect are told apart from a link no route takes")
    func refusedAndRedirected() throws {
        let (navigator, presenter, log) = makeNavigator()
        let wall = Decide { request in
            guard let profile = request.intent.route(as: UserProfile.self) else { return .proceed }
            return profile.id == 1 ? .cancel : .redirect(Intent(Login()))
        }
        navigator.addInterceptor(wall)
        #expect(navigator.open(try #require(URL(string: "myapp://user/1"))) == .refused(by: "Decide"))
        #expect(navigator.open(try #require(URL(string: "myapp://user/2"))) == .redirected(by: "Decide", to: "login"))
        #expect(presenter.shownScreens.compactMap { ($0 as? PlainScreen)?.name } == ["login"])
        #expect(links(log) == [.refused(by: "Decide"), .redirected(by: "Decide", to: "login")])
        #expect(log.problems.count == 2, "a link's refusal is reported once, as the link's outcome")
    }

    @Test("before launch a link is kept and reported as kept; launch shows it")
    func keptUntilLaunch() throws {
        let (navigator, presenter, log) = makeNavigator(ready: false)
        #expect(navigator.open(try #require(URL(string: "myapp://user/5"))) == .kept)
        #expect(presenter.events.isEmpty)
        #expect(links(log) == [.kept])
        #expect(navigator.launch() == .nothingSaved)
        #expect(presenter.shownScreens.compactMap { ($0 as? UserScreen)?.route.id } == [5])
        #expect(links(log) == [.kept], "the replayed link was shown: nothing more to report")
    }

    @Test("a second launch answers alreadyLaunched, is reported, and ignores its data")
    func secondLaunch() {
        let navigator = Navigator(tabs: RootedTab.self)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        let log = FailureLog(navigator)
        #expect(navigator.launch() == .nothingSaved)
        let saved = navigator.savedState()
        #expect(navigator.launch(restoring: saved) == .alreadyLaunched)
        #expect(log.problems.contains { if case .launchedAgain = $0 { true } else { false } })
        #expect(NavigationProblem.launchedAgain.description.contains("launch once"))
    }

    @Test("launch tells a restoration from nothing saved, and reports each dropped entry, unreadable data included")
    func restorationOutcomes() throws {
        let navigator = Navigator(tabs: RootedTab.self)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        let log = FailureLog(navigator)
        let outcome = navigator.launch(restoring: Data("not json".utf8))
        let report = try #require(outcome.restorationReport)
        guard case .unreadable = try #require(report.dropped.first).reason else {
            Issue.record("expected .unreadable, got \(report)")
            return
        }
        let dropped = log.problems.compactMap { problem -> RestorationReport.Dropped? in
            if case .restorationDropped(let dropped) = problem { return dropped }
            return nil
        }
        #expect(dropped == report.dropped)
    }

    @Test("a tie found while registering reaches an observer added afterwards, at launch")
    func tiesWaitForLaunch() {
        let navigator = Navigator()
        navigator.logsFailures = false
        navigator.register(CatalogSpace.Item.self) { _ in LabeledScreen("catalog") }
        navigator.register(CheckoutSpace.Item.self) { _ in LabeledScreen("checkout") }
        let ties = TieLog(navigator)
        #expect(ties.ties.isEmpty)
        navigator.launch()
        #expect(ties.ties.map(\.shadowed.route) == ["item"])
        #expect(ties.ties.count == 1)
    }

    @Test("unregistered module routes reach the observer as a problem")
    func unregisteredModuleRoutes() throws {
        let navigator = Navigator(presenter: RecordingPresenter(), isReady: false)
        navigator.logsFailures = false
        let log = FailureLog(navigator)
        navigator.expectRegistrations(of: [UserProfile.self])
        navigator.launch()
        let reported = log.problems.compactMap { problem -> [String]? in
            if case .unregisteredModuleRoutes(let routes) = problem { return routes.map { $0.descriptor.name } }
            return nil
        }
        #expect(reported == [["userProfile"]])
    }
}
