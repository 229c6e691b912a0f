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

/// A navigation about to happen, as interceptors see it. An interceptor that holds it back (a login wall) may keep
/// it and hand it to ``Navigator/resume(_:)`` once the wall is passed.
@MainActor
public struct NavigationRequest {
    public let intent: AnyIntent
    public let origin: NavigationOrigin
    /// The screen the navigation starts from, when the caller gave one and it is still alive (held weakly, so a
    /// kept request does not keep a closed screen).
    public var source: Screen? { weakSource }
    /// How many redirects led here (0 for the original request); past the limit the navigator refuses with
    /// `tooManyRedirects` itself.
    let redirectCount: Int
    private weak var weakSource: Screen?
    let backStack: BackStack
    let placement: Navigator.Placement

    init(intent: AnyIntent, origin: NavigationOrigin, source: Screen?, redirectCount: Int, backStack: BackStack,
         placement: Navigator.Placement) {
        self.intent = intent
        self.origin = origin
        self.weakSource = source
        self.redirectCount = redirectCount
        self.backStack = backStack
        self.placement = placement
    }
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

/// Sees every navigation (`start`, `open`, `resume`, a tab's root at launch, each restored entry) before it happens;
/// can cancel or redirect it.
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

/// Sees completed navigations (analytics, logging) and refused ones: the one channel for failures. Held weakly by
/// the navigator (`addObserver(_:)`).
@MainActor
public protocol NavigationObserver: AnyObject {
    func navigator(_ navigator: Navigator, didComplete navigation: CompletedNavigation)
    /// A navigation or `RouteNavigation` action was refused, with why; does nothing unless implemented.
    func navigator(_ navigator: Navigator, didFail failure: NavigationFailure)
}

extension NavigationObserver {
    public func navigator(_ navigator: Navigator, didFail failure: NavigationFailure) {}
}
