/// The URL-representable built-in types, which RouteKit converts itself: the one table decode, validation,
/// rendering, matching and export read.
enum BuiltinType: String, CaseIterable, Sendable {
    case string = "String"
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"
    case double = "Double", float = "Float", bool = "Bool"
    case uuid = "UUID", url = "URL", date = "Date"

    /// The module that declares the type, used to qualify it when a generated name would shadow it.
    var module: String {
        switch self {
        case .uuid, .url, .date: return "Foundation"
        default: return "Swift"
        }
    }

    /// `Int`, `Swift.Int`, `Foundation.URL` all name a built-in.
    init?(_ parts: [String]) {
        if parts.count == 1, let type = BuiltinType(rawValue: parts[0]) {
            self = type
        } else if parts.count == 2, let type = BuiltinType(rawValue: parts[1]), type.module == parts[0] {
            self = type
        } else {
            return nil
        }
    }
}

/// What a named type in an extra is: a built-in, a manifest enum or an app type.
enum NamedTypeKind: Equatable, Sendable {
    case builtin(BuiltinType)
    case manifestEnum(EnumDeclaration)
    /// A type the app declares; only the compiler can check it.
    case custom

    init(_ parts: [String], enums: [EnumDeclaration]) {
        if let builtin = BuiltinType(parts) {
            self = .builtin(builtin)
        } else if parts.count == 1, let declaration = enums.first(where: { $0.name == parts[0] }) {
            self = .manifestEnum(declaration)
        } else {
            self = .custom
        }
    }
}

/// How an extra's value is read from and written to `RouteParameters`.
enum ParameterShape: Equatable, Sendable {
    case single, optional, array, optionalArray

    /// The shape of `type` and its element type; nil for types RouteParameters cannot carry (`[Int?]`, `[[Int]]`).
    static func of(_ type: TypeExpression) -> (shape: ParameterShape, element: [String])? {
        switch type {
        case .named(let parts): return (.single, parts)
        case .optional(.named(let parts)): return (.optional, parts)
        case .array(.named(let parts)): return (.array, parts)
        case .optional(.array(.named(let parts))): return (.optionalArray, parts)
        default: return nil
        }
    }
}

extension TypeExpression {
    /// Every named type inside, outermost first (`[Photo.ID]?` -> `[["Photo", "ID"]]`).
    var namedParts: [[String]] {
        switch self {
        case .named(let parts): return [parts]
        case .optional(let wrapped): return wrapped.namedParts
        case .array(let element): return element.namedParts
        }
    }
}
