#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A parsed URL pattern such as `/user/<int:id>`, `/story/:storyId` or `/files/<path:rest>`.
///
/// Parsed once; the matcher, the URL builder and the generator's validator all use this one parser so
/// that they cannot disagree about what a pattern means.
@_spi(RouteGen)
public struct RoutePattern: Sendable, Hashable {
    /// One `/`-separated part of a pattern.
    public enum Segment: Sendable, Hashable {
        /// Text that the decoded URL segment must equal exactly (case-sensitive).
        case literal(String)
        case placeholder(Placeholder)
    }

    /// A named value captured from the path.
    public struct Placeholder: Sendable, Hashable {
        public var name: String
        public var type: PlaceholderType
        /// Written FRDIntent-style (`:name`): its type comes from the declared extra, so it parses as
        /// `.string` until `resolvingColonPlaceholders(_:)` is given the extra's type.
        @_spi(RouteGen) public var isColonSyntax: Bool

        /// A `<type:name>` placeholder.
        public init(name: String, type: PlaceholderType) {
            self.init(name: name, type: type, isColonSyntax: false)
        }

        /// A placeholder as the parser reads it, `:name` spellings included.
        @_spi(RouteGen) public init(name: String, type: PlaceholderType, isColonSyntax: Bool) {
            self.name = name
            self.type = type
            self.isColonSyntax = isColonSyntax
        }
    }

    /// The type written in `<type:name>`.
    public enum PlaceholderType: Sendable, Hashable, CustomStringConvertible {
        case string, int, double, bool, uuid
        /// Catch-all for the rest of the path, slashes included; last segment only.
        case path
        /// A manifest enum: the route's own converter decides which segments it accepts.
        case enumeration(String)

        /// The type for a `<type:name>` spelling: a built-in keyword, otherwise an enum name.
        @_spi(RouteGen) public init(keyword: String) {
            switch keyword {
            case "string": self = .string
            case "int": self = .int
            case "double": self = .double
            case "bool": self = .bool
            case "uuid": self = .uuid
            case "path": self = .path
            default: self = .enumeration(keyword)
            }
        }

        /// The keyword as written in patterns.
        public var description: String {
            switch self {
            case .string: "string"
            case .int: "int"
            case .double: "double"
            case .bool: "bool"
            case .uuid: "uuid"
            case .path: "path"
            case .enumeration(let name): name
            }
        }

        /// Whether a decoded segment can be a value of this type. Enums accept everything here:
        /// their converter decides when the route is decoded.
        func accepts(_ segment: String) -> Bool {
            switch self {
            case .string, .path, .enumeration: true
            case .int: StrictNumber.isInteger(segment)
            case .double: Double(routeParameter: segment) != nil
            case .bool: Bool(routeParameter: segment) != nil
            case .uuid: UUID(routeParameter: segment) != nil
            }
        }
    }

    /// The segments in order; empty segments of the source text are dropped.
    public let segments: [Segment]

    /// Parses a pattern; see `RoutePatternError` for what is rejected.
    public init(parsing text: String) throws(RoutePatternError) {
        segments = try RoutePatternParser.parse(text)
    }

    /// Builds a pattern from already-checked segments.
    init(checkedSegments: [Segment]) {
        segments = checkedSegments
    }

    /// The placeholders in path order.
    public var placeholders: [Placeholder] {
        segments.compactMap {
            if case .placeholder(let placeholder) = $0 { return placeholder }
            return nil
        }
    }

    /// True when the last segment is a `<path:...>` catch-all.
    public var endsWithCatchAll: Bool {
        if case .placeholder(let placeholder)? = segments.last, placeholder.type == .path { return true }
        return false
    }

    /// Gives `:name` placeholders the type of their declared extra (`nil` keeps `.string`), so that
    /// specificity and ambiguity use the real type.
    @_spi(RouteGen) public func resolvingColonPlaceholders(_ type: (String) -> PlaceholderType?) -> RoutePattern {
        // Nearly every pattern has no `:name` placeholder: it is its own resolution, without a new segment array.
        let hasColonPlaceholder = segments.contains { segment in
            if case .placeholder(let placeholder) = segment { return placeholder.isColonSyntax }
            return false
        }
        guard hasColonPlaceholder else { return self }
        return RoutePattern(checkedSegments: segments.map { segment in
            guard case .placeholder(var placeholder) = segment, placeholder.isColonSyntax,
                  let resolved = type(placeholder.name), resolved != .path
            else { return segment }
            placeholder.type = resolved
            return .placeholder(placeholder)
        })
    }
}

extension RoutePattern: CustomStringConvertible {
    /// The canonical spelling (`/user/<int:id>`); `:name` placeholders are written `<type:name>`.
    public var description: String {
        if segments.isEmpty { return "/" }
        return segments.map { segment in
            switch segment {
            case .literal(let text): "/" + text
            case .placeholder(let placeholder) where placeholder.type == .string: "/<\(placeholder.name)>"
            case .placeholder(let placeholder): "/<\(placeholder.type):\(placeholder.name)>"
            }
        }.joined()
    }
}
