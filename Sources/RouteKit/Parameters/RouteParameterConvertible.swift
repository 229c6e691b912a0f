import Foundation

/// A type whose values travel in URLs as one path segment or one query value.
///
/// Conversions are strict: a string that is not the canonical spelling of a value (surrounding spaces,
/// `+5`, `0x10`, `TRUE`, an overflowing number) gives `nil`, never a trap and never a guess, so a bad link
/// simply does not match.
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

extension String: RouteParameterConvertible {
    public init?(routeParameter: String) { self = routeParameter }
    public var routeParameter: String { self }
}

/// Only `true` and `false`, lowercase: `1`, `yes` or `TRUE` are rejected so that a link means one thing.
extension Bool: RouteParameterConvertible {
    public init?(routeParameter: String) {
        switch routeParameter {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }

    public var routeParameter: String { self ? "true" : "false" }
}

/// The 36-character hyphenated form, either case; written lowercase.
extension UUID: RouteParameterConvertible {
    public init?(routeParameter: String) {
        guard routeParameter.utf8.count == 36, let value = UUID(uuidString: routeParameter) else { return nil }
        self = value
    }

    public var routeParameter: String { uuidString.lowercased() }
}

/// An absolute URL (it must have a scheme); written as its absolute string.
extension URL: RouteParameterConvertible {
    public init?(routeParameter: String) {
        guard !routeParameter.isEmpty,
              let value = URL(string: routeParameter),
              let scheme = value.scheme, !scheme.isEmpty
        else { return nil }
        self = value
    }

    public var routeParameter: String { absoluteString }
}
