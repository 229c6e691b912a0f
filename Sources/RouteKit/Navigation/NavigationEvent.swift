#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything a navigator tells the app, through one channel (``NavigationObserver``): what the user sees now and how
/// it got there, navigations that completed, and every problem. A debug build also logs each problem
/// (``Navigator/logsFailures``).
///
/// For one navigation, in this order: `screenChanged` (when what the user sees changed), then `navigated`, then, for
/// a link that was not shown as asked (redirected by a login wall, say), `problem(.link)`. A refused navigation
/// reports its `problem` alone.
public enum NavigationEvent: Sendable {
    /// The screen on top, or the selected tab, changed: the app's own navigations and the user's gestures alike
    /// (screen-view analytics). Heard with a navigator made with tabs (`Navigator(tabs:)`), which keeps the navigation
    /// as data.
    case screenChanged(ScreenChange)
    /// A `start`, `open` or `resume` completed: a screen was shown or a handler handled the route (the only
    /// news of a handler route, and of a navigator with a presenter of its own).
    case navigated(CompletedNavigation)
    /// Something did not happen as asked, or needs the developer's attention.
    case problem(NavigationProblem)
}

/// What is on top after a change, in which tab, and how it got there.
public struct ScreenChange: Sendable {
    /// How the change came about.
    public enum Cause: Sendable, Hashable {
        /// `start`, `resume`, a tab's root at launch or after `reset()`.
        case started
        /// `open(_:)` (or a link kept before launch, replayed by `launch(restoring:)`).
        case link(URL)
        /// Saved state brought back by `launch(restoring:)`.
        case restored
        /// The app closed screens: `close`, a result screen's `finish`/`cancel`, a `RouteNavigation` pop or
        /// `dismissSheet()`, `dismissSheets()`, `reset()`.
        case closed
        /// The app selected a tab (`select(_:)`).
        case selected
        /// The user went back (back button, edge swipe): `navigator.simulate(.back)` in a test.
        case userWentBack
        /// The user swiped a sheet down: `navigator.simulate(.swipeDownSheet)` in a test.
        case userDismissedSheet
        /// The user tapped another tab: `navigator.simulate(.tap(tab))` in a test.
        case userSwitchedTab
        /// The user tapped the selected tab, which popped it to its root: `navigator.simulate(.tap(tab))`.
        case userReselectedTab
    }

    public let cause: Cause
    /// The selected tab (a `Routes.Tab` raw value; `"main"` for an app without tabs).
    public let tab: String
    /// The route on top of the selected tab, as shown (after interceptor redirects); `nil` when the tab is empty.
    public let top: AnyIntent?

    /// The route on top as a concrete type: `change.route(as: Routes.Book.self)`; `nil` when another route is on top.
    public func route<R: Route>(as type: R.Type) -> R? {
        top?.route(as: type)
    }

    /// The manifest name of the route on top: what a screen-view event is usually named by.
    public var routeName: String? { top?.descriptor.name }
}

/// A problem the navigator reports (``NavigationEvent/problem(_:)``), each logged when ``Navigator/logsFailures``.
public enum NavigationProblem: Sendable, CustomStringConvertible {
    /// A `start`, `resume`, tab root at launch, tab selection or `RouteNavigation` action was refused, with why.
    case refused(NavigationFailure)
    /// A link was not shown (every ``LinkOutcome`` but `.shown`): kept until launch, refused or redirected by an
    /// interceptor, matching no route, matching only an internal route, or failing.
    case link(URL, LinkOutcome)
    /// Two registered external routes of different manifests tie for some URL; the first registered wins. Ties found
    /// before ``Navigator/launch(restoring:)`` are reported by it, so an observer added after registering hears them.
    case routeTie(RouteTie)
    /// External routes of the app's modules that have no registration: a link to them opens nothing (debug builds
    /// check once, at launch or the first `open`).
    case unregisteredModuleRoutes([any ExternalRoute.Type])
    /// A saved entry `launch(restoring:)` could not bring back, and why (also in its ``RestorationReport``).
    case restorationDropped(RestorationReport.Dropped)
    /// `launch(restoring:)` was called on a navigator already launched: it did nothing, its saved data included.
    case launchedAgain
    /// A notification tap, quick action, Spotlight result or Handoff that ``EntryPointInbox`` did not open as a link:
    /// kept, ignored as a duplicate, expired, replaced or refused, and why.
    case entryPoint(EntryPointReport)

    public var description: String {
        switch self {
        case .refused(let failure): failure.description
        case .link(let url, let outcome): "RouteKit: open \(RouteDecodingError.shortened(url.absoluteString, limit: 200)): \(outcome)"
        case .routeTie(let tie): "RouteKit: warning: \(tie)"
        case .unregisteredModuleRoutes(let routes):
            "RouteKit: warning: linked external routes without a registration (links to them open nothing): "
                + routes.map { "\(String(reflecting: $0)) ('\($0.descriptor.name)')" }.joined(separator: ", ")
        case .restorationDropped(let dropped):
            "RouteKit: restoration dropped \(dropped.tab)[\(dropped.position)] \(dropped.route): \(dropped.reason)"
        case .launchedAgain:
            "RouteKit: launch(restoring:) called again: the navigator was already launched, nothing was restored "
                + "(launch once, when the UI can first show screens)"
        case .entryPoint(let report): report.description
        }
    }
}

/// Hears everything a navigator reports (``NavigationEvent``): the one channel for what changed and what went wrong.
/// Held by the navigator until removed (``Navigator/addObserver(_:)``, ``Navigator/removeObserver(_:)``).
@MainActor
public protocol NavigationObserver: AnyObject {
    func navigator(_ navigator: Navigator, didReport event: NavigationEvent)
}

/// A navigation that happened (a screen was shown or a handler handled the route).
public struct CompletedNavigation: Sendable {
    public let intent: AnyIntent
    public let origin: NavigationOrigin
    /// The presentation used, or `nil` for a handler route.
    public let presentation: Presentation?
}
