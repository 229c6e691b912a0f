/// Renders one route's struct: conformances, descriptor, stored extras, memberwise init, URL conformance.
struct RouteStructRenderer {
    let context: RenderContext
    let spellings: FileSpellings
    let route: RouteModel

    func render(into writer: inout SwiftWriter) {
        let declaration = route.declaration
        for line in route.summaryLines { writer.line(line) }
        let conformances = spellings.conformances(
            external: route.isExternal, result: declaration.result != nil, hashable: route.isHashable)
        writer.block("\(context.access)struct \(route.structName): \(conformances)") { body in
            if let result = declaration.result {
                body.mapped(line: declaration.resultLocation?.line,
                            "\(context.access)typealias Result = \(context.spell(result))")
                body.line("")
            }
            renderDescriptor(into: &body)
            if !route.extras.isEmpty {
                body.line("")
                var open = false
                for extra in route.extras {
                    body.line(mappedTo: extra.mappedLine, open: &open, pieces: context.access, "var ", extra.name, ": ", extra.type)
                }
                body.endMapping(ifOpen: open)
            }
            body.line("")
            renderMemberwiseInit(into: &body)
            if route.isExternal {
                ExternalConformanceRenderer(context: context, spellings: spellings, route: route).render(into: &body)
            }
        }
    }

    private func renderDescriptor(into writer: inout SwiftWriter) {
        let declaration = route.declaration
        writer.line(spellings.descriptorOpening)
        writer.line("    name: ", SwiftSyntax.stringLiteral(declaration.name), ",")
        writer.line("    exposure: .", declaration.exposure.rawValue, ",")
        let hasPath = declaration.path != nil
        let last = !hasPath && !route.isExternal
        writer.line("    presentation: ", presentation(declaration.presentation), last ? "" : ",")
        if let path = declaration.path {
            writer.line("    path: ", SwiftSyntax.stringLiteral(path), route.isExternal ? "," : "")
        }
        if route.isExternal {
            writer.line("    ", spellings.urlsArgument)
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
        writer.mappedBlock(context.access + "init(" + route.parameterList + ")", line: route.signatureLine) { body in
            for extra in route.extras {
                body.line(pieces: "self.", extra.name, " = ", extra.localName)
            }
        }
    }
}
