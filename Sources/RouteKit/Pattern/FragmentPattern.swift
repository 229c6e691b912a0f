/// The path a route requires at the start of a link's fragment (`fragment: p/<phone>` in the manifest): written like
/// a URL path pattern, with static segments and typed placeholders, so that one URL path (`https://signal.me/`) can
/// serve several routes told apart by the fragment (`#p/+14085550123`, `#eu/...`), as apps that keep their data out of
/// server logs and single-page apps (`https://matrix.to/#/@alice:example.org`) write their links.
///
/// A leading `/` is part of the pattern: `/<target>` requires the fragment to start with `/` (`#/@alice:...`), and
/// `p/<phone>` requires it not to (`#p/...`; `#/p/...` does not match). The fragment's path ends at its first raw `?`;
/// query-style items may follow (`#/<room>/<event>?via=example.org`). The path is split on raw `/` before each
/// segment is percent-decoded, and empty segments are dropped, exactly as a URL path is.
@_spi(RouteGen)
public struct FragmentPattern: Sendable, Hashable {
    /// Whether the fragment must start with `/`.
    public let startsWithSlash: Bool
    /// The segments, parsed by the path pattern parser: the same placeholder types and rules.
    public let pattern: RoutePattern

    /// Parses a fragment pattern; see `RoutePatternError` for what is rejected.
    public init(parsing text: String) throws(RoutePatternError) {
        startsWithSlash = text.utf8.first == UInt8(ascii: "/")
        pattern = try RoutePattern(parsing: text)
    }

    /// The placeholders in order.
    public var placeholders: [RoutePattern.Placeholder] { pattern.placeholders }

    /// What a link's fragment gives the route, or why it does not match.
    enum Reading {
        /// The placeholders' values, by name, and where the fragment's items start (after `?`), if any.
        case matched(values: [(name: String, value: String)], items: URLParts.Bytes?)
        /// The fragment's path is not this pattern's.
        case mismatch
        /// An invalid escape in the fragment's path.
        case invalidEscape
    }

    /// Reads `fragment` (the raw text after `#`): its path up to the first `?` against the segments.
    func read(_ fragment: URLParts.Bytes) -> Reading {
        let question = fragment.firstIndex(of: UInt8(ascii: "?"))
        let path = fragment[..<(question ?? fragment.endIndex)]
        guard (path.first == UInt8(ascii: "/")) == startsWithSlash else { return .mismatch }
        guard let segments = URLParts.segments(of: path) else { return .invalidEscape }
        var values: [(name: String, value: String)] = []
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal(let text):
                guard index < segments.count, segments[index] == text else { return .mismatch }
            case .placeholder(let placeholder) where placeholder.type == .path:
                guard index < segments.count else { return .mismatch }
                values.append((placeholder.name, segments[index...].joined(separator: "/")))
                return .matched(values: values, items: question.map { fragment[($0 + 1)...] })
            case .placeholder(let placeholder):
                guard index < segments.count, placeholder.type.accepts(segments[index]) else { return .mismatch }
                values.append((placeholder.name, segments[index]))
            }
        }
        guard segments.count == pattern.segments.count else { return .mismatch }
        return .matched(values: values, items: question.map { fragment[($0 + 1)...] })
    }

    /// The fragment's path as a link writes it, placeholders filled from `parameters` and escaped as path segments
    /// are (`+`, `@`, `:`, `!`, `$` stay; `/`, `?`, `#`, `%` are escaped), so that it reads back as the same values.
    func text(_ parameters: RouteParameters) -> String {
        var pieces: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                pieces.append(text)
            case .placeholder(let placeholder):
                let value = parameters[placeholder.name].first ?? ""
                if placeholder.type == .path {
                    pieces += URLBuilder.catchAllPieces(value)
                } else if !value.isEmpty {
                    pieces.append(value)
                }
            }
        }
        return (startsWithSlash ? "/" : "") + pieces.map(URLBuilder.encodeSegment).joined(separator: "/")
    }

    /// How two routes on the same URL path compare by their fragment patterns (`RoutePattern.Order`).
    public typealias Order = RoutePattern.Order

    /// Compares two patterns as paths are compared (`RoutePattern.order(comparedWith:enumCases:)`); one that must
    /// start with `/` and one that must not are disjoint.
    public func order(comparedWith other: FragmentPattern) -> Order {
        guard startsWithSlash == other.startsWithSlash else { return .disjoint }
        return pattern.order(comparedWith: other.pattern)
    }

    /// Each segment's specificity rank (`SegmentRank`), what the matcher compares.
    public var ranks: [UInt8] { pattern.ranks }

    /// Orders two routes' fragment ranks for the matcher: a route without a fragment pattern (`nil`) before any with
    /// one, then from the left, then the longer; `< 0` when the left one is less specific.
    public static func compareRanks(_ left: ArraySlice<UInt8>?, _ right: ArraySlice<UInt8>?) -> Int {
        guard let left, let right else { return (left == nil ? 0 : 1) - (right == nil ? 0 : 1) }
        let order = SegmentRank.compare(left, right)
        return order != 0 ? order : left.count - right.count
    }
}

extension FragmentPattern: CustomStringConvertible {
    /// The canonical spelling, with the leading `/` when the pattern requires one (`p/<phone>`, `/<target>`).
    public var description: String {
        let path = pattern.description
        return startsWithSlash ? path : String(path.dropFirst())
    }
}
