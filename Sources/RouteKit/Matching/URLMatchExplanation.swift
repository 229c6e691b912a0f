/// The answer to "why did (or didn't) this URL match?", as printed by `routegen match`.
public struct URLMatchExplanation: Sendable, Hashable, CustomStringConvertible {
    public var url: String
    /// The manifest name of the route that matched, or `nil`.
    public var route: String?
    /// The canonical pattern of the route that matched.
    public var pattern: String?
    /// The parameters the matched route was decoded from.
    public var parameters: RouteParameters?
    /// Why nothing matched, or why more specific candidates were passed over before the match.
    public var reasons: [Reason]
    /// Ties of the matched route with routes of other namespaces (`Navigator.explain` fills it; the matcher alone
    /// does not know them).
    public var ties: [RouteTie] = []

    /// Whether the URL reaches a route.
    public var isMatch: Bool { route != nil }

    /// One step of the explanation.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        case unparsableURL
        case noRoutes
        case schemeNotAccepted(String)
        case hostNotAccepted(String?)
        /// A custom-scheme link whose host (`nil`: none) is not one its routes require (`schemeHosts`).
        case schemeHostNotAccepted(scheme: String, host: String?)
        case invalidPercentEncoding
        /// No pattern has the shape of the route path (shown decoded).
        case noPatternMatched(path: [String])
        /// A pattern fit the path but the route rejected the values; the matcher fell back to the next candidate.
        case candidateRejected(route: String, pattern: String, failure: CandidateFailure)

        public var description: String {
            switch self {
            case .unparsableURL: "not a URL with a scheme"
            case .noRoutes: "no routes registered"
            case .schemeNotAccepted(let scheme): "scheme '\(scheme)' is not accepted"
            case .hostNotAccepted(let host?): "host '\(host)' is not accepted"
            case .hostNotAccepted(nil): "http(s) URL without a host is not accepted"
            case .schemeHostNotAccepted(let scheme, let host?): "host '\(host)' of a '\(scheme)' link names none of its routes"
            case .schemeHostNotAccepted(let scheme, nil): "a '\(scheme)' link without a host names none of its routes"
            case .invalidPercentEncoding: "invalid percent-encoding"
            case .noPatternMatched(let path): "no pattern matches the path /\(path.map { RouteDecodingError.shortened($0) }.joined(separator: "/"))"
            case .candidateRejected(let route, let pattern, let failure): "candidate \(route) (\(pattern)) failed: \(failure)"
            }
        }
    }

    /// Why a candidate whose pattern fit the path was rejected.
    public enum CandidateFailure: Error, Sendable, Hashable, CustomStringConvertible {
        case placeholderRejected(name: String, value: String, type: String)
        case decoding(RouteDecodingError)
        case other(String)

        public var description: String {
            switch self {
            case .placeholderRejected(let name, let value, let type):
                "'\(RouteDecodingError.shortened(value))' is not a valid \(type) for placeholder '\(name)'"
            case .decoding(let error): error.description
            case .other(let message): message
            }
        }
    }

    public var description: String {
        var lines: [String] = []
        let url = RouteDecodingError.shortened(url, limit: 200)
        if let route {
            lines.append("\(url) matches \(route) (\(pattern ?? ""))")
            if let parameters, !parameters.isEmpty {
                lines.append("  parameters: \(RouteDecodingError.shortened(parameters.description, limit: 400))")
            }
        } else {
            lines.append("\(url) matches no route")
        }
        lines += reasons.map { "  - \($0)" }
        lines += ties.map { "  - tie: \($0)" }
        return lines.joined(separator: "\n")
    }
}
