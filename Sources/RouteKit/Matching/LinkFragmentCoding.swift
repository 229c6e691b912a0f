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
/// each piece percent-decoded (`+` stays `+`; an invalid escape refuses the link for the route that reads it).
enum LinkFragmentCoding {
    /// What a route reads of a fragment.
    enum Reading {
        case values([(name: String, value: String)])
        /// The route requires a fragment name the link does not carry.
        case wrongName
        /// An invalid escape in what the route reads.
        case invalidEscape
    }

    /// The values `fragment` (the raw text after `#`, or nil when there is none) gives a route that reads it as `use`
    /// says. An empty fragment is no fragment.
    static func read(_ fragment: URLParts.Bytes?, as use: LinkFragment) -> Reading {
        let fragment = fragment.flatMap { $0.isEmpty ? nil : $0 }
        switch use {
        case .whole:
            guard let fragment else { return .values([]) }
            guard let value = PercentCoding.decode(fragment) else { return .invalidEscape }
            return .values([(RouteParameters.fragmentKey, value)])
        case .items(let required):
            guard var items = fragment else { return required == nil ? .values([]) : .wrongName }
            if let required {
                let question = items.firstIndex(of: UInt8(ascii: "?")) ?? items.endIndex
                guard let name = PercentCoding.decode(items[..<question]) else { return .invalidEscape }
                guard name == required else { return .wrongName }
                items = items[(question == items.endIndex ? question : question + 1)...]
            }
            guard let parameters = URLParts.queryParameters(of: items, keepingFragmentNames: true) else { return .invalidEscape }
            return .values(parameters.items.flatMap { item in item.values.map { ("#" + item.name, $0) } })
        }
    }

    /// The fragment a link is written with (without `#`), or nil for none: the whole-fragment value, or the
    /// required name and the items (`qr-code-login?token=abc&data=xyz`), names and values percent-encoded as in a query.
    static func text(_ parameters: RouteParameters, as use: LinkFragment?) -> String? {
        guard let use else { return nil }
        switch use {
        case .whole:
            return parameters[RouteParameters.fragmentKey].first.map { PercentCoding.encode($0, allowed: PercentCoding.queryAllowed) }
        case .items(let name):
            var items: [String] = []
            for fullName in parameters.names where fullName.count > 1 && RouteParameters.isFragmentName(fullName) {
                let encodedName = PercentCoding.encode(String(fullName.dropFirst()), allowed: PercentCoding.queryAllowed)
                for value in parameters[fullName] {
                    items.append(encodedName + "=" + PercentCoding.encode(value, allowed: PercentCoding.queryAllowed))
                }
            }
            let query = items.joined(separator: "&")
            guard let name else { return query.isEmpty ? nil : query }
            let written = PercentCoding.encode(name, allowed: PercentCoding.queryAllowed)
            return query.isEmpty ? written : written + "?" + query
        }
    }
}
