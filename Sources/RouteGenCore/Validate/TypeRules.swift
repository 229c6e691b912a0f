#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteKit

extension BuiltinType {
    /// Whether `text` converts with the same `RouteParameterConvertible` conformance the app runs.
    func accepts(_ text: String) -> Bool {
        switch self {
        case .string: return String(routeParameter: text) != nil
        case .int: return Int(routeParameter: text) != nil
        case .int8: return Int8(routeParameter: text) != nil
        case .int16: return Int16(routeParameter: text) != nil
        case .int32: return Int32(routeParameter: text) != nil
        case .int64: return Int64(routeParameter: text) != nil
        case .uint: return UInt(routeParameter: text) != nil
        case .uint8: return UInt8(routeParameter: text) != nil
        case .uint16: return UInt16(routeParameter: text) != nil
        case .uint32: return UInt32(routeParameter: text) != nil
        case .uint64: return UInt64(routeParameter: text) != nil
        case .double: return Double(routeParameter: text) != nil
        case .float: return Float(routeParameter: text) != nil
        case .bool: return Bool(routeParameter: text) != nil
        case .uuid: return UUID(routeParameter: text) != nil
        case .url: return URL(routeParameter: text) != nil
        case .date: return Date(routeParameter: text) != nil
        }
    }
}

/// Type-level rules: URL representability and defaults.
enum TypeRules {
    /// Nil when the type can travel in a URL; otherwise why not.
    static func urlProblem(_ type: TypeExpression) -> String? {
        switch type {
        case .named, .optional(.named), .array(.named), .optional(.array(.named)):
            return nil
        case .array(.array), .optional(.array(.array)):
            return "nested arrays are not URL-representable"
        default:
            return "only a value, an optional, an array or an optional array of URL-representable types can be"
        }
    }

    /// Checks an extra's default against its type, with the same conversions the runtime uses.
    static func checkDefault(of extra: Extra, enums: [EnumDeclaration], into diagnostics: inout [Diagnostic]) {
        guard let value = extra.defaultValue else { return }
        // Only for messages, which are rare: spelled when one is written.
        var typeText: String { "'\(extra.type)'" }
        switch value {
        case .null(let location):
            if !extra.type.isOptional {
                diagnostics.append(.error(
                    "default null needs an optional type; extra '\(extra.name)' is \(typeText)", at: location))
            }
        case .emptyList(let location):
            if !extra.type.unwrappedOptional.isArray {
                diagnostics.append(.error(
                    "default [] needs an array type; extra '\(extra.name)' is \(typeText)", at: location))
            }
        case .scalar(let text, let location):
            guard case .named(let parts) = extra.type.unwrappedOptional else {
                diagnostics.append(.error(
                    "the default of extra '\(extra.name)' (\(typeText)) can only be []", at: location))
                return
            }
            switch NamedTypeKind(parts, enums: enums) {
            case .builtin(let builtin):
                if !builtin.accepts(text) {
                    diagnostics.append(.error(
                        "default '\(text)' is not a valid \(builtin.rawValue) for extra '\(extra.name)'", at: location))
                }
            case .manifestEnum(let declaration):
                if declaration.enumCase(named: text) == nil {
                    let cases = declaration.cases.map(\.name)
                    let values = declaration.cases.filter(\.hasOwnURLValue).map(\.urlValue)
                    let listed = declaration.cases.map { $0.hasOwnURLValue ? "\($0.name) (\($0.urlValue))" : $0.name }
                    diagnostics.append(.error(
                        "default '\(text)' is not a case of enum '\(declaration.name)' (\(listed.joined(separator: ", ")))"
                            + Suggestion.hint(for: text, in: cases + values), at: location))
                }
            case .custom:
                // `ProfileTabb` for the manifest's `ProfileTab`: the misspelling is the likely cause, so say it first.
                let meant = parts.count == 1 ? Suggestion.closest(to: parts[0], in: enums.map(\.name)) : nil
                diagnostics.append(.error(
                    "defaults are supported for built-in and enum types; extra '\(extra.name)' is \(typeText)"
                        + (meant.map { ", not a manifest enum; did you mean '\($0)'?" } ?? ""),
                    at: location))
            }
        }
    }
}
