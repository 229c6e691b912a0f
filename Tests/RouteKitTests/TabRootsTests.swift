import Foundation
import Testing
@_spi(RouteGen) import RouteKit

/// `NavRoutes.Tab` as the generator writes it with `root: true` on `home` and `searchHome`; `profile` has no root
/// (its route needs an id).
enum RootedTab: String, TabRoots, Hashable, Sendable {
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
        var failures: [String] = []
        navigator.onFailure = { failures.append($0.description) }
        navigator.startTabRoots()
        return (model, navigator, failures)
    }

    @Test func everyTabWithARootIsStartedAndATabWithoutOneIsReported() {
        var failures: [String] = []
        let model = NavigationModel(tabs: RootedTab.self)
        let navigator = Navigator(presenter: model)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        navigator.onFailure = { failures.append($0.description) }
        #expect(model.tabRoots.keys.sorted() == ["home", "search"])
        #expect(navigator.startTabRoots() == ["profile"])
        #expect(NavigationHarness.layout(of: model.state) == "*home: home | search: search | profile: -")
        #expect(failures == ["RouteKit: startTabRoots refused: tab 'profile' has no root screen (mark its root route 'root: true' in the manifest)"])
        // Again: nothing to fill, the same tab is reported.
        #expect(navigator.startTabRoots() == ["profile"])
        #expect(NavigationHarness.layout(of: model.state) == "*home: home | search: search | profile: -")
    }

    @Test func theSelectedTabDecidesTheFirstTabNotTheOrderOfStarts() {
        let (model, _, _) = launch(selected: .search)
        #expect(NavigationHarness.layout(of: model.state) == "home: home | *search: search | profile: -")
    }

    @Test func aRootTheWallRefusesLeavesItsTabEmptyAndReported() {
        let model = NavigationModel(tabs: RootedTab.self)
        let navigator = Navigator(presenter: model)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        var reasons: [NavigationFailure.Reason] = []
        navigator.onFailure = { reasons.append($0.reason) }
        navigator.addInterceptor(Decide { $0.intent.isRoute(NavRoutes.SearchHome.self) ? .cancel : .proceed })
        #expect(navigator.startTabRoots() == ["search", "profile"])
        #expect(reasons == [.intercepted(by: "Decide"), .tabWithoutRoot("search"), .tabWithoutRoot("profile")])
    }

    @Test func theHostFillsTabsAfterRestoringAndOnlyTheEmptyOnes() throws {
        let (model, navigator, _) = launch()
        navigator.markReady()
        navigator.start(Intent(NavRoutes.Note(text: "kept")))
        navigator.open(URL(string: "nav://profile/3")!)
        let saved = model.savedState()

        // Relaunch: nothing started by the app; the host restores, then fills what is still empty.
        let next = NavigationModel(tabs: RootedTab.self)
        let relaunched = Navigator(presenter: next, isReady: false)
        relaunched.logsFailures = false
        NavigationHarness.register(on: relaunched)
        let report = try #require(relaunched.hostAppeared(restoring: saved))
        #expect(report.isComplete)
        #expect(NavigationHarness.layout(of: next.state) == "home: home note:kept | search: search | *profile: profile3")

        // Without saved state the host alone fills every tab.
        let fresh = NavigationModel(tabs: RootedTab.self)
        let host = Navigator(presenter: fresh, isReady: false)
        host.logsFailures = false
        NavigationHarness.register(on: host)
        #expect(host.hostAppeared(restoring: nil) == nil)
        #expect(NavigationHarness.layout(of: fresh.state) == "*home: home | search: search | profile: -")
    }
}
