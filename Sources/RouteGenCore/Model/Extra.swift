@_spi(RouteGen) import RouteKit

/// A typed parameter of a route (`extras:` entry, or a path placeholder with no entry).
public struct Extra: Hashable, Sendable {
    /// The Swift name: the stored property and the builder's argument label.
    public var name: String
    /// `key:`, the name in URLs (query item or path placeholder) when it differs from the Swift name; any
    /// non-empty text. Links belong to whoever sends them (`?url=`, `?user-id=`), Swift names to the app.
    var key: String?
    var keyLocation: SourceLocation?
    public var type: TypeExpression
    /// The default as the user wrote it (a YAML scalar's text), checked against `type` by validation.
    public var defaultValue: DefaultValue?
    /// `internal: true`: in-app only, never read from or written to a URL.
    public var isInternal: Bool
    /// Where the value travels in a URL; set by validation from the route's path.
    var binding: Binding
    /// `min:` / `max:` — limits of a numeric extra, as written: a link with a value outside them does not open the
    /// route. Checked against the type by validation.
    var minimum: String?
    var maximum: String?
    var minimumLocation: SourceLocation?
    var maximumLocation: SourceLocation?
    /// `pattern:` / `minLength:` / `maxLength:` — the form of a string extra (RouteKit's `StringForm`, the one
    /// checker of the generator and the app): a link whose value is out of form does not open the route. Checked
    /// against the type (`String`, `String?`, `[String]`) by validation.
    var form: StringForm?
    /// Where `pattern:` is, and where the first of `minLength:`/`maxLength:` is, for errors about them.
    var patternLocation: SourceLocation?
    var lengthLocation: SourceLocation?
    /// `in:` — the part of a link the value is read from when it is not a path placeholder.
    var carrier: Carrier = .query
    var carrierLocation: SourceLocation?
    var location: SourceLocation
    /// Declared by the manifest's top-level `extras:` for every external route, rather than by this route.
    var isShared = false
    /// Where the type's text starts (so type errors can point into it); nil when the type came from a placeholder.
    var typeLocation: SourceLocation?

    init(
        name: String,
        type: TypeExpression,
        key: String? = nil,
        keyLocation: SourceLocation? = nil,
        defaultValue: DefaultValue? = nil,
        isInternal: Bool = false,
        binding: Binding = .query,
        location: SourceLocation,
        typeLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.key = key
        self.keyLocation = keyLocation
        self.type = type
        self.defaultValue = defaultValue
        self.isInternal = isInternal
        self.binding = binding
        self.location = location
        self.typeLocation = typeLocation
    }

    /// Where an extra's value is carried in a URL.
    enum Binding: Hashable, Sendable {
        /// Bound to a path placeholder of the given kind.
        case path(PlaceholderKind)
        /// A query item (repeated for arrays).
        case query
        /// The subdomain a wildcard host (`*.example.com`) stood for (`in: subdomain`).
        case subdomain
        /// The link's fragment: all of it (`in: fragment`) or one of its query-style items (`in: fragmentQuery`).
        case fragment
        /// Never in a URL (`internal: true`, or any extra of an internal route).
        case none
    }

    /// A default value: the scalar text (`posts`, `42`, `"hi"`), or an empty list (`[]`).
    public enum DefaultValue: Hashable, Sendable {
        case scalar(String, location: SourceLocation)
        case emptyList(location: SourceLocation)
        /// `null` / `~`: only meaningful for optionals.
        case null(location: SourceLocation)
    }

    /// `1...12`, `1900...`, `...0.5`: the limits as the catalog and messages write them; nil without any.
    var limitsText: String? {
        guard minimum != nil || maximum != nil else { return nil }
        return (minimum ?? "") + "..." + (maximum ?? "")
    }

    /// What `in:` accepts: where a value that is not in the path travels.
    enum Carrier: String, Hashable, Sendable, CaseIterable {
        /// A query item (the default).
        case query
        /// The part of the host a wildcard (`*.example.com`) stands for: `blog` in `blog.example.com`.
        case subdomain
        /// The whole fragment of the link, percent-decoded: `/media/42` in `...#%2Fmedia%2F42`.
        case fragment
        /// A query-style item of the fragment: `token` in `#token=abc&data=xyz`, or in `#qr-code-login?token=abc`
        /// after the fragment path the route requires (`fragment: qr-code-login`).
        case fragmentQuery
    }

    /// The name in URLs and in `RouteParameters`: the `key` when given, else the Swift name; RouteKit's reserved
    /// `RouteParameters.subdomainKey` for an extra read from the subdomain, `RouteParameters.fragmentKey` (`#`) for
    /// one read from the whole fragment, and `#` before the name for a fragment item (`#token`).
    public var urlName: String {
        switch carrier {
        case .query: key ?? name
        case .subdomain: RouteParameters.subdomainKey
        case .fragment: RouteParameters.fragmentKey
        case .fragmentQuery: RouteParameters.fragmentKey + (key ?? name)
        }
    }

    /// The name a link carries the value under, for messages: the key or Swift name (`token`), without the `#` of
    /// a fragment item; nil for the subdomain and the whole fragment, which have none.
    var linkName: String? {
        switch carrier {
        case .query, .fragmentQuery: key ?? name
        case .subdomain, .fragment: nil
        }
    }

    /// Whether `text` is this extra's URL name, compared without building `urlName` (validation asks this of every
    /// extra for every placeholder).
    func hasURLName(_ text: String) -> Bool {
        switch carrier {
        case .query: break
        case .subdomain, .fragment, .fragmentQuery: return text == urlName
        }
        if let key { return key == text }
        return name == text
    }

    /// True when the builder and memberwise init can omit this extra.
    var hasImplicitDefault: Bool {
        defaultValue != nil || type.isOptional || type.isArray
    }
}

/// The kind of a path placeholder: `<int:id>` -> `.int`, `<name>` -> `.string`, `<Tab:tab>` -> `.enumeration("Tab")`.
enum PlaceholderKind: Hashable, Sendable {
    case string, int, double, bool, uuid, path
    case enumeration(String)
    /// `:name` FRDIntent style: the type comes from the declared extra (String if undeclared).
    case inferred
}
