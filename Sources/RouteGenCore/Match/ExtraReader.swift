#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_spi(RouteGen) import RouteKit

/// A decoded extra as `routegen match` shows it: `tab: ProfileTab = .likes`, `sort: Sort = .priceAsc ("price-asc")`
/// for an enum case with a URL value of its own, and with a `key:`
/// `target (url in links): URL = "https://example.com"`.
struct MatchedExtra: Hashable, Sendable, CustomStringConvertible {
    /// The Swift name.
    var name: String
    /// The name in URLs when it differs from the Swift name (`key:`).
    var key: String?
    /// The declared type as written in the manifest.
    var type: String
    /// The value as Swift would spell it (strings quoted and escaped), or nil for internal extras.
    var value: String?
    /// `default`, `unchecked: ...`, `internal: ...`; nil when the URL gave a checked value.
    var note: String?

    init(name: String, key: String? = nil, type: String, value: String?, note: String?) {
        self.name = name
        self.key = key
        self.type = type
        self.value = value
        self.note = note
    }

    var description: String {
        var text = name
        if key == RouteParameters.subdomainKey {
            text += " (the link's subdomain)"
        } else if key == RouteParameters.fragmentKey {
            text += " (the link's fragment)"
        } else if let key, key.hasPrefix(RouteParameters.fragmentKey) {
            text += " (\(key.dropFirst()) in the link's fragment)"
        } else if let key {
            text += " (\(key) in links)"
        }
        text += ": \(type)"
        if let value { text += " = \(value)" }
        if let note { text += " (\(note))" }
        return text
    }
}

/// Reads one extra from URL parameters by its declared type, with RouteKit's own conversions.
struct ExtraReader: Sendable {
    enum Kind: Sendable {
        case builtin(BuiltinType)
        case manifestEnum(EnumDeclaration)
        case custom(String)
    }

    /// The Swift name, shown.
    let name: String
    /// The name in URLs: read from the parameters, and named in conversion errors.
    let urlName: String
    let typeText: String
    let shape: ParameterShape
    let kind: Kind
    let defaultText: String?
    /// `min:` / `max:` (validated numbers), and how messages write them (`1...12`).
    let minimum: Double?
    let maximum: Double?
    let limitsText: String?

    init?(_ extra: Extra, enums: [EnumDeclaration]) {
        guard let (shape, element) = ParameterShape.of(extra.type) else { return nil }
        minimum = extra.minimum.flatMap(Double.init)
        maximum = extra.maximum.flatMap(Double.init)
        limitsText = extra.limitsText
        name = extra.name
        urlName = extra.urlName
        typeText = extra.type.description
        self.shape = shape
        switch NamedTypeKind(element, enums: enums) {
        case .builtin(let builtin): kind = .builtin(builtin)
        case .manifestEnum(let declaration): kind = .manifestEnum(declaration)
        case .custom: kind = .custom(element.joined(separator: "."))
        }
        switch extra.defaultValue {
        case .scalar(let text, _)?:
            switch kind {
            case .builtin(.string): defaultText = SwiftLiteral.string(text)
            case .manifestEnum(let declaration): defaultText = declaration.enumCase(named: text).map(Self.shown) ?? text
            default: defaultText = text
            }
        case .emptyList?: defaultText = "[]"
        case .null?: defaultText = "nil"
        case nil: defaultText = nil
        }
    }

    func read(_ parameters: RouteParameters) throws -> MatchedExtra {
        let values: [String]?
        var note: String?
        switch kind {
        case .builtin(let builtin):
            values = try builtin.read(parameters, reader: self)
            try checkLimits(parameters, type: builtin.rawValue)
        case .manifestEnum(let declaration):
            values = try read(parameters, as: RawParameter.self)?.map { raw in
                guard let enumCase = declaration.enumCase(urlValue: raw.text) else {
                    let error = RouteDecodingError.invalid(name: urlName, value: raw.text, type: declaration.name)
                    guard let meant = Self.meant(raw.text, in: declaration) else { throw error }
                    throw HintedError(error: error, hint: "did you mean '\(meant)'?")
                }
                return Self.shown(enumCase)
            }
        case .custom(let typeName):
            values = try read(parameters, as: RawParameter.self)?.map { SwiftLiteral.string($0.text) }
            if values != nil { note = "unchecked: routegen cannot run \(typeName).init(routeParameter:); shown raw" }
        }
        guard let values else { return absent() }
        let shown = shape == .array || shape == .optionalArray ? "[" + values.joined(separator: ", ") + "]" : values.joined()
        return MatchedExtra(name: name, key: shownKey, type: typeText, value: shown, note: note)
    }

    /// The values present in the URL converted to `T`, or nil when the extra is absent (throws when invalid).
    func read<T: RouteParameterConvertible>(_ parameters: RouteParameters, as type: T.Type) throws -> [T]? {
        switch shape {
        case .single where defaultText == nil:
            return [try parameters.required(urlName, as: type)]
        case .single, .optional:
            return try parameters.optional(urlName, as: type).map { [$0] }
        case .array, .optionalArray:
            return try parameters.optionalArray(urlName, as: type)
        }
    }

    /// As the generated code decodes: a value outside `min`/`max` is invalid, so the route does not match.
    private func checkLimits(_ parameters: RouteParameters, type: String) throws {
        guard let limitsText else { return }
        for raw in parameters[urlName] {
            guard let value = Double(raw) else { continue }
            if value < (minimum ?? -.infinity) || value > (maximum ?? .infinity) {
                throw RouteDecodingError.invalid(name: urlName, value: raw, type: "\(type) in \(limitsText)")
            }
        }
    }

    /// The value shown for the extra when a link does not carry it: its default, `[]` or `nil`.
    var absentText: String {
        defaultText ?? (shape == .array ? "[]" : "nil")
    }

    private func absent() -> MatchedExtra {
        if let defaultText {
            return MatchedExtra(name: name, key: shownKey, type: typeText, value: defaultText, note: "default")
        }
        let value = shape == .array ? "[]" : "nil"
        return MatchedExtra(name: name, key: shownKey, type: typeText, value: value, note: "absent")
    }

    /// `.likes`, and `.priceAsc ("price-asc")` when links spell the case differently: both names a user looks for.
    static func shown(_ enumCase: EnumCase) -> String {
        let name = "." + SwiftIdentifier.escaped(enumCase.name)
        return enumCase.hasOwnURLValue ? "\(name) (\(SwiftLiteral.string(enumCase.urlValue)))" : name
    }

    /// The URL value a link most likely meant: the case whose Swift name it spells (`topSites` for `top-sites`),
    /// else the closest URL value.
    static func meant(_ text: String, in declaration: EnumDeclaration) -> String? {
        if let named = declaration.cases.first(where: { $0.name == text }) { return named.urlValue }
        return Suggestion.closest(to: text, in: declaration.cases.map(\.urlValue))
    }

    /// A conversion error with a suggestion, as `routegen match` prints a rejected candidate.
    struct HintedError: Error, CustomStringConvertible {
        let error: RouteDecodingError
        let hint: String
        var description: String { "\(error); \(hint)" }
    }

    /// The URL name when it differs from the Swift name; always for a fragment item (`#token`), which says where it is.
    private var shownKey: String? { urlName == name ? nil : urlName }
}

/// Any text: used where only the manifest knows the valid values (enums) or nobody here does (custom types).
struct RawParameter: RouteParameterConvertible {
    let text: String
    init?(routeParameter: String) { text = routeParameter }
    var routeParameter: String { text }
}

extension BuiltinType {
    /// The present values converted by RouteKit's conformance for this type, as Swift would spell them.
    func read(_ parameters: RouteParameters, reader: ExtraReader) throws -> [String]? {
        switch self {
        case .string: return try reader.read(parameters, as: String.self)?.map(SwiftLiteral.string)
        case .int: return try reader.read(parameters, as: Int.self)?.map(\.routeParameter)
        case .int8: return try reader.read(parameters, as: Int8.self)?.map(\.routeParameter)
        case .int16: return try reader.read(parameters, as: Int16.self)?.map(\.routeParameter)
        case .int32: return try reader.read(parameters, as: Int32.self)?.map(\.routeParameter)
        case .int64: return try reader.read(parameters, as: Int64.self)?.map(\.routeParameter)
        case .uint: return try reader.read(parameters, as: UInt.self)?.map(\.routeParameter)
        case .uint8: return try reader.read(parameters, as: UInt8.self)?.map(\.routeParameter)
        case .uint16: return try reader.read(parameters, as: UInt16.self)?.map(\.routeParameter)
        case .uint32: return try reader.read(parameters, as: UInt32.self)?.map(\.routeParameter)
        case .uint64: return try reader.read(parameters, as: UInt64.self)?.map(\.routeParameter)
        case .double: return try reader.read(parameters, as: Double.self)?.map(\.routeParameter)
        case .float: return try reader.read(parameters, as: Float.self)?.map(\.routeParameter)
        case .bool: return try reader.read(parameters, as: Bool.self)?.map(\.routeParameter)
        case .uuid: return try reader.read(parameters, as: UUID.self)?.map(\.routeParameter)
        case .url: return try reader.read(parameters, as: URL.self)?.map(\.routeParameter)
        case .date: return try reader.read(parameters, as: Date.self)?.map(\.routeParameter)
        }
    }
}
