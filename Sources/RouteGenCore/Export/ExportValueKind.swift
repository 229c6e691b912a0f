@_spi(RouteGen) import RouteKit

/// What text an extra accepts in a URL, as far as the exports need to know: which AASA pattern can stand for it,
/// and which example value the catalog writes.
enum ExportValueKind: Hashable, Sendable {
    /// Any text (`String`, and the catch-all's rest of the path).
    case string
    /// `Int`…`Int64`, `Double`, `Float`: `-?` then a digit, then more.
    case signedNumber(BuiltinType)
    /// `UInt`…`UInt64`: digits only.
    case unsignedInteger(BuiltinType)
    case bool
    /// The 36-character 8-4-4-4-12 hex form, either case.
    case uuid
    /// RFC 3339 date-time (`2024-05-01T12:30:00Z`).
    case date
    /// An absolute URL: it starts with its scheme's letter.
    case url
    /// A manifest enum: exactly one of its cases.
    case enumeration(EnumDeclaration)
    /// A type the app declares: only its `init(routeParameter:)` knows which text it accepts.
    case custom(String)

    /// The kind of an extra's element type (`[Int]?` -> `Int`).
    init(_ type: TypeExpression, enums: [EnumDeclaration]) {
        let parts = type.namedParts.first ?? ["String"]
        switch NamedTypeKind(parts, enums: enums) {
        case .builtin(let builtin):
            switch builtin {
            case .string: self = .string
            case .int, .int8, .int16, .int32, .int64, .double, .float: self = .signedNumber(builtin)
            case .uint, .uint8, .uint16, .uint32, .uint64: self = .unsignedInteger(builtin)
            case .bool: self = .bool
            case .uuid: self = .uuid
            case .date: self = .date
            case .url: self = .url
            }
        case .manifestEnum(let declaration): self = .enumeration(declaration)
        case .custom: self = .custom(parts.joined(separator: "."))
        }
    }
}

/// One segment of an external route's path as the exports see it.
enum ExportSegment: Equatable, Sendable {
    /// Static text, compared exactly (case-sensitive) after percent-decoding.
    case literal(String)
    /// A placeholder: one segment whose value is of `kind`.
    case value(name: String, kind: ExportValueKind)
    /// `<path:name>`: one or more segments, last only.
    case catchAll(name: String)
}

extension RouteDeclaration {
    /// The route's path as export segments, each placeholder typed by its extra (so `:id` with `id: Int` is a
    /// number); nil when the route has no valid path.
    func exportSegments(of path: String, enums: [EnumDeclaration]) -> [ExportSegment]? {
        guard let pattern = try? RoutePattern(parsing: path) else { return nil }
        return pattern.segments.map { segment in
            switch segment {
            case .literal(let text):
                return .literal(text)
            case .placeholder(let placeholder):
                if placeholder.type == .path { return .catchAll(name: placeholder.name) }
                if let extra = self.extras.first(where: { $0.name == placeholder.name }) {
                    return .value(name: placeholder.name, kind: ExportValueKind(extra.type, enums: enums))
                }
                return .value(name: placeholder.name, kind: ExportValueKind(placeholder.type, enums: enums))
            }
        }
    }
}

extension ExportValueKind {
    /// The kind a placeholder's own type gives when no extra names it.
    init(_ type: RoutePattern.PlaceholderType, enums: [EnumDeclaration]) {
        switch type {
        case .string, .path: self = .string
        case .int: self = .signedNumber(.int)
        case .double: self = .signedNumber(.double)
        case .bool: self = .bool
        case .uuid: self = .uuid
        case .enumeration(let name):
            if let declaration = enums.first(where: { $0.name == name }) {
                self = .enumeration(declaration)
            } else {
                self = .custom(name)
            }
        }
    }
}
