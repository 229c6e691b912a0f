@_spi(RouteGen) import RouteKit

/// What `routegen match` prints: the route a URL opens with its decoded extras, or why no route accepts it.
struct URLMatchReport: Hashable, Sendable, CustomStringConvertible {
    /// RouteKit's own explanation (same matcher, same rules as the app).
    var explanation: URLMatchExplanation
    /// The manifest name of the matched route.
    var route: String?
    /// Every extra of the matched route, in declaration order (internal ones marked, never read).
    var extras: [MatchedExtra]
    /// Internal routes whose path has the URL's shape: named so the user sees why they were not opened.
    var internalRoutesWithMatchingPath: [String] = []
    /// Internal routes without a path whose name is the URL's one path segment (`myapp://reviews`).
    var internalRoutesWithMatchingName: [String] = []
    /// Set when the manifest has no external route: how many (internal) routes it has.
    var internalOnlyRouteCount: Int?
    /// The matched route's `tab`, whose stack it opens in.
    var tab: String?
    /// The matched route's parent chain (`parent:`), nearest first: the back stack the link builds below it.
    var parents: [String] = []
    /// The matched route's required query items (`QuerySpecificity`), sorted: how it compares with a route of
    /// another manifest whose path is as specific.
    var requiredQueryItems: [String] = []
    /// The fragment path the matched route requires (`fragment:`), shown beside its pattern: it decides between routes
    /// on one path before their required items.
    var fragmentName: String?
    /// Query items of the URL the matched route does not read, each with why (undeclared, internal, or named like a
    /// path placeholder, whose path value wins): ignored, never an error.
    var ignoredQueryItems: [String] = []
    /// Other routes on the same path that accept the URL too, each with what decided for the matched route.
    var decidedOver: [String] = []

    /// The pattern that matched, as the catalog prints it: `:name` placeholders with their extra's type
    /// (`/feed/<int:feedID>`, never `<feedID>`, which would read as a String).
    var pattern: String?

    var isMatch: Bool { route != nil }

    var description: String {
        var lines: [String] = []
        if let route {
            let fragment = fragmentName.map { " #" + $0 } ?? ""
            lines.append("\(explanation.url) matches \(route) (\(pattern ?? explanation.pattern ?? "")\(fragment))")
            lines += extras.map { "  \($0)" }
            // Not `tab:`, which reads as an extra of that name (`tab: ProfileTab = .likes`).
            if let tab { lines.append("  opens in tab '\(tab)'") }
            if !parents.isEmpty { lines.append("  parents (nearest first): \(parents.joined(separator: ", "))") }
            if !decidedOver.isEmpty {
                lines.append("  chosen:")
                lines += decidedOver.map { "  - \($0)" }
            }
            if !explanation.reasons.isEmpty || !ignoredQueryItems.isEmpty {
                lines.append("  passed over:")
                lines += explanation.reasons.map { "  - \($0)" }
                lines += ignoredQueryItems.map { "  - \($0)" }
            }
        } else {
            lines.append("\(explanation.url) matches no route")
            // An internal route that fits is the whole answer for the path: "no pattern matches the path" beside it
            // would contradict it, and "internal routes only" would say it twice.
            let internalFits = !internalRoutesWithMatchingPath.isEmpty || !internalRoutesWithMatchingName.isEmpty
            if let count = internalOnlyRouteCount {
                if count == 0 {
                    lines.append("  - the manifest has no routes")
                } else if !internalFits {
                    lines.append("  - the manifest has internal routes only (\(count)): internal routes are never reachable from a URL")
                }
            } else {
                lines += explanation.reasons.filter { reason in
                    if internalFits, case .noPatternMatched = reason { return false }
                    return true
                }.map { "  - \($0)" }
            }
            lines += internalRoutesWithMatchingPath.map {
                "  - matches internal route '\($0)' only: internal routes are never reachable from a URL"
            }
            lines += internalRoutesWithMatchingName.map {
                "  - matches internal route '\($0)' only, by name (it has no path): internal routes are never reachable from a URL"
            }
        }
        return lines.joined(separator: "\n")
    }
}
