/// The one ranking rule. Every comparison of patterns reads it: the generator's tie checks (one manifest, several
/// manifests, custom-scheme hosts), the matcher's trie and its choice between candidates, fragment paths, the
/// navigator's tie ledger, `routegen match` and the AASA export's order. A pattern whose `:name` placeholders were
/// not resolved (`RoutePattern.resolvingColonPlaceholders(_:)`) ranks them as strings, so the generator writes every
/// descriptor with its placeholders resolved: what the app ranks is what lint ranked.
@_spi(RouteGen)
public enum SegmentRank: UInt8, Sendable, Hashable, Comparable {
    /// `<path:rest>`: the rest of the path, one segment at least.
    case catchAll = 0
    /// `<name>`, `:name` with a `String` extra, or one whose type the matcher cannot check by shape (`Date`, `URL`, an
    /// app's type).
    case string = 1
    /// `<int:id>`, `:id` with an integer extra of any width, `<double:x>`, `<bool:x>`, `<uuid:x>`, an enum.
    case typed = 2
    /// Fixed text: the decoded segment must equal it.
    case literal = 3

    public static func < (left: SegmentRank, right: SegmentRank) -> Bool {
        left.rawValue < right.rawValue
    }

    /// The rank of a placeholder of `type`.
    public init(_ type: RoutePattern.PlaceholderType) {
        switch type {
        case .path: self = .catchAll
        case .string: self = .string
        case .int, .double, .bool, .uuid, .enumeration: self = .typed
        }
    }

    /// Compares two sequences of ranks from the left: the sign of the first difference (`> 0`: the left one is more
    /// specific), `0` when they agree over the shorter. The matcher stops there: two patterns of different lengths
    /// never match one path unless a catch-all, which ranks lowest, makes up the difference.
    @inlinable
    public static func compare(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Int {
        var leftIndex = left.startIndex, rightIndex = right.startIndex
        while leftIndex < left.endIndex, rightIndex < right.endIndex {
            let mine = left[leftIndex], theirs = right[rightIndex]
            if mine != theirs { return Int(mine) - Int(theirs) }
            leftIndex += 1
            rightIndex += 1
        }
        return 0
    }
}

extension RoutePattern.Segment {
    /// This segment's specificity (`SegmentRank`).
    @_spi(RouteGen) public var rank: SegmentRank {
        switch self {
        case .literal: .literal
        case .placeholder(let placeholder): SegmentRank(placeholder.type)
        }
    }

    var isCatchAll: Bool {
        if case .placeholder(let placeholder) = self { return placeholder.type == .path }
        return false
    }
}

extension RoutePattern {
    /// Each segment's rank, as the matcher stores them.
    @_spi(RouteGen) public var ranks: [UInt8] {
        segments.map(\.rank.rawValue)
    }

    /// How two patterns compare for a path both could match.
    @_spi(RouteGen) public enum Order: Sendable, Hashable {
        /// No path matches both: a fixed segment differs, their lengths or placeholder types exclude each other, or a
        /// fixed segment is one the other's typed placeholder refuses.
        case disjoint
        /// Some path matches both, and the left one wins it: more specific at the first segment where they differ.
        case moreSpecific
        case lessSpecific
        /// Some path matches both with equal specificity: neither wins, they tie.
        case same
    }

    /// Segment by segment from the left, by `SegmentRank`: at the first position where the ranks differ the more
    /// specific pattern wins every path both match (there is one when the less specific placeholder accepts the fixed
    /// text or the value); at equal ranks the two must be able to match the same segment (equal fixed text, typed
    /// placeholders sharing a value: `int`/`double` share `42`, `uuid`/`int` nothing). Two catch-alls at one position
    /// match the same rest. `enumCases` gives a manifest enum's URL values; an enum without them overlaps any typed
    /// placeholder (the conservative answer).
    @_spi(RouteGen) public func order(
        comparedWith other: RoutePattern, enumCases: (String) -> [String]? = { _ in nil }
    ) -> Order {
        let left = segments, right = other.segments
        var index = 0
        while true {
            guard index < left.count, index < right.count else {
                // One ends; a catch-all needs at least one more segment, so no path matches both.
                return left.count == right.count ? .same : .disjoint
            }
            let mine = left[index], theirs = right[index]
            if mine.rank != theirs.rank {
                // The more specific one wins wherever the other accepts what it matches.
                let (winner, loser) = mine.rank > theirs.rank ? (mine, theirs) : (theirs, mine)
                let overlaps: Bool
                switch (winner, loser) {
                case (.literal(let text), .placeholder(let placeholder)):
                    overlaps = Self.placeholder(placeholder.type, accepts: text, enumCases: enumCases)
                default:
                    overlaps = true  // a typed value is also a string, and anything fills a catch-all
                }
                guard overlaps else { return .disjoint }
                return mine.rank > theirs.rank ? .moreSpecific : .lessSpecific
            }
            switch (mine, theirs) {
            case (.literal(let a), .literal(let b)):
                guard a == b else { return .disjoint }
            case (.placeholder(let a), .placeholder(let b)):
                if a.type == .path { return .same }  // both swallow the rest
                guard Self.typesOverlap(a.type, b.type, enumCases: enumCases) else { return .disjoint }
            default:
                return .disjoint  // equal ranks are both fixed or both placeholders
            }
            index += 1
        }
    }

    /// Whether a placeholder of `type` accepts a decoded segment, with a manifest enum's cases when known.
    static func placeholder(_ type: PlaceholderType, accepts value: String, enumCases: (String) -> [String]?) -> Bool {
        if case .enumeration(let name) = type, let cases = enumCases(name) { return cases.contains(value) }
        return type.accepts(value)
    }
}
