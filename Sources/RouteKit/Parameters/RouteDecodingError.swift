/// Why a route could not be read from its parameters (and so why a URL did not match that route).
public enum RouteDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A required extra has no value.
    case missing(name: String)
    /// A value is present but is not a valid `type`; strict even for optional extras.
    case invalid(name: String, value: String, type: String)
    /// A value that is not valid but spells one that is: an enum case's Swift name where links carry its URL value
    /// (`priceAsc` for `price-asc`), or the URL value in other letter case. `meant` is the valid value.
    case misspelled(name: String, value: String, type: String, meant: String)
    /// A single-valued extra was given several values (`?id=1&id=2`); rejected rather than guessing which one wins.
    case repeated(name: String, count: Int)

    /// The extra the error is about.
    public var name: String {
        switch self {
        case .missing(let name), .invalid(let name, _, _), .misspelled(let name, _, _, _), .repeated(let name, _): name
        }
    }

    public var description: String {
        switch self {
        case .missing(let name):
            "missing \(Self.spoken(name))"
        case .invalid(let name, let value, let type):
            "'\(RouteDecodingError.shortened(value))' is not \(RouteDecodingError.article(type)) \(type) (\(Self.spoken(name)))"
        case .misspelled(let name, let value, let type, let meant):
            "'\(RouteDecodingError.shortened(value))' is not \(RouteDecodingError.article(type)) \(type) (\(Self.spoken(name))); "
                + "did you mean '\(meant)'?"
        case .repeated(let name, let count):
            "\(Self.spoken(name)) takes one value but the URL gives \(count)"
        }
    }

    /// `extra 'id'`; a value read from the fragment says so (`item 'token' of the link's fragment`).
    private static func spoken(_ name: String) -> String {
        if name == RouteParameters.fragmentKey { return "the link's fragment" }
        if RouteParameters.isFragmentName(name) { return "item '\(name.dropFirst())' of the link's fragment" }
        return "extra '\(name)'"
    }

    /// Why `value` is not a `T`: `.misspelled` when `T` is an enum (`CaseIterable`) with a case whose Swift name is
    /// `value`, or whose URL value is `value` in other letter case (what `routegen match` suggests too); else
    /// `.invalid`. Only a rejected value pays for the look-up.
    @usableFromInline
    static func rejected<T: RouteParameterConvertible>(_ value: String, name: String, as type: T.Type) -> RouteDecodingError {
        let typeName = _typeName(type, qualified: false)
        if let cases = type as? any CaseIterable.Type {
            let values = cases.urlValues()
            let meant = values.first { $0.caseName == value }
                ?? values.first { $0.urlValue.lowercased() == value.lowercased() }
            if let meant {
                return .misspelled(name: name, value: value, type: typeName, meant: meant.urlValue)
            }
        }
        return .invalid(name: name, value: value, type: typeName)
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

extension CaseIterable {
    /// Each case's Swift name and the text links carry for it.
    fileprivate static func urlValues() -> [(caseName: String, urlValue: String)] {
        allCases.compactMap { value in
            (value as? any RouteParameterConvertible).map { (String(describing: value), $0.routeParameter) }
        }
    }
}
