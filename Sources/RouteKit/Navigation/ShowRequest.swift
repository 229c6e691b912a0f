/// Everything the navigator knows about a screen it asks its presenter to show.
///
/// A plain presenter only needs `screen`, `presentation` and `source`; `NavigationModel` also keeps the route, places
/// it in its tab and builds its parent chain.
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

    public init(
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

extension ScreenPresenter {
    /// Shows the parents root first, then the screen, each through `show(_:presentation:from:)`.
    public func show(_ request: ShowRequest) -> Bool {
        var source = request.source
        for parent in request.parents.reversed() {
            guard let screen = request.makeScreen(parent),
                  show(screen, presentation: parent.effectivePresentation, from: source) else { continue }
            source = screen
        }
        return show(request.screen, presentation: request.presentation, from: source)
    }
}

/// Whether `start` shows a route alone or on top of its parent chain (links always build the chain).
public enum BackStack: Sendable, Hashable {
    /// Shown where the caller is.
    case none
    /// Shown on top of its `ParentedRoute` chain, as a link would show it.
    case parents
}
