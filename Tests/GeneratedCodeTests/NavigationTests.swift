import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// The generated registration, driven through RouteKit's Navigator and RecordingPresenter.
@MainActor
@Suite("Generated registration")
struct NavigationTests {
    /// The app side of `Routes.Screens`: records what it was asked for.
    final class AppScreens: Routes.Screens {
        final class SearchScreen {
            let route: Routes.Search
            init(route: Routes.Search) { self.route = route }
        }
        final class ComposeScreen {
            let result: ResultSink<String>
            init(result: ResultSink<String>) { self.result = result }
        }
        final class SettingsScreen {}

        var handledFiles: [String] = []
        var alerts: [Routes.Alert] = []
        var logouts = 0

        func handleFiles(_ route: Routes.Files) -> Bool {
            handledFiles.append(route.rest)
            return true
        }
        func makeSearch(_ route: Routes.Search) -> Screen { SearchScreen(route: route) }
        func makeCompose(_ route: Routes.Compose, result: ResultSink<String>) -> Screen { ComposeScreen(result: result) }
        func makeSettings(_ route: Routes.Settings) -> Screen { SettingsScreen() }
        func handleAlert(_ route: Routes.Alert) -> Bool {
            alerts.append(route)
            return true
        }
        func handleLogout(_ route: Routes.Logout) -> Bool {
            logouts += 1
            return true
        }
        var cartTotal: Int? = 12
        func handleCartTotal(_ route: Routes.CartTotal) async -> Int? {
            await Task.yield()
            return cartTotal
        }
    }

    // This manifest has factory and handler routes, so `Routes.register(on:)` alone is not generated.
    @Test("register(on:screens:) registers the manifest's screens and the app's factories and handlers")
    func registersScreens() {
        let navigator = Navigator(presenter: RecordingPresenter())
        Routes.register(on: navigator, screens: AppScreens())
        #expect(navigator.isRegistered(Routes.UserProfile.self))
        #expect(navigator.isRegistered(Routes.Article.self))
        #expect(navigator.isRegistered(Routes.PhotoPicker.self))
        #expect(navigator.isRegistered(Routes.Search.self))
        #expect(navigator.isRegistered(Routes.Alert.self))
        #expect(navigator.isRegistered(Routes.CartTotal.self))
    }

    @Test("A handler route with a result delivers the app handler's value, nil as canceled, and shows nothing")
    func resultHandler() async {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        let screens = AppScreens()
        Routes.register(on: navigator, screens: screens)
        #expect(await navigator.result(for: Routes.cartTotal()) == .ok(12))
        screens.cartTotal = nil
        var results: [RouteResult<Int>] = []
        #expect(navigator.start(Routes.cartTotal()) { results.append($0) }.succeeded)
        await eventually { !results.isEmpty }
        #expect(results == [.canceled])
        #expect(presenter.events.isEmpty)
    }

    @Test("A deep link opens the manifest's screen with the decoded route")
    func deepLink() throws {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        Routes.register(on: navigator, screens: AppScreens())
        #expect(navigator.open(try #require(URL(string: "myapp://user/42?tab=likes"))) == .shown)
        let screen = try #require(presenter.topScreen as? UserProfileViewController)
        #expect(screen.route == Routes.UserProfile(id: 42, tab: .likes))
        #expect(presenter.events.map(\.description) == ["push UserProfileViewController"])
    }

    @Test("Handlers and factories from Screens receive their routes; internal routes never open from a URL")
    func screensConformance() throws {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        let screens = AppScreens()
        Routes.register(on: navigator, screens: screens)
        #expect(navigator.open(try #require(URL(string: "https://myapp.example.com/alert?title=Hi%21&message=m"))) == .shown)
        #expect(screens.alerts == [Routes.Alert(title: "Hi!", message: "m")])
        #expect(navigator.open(try #require(URL(string: "myapp://files/a/b%2Fc.txt"))) == .shown)
        #expect(screens.handledFiles == ["a/b%2Fc.txt"] || screens.handledFiles == ["a/b/c.txt"])
        #expect(navigator.open(try #require(URL(string: "myapp://search?query=x"))) == .shown)
        #expect((presenter.topScreen as? AppScreens.SearchScreen)?.route.query == "x")
        #expect(navigator.start(Routes.settings()).succeeded)
        #expect(presenter.topScreen is AppScreens.SettingsScreen)
        #expect(navigator.start(Routes.logout()).succeeded)
        #expect(screens.logouts == 1)
        #expect(navigator.open(try #require(URL(string: "myapp://settings"))) != .shown)
        #expect(!navigator.canOpen(try #require(URL(string: "myapp://logout"))))
        #expect(screens.logouts == 1)
    }

    @Test("Start-for-result through a manifest screen delivers the screen's value once")
    func resultFromManifestScreen() throws {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        Routes.register(on: navigator, screens: AppScreens())
        var results: [RouteResult<Photo.ID>] = []
        #expect(navigator.start(Routes.photoPicker()) { results.append($0) }.succeeded)
        let picker = try #require(presenter.topScreen as? PhotoPickerViewController)
        picker.result.finish(Photo.ID("p7"))
        #expect(results == [.ok(Photo.ID("p7"))])
        #expect(presenter.topScreen == nil)
        #expect(presenter.events.map(\.description) == ["present PhotoPickerViewController", "dismiss PhotoPickerViewController"])
    }

    @Test("Start-for-result through an app factory, canceled")
    func resultFromFactory() throws {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        Routes.register(on: navigator, screens: AppScreens())
        var results: [RouteResult<String>] = []
        #expect(navigator.start(Routes.compose(draft: Draft(text: "d"))) { results.append($0) }.succeeded)
        let compose = try #require(presenter.topScreen as? AppScreens.ComposeScreen)
        compose.result.cancel()
        #expect(results == [.canceled])
        #expect(presenter.events.map(\.description) == ["sheet ComposeScreen", "close sheet ComposeScreen"])
    }
}
