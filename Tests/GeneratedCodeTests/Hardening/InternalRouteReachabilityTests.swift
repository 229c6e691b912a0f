import Foundation
import PropertyBased
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// The fixture's internal routes (settings has a path; photoPicker, compose, logout, cartTotal have none) stay out of
/// reach of every URL, with every route registered the way an app registers them.
@Suite("Hardening: the fixture's internal routes are never reachable from a URL")
@MainActor
struct InternalRouteReachabilityTests {
    final class Screens: Routes.Screens {
        final class Shown {
            let name: String
            init(_ name: String) { self.name = name }
        }
        var internalCalls: [String] = []
        var externalCalls = 0

        func handleFiles(_ route: Routes.Files) -> Bool { externalCalls += 1; return true }
        func makeSearch(_ route: Routes.Search) -> Screen { externalCalls += 1; return Shown("search") }
        func handleAlert(_ route: Routes.Alert) -> Bool { externalCalls += 1; return true }
        func makeCompose(_ route: Routes.Compose, result: ResultSink<String>) -> Screen {
            internalCalls.append("compose")
            return Shown("compose")
        }
        func makeSettings(_ route: Routes.Settings) -> Screen {
            internalCalls.append("settings")
            return Shown("settings")
        }
        func handleLogout(_ route: Routes.Logout) -> Bool {
            internalCalls.append("logout")
            return true
        }
        func handleCartTotal(_ route: Routes.CartTotal) async -> Int? {
            internalCalls.append("cartTotal")
            return 1
        }
    }

    /// Every way a link can name a path: custom schemes (any case, with or without a host), universal links
    /// (http and https, any case, ports, user info), odd slashes, escapes, queries and fragments.
    static let forms = [
        "myapp://%@", "MYAPP-BETA://%@", "myapp://myapp.example.com/%@", "myapp://MyApp.Example.Com:99/%@",
        "https://myapp.example.com/%@", "http://u:p@MYAPP.EXAMPLE.COM/%@", "https://myapp.example.com:443//%@//",
        "myapp:/%@", "myapp:%@", "myapp:///%@", "myapp-beta://myapp.example.com/%@?x=1#y",
    ]
    static let internalPaths = ["settings", "Settings", "%73ettings", "settings/", "settings?section=x", "photoPicker",
                                "compose", "compose?draft=x", "logout", "photo-picker", "settings/extra", "%2Fsettings", "cartTotal"]

    @Test("Every scheme/host form of the internal routes' names and paths: no internal screen or handler runs")
    func internalPathsInEveryForm() async {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        let screens = Screens()
        Routes.register(on: navigator, screens: screens)
        let input = zip(Gen.element(of: Self.forms), Gen.element(of: Self.internalPaths), Gen.letterOrNumber.string(of: 0...6))
        await propertyCheck(count: 300, input: input) { form, path, noise in
            guard let form, let path else { return }
            let text = form.replacingOccurrences(of: "%@", with: path + (noise.isEmpty ? "" : "?" + noise))
            guard let url = URL(string: text) else { return }
            #expect(Routes.match(url) == nil, "\(text)")
            #expect(!navigator.canOpen(url), "\(text)")
            #expect(navigator.open(url) != .shown, "\(text)")
        }
        #expect(screens.internalCalls.isEmpty)
        #expect(presenter.shownScreens.isEmpty)
        // Control: the same navigator does open external links in these forms.
        #expect(navigator.open(URL(string: "myapp://myapp.example.com/alert?title=x")!) == .shown)
        #expect(screens.externalCalls == 1)
    }
}
