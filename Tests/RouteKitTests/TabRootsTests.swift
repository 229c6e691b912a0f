import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// `NavRoutes.Tab` as the generator writes it with `root: true` on `home` and `searchHome`; `profile` has no root
/// (its route needs an id).
enum RootedTab: String, NavigationTab, Hashable, Sendable {
    case home, search, profile

    var root: AnyIntent? {
        switch self {
        case .home: AnyIntent(Intent(NavRoutes.Home()))
        case .search: AnyIntent(Intent(NavRoutes.SearchHome()))
        case .profile: nil
        }
    }
}

@MainActor
@Suite("Launch: tab roots fill every tab; the selected tab decides the first")
struct TabRootsTests {
    private func launch(selected: RootedTab? = nil) -> (NavigationModel, Navigator, [String]) {
        let model = NavigationModel(tabs: RootedTab.self, selectedTab: selected)
        let navigator = Navigator(presenter: model, isReady: false)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        let log = FailureLog(navigator)
        navigator.startTabRoots()
        return (model, navigator, log.descriptions)
    }

    @Test func everyTabWithARootIsStartedAndATabWithoutOneIsReported() {
        let model = NavigationModel(tabs: RootedTab.self)
        let navigator = Navigator(presenter: model)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        let log = FailureLog(navigator)
        #expect(model.tabRoots.keys.sorted() == ["home", "search"])
        #expect(navigator.startTabRoots() == ["profile"])
        #expect(NavigationHarness.layout(of: model.state) == "*home: home | search: search | profile: -")
        #expect(log.descriptions == ["RouteKit: launch refused: tab 'profile' has no root screen (mark its root route 'root: true' in the manifest)"])
        // Again: nothing to fill, the same tab is reported.
        #expect(navigator.startTabRoots() == ["profile"])
        #expect(NavigationHarness.layout(of: model.state) == "*home: home | search: search | profile: -")
    }

    @Test func theSelectedTabDecidesTheFirstTabNotTheOrderOfStarts() {
        let (model, _, _) = launch(selected: .search)
        #expect(NavigationHarness.layout(of: model.state) == "home: home | *search: search | profile: -")
    }

    @Test func aRootTheWallRefusesLeavesItsTabEmptyAndIsReportedAsIntercepted() {
        let model = NavigationModel(tabs: RootedTab.self)
        let navigator = Navigator(presenter: model)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        let log = FailureLog(navigator)
        navigator.addInterceptor(Decide { $0.intent.route is NavRoutes.SearchHome ? .cancel : .proceed })
        #expect(navigator.startTabRoots() == ["search", "profile"])
        // The refused root is reported once, as what it is; only the tab the manifest gives no root says so.
        #expect(log.reasons == [.intercepted(by: "Decide"), .tabWithoutRoot("profile")])
        #expect(log.descriptions.first == "RouteKit: launch searchHome refused: canceled by the interceptor Decide")
    }

    @Test func aRootRedirectedToACoverAtLaunchIsNotReplacedByTheCoverAndResumesLater() throws {
        let model = NavigationModel(tabs: RootedTab.self)
        let navigator = Navigator(presenter: model, isReady: false)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        let log = FailureLog(navigator)
        let wall = Wall(guarding: NavRoutes.Home.self, redirect: Intent(NavRoutes.SignIn()).presented(as: .cover))
        navigator.addInterceptor(wall)
        navigator.launch()
        // The selected tab stays empty rather than holding the sign-in cover as its root, and says why.
        #expect(NavigationHarness.layout(of: model.state) == "*home: - | search: search | profile: -")
        #expect(log.reasons.first == .intercepted(by: "Wall"))
        #expect(!log.reasons.contains(.tabWithoutRoot("home")))
        // Past the wall, the held root fills its tab.
        wall.signedIn = true
        #expect(navigator.resume(try #require(wall.held)).succeeded)
        #expect(NavigationHarness.layout(of: model.state) == "*home: home | search: search | profile: -")
    }

    @Test func theHostFillsTabsAfterRestoringAndOnlyTheEmptyOnes() throws {
        let (model, navigator, _) = launch()
        navigator.launch()
        navigator.start(Intent(NavRoutes.Note(text: "kept")))
        navigator.open(URL(string: "nav://profile/3")!)
        let saved = model.savedState()

        // Relaunch: nothing started by the app; the host restores, then fills what is still empty.
        let next = NavigationModel(tabs: RootedTab.self)
        let relaunched = Navigator(presenter: next, isReady: false)
        relaunched.logsFailures = false
        NavigationHarness.register(on: relaunched)
        let report = try #require(relaunched.launch(restoring: saved).restorationReport)
        #expect(report.dropped.isEmpty)
        #expect(NavigationHarness.layout(of: next.state) == "home: home note:kept | search: search | *profile: profile3")

        // Without saved state the host alone fills every tab.
        let fresh = NavigationModel(tabs: RootedTab.self)
        let host = Navigator(presenter: fresh, isReady: false)
        host.logsFailures = false
        NavigationHarness.register(on: host)
        #expect(host.launch(restoring: nil) == .nothingSaved)
        #expect(NavigationHarness.layout(of: fresh.state) == "*home: home | search: search | profile: -")
    }
}
