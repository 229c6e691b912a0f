/// Why a route could not be read from its parameters (and so why a URL did not match that route).
public enum RouteDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A required extra has no value.
    case missing(name: String)
    /// A value is present but is not a valid `type`; strict even for optional extras.
    case invalid(name: String, value: String, type: String)
    /// A single-valued extra was given several values (`?id=1&id=2`); rejected rather than guessing which one wins.
    case repeated(name: String, count: Int)

    /// The extra the error is about.
    public var name: String {
        switch self {
        case .missing(let name), .invalid(let name, _, _), .repeated(let name, _): name
        }
    }

    public var description: String {
        switch self {
        case .missing(let name):
            "missing extra '\(name)'"
        case .invalid(let name, let value, let type):
            "'\(RouteDecodingError.shortened(value))' is not \(RouteDecodingError.article(type)) \(type) (extra '\(name)')"
        case .repeated(let name, let count):
            "extra '\(name)' takes one value but the URL gives \(count)"
        }
    }

    /// Keeps messages readable when a hostile URL carries a huge value.
    static func shortened(_ value: String, limit: Int = 80) -> String {
        value.count > limit ? String(value.prefix(limit - 3)) + "..." : value
    }

    private static func article(_ type: String) -> String {
        guard let first = type.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
