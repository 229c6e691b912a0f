import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// The one object an app holds: `Navigator(tabs:)` owns the navigation as data, launches once, and the behaviour an
/// app ships with (restoration, results, a screen's own handle, a login wall that resumes) holds through it.
@MainActor
@Suite("Navigator as the app's one object")
struct NavigatorHolderTests {
    private func makeNavigator(selected: RootedTab? = nil) -> (Navigator, FailureLog) {
        let navigator = Navigator(tabs: RootedTab.self, selectedTab: selected)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        return (navigator, FailureLog(navigator))
    }

    private func layout(_ navigator: Navigator) -> String { NavigationHarness.layout(of: navigator.state) }

    private func screen(_ label: String, in navigator: Navigator) -> Screen? {
        navigator.state.tabs.lazy.compactMap { tab in
            navigator.state.entries(in: tab).last { NavigationHarness.label($0) == label }.flatMap { navigator.navigationModel?.screen(of: $0.id) }
        }.first
    }

    @Test func aNavigatorWithTabsKeepsALinkUntilLaunchThenShowsItOnTopOfTheRoots() {
        let (navigator, _) = makeNavigator()
        #expect(navigator.open(URL(string: "nav://profile/3")!) == .kept)
        #expect(layout(navigator) == "*home: - | search: - | profile: -")
        #expect(navigator.launch() == .nothingSaved)
        #expect(layout(navigator) == "home: home | search: search | *profile: profile3")
        // Launching again does nothing, and says so.
        #expect(navigator.launch() == .alreadyLaunched)
        #expect(layout(navigator) == "home: home | search: search | *profile: profile3")
    }

    @Test func restoringWhileATabIsEmptyKeepsTheSelectedTabsSheetAndReportsEverything() throws {
        // An update added the `search` tab: saved state has only `home`, with a sheet open over it.
        let (before, _) = makeNavigator()
        before.launch()
        before.start(Intent(NavRoutes.Note(text: "a")))
        before.start(Intent(NavRoutes.Wizard()))
        let saved = try JSONSerialization.jsonObject(with: before.savedState()) as? [String: Any]
        var object = try #require(saved)
        object["tabs"] = (object["tabs"] as? [[String: Any]])?.filter { $0["name"] as? String == "home" }
        let data = try JSONSerialization.data(withJSONObject: object)

        let (relaunched, log) = makeNavigator()
        let report = try #require(relaunched.launch(restoring: data).restorationReport)
        // The new tab gets its root without closing the restored sheet, which is counted as restored.
        #expect(layout(relaunched) == "*home: home note:a ^wizard | search: search | profile: -")
        #expect(report.restoredCount == 3 && report.dropped.isEmpty)
        #expect(log.reasons == [.tabWithoutRoot("profile")])
    }

    @Test func finishingAResultScreenThenDismissingItIsNotAFailure() throws {
        let (navigator, log) = makeNavigator()
        navigator.launch()
        let results = ResultLog<String>()
        navigator.start(Intent(NavRoutes.Picker())) { results.add($0) }
        let picker = try #require(screen("picker", in: navigator) as? ResultScreen<String>)
        let handle = RouteNavigation(screen: picker)
        let reported = log.failures.count
        picker.sink.finish("photo")
        #expect(!handle.dismissSheet().succeeded)
        #expect(!handle.close().succeeded)
        #expect(results.results == [.ok("photo")])
        #expect(log.failures.count == reported)
        #expect(layout(navigator) == "*home: home | search: search | profile: -")
    }

    @Test func dismissingAResultScreenIsACancel() throws {
        let (navigator, log) = makeNavigator()
        navigator.launch()
        let results = ResultLog<String>()
        navigator.start(Intent(NavRoutes.Picker())) { results.add($0) }
        let picker = try #require(screen("picker", in: navigator) as? ResultScreen<String>)
        #expect(RouteNavigation(screen: picker).dismissSheet().succeeded)
        picker.sink.finish("too late")
        #expect(results.results == [.canceled])
        #expect(log.reasons == [.tabWithoutRoot("profile")])
    }

    @Test func everyAppActionSaysWhetherItHappened() throws {
        let (navigator, log) = makeNavigator()
        navigator.launch()
        #expect(!navigator.dismissSheets().succeeded)
        navigator.start(Intent(NavRoutes.Wizard()))
        #expect(navigator.dismissSheets().succeeded)
        #expect(navigator.select(NavRoutes.Tab.search).succeeded)
        #expect(!navigator.select(ExampleTab.elsewhere).succeeded)
        #expect(log.reasons == [.tabWithoutRoot("profile"), .unknownTab("elsewhere")])
        let search = try #require(screen("search", in: navigator))
        #expect(navigator.close(search).succeeded)
        #expect(!navigator.close(search).succeeded)
        #expect(navigator.reset().succeeded)
        // Reset is back to the launch state: every tab's root again.
        #expect(layout(navigator) == "home: home | *search: search | profile: -")
    }

    @Test func aScreenWithoutAnEnvironmentNavigatesThroughItsOwnHandle() throws {
        let (navigator, _) = makeNavigator()
        navigator.launch()
        let home = try #require(screen("home", in: navigator))
        // What a UIKit `screen:` view controller does with `routeNavigation`.
        let handle = RouteNavigation(screen: home)
        #expect(handle.navigator === navigator)
        #expect(handle.start(Intent(NavRoutes.Note(text: "b"))).succeeded)
        #expect(layout(navigator) == "*home: home note:b | search: search | profile: -")
        let note = try #require(screen("note:b", in: navigator))
        #expect(RouteNavigation(screen: note).pop().succeeded)
        #expect(layout(navigator) == "*home: home | search: search | profile: -")
        // A screen no navigator made has a handle that does nothing.
        #expect(!RouteNavigation(screen: PlainScreen("stranger")).pop().succeeded)
    }

    @Test func aLoginWallHoldsTheRequestResumesItAndIsNeverSaved() throws {
        let (navigator, _) = makeNavigator()
        let wall = Wall(guarding: NavRoutes.Album.self, redirect: Intent(NavRoutes.SignIn()))
        navigator.addInterceptor(wall)
        navigator.launch()
        #expect(navigator.open(URL(string: "nav://profile/4/album/2")!) == .redirected(by: "Wall", to: "signIn"))
        #expect(layout(navigator) == "*home: home ^signIn | search: search | profile: -")
        // The wall's own screen is not saved: a relaunch asks again instead of showing it.
        let saved = navigator.savedState()
        let (relaunched, _) = makeNavigator()
        let report = try #require(relaunched.launch(restoring: saved).restorationReport)
        #expect(report.dropped.isEmpty)
        #expect(layout(relaunched) == "*home: home | search: search | profile: -")

        // Signed in: the sign-in screen closes and the held link runs as it was asked, on its parent chain.
        wall.signedIn = true
        let request = try #require(wall.held)
        #expect(request.origin == .url(URL(string: "nav://profile/4/album/2")!))
        #expect(RouteNavigation(screen: try #require(screen("signIn", in: navigator))).close().succeeded)
        #expect(navigator.resume(request).succeeded)
        #expect(layout(navigator) == "home: home | search: search | *profile: profile4 album4.2")
    }

    @Test func aCustomPresenterNavigatorHasNoStateToDraw() {
        let navigator = Navigator(presenter: RecordingPresenter())
        #expect(navigator.state.entryCount == 0)
        #expect(!navigator.reset().succeeded)
        #expect(navigator.launch() == .nothingSaved)
    }
}

/// A login wall over one route type: redirects it while signed out and keeps the request it held back.
@MainActor
final class Wall: NavigationInterceptor {
    var signedIn = false
    private(set) var held: NavigationRequest?
    private let guarded: any Route.Type
    private let redirect: NavigationDecision

    init<R: Route, T: Route>(guarding guarded: R.Type, redirect: Intent<T>) {
        self.guarded = guarded
        self.redirect = .redirect(redirect)
    }

    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        guard !signedIn, type(of: request.intent.route) == guarded else { return .proceed }
        held = request
        return redirect
    }
}

/// A tab type that spells a tab the navigator does not have.
private enum ExampleTab: String {
    case elsewhere
}
