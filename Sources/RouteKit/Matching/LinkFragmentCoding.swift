extension RouteParameters {
    /// The name under which a link's whole fragment reaches a route that reads it as one value (`in: fragment`).
    /// Items read from a fragment are named `#` followed by their name (`#token`). Set by the matcher only: a query
    /// item whose name starts with `#` (`?%23token=x`) is ignored, so a fragment value never comes from the query.
    @_spi(RouteGen) public static let fragmentKey = "#"

    /// Whether `name` holds a value read from a fragment (`#`, `#token`).
    static func isFragmentName(_ name: String) -> Bool {
        name.utf8.first == UInt8(ascii: "#")
    }
}

/// Reading and writing the fragment of a link, by the query's rules: split on the raw `?`, `&` and `=` first, then
/// each piece percent-decoded (`+` stays `+`; an invalid escape refuses the link for the route that reads it). A
/// required fragment path (`FragmentPattern`) is read first, up to the first raw `?`, as a URL path is.
enum LinkFragmentCoding {
    /// What a route reads of a fragment.
    enum Reading {
        /// Placeholder values under their names, items under `#` and their name.
        case values([(name: String, value: String)])
        /// The route requires a fragment path the link does not carry.
        case wrongPath
        /// An invalid escape in what the route reads.
        case invalidEscape
    }

    /// The values `fragment` (the raw text after `#`, or nil when there is none) gives a route that reads it as `use`
    /// says (`pattern`: its fragment path, parsed once by the caller). An empty fragment is no fragment.
    static func read(_ fragment: URLParts.Bytes?, as use: LinkFragment, pattern: FragmentPattern?) -> Reading {
        let fragment = fragment.flatMap { $0.isEmpty ? nil : $0 }
        switch use {
        case .whole:
            guard let fragment else { return .values([]) }
            guard let value = PercentCoding.decode(fragment) else { return .invalidEscape }
            return .values([(RouteParameters.fragmentKey, value)])
        case .items(let path):
            guard var items = fragment else { return path == nil ? .values([]) : .wrongPath }
            var values: [(name: String, value: String)] = []
            if path != nil {
                guard let pattern else { return .wrongPath }
                switch pattern.read(items) {
                case .matched(let captured, let rest):
                    values = captured
                    items = rest ?? items[items.endIndex...]
                case .mismatch: return .wrongPath
                case .invalidEscape: return .invalidEscape
                }
            }
            guard let parameters = URLParts.queryParameters(of: items, keepingFragmentNames: true) else { return .invalidEscape }
            return .values(values + parameters.items.flatMap { item in item.values.map { ("#" + item.name, $0) } })
        }
    }

    /// The fragment a link is written with (without `#`), or nil for none: the whole-fragment value, or the
    /// required path and the items (`qr-code-login?token=abc&data=xyz`, `p/+14085550123`), names and values
    /// percent-encoded as in a query, the path's values as in a path.
    static func text(_ parameters: RouteParameters, as use: LinkFragment?) -> String? {
        guard let use else { return nil }
        switch use {
        case .whole:
            return parameters[RouteParameters.fragmentKey].first.map { PercentCoding.encode($0, allowed: PercentCoding.queryAllowed) }
        case .items(let path):
            var items: [String] = []
            for fullName in parameters.names where fullName.count > 1 && RouteParameters.isFragmentName(fullName) {
                let encodedName = PercentCoding.encode(String(fullName.dropFirst()), allowed: PercentCoding.queryAllowed)
                for value in parameters[fullName] {
                    items.append(encodedName + "=" + PercentCoding.encode(value, allowed: PercentCoding.queryAllowed))
                }
            }
            let query = items.joined(separator: "&")
            guard let path else { return query.isEmpty ? nil : query }
            let written = (try? FragmentPattern(parsing: path))?.text(parameters) ?? ""
            return query.isEmpty ? written : written + "?" + query
        }
    }

    /// The names of the placeholders a route's fragment path fills: values that go there, not in the query.
    static func placeholderNames(_ use: LinkFragment?) -> [String] {
        guard let path = use?.path, let pattern = try? FragmentPattern(parsing: path) else { return [] }
        return pattern.placeholders.map(\.name)
    }
}
