#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteKit

/// What validation knows about a named type: RouteKit's built-in conversions, a manifest enum, or an app type.
enum NamedType: Equatable {
    case builtin(String)
    case manifestEnum(EnumDeclaration)
    case custom

    /// The built-ins, which RouteKit converts itself.
    static let builtins = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
                           "UInt32", "UInt64", "Double", "Float", "Bool", "UUID", "URL", "Date"]
    private static let foundationTypes: Set<String> = ["UUID", "URL", "Date"]

    /// `Int`, `Swift.Int` and `Foundation.URL` all name a built-in; a manifest enum is an unqualified name.
    init(_ parts: [String], enums: [EnumDeclaration]) {
        if parts.count == 1, Self.builtins.contains(parts[0]) {
            self = .builtin(parts[0])
        } else if parts.count == 2, Self.builtins.contains(parts[1]),
                  parts[0] == (Self.foundationTypes.contains(parts[1]) ? "Foundation" : "Swift") {
            self = .builtin(parts[1])
        } else if parts.count == 1, let declaration = enums.first(where: { $0.name == parts[0] }) {
            self = .manifestEnum(declaration)
        } else {
            self = .custom
        }
    }

    /// Whether `text` converts with the same `RouteParameterConvertible` conformance the app runs.
    static func builtin(_ name: String, accepts text: String) -> Bool {
        switch name {
        case "String": return String(routeParameter: text) != nil
        case "Int": return Int(routeParameter: text) != nil
        case "Int8": return Int8(routeParameter: text) != nil
        case "Int16": return Int16(routeParameter: text) != nil
        case "Int32": return Int32(routeParameter: text) != nil
        case "Int64": return Int64(routeParameter: text) != nil
        case "UInt": return UInt(routeParameter: text) != nil
        case "UInt8": return UInt8(routeParameter: text) != nil
        case "UInt16": return UInt16(routeParameter: text) != nil
        case "UInt32": return UInt32(routeParameter: text) != nil
        case "UInt64": return UInt64(routeParameter: text) != nil
        case "Double": return Double(routeParameter: text) != nil
        case "Float": return Float(routeParameter: text) != nil
        case "Bool": return Bool(routeParameter: text) != nil
        case "UUID": return UUID(routeParameter: text) != nil
        case "URL": return URL(routeParameter: text) != nil
        case "Date": return Date(routeParameter: text) != nil
        default: return false
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
            switch NamedType(parts, enums: enums) {
            case .builtin(let name):
                if !NamedType.builtin(name, accepts: text) {
                    diagnostics.append(.error(
                        "default '\(text)' is not a valid \(name) for extra '\(extra.name)'", at: location))
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
