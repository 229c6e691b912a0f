/// Renders `Routes.External` and `Routes.match(_:)`, backed by one RouteKit `URLMatcher` built once.
struct MatcherRenderer {
    let context: RenderContext
    let routes: [RouteModel]

    func render(into writer: inout SwiftWriter) {
        let external = routes.filter(\.isExternal)
        let namespace = context.namespace
        let hashable = external.allSatisfy(\.isHashable)
        let conformances = (hashable ? [context.runtime("Hashable", module: "Swift")] : [])
            + [context.runtime("Sendable", module: "Swift")]
        writer.line("/// Every route a URL can reach: the result of `match(_:)`.")
        writer.block("\(context.access)enum External: \(conformances.joined(separator: ", "))") { body in
            for route in external {
                body.line("case \(route.memberName)(\(route.qualifiedName))")
            }
        }
        let matcherType = "\(context.runtime("URLMatcher"))<\(namespace).External>"
        let urlType = context.runtime("URL", module: "Foundation")
        let storage = context.helperName("urlMatcher")
        writer.line("")
        writer.line("/// The external route `url` opens, or nil when no external route accepts it.")
        writer.block("\(context.access)static func match(_ url: \(urlType)) -> \(namespace).External?") { body in
            body.line("\(storage).match(url)")
        }
        writer.line("")
        writer.line("private static let \(storage): \(matcherType) = \(matcherType)([")
        for route in external {
            let transform = "{ (route: \(route.qualifiedName)) -> \(namespace).External in \(namespace).External.\(route.memberName)(route) }"
            writer.line("    \(matcherType).Entry(\(route.qualifiedName).self, \(transform)),")
        }
        writer.line("])")
    }
}
