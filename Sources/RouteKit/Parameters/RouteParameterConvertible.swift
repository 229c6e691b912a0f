#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type whose values travel in URLs as one path segment or one query value.
///
/// Conversions are strict: a string that is not the canonical spelling of a value (surrounding spaces,
/// `+5`, `0x10`, `TRUE`, an overflowing number) gives `nil`, never a trap and never a guess, so a bad link
/// simply does not match.
///
/// Built in: the integer types (decimal), `Double` and `Float` (decimal, finite), `String`, `Bool` (`true`/`false`),
/// `UUID` (the hyphenated form, written lowercase), `URL` (absolute) and `Date` (RFC 3339, written in UTC), and
/// every `LosslessStringConvertible` type and `String`-backed enum that declares the conformance.
public protocol RouteParameterConvertible: Hashable, Sendable {
    /// `nil` when the text is not a valid value.
    init?(routeParameter: String)
    /// The text written into URLs; `init(routeParameter:)` must read it back to an equal value.
    var routeParameter: String { get }
}

/// Manifest enums (`enum ProfileTab: String, RouteParameterConvertible`) travel as their raw value.
extension RouteParameterConvertible where Self: RawRepresentable, RawValue == String {
    public init?(routeParameter: String) {
        self.init(rawValue: routeParameter)
    }

    public var routeParameter: String { rawValue }
}

/// A type with a lossless text form travels as that text. `String` is itself; `Bool` is only `true` and `false`,
/// lowercase: `1`, `yes` or `TRUE` are rejected so that a link means one thing.
extension RouteParameterConvertible where Self: LosslessStringConvertible {
    public init?(routeParameter: String) {
        self.init(routeParameter)
    }

    public var routeParameter: String { description }
}

extension String: RouteParameterConvertible {}
extension Bool: RouteParameterConvertible {}

// UUID, URL and Date have rules of their own. Their conformance is the API (`UUID(routeParameter:)` works with a
// plain `import RouteKit`, through the protocol); the witnesses are SPI so the public listing shows the conformance
// once rather than repeating the protocol's two requirements per type.

/// The 36-character hyphenated form, either case; written lowercase.
extension UUID: RouteParameterConvertible {
    @_spi(RouteGen) public init?(routeParameter: String) {
        // Only the canonical 8-4-4-4-12 hex form, decoded on bytes. Foundation's `UUID(uuidString:)` goes through
        // `sscanf` (slow, and lax: it reads "-621E1F8-…" as FA21E1F8-…).
        guard routeParameter.utf8.count == 36, let bytes = UUIDBytes.parse(routeParameter.utf8) else { return nil }
        self = UUID(uuid: bytes)
    }

    @_spi(RouteGen) public var routeParameter: String { uuidString.lowercased() }
}

/// An absolute URL (it must have a scheme); written as its absolute string.
extension URL: RouteParameterConvertible {
    @_spi(RouteGen) public init?(routeParameter: String) {
        guard !routeParameter.isEmpty,
              let value = URL(string: routeParameter),
              let scheme = value.scheme, !scheme.isEmpty
        else { return nil }
        self = value
    }

    @_spi(RouteGen) public var routeParameter: String { absoluteString }
}

/// Hex decoding of a canonical UUID's text.
enum UUIDBytes {
    static func parse(_ utf8: String.UTF8View) -> uuid_t? {
        var bytes = [UInt8](repeating: 0, count: 16)
        var index = 0
        var high: UInt8?
        var offset = 0
        for byte in utf8 {
            defer { offset += 1 }
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let nibble = hexValue(byte), index < 16 else { return nil }
            if let pending = high {
                bytes[index] = pending << 4 | nibble
                index += 1
                high = nil
            } else {
                high = nibble
            }
        }
        guard offset == 36, index == 16 else { return nil }
        return (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// A type that links carry, as a route's struct names an app's type: the struct's typealias for an extra of
/// type `Money` that travels in URLs is `URLValue<Money>`, spelled once, on a line mapped to the extra's manifest
/// line, so a type that is not `RouteParameterConvertible` is one error there instead of one per generated use.
/// Public, not generated-code SPI, because a public route's typealias names it.
public typealias URLValue<Value: RouteParameterConvertible> = Value
