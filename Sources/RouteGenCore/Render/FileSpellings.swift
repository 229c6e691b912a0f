/// Text that every route of a file repeats — type names, the URL settings, conformance lists — spelled once per
/// file instead of once per route: at 10,000 routes the renderer otherwise rebuilt the same strings 10,000 times.
final class FileSpellings: Sendable {
    /// `public static let descriptor: RouteDescriptor = RouteDescriptor(`
    let descriptorOpening: String
    /// `urlConfiguration: URLConfiguration(schemes: ["myapp"], hosts: ["myapp.example.com"])`
    let urlsArgument: String
    /// `RouteParameters`, possibly module-qualified.
    let parametersType: String
    /// `public init(parameters: RouteParameters) throws`
    let decodingInitHeader: String
    /// `public var parameters: RouteParameters`
    let encodingGetterHeader: String
    /// `Intent`, possibly module-qualified.
    let intentType: String
    /// `Screen`, possibly module-qualified.
    let screenType: String
    /// `Bool`, possibly module-qualified.
    let boolType: String
    /// `ResultSink`, possibly module-qualified.
    let resultSinkType: String
    /// Conformance lists indexed by bits: 1 external, 2 result route, 4 parented, 8 restorable (see `conformances`).
    private let conformanceLists: [String]

    init(context: RenderContext) {
        let descriptorType = context.runtime("RouteDescriptor")
        descriptorOpening = "\(context.access)static let descriptor: \(descriptorType) = \(descriptorType)("
        urlsArgument = Self.urlsArgument(context.manifest.url, context: context)
        parametersType = context.runtime("RouteParameters")
        decodingInitHeader = "\(context.access)init(parameters: \(parametersType)) throws"
        encodingGetterHeader = "\(context.access)var parameters: \(parametersType)"
        intentType = context.runtime("Intent")
        screenType = context.runtime("Screen")
        boolType = context.runtime("Bool", module: "Swift")
        resultSinkType = context.runtime("ResultSink")
        conformanceLists = Self.conformanceLists(external: Self.externalProtocol(context.manifest.url), context: context)
    }

    /// `urlConfiguration: URLConfiguration(schemes: [...], hosts: [...])` for `settings`.
    static func urlsArgument(_ settings: URLSettings, context: RenderContext) -> String {
        let schemes = settings.schemes.map(SwiftLiteral.string).joined(separator: ", ")
        let hosts = settings.hosts.map(SwiftLiteral.string).joined(separator: ", ")
        let http = settings.acceptsHTTP ? "" : ", acceptsHTTP: false"
        let schemeHosts = settings.schemeHosts.isEmpty ? ""
            : ", schemeHosts: [\(settings.schemeHosts.map(SwiftLiteral.string).joined(separator: ", "))]"
        return "urlConfiguration: \(context.runtime("URLConfiguration"))(schemes: [\(schemes)], hosts: [\(hosts)]\(http)\(schemeHosts))"
    }

    /// The sixteen conformance lists (see `conformances`) with `external` for the external protocol.
    private static func conformanceLists(external: String, context: RenderContext) -> [String] {
        var lists: [String] = []
        for index in 0..<16 {
            var list = [context.runtime(index & 1 != 0 ? external : "Route")]
            if index & 2 != 0 { list.append(context.runtime("ResultRoute")) }
            if index & 4 != 0 { list.append(context.runtime("ParentedRoute")) }
            if index & 8 != 0 { list.append(context.runtime("RestorableRoute")) }
            // Always Hashable: an extra of a type that is not is a compile error at its manifest line.
            list.append(context.runtime("Hashable", module: "Swift"))
            list.append(context.runtime("Sendable", module: "Swift"))
            lists.append(list.joined(separator: ", "))
        }
        return lists
    }

    /// The protocol an external route conforms to: RouteKit's `UniversalLinkRoute` (`url` and `universalLink`) when
    /// the manifest declares a host, `URLRoute` (`url`) when it declares only schemes, else `ExternalRoute`.
    ///
    /// The links come from RouteKit's extensions of these protocols, built from the descriptor's URL settings,
    /// rather than from two getters in every route: a getter per route cost the type checker a function body each
    /// (about 0.4 ms per route for the two). The protocol is named alone, without `ExternalRoute` beside it,
    /// which it refines: a conformance spelled twice is checked twice.
    static func externalProtocol(_ settings: URLSettings) -> String {
        if !settings.hosts.isEmpty { return "UniversalLinkRoute" }
        if !settings.schemes.isEmpty { return "URLRoute" }
        return "ExternalRoute"
    }

    /// `UniversalLinkRoute, Hashable, Sendable` and the like, for a route's struct. A route with `hosts:`/`schemes:`
    /// of its own (`ownURL`) conforms by those, spelled for it alone.
    func conformances(
        external: Bool, result: Bool, parented: Bool, restorable: Bool, ownURL: URLSettings?, context: RenderContext
    ) -> String {
        let index = (external ? 1 : 0) | (result ? 2 : 0) | (parented ? 4 : 0) | (restorable ? 8 : 0)
        guard external, let ownURL else { return conformanceLists[index] }
        return Self.conformanceLists(external: Self.externalProtocol(ownURL), context: context)[index]
    }
}
