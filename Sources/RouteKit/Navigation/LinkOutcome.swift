/// What `Navigator.open(_:)` did with a link, as a value to switch over: only `.noMatch` means "no route of the app
/// takes this link" (show the web page); a link an interceptor refused was taken and refused.
public enum LinkOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The route's screen is shown (or its handler handled it).
    case shown
    /// The navigator is not launched yet: the link is kept (replacing any earlier one) and opened by
    /// `launch(restoring:)`. A link kept forever means `launch` is never called.
    case kept
    /// An interceptor canceled it: its type name.
    case refused(by: String)
    /// An interceptor redirected it (its type name) to another route, shown in its place (a login wall).
    case redirected(by: String, to: String)
    /// No registered external route accepts the URL; the explanation says why (what `routegen match` prints).
    case noMatch(URLMatchExplanation)
    /// The URL matches a route that is internal only (its manifest name): internal routes are never reachable from a
    /// URL. Give the route `exposure: external` in the manifest if links should open it.
    case internalRouteOnly(String)
    /// A route took the link but could not be shown (a push on a layer without a stack, a handler that declined, a
    /// redirect loop).
    case failed(NavigationFailure)

    public var description: String {
        switch self {
        case .shown: "shown"
        case .kept: "kept until launch(restoring:), which opens it (call launch once the UI can show screens)"
        case .refused(let interceptor): "refused by the interceptor \(interceptor)"
        case .redirected(let interceptor, let route): "redirected by the interceptor \(interceptor) to \(route)"
        case .noMatch(let explanation):
            "no registered route matches\n" + explanation.reasons.map { "  - \($0)" }.joined(separator: "\n")
        case .internalRouteOnly(let route):
            "matches internal route '\(route)' only: internal routes are never reachable from a URL "
                + "(give it 'exposure: external' in the manifest)"
        case .failed(let failure): "matched \(failure.route ?? "a route") but failed: \(failure.reason)"
        }
    }
}

/// What `Navigator.launch(restoring:)` did.
public enum LaunchOutcome: Sendable, Hashable {
    /// The navigator was launched before: this call did nothing, and its saved data was not restored (reported as
    /// `NavigationProblem.launchedAgain`).
    case alreadyLaunched
    /// Launched with nothing to restore (no saved data, or a navigator with a presenter of its own).
    case nothingSaved
    /// Launched from saved state: what came back and what was dropped, and why (each drop is also reported).
    case restored(RestorationReport)

    /// The restoration report, when saved state was read.
    public var restorationReport: RestorationReport? {
        if case .restored(let report) = self { return report }
        return nil
    }
}
