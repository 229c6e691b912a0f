/// Which navigator made each screen that is still alive, so that a screen finds its ``RouteNavigation`` from itself
/// (`RouteNavigation(screen:)`, a view controller's `routeNavigation`) without being handed anything. Weak on both
/// sides: the table keeps neither a screen nor a navigator alive.
@MainActor
enum ScreenNavigators {
    private struct Link {
        weak var screen: Screen?
        weak var navigator: Navigator?
    }

    private static var links: [ObjectIdentifier: Link] = [:]
    /// Released screens are swept out when the table reaches this size, which then doubles what is left.
    private static var sweepAt = 64

    static func remember(_ screen: Screen, shownBy navigator: Navigator) {
        if links.count >= sweepAt {
            links = links.filter { $0.value.screen != nil }
            sweepAt = max(64, links.count * 2)
        }
        links[ObjectIdentifier(screen)] = Link(screen: screen, navigator: navigator)
    }

    /// The navigator that made `screen`; `nil` for a screen no navigator made (or whose navigator is gone).
    static func navigator(of screen: Screen) -> Navigator? {
        guard let link = links[ObjectIdentifier(screen)], link.screen === screen else { return nil }
        return link.navigator
    }
}

extension Navigator {
    /// Records that this navigator made `screen`, for ``RouteNavigation/init(screen:)``.
    func remember(_ screen: Screen) {
        ScreenNavigators.remember(screen, shownBy: self)
    }
}
