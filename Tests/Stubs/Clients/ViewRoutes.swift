// Compiled against the iOS SDK by scripts/typecheck-ios.sh, and for AppKit against the stubs (AppKitLayerCompileTests):
// `view:` registrations shaped like the generator's (behind `#if canImport(SwiftUI) && !os(watchOS)`), views reading
// `routeNavigation`, and an app body hosting the navigation.
import Foundation
@_spi(RouteGen) import RouteKit  // registerScreen, as generated registrations call it
#if canImport(SwiftUI) && !os(watchOS)
import SwiftUI
#endif
#if canImport(UIKit)
import UIKit
#endif

enum Routes {
    enum Tab: String, NavigationTab, Sendable {
        case home, profile

        var root: AnyIntent? { nil }
    }

    struct Photo: Route, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "photo", exposure: .internal, tab: Tab.home.rawValue)
        var id: Int
    }

    struct Legacy: Route, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "legacy", exposure: .internal, presentation: .present)
    }

    struct Pick: ResultRoute, Hashable, Sendable {
        typealias Result = String
        static let descriptor = RouteDescriptor(name: "pick", exposure: .internal, presentation: .custom("fullScreenCover"))
    }
}

#if canImport(SwiftUI) && !os(watchOS)
struct PhotoView: View {
    let route: Routes.Photo
    @Environment(\.routeNavigation) private var navigation

    init(route: Routes.Photo) {
        self.route = route
    }

    var body: some View {
        Text(verbatim: "photo \(route.id)")
            .onAppear { navigation.close() }
    }
}

struct PickView: View {
    let sink: ResultSink<String>
    @Environment(\.routeNavigation) private var navigation

    init(route: Routes.Pick, result: ResultSink<String>) {
        sink = result
    }

    var body: some View {
        EmptyView().onAppear {
            sink.finish("done")
            // The sink closed the screen: nothing left to close, and not a refusal.
            _ = navigation.close()
        }
    }
}

extension Routes {
    @MainActor
    static func registerViews(on navigator: Navigator) {
        navigator.registerView(Routes.Photo.self) { PhotoView(route: $0) }
        navigator.registerResultView(Routes.Pick.self) { PickView(route: $0, result: $1) }
    }
}

/// A SwiftUI app: view routes drawn natively, a view-controller screen through the host's representable.
@MainActor
func hostedApp(saved: Data?) -> some View {
    let navigator = Navigator(tabs: Routes.Tab.self)
    Routes.registerViews(on: navigator)
    #if canImport(UIKit)
    navigator.registerScreen(Routes.Legacy.self) { _ in UIViewController() }
    #endif
    return NavigationHost(navigator, restoring: saved) { Text(verbatim: $0.capitalized) }
}

#if canImport(UIKit)
/// A UIKit app: the same view routes, shown as hosting controllers by the UIKit renderer.
@MainActor
func uikitApp() -> UIViewController {
    let navigator = Navigator(tabs: Routes.Tab.self)
    // The app-facing spelling (an app's own files have no SPI import).
    navigator.register(Routes.Photo.self, view: PhotoView.init)
    navigator.register(Routes.Pick.self, view: PickView.init)
    // The navigator keeps its renderer: the app keeps only the navigator.
    let root = UIKitNavigationRenderer(navigator: navigator).rootViewController
    navigator.launch(restoring: nil)
    navigator.start(Intent(Routes.Photo(id: 1)))
    return root
}

/// A UIKit `screen:` view controller navigates through its own `routeNavigation`.
final class ProfileViewController: UIViewController {
    func showPhoto() {
        routeNavigation.start(Intent(Routes.Photo(id: 2)))
    }

    func done() {
        routeNavigation.close()
    }
}
#endif
#endif
