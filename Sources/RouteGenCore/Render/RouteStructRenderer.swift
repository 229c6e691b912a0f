/// Renders one route's struct: conformances, descriptor, stored extras, memberwise init, URL conformance.
struct RouteStructRenderer {
    let context: RenderContext
    let route: RouteModel

    func render(into writer: inout SwiftWriter) {
        let declaration = route.declaration
        writer.docComment(declaration.summary)
        writer.block("\(context.access)struct \(route.structName): \(conformances.joined(separator: ", "))") { body in
            if let result = declaration.result {
                body.mapped(line: declaration.resultLocation?.line,
                            "\(context.access)typealias Result = \(context.spell(result))")
                body.line("")
            }
            renderDescriptor(into: &body)
            if !route.extras.isEmpty {
                body.line("")
                body.mapped(route.extras.map { ($0.mappedLine, "\(context.access)var \($0.name): \($0.type)") })
            }
            body.line("")
            renderMemberwiseInit(into: &body)
            if route.isExternal {
                ExternalConformanceRenderer(context: context, route: route).render(into: &body)
            }
        }
    }

    private var conformances: [String] {
        let declaration = route.declaration
        var list = [context.runtime(route.isExternal ? "ExternalRoute" : "Route")]
        if declaration.result != nil { list.append(context.runtime("ResultRoute")) }
        if route.isHashable { list.append(context.runtime("Hashable", module: "Swift")) }
        list.append(context.runtime("Sendable", module: "Swift"))
        return list
    }

    private func renderDescriptor(into writer: inout SwiftWriter) {
        let declaration = route.declaration
        let descriptorType = context.runtime("RouteDescriptor")
        writer.line("\(context.access)static let descriptor: \(descriptorType) = \(descriptorType)(")
        var arguments = [
            "name: \(SwiftSyntax.stringLiteral(declaration.name))",
            "exposure: .\(declaration.exposure.rawValue)",
            "presentation: \(presentation(declaration.presentation))",
        ]
        if let path = declaration.path {
            arguments.append("path: \(SwiftSyntax.stringLiteral(path))")
        }
        if route.isExternal {
            let settings = context.manifest.url
            let schemes = settings.schemes.map(SwiftSyntax.stringLiteral).joined(separator: ", ")
            let hosts = settings.hosts.map(SwiftSyntax.stringLiteral).joined(separator: ", ")
            arguments.append("urls: \(context.runtime("URLConfiguration"))(schemes: [\(schemes)], hosts: [\(hosts)])")
        }
        for (index, argument) in arguments.enumerated() {
            writer.line("    " + argument + (index == arguments.count - 1 ? "" : ","))
        }
        writer.line(")")
    }

    private func presentation(_ presentation: RoutePresentation) -> String {
        switch presentation {
        case .push: return ".push"
        case .present: return ".present"
        case .wrapped: return ".wrapped"
        case .custom(let name): return ".custom(\(SwiftSyntax.stringLiteral(name)))"
        }
    }

    private func renderMemberwiseInit(into writer: inout SwiftWriter) {
        let parameters = route.extras.map(\.parameter).joined(separator: ", ")
        writer.mappedBlock(
            "\(context.access)init(\(parameters))",
            line: route.signatureLine(),
            bodyLines: route.extras.map { "self.\($0.name) = \($0.localName)" })
    }
}
