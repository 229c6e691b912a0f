@_spi(RouteGen) import RouteKit

extension Manifest {
    /// The runtime's descriptor of an external route as far as links go (name, patterns, URL settings, required items,
    /// fragment): what `routegen match` matches with and the catalog builds links with, as the generated code does.
    func linkDescriptor(of route: RouteDeclaration) -> RouteDescriptor {
        let paths = route.matchedPathTexts(enums: enums)
        return RouteDescriptor(name: route.name, exposure: .external, path: paths.first, alternatePaths: Array(paths.dropFirst()),
                        urlConfiguration: urlSettings(of: route).configuration, requiredQueryItems: route.requiredQueryItems,
                        fragment: route.linkFragment, forms: route.linkForms)
    }

    /// The URL settings that reach `route`: its own `hosts:`/`schemes:` when it declares either (exactly those: a
    /// route with only `hosts:` has no custom scheme), else the manifest's `url`.
    func urlSettings(of route: RouteDeclaration) -> URLSettings {
        guard var own = route.ownURL else { return url }
        own.acceptsHTTP = url.acceptsHTTP
        return own
    }

    /// Every host that reaches some route: the manifest's, then the routes' own, each once (case-insensitively),
    /// first spelling kept.
    var allHosts: [String] {
        Self.unique(url.hosts + routes.flatMap { $0.ownURL?.hosts ?? [] })
    }

    /// Every custom scheme that reaches some route: the manifest's, then the routes' own, each once.
    var allSchemes: [String] {
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
        URLConfiguration(schemes: schemes, hosts: hosts, acceptsHTTP: acceptsHTTP, schemeHosts: schemeHosts)
    }

    /// Whether `host` is one of `hosts`, case-insensitively.
    func lists(host: String) -> Bool {
        hosts.contains { $0.lowercased() == host.lowercased() }
    }
}

extension RouteDeclaration {
    /// Extras a URL must carry as query items for this route to match: read from URLs, not bound to the path,
    /// neither optional, nor an array, nor defaulted. Complete after validation (bindings set).
    var requiredQueryExtras: [Extra] {
        self.extras.filter { !$0.isInternal && $0.binding == .query && !$0.hasImplicitDefault }
    }

    /// Extras a link must carry in its fragment for this route to match (`in: fragment`, `in: fragmentQuery`), by the
    /// same rule as `requiredQueryExtras`.
    var requiredFragmentExtras: [Extra] {
        self.extras.filter { !$0.isInternal && $0.binding == .fragment && !$0.hasImplicitDefault }
    }

    /// The URL names of `requiredQueryExtras` and `requiredFragmentExtras` (`#token`), sorted: what
    /// `QuerySpecificity` compares between routes whose paths are equally specific, with `fragmentName`.
    var requiredQueryItems: [String] {
        // One pass: asked of every route by validation and the renderer.
        self.extras.lazy.filter { !$0.isInternal && ($0.binding == .query || $0.binding == .fragment) && !$0.hasImplicitDefault }
            .map(\.urlName).sorted()
    }

    /// How the route reads a link's fragment, as its descriptor says: `nil` when it reads none of it.
    var linkFragment: LinkFragment? {
        if self.extras.contains(where: { $0.binding == .fragment && $0.carrier == .fragment }) { return .whole }
        if self.fragmentName != nil || self.extras.contains(where: { $0.binding == .fragment }) {
            return .items(path: self.fragmentName)
        }
        return nil
    }
}

extension RouteDeclaration {
    /// The forms of the extras links carry (`pattern`, `minLength`, `maxLength`), by URL name: what the descriptor
    /// gives RouteKit's matcher to check.
    var linkForms: [String: StringForm] {
        var forms: [String: StringForm] = [:]
        for extra in extras where !extra.isInternal && extra.binding != .none {
            if let form = extra.form { forms[extra.urlName] = form }
        }
        return forms
    }
}
