import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// The generated fixture (tabs, a parent chain, result routes, a custom display, restorable internal routes) driven
/// through `Navigator` + `NavigationModel`, with the state asserted after every step.
@MainActor
@Suite("Generated routes on the navigation model")
struct GeneratedNavigationStateTests {
    /// The app side of `Routes.Screens`: plain screens that remember their routes.
    final class AppScreens: Routes.Screens {
        final class RouteScreen<R: Route> {
            let route: R
            init(_ route: R) { self.route = route }
        }
        final class ComposeScreen {
            let result: ResultSink<String>
            init(result: ResultSink<String>) { self.result = result }
        }
        func handleFiles(_ route: Routes.Files) -> Bool { true }
        func makeSearch(_ route: Routes.Search) -> Screen { RouteScreen(route) }
        func makeCompose(_ route: Routes.Compose, result: ResultSink<String>) -> Screen { ComposeScreen(result: result) }
        func makeSettings(_ route: Routes.Settings) -> Screen { RouteScreen(route) }
        func handleAlert(_ route: Routes.Alert) -> Bool { true }
        func handleLogout(_ route: Routes.Logout) -> Bool { true }
        func handleCartTotal(_ route: Routes.CartTotal) async -> Int? { nil }
    }

    /// Redirects what `rule` picks.
    final class Redirect: NavigationInterceptor {
        let rule: @MainActor (NavigationRequest) -> NavigationDecision
        init(_ rule: @escaping @MainActor (NavigationRequest) -> NavigationDecision) { self.rule = rule }
        func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision { rule(request) }
    }

    /// Every result a caller got, in order.
    final class Results<Value: Sendable & Equatable> {
        private(set) var all: [RouteResult<Value>] = []
        func add(_ result: RouteResult<Value>) { all.append(result) }
    }

    static let photoID = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!

    let model = NavigationModel(tabs: Routes.Tab.self)
    let navigator: Navigator

    init() {
        navigator = Navigator(presenter: model)
        Routes.register(on: navigator, screens: AppScreens())
    }

    /// `*profile: userProfile userPhoto ^photoPicker`: the selected tab starred, `^` before an entry that opens a
    /// modal layer, route names as the manifest spells them.
    static func layout(_ state: NavigationState) -> String {
        state.tabs.map { tab in
            let layers = state.layers(in: tab).map { $0.map(\.routeName).joined(separator: " ") }
            return (tab == state.selectedTab ? "*" : "") + "\(tab): " + (layers.isEmpty ? "-" : layers.joined(separator: " ^"))
        }.joined(separator: " | ")
    }

    var layout: String { Self.layout(model.state) }

    func entry(_ routeName: String) -> NavigationEntry? {
        for tab in model.state.tabs {
            if let entry = model.state.entries(in: tab).last(where: { $0.routeName == routeName }) { return entry }
        }
        return nil
    }

    func screen(_ routeName: String) -> Screen? {
        entry(routeName).flatMap { model.screen(of: $0.id) }
    }

    @Test("Tabs come from the manifest; a route with tab: selects its tab, one without goes where the caller is")
    func tabsAndStarts() throws {
        #expect(model.state.tabs == ["home", "search", "profile"])
        #expect(navigator.start(Routes.settings(section: "privacy")).succeeded)
        #expect(layout == "*home: settings | search: - | profile: -")
        #expect(navigator.start(Routes.userProfile(id: 7)).succeeded)
        #expect(layout == "home: settings | search: - | *profile: userProfile")
        // `search` has no tab and a custom display: a modal layer over the selected tab.
        #expect(navigator.start(Routes.search(query: "q", tabs: [])).succeeded)
        #expect(layout == "home: settings | search: - | *profile: userProfile ^search")
        #expect(entry("search")?.presentation == .custom("sheet"))
    }

    @Test("A link with a parent chain lands in its tab on top of its parents, built from its extras")
    func linkWithParents() throws {
        #expect(navigator.start(Routes.settings()).succeeded)
        #expect(navigator.open(try #require(URL(string: "myapp://user/42/photo/\(Self.photoID.uuidString)"))) == .shown)
        #expect(layout == "home: settings | search: - | *profile: userProfile userPhoto")
        let parent = try #require(screen("userProfile") as? UserProfileViewController)
        #expect(parent.route == Routes.UserProfile(id: 42))
        let photo = try #require(screen("userPhoto") as? UserPhotoViewController)
        #expect(photo.route == Routes.UserPhoto(id: 42, photoID: Self.photoID))
        // The internal comment starts from the photo: pushed where the caller is, with its chain as parents if asked.
        #expect(navigator.start(Routes.photoComment(id: 42, photoID: Self.photoID), from: photo).succeeded)
        #expect(layout == "home: settings | search: - | *profile: userProfile userPhoto photoComment")
        #expect(Routes.PhotoComment(id: 42, photoID: Self.photoID).parentRoute.parentRoute == Routes.UserProfile(id: 42))
    }

    @Test("An interceptor redirect is shown instead of the link and its parents")
    func interceptorRedirect() throws {
        #expect(navigator.start(Routes.settings()).succeeded)
        let wall = Redirect { request in
            request.intent.route is Routes.UserPhoto ? .redirect(Routes.settings(section: "sign-in")) : .proceed
        }
        navigator.addInterceptor(wall)
        #expect(navigator.open(try #require(URL(string: "myapp://user/42/photo/\(Self.photoID.uuidString)"))) == .redirected(by: "Redirect", to: "settings"))
        #expect(layout == "*home: settings settings | search: - | profile: -")
        let signIn = try #require(model.state.entries(in: "home").last.flatMap { model.screen(of: $0.id) } as? AppScreens.RouteScreen<Routes.Settings>)
        #expect(signIn.route.section == "sign-in")
        navigator.removeInterceptor(wall)
    }

    @Test("close from the middle, dismiss-all and close-to-root: each one call, results canceled exactly once")
    func closing() throws {
        #expect(navigator.open(try #require(URL(string: "myapp://user/42/photo/\(Self.photoID.uuidString)"))) == .shown)
        let photo = try #require(screen("userPhoto"))
        #expect(navigator.start(Routes.photoComment(id: 42, photoID: Self.photoID), from: photo).succeeded)
        let picked = Results<Photo.ID>()
        navigator.start(Routes.photoPicker(), from: screen("photoComment")) { picked.add($0) }
        #expect(layout == "home: - | search: - | *profile: userProfile userPhoto photoComment ^photoPicker")
        weak let picker = screen("photoPicker")
        navigator.close(photo)
        #expect(layout == "home: - | search: - | *profile: userProfile")
        #expect(picked.all == [.canceled])
        #expect(picker == nil, "no screen is kept after it left the state")
        navigator.close(photo)
        #expect(picked.all == [.canceled])

        // Dismiss-all: a sheet (custom display) and a result sheet over it go in one call.
        let composed = Results<String>()
        #expect(navigator.start(Routes.search(query: "q", tabs: [])).succeeded)
        navigator.start(Routes.compose(draft: Draft(text: "hi"))) { composed.add($0) }
        #expect(layout == "home: - | search: - | *profile: userProfile ^search ^compose")
        model.dismissSheets()
        #expect(layout == "home: - | search: - | *profile: userProfile")
        #expect(composed.all == [.canceled])

        // Close-to-root of the selected tab.
        #expect(navigator.open(try #require(URL(string: "myapp://user/42/photo/\(Self.photoID.uuidString)"))) == .shown)
        #expect(navigator.start(Routes.photoComment(id: 42, photoID: Self.photoID), from: screen("userPhoto")).succeeded)
        #expect(layout == "home: - | search: - | *profile: userProfile userPhoto photoComment")
        model.popToRoot()
        #expect(layout == "home: - | search: - | *profile: userProfile")
    }

    @Test("User truncations cancel a result once; a finished result is delivered once; stale ids are ignored")
    func truncationsAndResults() throws {
        #expect(navigator.start(Routes.userProfile(id: 1)).succeeded)
        let picked = Results<Photo.ID>()
        navigator.start(Routes.photoPicker()) { picked.add($0) }
        let pickerID = try #require(entry("photoPicker")?.id)
        model.userClosed(pickerID)                       // the sheet swiped down
        #expect(layout == "home: - | search: - | *profile: userProfile")
        #expect(picked.all == [.canceled])
        model.userClosed(pickerID)                       // stale: ignored
        #expect(picked.all == [.canceled])

        let second = Results<Photo.ID>()
        navigator.start(Routes.photoPicker()) { second.add($0) }
        let screen = try #require(screen("photoPicker") as? PhotoPickerViewController)
        screen.result.finish(Photo.ID("p7"))
        screen.result.cancel()
        #expect(second.all == [.ok(Photo.ID("p7"))])
        #expect(layout == "home: - | search: - | *profile: userProfile")

        #expect(navigator.start(Routes.userPhoto(id: 1, photoID: Self.photoID)).succeeded)
        #expect(navigator.start(Routes.userPhoto(id: 2, photoID: Self.photoID)).succeeded)
        model.userReturned(to: try #require(model.state.entries(in: "profile").first?.id))   // a back swipe to the root
        #expect(layout == "home: - | search: - | *profile: userProfile")
    }

    @Test("Restoration round trip by manifest names: external routes, restorable internal ones, a non-restorable one dropped")
    func restoration() throws {
        #expect(navigator.start(Routes.settings(section: "privacy", level: 3)).succeeded)
        #expect(navigator.open(try #require(URL(string: "myapp://user/42/photo/\(Self.photoID.uuidString)?caption=x"))) == .shown)
        #expect(navigator.start(Routes.photoComment(id: 42, photoID: Self.photoID), from: screen("userPhoto")).succeeded)
        #expect(layout == "home: settings | search: - | *profile: userProfile userPhoto photoComment")
        let data = model.savedState()
        #expect(!String(decoding: data, as: UTF8.self).contains("Routes."), "saved by manifest name, never Swift type names")

        let nextModel = NavigationModel(tabs: Routes.Tab.self)
        let next = Navigator(presenter: nextModel)
        Routes.register(on: next, screens: AppScreens())
        let report = nextModel.restore(from: data, navigator: next)
        #expect(report.restoredCount == 3)
        #expect(report.dropped.map(\.route) == ["photoComment"])
        #expect(report.dropped.map(\.reason) == [.notRestorable])
        #expect(Self.layout(nextModel.state) == "home: settings | search: - | *profile: userProfile userPhoto")
        // `level` is `internal: true` on an internal route: saved state keeps it (it never leaves the app).
        let settings = try #require(nextModel.state.entries(in: "home").first.flatMap { nextModel.screen(of: $0.id) } as? AppScreens.RouteScreen<Routes.Settings>)
        #expect(settings.route == Routes.Settings(section: "privacy", level: 3))
        let photo = try #require(nextModel.state.entries(in: "profile").last.flatMap { nextModel.screen(of: $0.id) } as? UserPhotoViewController)
        #expect(photo.route == Routes.UserPhoto(id: 42, photoID: Self.photoID))   // caption is internal: not in URLs

        // Hostile data: nothing restored, nothing crashes, the state stays usable.
        let garbage = nextModel.restore(from: Data("{\"tabs\": 7".utf8), navigator: next)
        #expect(garbage.restoredCount == 0)
        #expect(next.start(Routes.userProfile(id: 5)).succeeded)
    }

    @Test("RestorableRoute members of an internal route read back what they wrote, every extra included")
    func restorableMembers() throws {
        let route = Routes.Settings(section: "a b", level: 9)
        #expect(try Routes.Settings(parameters: route.parameters) == route)
        #expect(try Routes.Settings(parameters: Routes.Settings().parameters) == Routes.Settings())
        var renamed = Routes.Settings(level: 2).parameters
        renamed.set("x", for: "level")
        #expect(throws: (any Error).self) { try Routes.Settings(parameters: renamed) }
    }
}
