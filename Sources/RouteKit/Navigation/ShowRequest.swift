/// Everything the navigator knows about a screen it asks its presenter to show.
///
/// A plain presenter shows ``parents`` root-most first (the array is nearest first) through ``makeScreen``, then
/// ``screen``; `NavigationModel` also keeps the routes, places them in their tab and reuses parents already shown.
@MainActor
public struct ShowRequest {
    /// The route being shown (after any interceptor redirect).
    public let intent: AnyIntent
    public let screen: Screen
    public let presentation: Presentation
    /// The screen the navigation starts from, when the caller gave one.
    public let source: Screen?
    public let origin: NavigationOrigin
    /// `.parents` for a link, or a `start` that asked for it: the screen is placed as a link places it.
    public let backStack: BackStack
    /// The route's parents, nearest first, when the navigation builds a back stack (a link, or `start` with
    /// `.parents`); empty otherwise.
    public let parents: [AnyIntent]
    /// Whether a caller waits for this screen's result (start-for-result with a callback).
    public let awaitsResult: Bool
    /// Builds a parent's screen through its registration; `nil` when the parent has no screen registered.
    public let makeScreen: @MainActor (AnyIntent) -> Screen?
    /// A tab's root at launch: it fills its (empty) tab without selecting it.
    var isTabRoot = false
    /// Shown in place of what was asked, by an interceptor's redirect (a login wall): never saved.
    var isRedirectTarget = false

    init(
        intent: AnyIntent, screen: Screen, presentation: Presentation, source: Screen?, origin: NavigationOrigin,
        backStack: BackStack = .none, parents: [AnyIntent] = [], awaitsResult: Bool = false, makeScreen: @escaping @MainActor (AnyIntent) -> Screen? = { _ in nil }
    ) {
        self.intent = intent
        self.screen = screen
        self.presentation = presentation
        self.source = source
        self.origin = origin
        self.backStack = backStack
        self.parents = parents
        self.awaitsResult = awaitsResult
        self.makeScreen = makeScreen
    }
}

/// Whether `start` shows a route alone or on top of its parent chain (links always build the chain).
public enum BackStack: Sendable, Hashable {
    /// Shown where the caller is.
    case none
    /// Shown on top of its `ParentedRoute` chain, as a link would show it.
    case parents
}
