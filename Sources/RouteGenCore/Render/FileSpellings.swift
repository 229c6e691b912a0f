/// Text that every route of a file repeats — type names, the URL settings, conformance lists — spelled once per
/// file instead of once per route: at 10,000 routes the renderer otherwise rebuilt the same strings 10,000 times.
final class FileSpellings: Sendable {
    /// `public static let descriptor: RouteDescriptor = RouteDescriptor(`
    let descriptorOpening: String
    /// `urls: URLConfiguration(schemes: ["myapp"], hosts: ["myapp.example.com"])`
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
    /// An external route's `url` / `universalLink` members, line by line (`linkLines(context:)`).
    let linkLines: [String]
    /// Conformance lists indexed by bits: 1 external, 2 result route, 4 hashable (see `conformances`).
    private let conformanceLists: [String]

    init(context: RenderContext) {
        let descriptorType = context.runtime("RouteDescriptor")
        descriptorOpening = "\(context.access)static let descriptor: \(descriptorType) = \(descriptorType)("
        let settings = context.manifest.url
        let schemes = settings.schemes.map(SwiftSyntax.stringLiteral).joined(separator: ", ")
        let hosts = settings.hosts.map(SwiftSyntax.stringLiteral).joined(separator: ", ")
        urlsArgument = "urls: \(context.runtime("URLConfiguration"))(schemes: [\(schemes)], hosts: [\(hosts)])"
        parametersType = context.runtime("RouteParameters")
        decodingInitHeader = "\(context.access)init(parameters: \(parametersType)) throws"
        encodingGetterHeader = "\(context.access)var parameters: \(parametersType)"
        intentType = context.runtime("Intent")
        screenType = context.runtime("Screen")
        boolType = context.runtime("Bool", module: "Swift")
        resultSinkType = context.runtime("ResultSink")
        linkLines = Self.linkLines(context: context)
        var lists: [String] = []
        for index in 0..<8 {
            var list = [context.runtime(index & 1 != 0 ? "ExternalRoute" : "Route")]
            if index & 2 != 0 { list.append(context.runtime("ResultRoute")) }
            if index & 4 != 0 { list.append(context.runtime("Hashable", module: "Swift")) }
            list.append(context.runtime("Sendable", module: "Swift"))
            lists.append(list.joined(separator: ", "))
        }
        conformanceLists = lists
    }

    /// `ExternalRoute, Hashable, Sendable` and the like, for a route's struct.
    func conformances(external: Bool, result: Bool, hashable: Bool) -> String {
        conformanceLists[(external ? 1 : 0) | (result ? 2 : 0) | (hashable ? 4 : 0)]
    }
}
