extension RoutePattern {
    /// Whether some URL path matches both patterns with equal specificity, so that neither wins (SPEC §2).
    ///
    /// Specificity is compared segment by segment from the left: static > typed placeholder > string
    /// placeholder > `path`. At the first position where the two differ in rank, the more specific pattern
    /// wins for every URL, so they are not ambiguous. At equal rank they must be able to match the same
    /// segment: equal literals; typed placeholders whose types share a value (`int`/`double` share `42`;
    /// `uuid`/`int`, `bool`/`int`, `bool`/`double` share none); two `path` catch-alls always overlap.
    ///
    /// Enum placeholders are typed. The runtime does not know enum cases, so pass `enumCases` (the raw
    /// values of a manifest enum by name) for an exact answer; an enum whose cases are unknown (`nil`) is
    /// assumed to overlap any other typed placeholder (the conservative answer). `:name` placeholders count
    /// as `string` unless resolved with `resolvingColonPlaceholders(_:)` first.
    public func isAmbiguous(
        with other: RoutePattern,
        enumCases: (String) -> [String]? = { _ in nil }
    ) -> Bool {
        var index = 0
        while true {
            let mine = index < segments.count ? segments[index] : nil
            let theirs = index < other.segments.count ? other.segments[index] : nil
            switch (mine, theirs) {
            case (nil, nil):
                return true
            case (nil, _), (_, nil):
                // One pattern ends; a catch-all needs at least one more segment, so no path matches both.
                return false
            case (.literal(let left)?, .literal(let right)?):
                guard left == right else { return false }
            case (.literal?, .placeholder?), (.placeholder?, .literal?):
                return false  // static beats any placeholder
            case (.placeholder(let left)?, .placeholder(let right)?):
                guard left.type.rank == right.type.rank else { return false }
                if left.type == .path { return true }  // both swallow the rest
                guard Self.typesOverlap(left.type, right.type, enumCases: enumCases) else { return false }
            }
            index += 1
        }
    }

    /// For each pattern, the index of the first earlier pattern it is ambiguous with (`isAmbiguous(with:)`), or nil.
    ///
    /// Linear in the number of patterns rather than quadratic, so that a 10,000-route manifest validates in
    /// milliseconds: two patterns can only be ambiguous when they have the same length, the same rank at every
    /// position and the same text at every literal position, so only patterns with the same such shape are
    /// compared pairwise (positions after a catch-all do not count).
    public static func firstAmbiguities(
        in patterns: [RoutePattern],
        enumCases: (String) -> [String]? = { _ in nil }
    ) -> [Int?] {
        var buckets: [[ShapeKey]: [Int]] = [:]
        buckets.reserveCapacity(patterns.count)
        var result: [Int?] = []
        result.reserveCapacity(patterns.count)
        for index in patterns.indices {
            // One hash of the key per pattern: the bucket is read and appended to in one access.
            result.append(firstAmbiguity(of: index, in: patterns, among: &buckets[shapeKey(of: patterns[index]), default: []],
                                         enumCases: enumCases))
        }
        return result
    }

    /// The first pattern of `bucket` that the pattern at `index` is ambiguous with; `index` joins the bucket.
    private static func firstAmbiguity(
        of index: Int, in patterns: [RoutePattern], among bucket: inout [Int], enumCases: (String) -> [String]?
    ) -> Int? {
        let found = bucket.first { patterns[index].isAmbiguous(with: patterns[$0], enumCases: enumCases) }
        bucket.append(index)
        return found
    }

    /// Shapes up to and including the first catch-all: two catch-alls at the same position overlap whatever follows.
    private static func shapeKey(of pattern: RoutePattern) -> [ShapeKey] {
        var key: [ShapeKey] = []
        key.reserveCapacity(pattern.segments.count)
        for segment in pattern.segments {
            key.append(ShapeKey(segment))
            if case .placeholder(let placeholder) = segment, placeholder.type == .path { break }
        }
        return key
    }

    /// What must be equal at one position for two patterns to be ambiguous.
    private enum ShapeKey: Hashable {
        case literal(String)
        case rank(Int)

        init(_ segment: Segment) {
            switch segment {
            case .literal(let text): self = .literal(text)
            case .placeholder(let placeholder): self = .rank(placeholder.type.rank)
            }
        }
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
