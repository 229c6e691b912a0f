/// One shown screen in `NavigationState`: the route it shows, how, and the screen object itself.
public struct NavigationEntry: Identifiable {
    /// Stable for as long as the entry is in the state; renderers key their views and containers by it.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        let value: UInt64

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.value < rhs.value }
        public var description: String { "#\(value)" }
    }

    public let id: ID
    /// The route, as the navigator showed it (after interceptor redirects).
    public let intent: AnyIntent
    public let presentation: Presentation
    /// The screen the route's registration made; the state is what keeps it alive while it is shown.
    public let screen: Screen
    /// Whether a caller waits for this screen's result; such an entry is not restored.
    public let awaitsResult: Bool
    /// The route as a hashable value, to find a parent already in a stack; `nil` for a route that is not `Hashable`.
    let routeKey: AnyHashable?
    /// Shown by an interceptor's redirect (a login wall) in place of what was asked: not saved, with what stands on it.
    var isRedirectTarget = false

    init(id: ID, intent: AnyIntent, presentation: Presentation, screen: Screen, awaitsResult: Bool) {
        self.id = id
        self.intent = intent
        self.presentation = presentation
        self.screen = screen
        self.awaitsResult = awaitsResult
        self.routeKey = Self.key(intent.route)
    }

    /// The manifest route name (`descriptor.name`).
    var routeName: String { intent.descriptor.name }

    static func key(_ route: any Route) -> AnyHashable? {
        guard let hashable = route as? any Hashable else { return nil }
        return AnyHashable(hashable)
    }
}
