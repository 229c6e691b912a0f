/// Why a URL pattern is invalid; `offset` is the 0-based character position in the pattern text,
/// so the generator can point at the exact column of the manifest.
@_spi(RouteGen)
public enum RoutePatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `<>` or `<int:>` or a lone `:`.
    case emptyPlaceholderName(offset: Int)
    /// A name that is not an identifier (`<4id>`, `<a-b>`).
    case invalidPlaceholderName(String, offset: Int)
    /// A type that is neither a built-in keyword nor an identifier (`<in t:id>`, `<:id>`).
    case invalidType(String, offset: Int)
    /// `<path:...>` followed by more segments.
    case catchAllNotLast(name: String, offset: Int)
    /// Two placeholders with the same name.
    case duplicatePlaceholderName(String, offset: Int)
    /// A `<` without its `>`, a `>` without its `<`, or a `<` inside a placeholder.
    case unbalancedAngleBracket(offset: Int)
    /// Text and a placeholder in one segment (`user-<id>`); a placeholder must be a whole segment.
    case placeholderNotWholeSegment(offset: Int)

    /// 0-based character offset in the pattern.
    public var offset: Int {
        switch self {
        case .emptyPlaceholderName(let offset), .invalidPlaceholderName(_, let offset),
             .invalidType(_, let offset), .catchAllNotLast(_, let offset),
             .duplicatePlaceholderName(_, let offset), .unbalancedAngleBracket(let offset),
             .placeholderNotWholeSegment(let offset):
            offset
        }
    }

    public var description: String {
        switch self {
        case .emptyPlaceholderName:
            "placeholder has no name"
        case .invalidPlaceholderName(let name, _):
            "placeholder name '\(name)' is not an identifier"
        case .invalidType(let type, _):
            "placeholder type '\(type)' is not one of string, int, double, bool, uuid, path or an enum name"
        case .catchAllNotLast(let name, _):
            "catch-all placeholder '<path:\(name)>' must be the last segment"
        case .duplicatePlaceholderName(let name, _):
            "placeholder '\(name)' appears more than once"
        case .unbalancedAngleBracket:
            "unbalanced '<' or '>' in pattern"
        case .placeholderNotWholeSegment:
            "a placeholder must be a whole path segment"
        }
    }
}
