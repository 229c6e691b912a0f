/// A routes manifest after decoding: everything the user wrote, each part with the location it came from.
///
/// Decoding fills this in from a node tree; validation completes it (extras declared by path placeholders,
/// parsed patterns) and checks the semantic rules; rendering reads only a validated manifest.
public struct Manifest: Hashable, Sendable {
    /// The manifest path as the user gave it; used in the generated header and in `#sourceLocation`.
    var sourcePath: String
    var version: Int
    /// Swift name of the generated namespace (`Routes`, or `FeedRoutes` for `Feed.routes.yml`).
    public var namespace: String
    var access: AccessLevel
    /// Modules the generated file imports besides RouteKit (and Foundation).
    var imports: [String]
    public var url: URLSettings
    /// Names of custom presentations that the app registers at run time.
    var displays: [String]
    public var enums: [EnumDeclaration]
    public var routes: [RouteDeclaration]
    /// Where `namespace:` was written; nil when it is the default.
    var namespaceLocation: SourceLocation?
    /// One location per entry of `imports`, in the same order.
    var importLocations: [SourceLocation] = []
    /// One location per entry of `displays`, in the same order.
    var displayLocations: [SourceLocation] = []
    /// `tabs:` — the app's tabs, in order (generates `Routes.Tab`); empty when the manifest declares none.
    var tabs: [String] = []
    /// One location per entry of `tabs`, in the same order.
    var tabLocations: [SourceLocation] = []
    /// `app: true` — this manifest is the top of an app: its generated code registers every manifest linked into
    /// the app in one call (`registerApp`), and the app's checks (tabs, hosts, ties) run against it.
    var isApp = false
    /// Where `app:` was written; nil when absent.
    var appLocation: SourceLocation?
    /// `examples:` — links pinned to what they open, checked by lint, generate and the plugins (`ExampleCheck`).
    var examples: [LinkExample] = []
    /// The top-level `extras:` — query items every external route reads (a `source` tracking item), declared once.
    /// Validation checks them once and appends them to every external route's extras, after the route's own.
    var sharedExtras: [Extra] = []
    /// The top-level `entryPoints:` — what the routes' entry points share.
    var entryPointSettings = EntryPointSettings()
    /// `dependencies:` — what screens and views receive from the registration (`Routes.Dependencies`), in order.
    var dependencies: [Dependency] = []

    init(
        sourcePath: String,
        version: Int = 1,
        namespace: String = "Routes",
        access: AccessLevel = .internal,
        imports: [String] = [],
        url: URLSettings = URLSettings(),
        displays: [String] = [],
        enums: [EnumDeclaration] = [],
        routes: [RouteDeclaration] = []
    ) {
        self.sourcePath = sourcePath
        self.version = version
        self.namespace = namespace
        self.access = access
        self.imports = imports
        self.url = url
        self.displays = displays
        self.enums = enums
        self.routes = routes
    }
}

/// Access level of every generated declaration.
enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `public`, package, `internal`
}

/// `url:` — which URLs may reach external routes at all.
public struct URLSettings: Hashable, Sendable {
    /// Custom schemes, compared case-insensitively (`myapp`).
    public var schemes: [String]
    /// Hosts for https universal links (and custom-scheme URLs that carry a host).
    public var hosts: [String]
    /// Where the `url:` mapping's content starts.
    var location: SourceLocation?
    /// Where the `url` key itself is written (the `url:` line).
    var keyLocation: SourceLocation?
    /// One location per entry of `schemes`, in the same order.
    var schemeLocations: [SourceLocation] = []
    /// One location per entry of `hosts`, in the same order.
    var hostLocations: [SourceLocation] = []
    /// `http: false` under `url:` — `http` links are refused, only `https` ones open routes; for every route of the
    /// manifest, those with hosts of their own too.
    var acceptsHTTP = true
    /// A route's `schemeHosts:` — hosts a custom-scheme link must carry to open it (`sgnl://linkdevice`); empty when
    /// the route declares none (a custom-scheme host not in `hosts` is then the path's first segment).
    var schemeHosts: [String] = []
    /// One location per entry of `schemeHosts`, in the same order.
    var schemeHostLocations: [SourceLocation] = []

    init(schemes: [String] = [], hosts: [String] = [], location: SourceLocation? = nil) {
        self.schemes = schemes
        self.hosts = hosts
        self.location = location
    }
}

/// `enums:` — a string-backed enum generated into the namespace and usable as an extra type and a placeholder type.
public struct EnumDeclaration: Hashable, Sendable {
    public var name: String
    public var cases: [EnumCase]
    var location: SourceLocation

    init(name: String, cases: [EnumCase], location: SourceLocation) {
        self.name = name
        self.cases = cases
        self.location = location
    }
}

/// One case of a manifest enum: a Swift name, and the text links carry for it.
public struct EnumCase: Hashable, Sendable {
    /// The Swift case name.
    public var name: String
    /// The case's raw value: what links read and write (`price-asc` for `priceAsc`). The Swift name unless the
    /// manifest gives one, so a plain case keeps its name in URLs.
    var urlValue: String
    /// Where the Swift name was written.
    var location: SourceLocation
    /// Where the URL value was written; nil when the case has none of its own.
    var urlValueLocation: SourceLocation?

    init(name: String, urlValue: String? = nil, location: SourceLocation, urlValueLocation: SourceLocation? = nil) {
        self.name = name
        self.urlValue = urlValue ?? name
        self.location = location
        self.urlValueLocation = urlValueLocation
    }

    /// Whether links spell the case differently from its Swift name (the generated case has a raw value).
    var hasOwnURLValue: Bool { urlValue != name }
}

extension EnumDeclaration {
    /// The case a `default:` names: by Swift name first, then by URL value (a Swift name wins when the two collide).
    func enumCase(named text: String) -> EnumCase? {
        cases.first { $0.name == text } ?? cases.first { $0.urlValue == text }
    }

    /// The case a link's text reads as (URL values are unique within an enum).
    func enumCase(urlValue text: String) -> EnumCase? {
        cases.first { $0.urlValue == text }
    }
}
