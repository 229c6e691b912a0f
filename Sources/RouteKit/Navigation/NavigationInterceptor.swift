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

/// What an interceptor decides about a navigation: `.proceed`, `.cancel`, or `.redirect(Routes.signIn())`.
///
/// A value with one spelling per decision (not an enum whose redirect case would need an `AnyIntent` the app cannot
/// build); ``redirectTarget`` tells a redirect apart when a test inspects a decision.
public struct NavigationDecision: Sendable {
    enum Kind: Sendable {
        case proceed
        case cancel
        case redirect(AnyIntent)
    }

    let kind: Kind

    /// Let the navigation happen (or let the next interceptor decide).
    public static let proceed = NavigationDecision(kind: .proceed)
    /// Refuse the navigation: it is reported as `intercepted(by:)` with the interceptor's type name.
    public static let cancel = NavigationDecision(kind: .cancel)

    /// Navigate to another route instead (a login wall); the redirect is intercepted in turn.
    public static func redirect<R: Route>(_ intent: Intent<R>) -> NavigationDecision {
        NavigationDecision(kind: .redirect(AnyIntent(intent)))
    }

    /// The route a redirect goes to; `nil` for `.proceed` and `.cancel`.
    public var redirectTarget: AnyIntent? {
        if case .redirect(let target) = kind { return target }
        return nil
    }

    /// Whether the navigation goes ahead as asked.
    public var proceeds: Bool {
        if case .proceed = kind { return true }
        return false
    }
}

/// Sees every navigation (`start`, `open`, `resume`, a tab's root at launch, each restored entry) before it happens;
/// can cancel or redirect it.
@MainActor
public protocol NavigationInterceptor: AnyObject {
    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision
}
