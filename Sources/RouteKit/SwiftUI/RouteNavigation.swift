/// What a view route can do to navigation without knowing how it was shown: its `routeNavigation` environment value
/// (set by `Navigator.register(_:view:)`), in a SwiftUI host and in a UIKit app alike.
///
/// It holds the navigator and the screen weakly: a screen's environment must not keep either alive.
public struct RouteNavigation {
    /// The navigator that showed the screen; `nil` outside a registered view route.
    public private(set) weak var navigator: Navigator?
    private weak var screen: Screen?

    /// An empty value: every action does nothing (a view shown outside a route, a preview).
    public init() {}

    public init(navigator: Navigator, screen: Screen) {
        self.navigator = navigator
        self.screen = screen
    }

    /// Closes the screen the way it was shown, with every screen above it; a waiting result gets `.canceled`.
    @MainActor
    public func close() {
        guard let navigator, let screen else { return }
        navigator.close(screen)
    }

    /// Dismisses every modal layer at once (every sheet and cover, however many), when the navigator's presenter is
    /// a `NavigationModel`.
    @MainActor
    public func dismissModals() {
        navigator?.navigationModel?.dismissModals()
    }

    /// Closes everything above the root of the selected tab, modal layers included.
    @MainActor
    public func popToRoot() {
        navigator?.navigationModel?.popToRoot()
    }
}

extension Navigator {
    /// The navigator's presenter when it is a `NavigationModel`.
    public var navigationModel: NavigationModel? { presenter as? NavigationModel }
}
