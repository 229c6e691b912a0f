/// One entry of `NavigationState`: which route is shown, how, and whether a caller waits for its result. A plain
/// value: it holds no screen (renderers make and keep those by ``id``), so a test can write the entry it expects.
public struct NavigationEntry: Identifiable, Sendable {
    /// Stable for as long as the entry is in the state; renderers key their screens and containers by it.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        let value: UInt64

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.value < rhs.value }
        public var description: String { "#\(value)" }
    }

    /// Which entry this is. An entry written by hand (an expected state) has the value 0, which no navigator makes.
    public let id: ID
    /// The route, as the navigator showed it (after interceptor redirects).
    public let intent: AnyIntent
    public let presentation: Presentation
    /// Whether a caller waits for this entry's result; such an entry is not restored.
    public let awaitsResult: Bool
    /// The route as a hashable value, to find a parent already in a stack; `nil` for a route that is not `Hashable`.
    let routeKey: RouteKey?
    /// Shown by an interceptor's redirect (a login wall) in place of what was asked: not saved, with what stands on it.
    var isRedirectTarget = false

    init(id: ID, intent: AnyIntent, presentation: Presentation, awaitsResult: Bool) {
        self.id = id
        self.intent = intent
        self.presentation = presentation
        self.awaitsResult = awaitsResult
        self.routeKey = Self.key(intent.route)
    }

    /// An entry as a test expects it: `NavigationEntry(Routes.book(id: 7))`, shown the route's way unless the intent
    /// says otherwise, or `NavigationEntry(Routes.rate(), awaitsResult: true)`.
    public init<R: Route>(_ intent: Intent<R>, awaitsResult: Bool = false) {
        self.init(id: ID(value: 0), intent: AnyIntent(intent), presentation: intent.effectivePresentation,
                  awaitsResult: awaitsResult)
    }

    /// The route as a concrete type: `entry.route(as: Routes.Book.self)`; `nil` when the entry shows another route.
    public func route<R: Route>(as type: R.Type) -> R? {
        intent.route as? R
    }

    /// The manifest route name (`descriptor.name`).
    var routeName: String { intent.descriptor.name }

    static func key(_ route: any Route) -> RouteKey? {
        guard let hashable = route as? any Hashable else { return nil }
        return RouteKey(AnyHashable(hashable))
    }
}

/// Two entries are equal when they show the same route value the same way with the same waiting result: what the
/// user sees. ``id`` says which entry it is, not what it shows, so an expected state written in a test compares
/// equal to the navigator's whatever ids the navigator gave out; renderers compare ids themselves.
extension NavigationEntry: Equatable {
    public static func == (lhs: NavigationEntry, rhs: NavigationEntry) -> Bool {
        lhs.presentation == rhs.presentation && lhs.awaitsResult == rhs.awaitsResult && lhs.intent.showsSameRoute(as: rhs.intent)
    }
}

extension AnyIntent {
    /// Whether both name the same route value: equal `Hashable` values, or, for a route that is not `Hashable`, the
    /// same type printed alike.
    func showsSameRoute(as other: AnyIntent) -> Bool {
        guard routeType == other.routeType else { return false }
        if let left = NavigationEntry.key(route), let right = NavigationEntry.key(other.route) { return left == right }
        return RouteDescription.text(of: route) == RouteDescription.text(of: other.route)
    }
}
