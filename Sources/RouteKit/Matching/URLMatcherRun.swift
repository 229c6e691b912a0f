extension URLMatcher {
    struct Winner {
        var group: Int
        var entry: Int
        var output: Output
        var parameters: RouteParameters
    }

    /// The matching algorithm; `trace` is `nil` on the fast path and collects reasons for `explain`.
    func run(_ text: String, trace: inout [URLMatchExplanation.Reason]?) -> Winner? {
        guard let parts = URLParts(text) else {
            trace?.append(.unparsableURL)
            return nil
        }
        if groups.isEmpty { trace?.append(.noRoutes) }
        var query = RouteParameters()
        if let rawQuery = parts.query {
            guard let items = URLParts.queryItems(of: rawQuery) else {
                trace?.append(.invalidPercentEncoding)
                return nil
            }
            for item in items { query.append(item.value, for: item.name) }
        }
        var best: Winner?
        var rejections: [URLMatchExplanation.Reason] = []
        var accepted = false
        for groupIndex in groups.indices {
            let group = groups[groupIndex]
            let segments: [String]
            switch routeSegments(parts, group) {
            case .rejected(let reason):
                if trace != nil, !rejections.contains(reason) { rejections.append(reason) }
                continue
            case .accepted(let found):
                segments = found
                accepted = true
            }
            var matchedAny = false
            group.trie.forEachCandidate(segments) { entryIndex in
                matchedAny = true
                let entry = group.entries[entryIndex]
                if let best, !isBetter(entry, than: groups[best.group].entries[best.entry]) { return true }
                var parameters = query
                switch attempt(entry, segments: segments, parameters: &parameters) {
                case .success(let output):
                    best = Winner(group: groupIndex, entry: entryIndex, output: output, parameters: parameters)
                    return true
                case .failure(let failure):
                    trace?.append(.candidateRejected(route: entry.name, pattern: entry.pattern.description, failure: failure))
                    return false
                }
            }
            if !matchedAny { trace?.append(.noPatternMatched(path: segments)) }
        }
        if !accepted { trace?.append(contentsOf: rejections) }
        return best
    }

    enum Segments {
        case accepted([String])
        case rejected(URLMatchExplanation.Reason)
    }

    /// The route path of a URL for one configuration (SPEC §3), or why the configuration refuses it.
    func routeSegments(_ parts: URLParts, _ group: Group) -> Segments {
        if parts.hostIsMalformed { return .rejected(.invalidPercentEncoding) }
        let hostAccepted = parts.hostKey.map { group.hosts.contains($0) } ?? false
        var first: String?
        if group.schemes.contains(parts.scheme) {
            if !hostAccepted { first = parts.host }
        } else if parts.scheme == "http" || parts.scheme == "https" {
            guard hostAccepted else { return .rejected(.hostNotAccepted(parts.host)) }
        } else {
            return .rejected(.schemeNotAccepted(parts.scheme))
        }
        guard let segments = URLParts.segments(of: parts.path, after: first) else { return .rejected(.invalidPercentEncoding) }
        return .accepted(segments)
    }

    /// Placeholder checks, then the route's own decoding.
    /// `parameters` starts as the query items and ends as what the route was decoded from. No tuple in the result:
    /// from another module this generic code runs unspecialised, and every tuple type costs a metadata lookup.
    func attempt(
        _ entry: Compiled,
        segments: [String],
        parameters: inout RouteParameters
    ) -> Result<Output, URLMatchExplanation.CandidateFailure> {
        for (index, placeholder) in entry.captures {
            let value: String
            if placeholder.type == .path {
                value = segments[index...].joined(separator: "/")
            } else {
                value = segments[index]
                guard placeholder.type.accepts(value) else {
                    return .failure(.placeholderRejected(name: placeholder.name, value: value, type: placeholder.type))
                }
            }
            // The path value wins: a query item named like a placeholder is dropped, never merged.
            parameters[placeholder.name] = [value]
        }
        do {
            return .success(try entry.decode(parameters))
        } catch let error as RouteDecodingError {
            return .failure(.decoding(error))
        } catch {
            return .failure(.other(String(describing: error)))
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
