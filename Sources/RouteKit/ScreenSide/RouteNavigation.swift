/// What a screen does to navigation without knowing how it was shown: a view's `routeNavigation` environment value
/// (set by `Navigator.register(_:view:)`), a view controller's `routeNavigation` property, or
/// `RouteNavigation(screen:)` for any screen a navigator made, in a SwiftUI host and in a UIKit app alike.
///
/// Every action is relative to the screen: `pop()` goes back in the stack it is in, `dismissSheet()` closes the sheet
/// it is in at any depth inside it. Each answers a ``NavigationOutcome``. An action that cannot happen is `.refused`
/// and reported with its reason (`NavigationObserver`, the debug log); an action on a screen that already left
/// (its result sink closed it, the user swiped it away) is `.nothingToDo` and not a refusal. It holds the navigator
/// and the screen weakly: a screen must not keep either alive. Stack actions need a navigator made with tabs.
public struct RouteNavigation {
    /// The navigator that showed the screen; `nil` outside a registered view route and in a recording.
    public private(set) weak var navigator: Navigator?
    private weak var screen: Screen?
    private let recording: RouteNavigationRecording?

    /// An empty value: every action does nothing and answers `.nothingToDo` (a view shown outside a route).
    init() {
        recording = nil
    }

    init(navigator: Navigator, screen: Screen) {
        self.navigator = navigator
        self.screen = screen
        recording = nil
    }

    /// The handle of a screen a navigator made (a UIKit `screen:` view controller, from `viewDidLoad` on: once made,
    /// the screen is known). For a screen no navigator made, every action does nothing and answers `.nothingToDo`.
    @MainActor
    public init(screen: Screen) {
        self.navigator = ScreenNavigators.navigator(of: screen)
        self.screen = screen
        recording = nil
    }

    /// A value that performs nothing and appends every action to `recording`: for previews and for testing a view's
    /// buttons without a navigator. Actions return the recording's `answer`.
    public static func recording(into recording: RouteNavigationRecording) -> RouteNavigation {
        RouteNavigation(recording: recording)
    }

    private init(recording: RouteNavigationRecording) {
        self.recording = recording
    }

    // MARK: Starting

    /// Starts a route from this view (a tab's root, a push, a sheet), as `Navigator.start(_:from:backStack:)`.
    @MainActor @discardableResult
    public func start<R: Route>(_ intent: Intent<R>, backStack: BackStack = .none) -> NavigationOutcome {
        if let recording { return recording.record(.start(R.descriptor.name)) }
        guard let navigator else { return .nothingToDo }
        return navigator.start(intent, from: screen, backStack: backStack)
    }

    /// Starts a result route from this view; `onResult` is called exactly once (`.canceled` when it is not shown).
    @MainActor @discardableResult
    public func start<R: ResultRoute>(_ intent: Intent<R>, onResult: @escaping @MainActor (RouteResult<R.Result>) -> Void) -> NavigationOutcome {
        if let recording { return recording.record(.start(R.descriptor.name)) }
        guard let navigator else {
            onResult(.canceled)
            return .nothingToDo
        }
        return navigator.start(intent, from: screen, onResult: onResult)
    }

    // MARK: Going back

    /// Goes back one screen in the navigation stack this view is in: its top screen closes, with whatever is
    /// presented over it. `.refused` at the stack's root.
    @MainActor @discardableResult
    public func pop() -> NavigationOutcome {
        act(.pop) { model, entry in
            guard let top = model.layerTop(of: entry.id), let opener = model.layerOpener(of: entry.id),
                  top.id != opener.opener.id, let below = model.entry(belowInLayer: top.id) else { return false }
            return model.pop(to: below.id)
        }
    }

    /// Goes back to the root of the navigation stack this view is in (the tab's root, or the sheet's first screen),
    /// closing what is presented above.
    @MainActor @discardableResult
    public func popToRoot() -> NavigationOutcome {
        act(.popToRoot) { model, entry in
            guard let opener = model.layerOpener(of: entry.id) else { return false }
            return model.pop(to: opener.opener.id)
        }
    }

    /// Goes back to the top-most screen of route type `R` at or below this view in its tab (closing sheets on the
    /// way). `.refused` when there is none.
    @MainActor @discardableResult
    public func pop<R: Route>(to route: R.Type) -> NavigationOutcome {
        act(.popTo(R.descriptor.name)) { model, entry in
            guard let target = model.entry(atOrBelow: entry.id, where: { $0 is R }) else { return false }
            return model.pop(to: target.id)
        }
    }

    /// Goes back to the top-most screen showing `route` (equal value) at or below this view in its tab.
    @MainActor @discardableResult
    public func pop<R: Route & Equatable>(to route: R) -> NavigationOutcome {
        act(.popTo(R.descriptor.name)) { model, entry in
            guard let target = model.entry(atOrBelow: entry.id, where: { ($0 as? R) == route }) else { return false }
            return model.pop(to: target.id)
        }
    }

    // MARK: Closing

    /// Closes the modal layer (sheet, cover) this view is in, from any depth inside it, with what stands on it.
    /// `.refused` in a tab's own stack. Dismissing a result screen's layer is a cancel: its caller gets `.canceled`
    /// (a result screen returns a value with its sink's `finish(_:)`, which closes it: no dismiss after it).
    @MainActor @discardableResult
    public func dismissSheet() -> NavigationOutcome {
        act(.dismissSheet) { model, entry in
            guard let layer = model.layerOpener(of: entry.id), layer.isModal else { return false }
            guard let screen = model.screen(of: layer.opener.id) else { return false }
            model.close(screen)
            return true
        }
    }

    /// Closes this screen the way it was shown, with every screen above it; a waiting result gets `.canceled` (for
    /// a result screen, closing is a cancel). `.nothingToDo` when the screen already left.
    @MainActor @discardableResult
    public func close() -> NavigationOutcome {
        if let recording { return recording.record(.close) }
        guard let navigator, let screen else { return .nothingToDo }
        return navigator.close(screen)
    }

    // MARK: Tabs

    /// Selects a tab (`Routes.Tab`), closing the modal layers over the tab it leaves, as `Navigator.select(_:)`.
    @MainActor @discardableResult
    public func select<Tab: RawRepresentable>(_ tab: Tab) -> NavigationOutcome where Tab.RawValue == String {
        if let recording { return recording.record(.select(tab.rawValue)) }
        return navigator?.select(tab) ?? .nothingToDo
    }

    /// Runs a stack action on this view's entry, reporting a refusal.
    @MainActor
    private func act(_ action: RouteNavigationRecording.Action,
                     _ perform: (NavigationModel, NavigationEntry) -> Bool) -> NavigationOutcome {
        if let recording { return recording.record(action) }
        guard let navigator, let model = navigator.model, let screen else { return .nothingToDo }
        // The screen already left (its sink finished it, the user swiped it away): nothing was refused.
        guard let entry = model.entry(showing: screen) else { return .nothingToDo }
        guard perform(model, entry) else {
            let failure = NavigationFailure(route: entry.routeName, action: action.name, reason: .nothingToDo)
            navigator.report(.refused(failure))
            return .refused(failure)
        }
        return .done
    }
}

/// What a recording `RouteNavigation` was asked to do, in order: a preview's or a test's navigator.
@MainActor
public final class RouteNavigationRecording {
    /// One action, with the manifest name of the route it names.
    public enum Action: Sendable, Hashable {
        case start(String)
        case pop
        case popToRoot
        case popTo(String)
        case dismissSheet
        case close
        case select(String)

        var name: String {
            switch self {
            case .start: "start"
            case .pop: "pop"
            case .popToRoot: "popToRoot"
            case .popTo: "pop(to:)"
            case .dismissSheet: "dismissSheet"
            case .close: "close"
            case .select: "select"
            }
        }
    }

    public private(set) var actions: [Action] = []
    var answer: NavigationOutcome

    /// `answer` is what every recorded action returns (a `.refused` one to preview a screen whose actions fail).
    public init(answer: NavigationOutcome = .done) {
        self.answer = answer
    }

    func record(_ action: Action) -> NavigationOutcome {
        actions.append(action)
        return answer
    }
}

