@_spi(RouteGen) import RouteKit

extension Manifest {
    /// The URL settings that reach `route`: its own `hosts:`/`schemes:` when it declares either (exactly those: a
    /// route with only `hosts:` has no custom scheme), else the manifest's `url`.
    public func urlSettings(of route: RouteDeclaration) -> URLSettings {
        guard var own = route.ownURL else { return url }
        own.acceptsHTTP = url.acceptsHTTP
        return own
    }

    /// Every host that reaches some route: the manifest's, then the routes' own, each once (case-insensitively),
    /// first spelling kept.
    public var allHosts: [String] {
        Self.unique(url.hosts + routes.flatMap { $0.ownURL?.hosts ?? [] })
    }

    /// Every custom scheme that reaches some route: the manifest's, then the routes' own, each once.
    public var allSchemes: [String] {
        Self.unique(url.schemes + routes.flatMap { $0.ownURL?.schemes ?? [] })
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0.lowercased()).inserted }
    }
}

extension URLSettings {
    /// The runtime's form, as generated descriptors carry it.
    var configuration: URLConfiguration {
        URLConfiguration(schemes: schemes, hosts: hosts, acceptsHTTP: acceptsHTTP)
    }

    /// Whether `host` is one of `hosts`, case-insensitively.
    public func lists(host: String) -> Bool {
        hosts.contains { $0.lowercased() == host.lowercased() }
    }
}

extension RouteDeclaration {
    /// Extras a URL must carry as query items for this route to match: read from URLs, not bound to the path,
    /// neither optional, nor an array, nor defaulted. Complete after validation (bindings set).
    public var requiredQueryExtras: [Extra] {
        self.extras.filter { !$0.isInternal && $0.binding == .query && !$0.hasImplicitDefault }
    }

    /// The URL names of `requiredQueryExtras`, sorted: what `QuerySpecificity` compares between routes whose paths
    /// are equally specific.
    public var requiredQueryItems: [String] {
        requiredQueryExtras.map(\.urlName).sorted()
    }
}
