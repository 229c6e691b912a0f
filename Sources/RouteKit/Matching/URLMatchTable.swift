/// Everything the matcher needs that does not depend on its `Output` type: configuration groups, tries and
/// compiled patterns. Kept non-generic so that the per-URL work runs fully specialised inside RouteKit, instead of
/// as unspecialised generic code (metadata look-ups and value-witness copies) called from the generated module.
///
/// A class, immutable once built (by `Builder`): the generated `match` copies its `URLMatcher` for every URL, and a
/// copy then retains one reference here instead of each of the arrays below.
@usableFromInline
final class URLMatchTable: Sendable {
    /// What `explain` names for an entry.
    struct Described: Sendable {
        let name: String
        let pattern: RoutePattern
        /// The route's required query items (`RouteDescriptor.requiredQueryItems`).
        let requiredQueryItems: [String]
        /// How the route reads the fragment (`RouteDescriptor.fragment`).
        let fragment: LinkFragment?
        /// The fragment path it requires (`LinkFragment.path`), parsed once.
        let fragmentPattern: FragmentPattern?
        /// Placeholders of the route's other patterns that this one leaves out (`[/<path:rest>, /]`): a query item so
        /// named is dropped, so the value comes from the path or is absent.
        var absentPathNames: [String] = []
    }

    /// What the per-URL loop reads of an entry: plain integers into `captures` and `ranks`, so that looking at a
    /// candidate costs no retain and no pointer to follow. Among a thousand routes each of those was a cache miss.
    struct Candidate: Sendable {
        /// Registration order, the last tie-breaker.
        let order: Int32
        let captureStart: Int32
        let captureCount: Int32
        /// Specificity rank of each segment (`ranks[rankStart ..< rankStart + rankCount]`), for comparing winners of
        /// different groups.
        let rankStart: Int32
        let rankCount: Int32
        /// The specificity ranks of the fragment path the route requires (`ranks[fragmentRankStart...]`,
        /// `fragmentRankCount` of them; `-1`: it requires none). Between equal paths they decide first
        /// (`FragmentPattern.compareRanks`).
        let fragmentRankStart: Int32
        let fragmentRankCount: Int32
        /// How many query items the route requires: between equal paths and fragment paths, more is more specific
        /// (`QuerySpecificity`: a strict superset has more). Sets that neither includes are a tie the generator
        /// rejects; here the larger set, then registration order, decide, so the order stays total and the trie walk
        /// can stop early.
        let requiredCount: Int32
        /// Whether the route reads the fragment (`described[entry].fragment` says how).
        let readsFragment: Bool
    }

    /// One placeholder of an entry's pattern.
    struct Capture: Sendable {
        let name: String
        /// The segment it captures; a catch-all captures the rest of the path from there.
        let segment: Int32
        let isCatchAll: Bool
        let accepted: PlaceholderTypeSet
    }

    struct Group: Sendable {
        /// Lowercased, without duplicates; a handful at most, so scanned: comparing small strings is cheaper
        /// than hashing them.
        let schemes: [String]
        let hosts: [String]
        /// `false`: `http` links are refused (`URLConfiguration.acceptsHTTP`).
        let acceptsHTTP: Bool
        /// Lowercased; not empty: a custom-scheme URL must carry one of these hosts (`URLConfiguration.schemeHosts`).
        let schemeHosts: [String]
        /// Its routes' patterns; the trie's entries are entry indices.
        let trie: RouteTrie
    }

    let groups: [Group]
    /// By entry index (the index of the matcher's decoder): names for `explain`, and what matching reads.
    let described: [Described]
    let candidates: [Candidate]
    let captures: [Capture]
    let ranks: [UInt8]

    init(_ builder: Builder) {
        groups = builder.groups.map {
            Group(schemes: $0.schemes, hosts: $0.hosts, acceptsHTTP: $0.acceptsHTTP, schemeHosts: $0.schemeHosts,
                  trie: RouteTrie($0.trie))
        }
        described = builder.described
        candidates = builder.candidates
        captures = builder.captures
        ranks = builder.ranks
    }

    /// The table as `URLMatcher.init` fills it, entry by entry in registration order.
    struct Builder {
        var groups: [(schemes: [String], hosts: [String], acceptsHTTP: Bool, schemeHosts: [String], trie: RouteTrie.Builder)] = []
        var described: [Described] = []
        var candidates: [Candidate] = []
        var captures: [Capture] = []
        var ranks: [UInt8] = []

        /// Adds a configuration group and returns its index.
        mutating func addGroup(schemes: [String], hosts: [String], acceptsHTTP: Bool = true, schemeHosts: [String] = []) -> Int {
            groups.append((schemes, hosts, acceptsHTTP, schemeHosts, RouteTrie.Builder()))
            return groups.count - 1
        }

        /// Adds an entry to a group; entries are numbered in the order added, as the matcher's decoders are.
        mutating func append(
            name: String, pattern: RoutePattern, requiredQueryItems: [String], fragment: LinkFragment? = nil, order: Int, group: Int,
            absentPathNames: [String] = []
        ) {
            let captureStart = captures.count, rankStart = ranks.count
            let required = requiredQueryItems.count
            // A fragment path that does not parse (never generated) matches no link: the route still ranks as one
            // that requires a fragment path.
            let fragmentPattern = fragment?.path.flatMap { try? FragmentPattern(parsing: $0) }
            let fragmentRanks = fragment?.path == nil ? nil : fragmentPattern?.ranks ?? []
            for (index, segment) in pattern.segments.enumerated() {
                ranks.append(segment.rank.rawValue)
                if case .placeholder(let placeholder) = segment {
                    captures.append(Capture(
                        name: placeholder.name, segment: Int32(index), isCatchAll: placeholder.type == .path,
                        accepted: PlaceholderTypeSet(placeholder.type)))
                }
            }
            let pathRankCount = ranks.count - rankStart
            ranks += fragmentRanks ?? []
            candidates.append(Candidate(
                order: Int32(clamping: order),
                captureStart: Int32(captureStart), captureCount: Int32(captures.count - captureStart),
                rankStart: Int32(rankStart), rankCount: Int32(pathRankCount),
                fragmentRankStart: Int32(rankStart + pathRankCount), fragmentRankCount: Int32(fragmentRanks?.count ?? -1),
                requiredCount: Int32(clamping: required), readsFragment: fragment != nil))
            described.append(Described(name: name, pattern: pattern, requiredQueryItems: requiredQueryItems,
                                       fragment: fragment, fragmentPattern: fragmentPattern, absentPathNames: absentPathNames))
            groups[group].trie.insert(pattern, entry: candidates.count - 1,
                                      weight: RouteTrie.Weight(fragmentRanks: fragmentRanks, requiredCount: required))
        }
    }

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
        let rawQuery = parts.query, rawFragment = parts.fragment
        if trace != nil, !query.read(rawQuery) {
            trace?.append(.invalidPercentEncoding)
            return nil
        }
        var best: (entry: Int, parameters: RouteParameters)?
        var rejections: [URLMatchExplanation.Reason] = []
        var accepted = false
        var queryFailed = false
        var unmatched: [[String]] = []
        // By index, not `for group in groups`: each copy of a group retained and released its four arrays.
        for groupIndex in groups.indices {
            var rejection: URLMatchExplanation.Reason?
            var subdomain: String?
            guard let segments = routeSegments(parts, groupIndex, subdomain: &subdomain, rejection: &rejection) else {
                if trace != nil, let rejection, !rejections.contains(rejection) { rejections.append(rejection) }
                continue
            }
            accepted = true
            var matchedAny = false
            groups[groupIndex].trie.forEachCandidate(segments) { entryIndex in
                matchedAny = true
                if let best, !isBetter(entryIndex, than: best.entry) { return true }
                if let rejected = rejectedCapture(entryIndex, segments: segments) {
                    if trace != nil { trace?.append(placeholderRejection(entryIndex, capture: rejected, segments: segments)) }
                    return false
                }
                guard query.read(rawQuery) else {
                    queryFailed = true
                    return true
                }
                var parameters = query.parameters
                // Only the host says what the subdomain is: a query item so named is dropped.
                if let subdomain {
                    parameters[RouteParameters.subdomainKey] = [subdomain]
                } else if !parameters[RouteParameters.subdomainKey].isEmpty {
                    parameters[RouteParameters.subdomainKey] = []
                }
                if candidates[entryIndex].readsFragment,
                   let failure = readFragment(entryIndex, rawFragment, into: &parameters) {
                    if trace != nil {
                        let entry = described[entryIndex]
                        trace?.append(.candidateRejected(route: entry.name, pattern: entry.pattern.description, failure: failure))
                    }
                    return false
                }
                capture(entryIndex, segments: segments, into: &parameters)
                for name in described[entryIndex].absentPathNames { parameters[name] = [] }
                if let failure = decode(entryIndex, parameters) {
                    if trace != nil {
                        let entry = described[entryIndex]
                        trace?.append(.candidateRejected(route: entry.name, pattern: entry.pattern.description, failure: failure))
                    }
                    return false
                }
                best = (entryIndex, parameters)
                return true
            }
            if queryFailed { return nil }
            if !matchedAny, trace != nil, !unmatched.contains(segments) { unmatched.append(segments) }
        }
        if !accepted { trace?.append(contentsOf: rejections) }
        // A group of routes (hosts of their own, a wildcard) that has no pattern for the path says nothing when
        // another group's route opened it.
        if best == nil { trace?.append(contentsOf: unmatched.map { .noPatternMatched(path: $0) }) }
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

    /// The route path of a URL for one configuration, or `nil` and why the configuration refuses it.
    /// (An optional and an `inout` reason rather than an enum with payloads: no value-witness copies per URL.)
    /// `subdomain` is what a wildcard host (`*.example.com`) stood for, when one accepted the host.
    func routeSegments(
        _ parts: URLParts, _ group: Int, subdomain: inout String?, rejection: inout URLMatchExplanation.Reason?
    ) -> [String]? {
        if parts.hostIsMalformed {
            rejection = .invalidPercentEncoding
            return nil
        }
        var hostAccepted = false
        if let hostKey = parts.hostKey {
            (hostAccepted, subdomain) = HostPattern.accepts(hostKey, in: groups[group].hosts)
        }
        var first: String?
        if groups[group].schemes.contains(parts.scheme) {
            if !groups[group].schemeHosts.isEmpty {
                // The host names the link (`sgnl://linkdevice`): one of the route's, or nothing opens.
                subdomain = nil
                guard let hostKey = parts.hostKey, HostPattern.accepts(hostKey, in: groups[group].schemeHosts).accepted else {
                    rejection = .schemeHostNotAccepted(scheme: parts.scheme, host: parts.host)
                    return nil
                }
            } else if !hostAccepted {
                first = parts.host
            }
        } else if parts.scheme == "https" || (parts.scheme == "http" && groups[group].acceptsHTTP) {
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

    /// The first capture (an index into `captures`) whose segment its type refuses, checked before any parameters
    /// are built.
    func rejectedCapture(_ entry: Int, segments: [String]) -> Int? {
        let candidate = candidates[entry]
        let start = Int(candidate.captureStart)
        for index in start..<(start + Int(candidate.captureCount)) {
            let capture = captures[index]
            if !capture.isCatchAll, !capture.accepted.acceptsAny(segments[Int(capture.segment)]) { return index }
        }
        return nil
    }

    /// Why `explain` saw a candidate refused by one of its placeholders.
    func placeholderRejection(_ entry: Int, capture index: Int, segments: [String]) -> URLMatchExplanation.Reason {
        let entry = described[entry], capture = captures[index], segment = Int(capture.segment)
        var type = RoutePattern.PlaceholderType.string
        if case .placeholder(let placeholder) = entry.pattern.segments[segment] { type = placeholder.type }
        return .candidateRejected(
            route: entry.name, pattern: entry.pattern.description,
            failure: .placeholderRejected(name: capture.name, value: segments[segment], type: type.description))
    }

    /// Adds what the route reads of the link's fragment to its parameters; the failure when the route needs a fragment
    /// name the link does not carry, or the part it reads has an invalid escape.
    func readFragment(_ entry: Int, _ fragment: URLParts.Bytes?, into parameters: inout RouteParameters)
        -> URLMatchExplanation.CandidateFailure? {
        guard let use = described[entry].fragment else { return nil }
        switch LinkFragmentCoding.read(fragment, as: use, pattern: described[entry].fragmentPattern) {
        case .values(let values):
            // A placeholder of the fragment's path replaces a query item of its name, as a path placeholder does.
            for (name, _) in values where !RouteParameters.isFragmentName(name) { parameters[name] = [] }
            for (name, value) in values { parameters.append(value, for: name) }
            return nil
        case .wrongPath:
            let path = use.path ?? ""
            return .other("the link's fragment does not start with '\(path)' (#\(path)?...)")
        case .invalidEscape:
            return .other("invalid percent-encoding in the link's fragment")
        }
    }

    /// Adds the path captures to the query items. The path value wins: a query item named like a placeholder
    /// is dropped, never merged.
    func capture(_ entry: Int, segments: [String], into parameters: inout RouteParameters) {
        let candidate = candidates[entry]
        let start = Int(candidate.captureStart)
        for index in start..<(start + Int(candidate.captureCount)) {
            let capture = captures[index], segment = Int(capture.segment)
            let value = capture.isCatchAll ? segments[segment...].joined(separator: "/") : segments[segment]
            parameters[capture.name] = [value]
        }
    }

    /// Specificity, segment by segment from the left, then the fragment paths' the same way, then required query
    /// items, then registration order.
    func isBetter(_ entry: Int, than current: Int) -> Bool {
        let candidate = candidates[entry], incumbent = candidates[current]
        let path = SegmentRank.compare(
            ranks[Int(candidate.rankStart)..<Int(candidate.rankStart + candidate.rankCount)],
            ranks[Int(incumbent.rankStart)..<Int(incumbent.rankStart + incumbent.rankCount)])
        if path != 0 { return path > 0 }
        if candidate.fragmentRankCount >= 0 || incumbent.fragmentRankCount >= 0 {
            let fragment = FragmentPattern.compareRanks(fragmentRanks(candidate), fragmentRanks(incumbent))
            if fragment != 0 { return fragment > 0 }
        }
        if candidate.requiredCount != incumbent.requiredCount { return candidate.requiredCount > incumbent.requiredCount }
        return candidate.order < incumbent.order
    }

    /// A candidate's fragment path ranks; nil when it requires no fragment path.
    private func fragmentRanks(_ candidate: Candidate) -> ArraySlice<UInt8>? {
        guard candidate.fragmentRankCount >= 0 else { return nil }
        let start = Int(candidate.fragmentRankStart)
        return ranks[start..<(start + Int(candidate.fragmentRankCount))]
    }
}
