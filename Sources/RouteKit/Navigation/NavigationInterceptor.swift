#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a navigation came from.
public enum NavigationOrigin: Sendable, Hashable {
    /// `Navigator.start`, from inside the app.
    case start
    /// `Navigator.open`, from a link.
    case url(URL)
    /// Restoring saved navigation state (a relaunch): an interceptor that cancels or redirects drops the entry, with
    /// every entry that stands on it, so a login wall holds across relaunches too.
    case restoration
}

/// A navigation about to happen, as interceptors see it.
@MainActor
public struct NavigationRequest {
    public let intent: AnyIntent
    public let origin: NavigationOrigin
    /// The screen the navigation starts from, when the caller gave one.
    public let source: Screen?
    /// How many redirects led here (0 for the original request).
    public let redirectCount: Int
}

/// What an interceptor decides about a navigation.
public enum NavigationDecision: Sendable {
    case proceed
    case cancel
    /// Navigate to another route instead (a login wall); the redirect is intercepted in turn.
    case redirect(AnyIntent)

    /// `.redirect(Intent(Login()))` without spelling `AnyIntent`.
    public static func redirect<R: Route>(_ intent: Intent<R>) -> NavigationDecision {
        .redirect(AnyIntent(intent))
    }
}

/// Sees every navigation, from `start` and from `open`, before it happens; can cancel or redirect it.
@MainActor
public protocol NavigationInterceptor: AnyObject {
    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision
}

/// A navigation that happened (a screen was shown or a handler handled the route).
public struct CompletedNavigation: Sendable {
    public let intent: AnyIntent
    public let origin: NavigationOrigin
    /// The presentation used, or `nil` for a handler route.
    public let presentation: Presentation?
}

/// Sees completed navigations (analytics, logging) and refused ones; held weakly by the navigator.
@MainActor
public protocol NavigationObserver: AnyObject {
    func navigator(_ navigator: Navigator, didComplete navigation: CompletedNavigation)
    /// A navigation or `RouteNavigation` action was refused; does nothing unless implemented.
    func navigator(_ navigator: Navigator, didFail failure: NavigationFailure)
}

extension NavigationObserver {
    public func navigator(_ navigator: Navigator, didFail failure: NavigationFailure) {}
}
