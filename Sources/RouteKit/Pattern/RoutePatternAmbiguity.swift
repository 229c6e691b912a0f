extension RoutePattern {
    /// Whether some URL path matches both patterns with equal specificity, so that neither wins: they compare as
    /// `.same` (`order(comparedWith:enumCases:)`, the one rule, `SegmentRank`).
    ///
    /// Enum placeholders are typed. The runtime does not know enum cases, so pass `enumCases` (the raw
    /// values of a manifest enum by name) for an exact answer; an enum whose cases are unknown (`nil`) is
    /// assumed to overlap any other typed placeholder (the conservative answer). `:name` placeholders count
    /// as `string` unless resolved with `resolvingColonPlaceholders(_:)` first.
    @_spi(RouteGen) public func isAmbiguous(
        with other: RoutePattern,
        enumCases: (String) -> [String]? = { _ in nil }
    ) -> Bool {
        order(comparedWith: other, enumCases: enumCases) == .same
    }

    /// For each pattern, the index of the first earlier pattern it is ambiguous with (`isAmbiguous(with:)`), or nil.
    ///
    /// Linear in the number of patterns rather than quadratic, so that a 10,000-route manifest validates in
    /// milliseconds: two patterns can only be ambiguous when they have the same length, the same rank at every
    /// position and the same text at every literal position, so only patterns with the same such shape are
    /// compared pairwise (positions after a catch-all do not count).
    ///
    /// `competing(later, earlier)` can rule out pairs of ambiguous patterns that still never tie (routes on disjoint
    /// hosts, or whose required query items differ by a strict superset: `QuerySpecificity`); the search then goes on
    /// to the next earlier pattern.
    @_spi(RouteGen) public static func firstAmbiguities(
        in patterns: [RoutePattern],
        enumCases: (String) -> [String]? = { _ in nil },
        competing: (_ later: Int, _ earlier: Int) -> Bool = { _, _ in true }
    ) -> [Int?] {
        // Buckets are chains through `next`, found by a 64-bit hash of the shape: no array and no hashed array of
        // enums per pattern. A hash collision only puts two shapes in one bucket, where `isAmbiguous` tells them
        // apart, so the result is exact either way.
        var chains: [UInt64: (first: Int, last: Int)] = [:]
        chains.reserveCapacity(patterns.count)
        var next = [Int](repeating: -1, count: patterns.count)
        var result: [Int?] = []
        result.reserveCapacity(patterns.count)
        for index in patterns.indices {
            let key = shapeHash(of: patterns[index])
            guard let chain = chains[key] else {
                chains[key] = (index, index)
                result.append(nil)
                continue
            }
            var member = chain.first
            var found: Int?
            while member >= 0 {
                if patterns[index].isAmbiguous(with: patterns[member], enumCases: enumCases), competing(index, member) {
                    found = member
                    break
                }
                member = next[member]
            }
            result.append(found)
            next[chain.last] = index
            chains[key] = (chain.first, index)
        }
        return result
    }

    /// FNV-1a over the shape up to and including the first catch-all (two catch-alls at the same position overlap
    /// whatever follows): each literal's bytes, each placeholder's rank, with distinct tags and a terminator.
    static func shapeHash(of pattern: RoutePattern) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                mix(1)
                for byte in text.utf8 { mix(byte) }
                mix(0xFF)
            case .placeholder(let placeholder):
                mix(2)
                mix(segment.rank.rawValue)
                if placeholder.type == .path { return hash }
            }
        }
        return hash
    }

    /// Whether one segment can be a value of both types (both of equal rank).
    static func typesOverlap(
        _ left: PlaceholderType,
        _ right: PlaceholderType,
        enumCases: (String) -> [String]?
    ) -> Bool {
        if left == right { return true }
        switch (left, right) {
        case (.enumeration(let a), .enumeration(let b)):
            guard let casesA = enumCases(a), let casesB = enumCases(b) else { return true }
            return !Set(casesA).isDisjoint(with: casesB)
        case (.enumeration(let name), let builtin), (let builtin, .enumeration(let name)):
            guard let cases = enumCases(name) else { return true }
            return cases.contains { builtin.accepts($0) }
        case (.int, .double), (.double, .int):
            return true
        default:
            return false
        }
    }
}
