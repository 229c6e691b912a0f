/// A parsed extra / result type: `Int`, `String?`, `[UUID]?`, `Photo.ID`.
///
/// Parsed by `TypeExpressionParser`, never matched on string suffixes, so `[Int?]?` and `Foo.Bar?` are
/// understood structurally and unsupported forms (`Set<String>`, `(Int, Int)`) get a precise message.
///
/// Only the wrapping cases are `indirect`: a name is stored inline, so `Int` costs its parts array and no box.
public enum TypeExpression: Hashable, Sendable, CustomStringConvertible {
    /// A possibly qualified type name: `["Photo", "ID"]`.
    case named([String])
    indirect case optional(TypeExpression)
    indirect case array(TypeExpression)

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// True for `[T]` (not `[T]?`).
    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// The type with one level of optionality removed.
    var unwrappedOptional: TypeExpression {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Swift spelling: `[UUID]?`, `Photo.ID`.
    public var description: String {
        switch self {
        case .named(let parts): return parts.joined(separator: ".")
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        }
    }

    /// The single name when this is an unqualified named type.
    public var simpleName: String? {
        if case .named(let parts) = self, parts.count == 1 { return parts[0] }
        return nil
    }
}
