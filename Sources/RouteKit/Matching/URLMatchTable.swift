/// Everything the matcher needs that does not depend on its `Output` type: configuration groups, tries and
/// compiled patterns. Kept non-generic so that the per-URL work runs fully specialised inside RouteKit, instead of
/// as unspecialised generic code (metadata look-ups and value-witness copies) called from the generated module.
@usableFromInline
struct URLMatchTable: Sendable {
    /// A class so that looking at a candidate costs one retain, not one per field.
    final class Compiled: Sendable {
        let name: String
        let pattern: RoutePattern
        let order: Int
        /// (segment index, placeholder) for every placeholder.
        let captures: [(index: Int, placeholder: RoutePattern.Placeholder)]
        /// Specificity rank of each segment, for comparing winners of different groups.
        let ranks: [Int]

        init(name: String, pattern: RoutePattern, order: Int, captures: [(index: Int, placeholder: RoutePattern.Placeholder)], ranks: [Int]) {
            self.name = name
            self.pattern = pattern
            self.order = order
            self.captures = captures
            self.ranks = ranks
        }
    }

    struct Group: Sendable {
        /// Lowercased, without duplicates; a handful at most, so scanned: comparing small strings is cheaper
        /// than hashing them.
        let schemes: [String]
        let hosts: [String]
        var trie = RouteTrie()
        /// Indices into `entries`, in the order the trie knows them.
        var members: [Int] = []
    }

    var groups: [Group] = []
    var entries: [Compiled] = []

    /// What `decode` says about one candidate: `nil` when the route accepted the parameters.
    @usableFromInline
    typealias Decode = (_ entry: Int, _ parameters: RouteParameters) -> URLMatchExplanation.CandidateFailure?

    /// What `decode` says about a failed candidate when nobody asked why (`match`, not `explain`): never shown.
    @inlinable
    static var unrecordedFailure: URLMatchExplanation.CandidateFailure { .other("") }

    /// The failure recorded for an error thrown by a route's `init(parameters:)`.
    @usableFromInline
    static func failure(for error: any Error) -> URLMatchExplanation.CandidateFailure {
        if let error = error as? RouteDecodingError { return .decoding(error) }
        return .other(String(describing: error))
    }

    /// The matching algorithm; `trace` is `nil` on the fast path and collects reasons for `explain`.
    /// Returns the winning entry and the parameters it was decoded from; `decode` is called for every candidate
    /// that would beat the current winner, so the last successful call is the winner's.
    @usableFromInline
    func run(_ text: String, trace: inout [URLMatchExplanation.Reason]?, decode: Decode) -> (entry: Int, parameters: RouteParameters)? {
        var text = text
        return text.withUTF8 { run($0, trace: &trace, decode: decode) }
    }

    private func run(
        _ bytes: UnsafeBufferPointer<UInt8>,
        trace: inout [URLMatchExplanation.Reason]?,
        decode: Decode
    ) -> (entry: Int, parameters: RouteParameters)? {
        guard let parts = URLParts(bytes) else {
            trace?.append(.unparsableURL)
            return nil
        }
        if groups.isEmpty { trace?.append(.noRoutes) }
        // The query is read only once a candidate needs it; an invalid escape in it fails the whole URL
        // either way, so reading it late changes no result. `explain` reads it first to report it first.
        var query = QueryState.unread
        // The candidate loop below reads the query through this trivially copied slice: capturing `parts` there
        // copied its three strings (three retains and releases) for every candidate.
        let rawQuery = parts.query
        if trace != nil, !query.read(rawQuery) {
            trace?.append(.invalidPercentEncoding)
            return nil
        }
        var best: (entry: Int, parameters: RouteParameters)?
        var rejections: [URLMatchExplanation.Reason] = []
        var accepted = false
        var queryFailed = false
        // By index, not `for group in groups`: each copy of a group retained and released its four arrays.
        for groupIndex in groups.indices {
            var rejection: URLMatchExplanation.Reason?
            guard let segments = routeSegments(parts, groupIndex, rejection: &rejection) else {
                if trace != nil, let rejection, !rejections.contains(rejection) { rejections.append(rejection) }
                continue
            }
            accepted = true
            var matchedAny = false
            groups[groupIndex].trie.forEachCandidate(segments) { member in
                matchedAny = true
                let entryIndex = groups[groupIndex].members[member]
                let entry = entries[entryIndex]
                if let best, !isBetter(entry, than: entries[best.entry]) { return true }
                if let failure = placeholderFailure(entry, segments: segments) {
                    trace?.append(.candidateRejected(route: entry.name, pattern: entry.pattern.description, failure: failure))
                    return false
                }
                guard query.read(rawQuery) else {
                    queryFailed = true
                    return true
                }
                var parameters = query.parameters
                capture(entry, segments: segments, into: &parameters)
                if let failure = decode(entryIndex, parameters) {
                    trace?.append(.candidateRejected(route: entry.name, pattern: entry.pattern.description, failure: failure))
                    return false
                }
                best = (entryIndex, parameters)
                return true
            }
            if queryFailed { return nil }
            if !matchedAny { trace?.append(.noPatternMatched(path: segments)) }
        }
        if !accepted { trace?.append(contentsOf: rejections) }
        return best
    }

    /// The query items, decoded at most once per URL.
    enum QueryState {
        case unread
        case valid(RouteParameters)
        case invalid

        var parameters: RouteParameters {
            if case .valid(let parameters) = self { return parameters }
            return RouteParameters()
        }

        /// Decodes the query if not done yet; `false` when it has an invalid escape.
        mutating func read(_ rawQuery: URLParts.Bytes?) -> Bool {
            switch self {
            case .valid: return true
            case .invalid: return false
            case .unread:
                guard let rawQuery else {
                    self = .valid(RouteParameters())
                    return true
                }
                guard let parameters = URLParts.queryParameters(of: rawQuery) else {
                    self = .invalid
                    return false
                }
                self = .valid(parameters)
                return true
            }
        }
    }

    /// The route path of a URL for one configuration (SPEC §3), or `nil` and why the configuration refuses it.
    /// (An optional and an `inout` reason rather than an enum with payloads: no value-witness copies per URL.)
    func routeSegments(_ parts: URLParts, _ group: Int, rejection: inout URLMatchExplanation.Reason?) -> [String]? {
        if parts.hostIsMalformed {
            rejection = .invalidPercentEncoding
            return nil
        }
        let hostAccepted = parts.hostKey.map { groups[group].hosts.contains($0) } ?? false
        var first: String?
        if groups[group].schemes.contains(parts.scheme) {
            if !hostAccepted { first = parts.host }
        } else if parts.scheme == "http" || parts.scheme == "https" {
            guard hostAccepted else {
                rejection = .hostNotAccepted(parts.host)
                return nil
            }
        } else {
            rejection = .schemeNotAccepted(parts.scheme)
            return nil
        }
        guard let segments = URLParts.segments(of: parts.path, after: first) else {
            rejection = .invalidPercentEncoding
            return nil
        }
        return segments
    }

    /// The first placeholder whose segment its type refuses, checked before any parameters are built.
    func placeholderFailure(_ entry: Compiled, segments: [String]) -> URLMatchExplanation.CandidateFailure? {
        for (index, placeholder) in entry.captures where placeholder.type != .path {
            let value = segments[index]
            guard placeholder.type.accepts(value) else {
                return .placeholderRejected(name: placeholder.name, value: value, type: placeholder.type)
            }
        }
        return nil
    }

    /// Adds the path captures to the query items. The path value wins: a query item named like a placeholder
    /// is dropped, never merged.
    func capture(_ entry: Compiled, segments: [String], into parameters: inout RouteParameters) {
        for (index, placeholder) in entry.captures {
            let value = placeholder.type == .path ? segments[index...].joined(separator: "/") : segments[index]
            parameters[placeholder.name] = [value]
        }
    }

    /// Specificity, segment by segment from the left, then registration order.
    func isBetter(_ candidate: Compiled, than current: Compiled) -> Bool {
        for (left, right) in zip(candidate.ranks, current.ranks) where left != right {
            return left > right
        }
        return candidate.order < current.order
    }
}
