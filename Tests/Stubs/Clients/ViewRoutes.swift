// Type-checked against the stub SDK by SwiftUILayerCompileTests: `view:` registrations shaped like the generator's
// (behind `#if canImport(SwiftUI) && !os(watchOS)`), views reading `routeNavigation`, and an app body hosting the navigation.
import Foundation
@_spi(RouteGen) import RouteKit  // registerScreen, as generated registrations call it
#if canImport(SwiftUI) && !os(watchOS)
import SwiftUI
#endif
#if canImport(UIKit)
import UIKit
#endif

enum Routes {
    enum Tab: String, CaseIterable, Sendable {
        case home, profile
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
            navigation.dismissModals()
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
    let navigation = ObservableNavigation(model: NavigationModel(tabs: Routes.Tab.self))
    Routes.registerViews(on: navigation.navigator)
    #if canImport(UIKit)
    navigation.navigator.registerScreen(Routes.Legacy.self) { _ in UIViewController() }
    #endif
    return NavigationHost(navigation, restoring: saved) { Text(verbatim: $0.capitalized) }
}

#if canImport(UIKit)
/// A UIKit app: the same view routes, shown as hosting controllers by the UIKit renderer.
@MainActor
func uikitApp() -> UIViewController {
    let model = NavigationModel(tabs: Routes.Tab.self)
    let navigator = Navigator(presenter: model)
    let renderer = UIKitNavigationRenderer(model: model)
    // The app-facing spelling (an app's own files have no SPI import).
    navigator.register(Routes.Photo.self, view: PhotoView.init)
    navigator.register(Routes.Pick.self, view: PickView.init)
    navigator.start(Intent(Routes.Photo(id: 1)))
    return renderer.rootViewController
}
#endif
#endif
