#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteKit

/// Writes an extra's default as a Swift expression that cannot fail at run time.
///
/// Values are re-parsed here (never pasted), so a default can only ever become a well-formed literal:
/// numbers are re-printed, strings escaped, enum cases checked, UUIDs written as their 16 bytes and dates as
/// seconds since 1970 (parsed by RouteKit, so a default means what the same text means in a URL). URLs are the one type without a non-failable initializer: a URL default must parse here
/// and use only RFC 3986 characters, so the `URL(string:)!` written for it parses the same on every platform.
enum DefaultLiteral {
    /// The default argument for `extra`, or nil when callers must pass it.
    static func render(_ extra: Extra, in context: RenderContext) throws(RenderError) -> String? {
        try render(extra, namedKind: nil, in: context)
    }

    /// `render(_:in:)` for a caller that already knows `namedKind`, the kind of the named type inside the extra's
    /// type once unwrapped from an optional (nil: not known, looked up here when needed).
    static func render(
        _ extra: Extra, namedKind: NamedTypeKind?, in context: RenderContext
    ) throws(RenderError) -> String? {
        guard let value = extra.defaultValue else {
            if extra.type.isOptional { return "nil" }
            if extra.type.isArray { return "[]" }
            return nil
        }
        switch value {
        case .null(let location):
            guard extra.type.isOptional else { throw failure("'null' is not a value of \(extra.type)", location) }
            return "nil"
        case .emptyList(let location):
            guard extra.type.unwrappedOptional.isArray else {
                throw failure("'[]' is not a value of \(extra.type)", location)
            }
            return "[]"
        case .scalar(let text, let location):
            guard case .named(let parts) = extra.type.unwrappedOptional else {
                throw failure("a default for \(extra.type) must be '[]' or null", location)
            }
            return try scalar(text, parts: parts, kind: namedKind, context: context, location: location)
        }
    }

    private static func scalar(
        _ text: String, parts: [String], kind: NamedTypeKind?, context: RenderContext, location: SourceLocation
    ) throws(RenderError) -> String {
        // Built only on failure: the message interpolates and escapes.
        func invalid() -> RenderError {
            failure("default \(SwiftLiteral.string(text)) is not a valid \(parts.joined(separator: "."))", location)
        }
        switch kind ?? NamedTypeKind(parts, enums: context.manifest.enums) {
        case .manifestEnum(let declaration):
            guard let enumCase = declaration.enumCase(named: text) else { throw invalid() }
            return "." + SwiftIdentifier.escaped(enumCase.name)
        case .custom:
            throw failure("a default for custom type \(parts.joined(separator: ".")) cannot be generated safely; make the extra optional instead", location)
        case .builtin(let builtin):
            guard let literal = builtinLiteral(text, builtin, context: context) else { throw invalid() }
            return literal
        }
    }

    /// Parsed with RouteKit's own conversions, so a default means what the same text means in a URL.
    private static func builtinLiteral(_ text: String, _ type: BuiltinType, context: RenderContext) -> String? {
        switch type {
        case .string: return SwiftLiteral.string(text)
        case .bool: return Bool(routeParameter: text).map { "\($0)" }
        case .int: return Int(routeParameter: text).map { "\($0)" }
        case .int8: return Int8(routeParameter: text).map { "\($0)" }
        case .int16: return Int16(routeParameter: text).map { "\($0)" }
        case .int32: return Int32(routeParameter: text).map { "\($0)" }
        case .int64: return Int64(routeParameter: text).map { "\($0)" }
        case .uint: return UInt(routeParameter: text).map { "\($0)" }
        case .uint8: return UInt8(routeParameter: text).map { "\($0)" }
        case .uint16: return UInt16(routeParameter: text).map { "\($0)" }
        case .uint32: return UInt32(routeParameter: text).map { "\($0)" }
        case .uint64: return UInt64(routeParameter: text).map { "\($0)" }
        // Finite values only (RouteKit refuses nan/inf), printed by Swift so the literal reads back exactly.
        case .double: return Double(routeParameter: text).map { "\($0)" }
        case .float: return Float(routeParameter: text).map { "\($0)" }
        case .uuid:
            guard let uuid = UUID(routeParameter: text) else { return nil }
            return context.runtime("UUID", module: "Foundation") + "(uuid: (" + uuidBytes(uuid) + "))"
        case .date:
            guard let date = Date(routeParameter: text) else { return nil }
            return context.runtime("Date", module: "Foundation") + "(timeIntervalSince1970: \(date.timeIntervalSince1970))"
        case .url:
            guard isPortableURL(text), URL(routeParameter: text) != nil else { return nil }
            return context.runtime("URL", module: "Foundation") + "(string: \(SwiftLiteral.string(text)))!"
        }
    }

    private static func uuidBytes(_ uuid: UUID) -> String {
        withUnsafeBytes(of: uuid.uuid) { raw in
            raw.map { byte in "0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
                .joined(separator: ", ")
        }
    }

    /// An absolute URL made only of RFC 3986 characters, which every Foundation parses identically.
    static func isPortableURL(_ text: String) -> Bool {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)
        guard !text.isEmpty, text.unicodeScalars.allSatisfy(allowed.contains) else { return false }
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return false }
        return true
    }

    private static func failure(_ message: String, _ location: SourceLocation) -> RenderError {
        RenderError(diagnostics: [.error(message, at: location)])
    }
}
