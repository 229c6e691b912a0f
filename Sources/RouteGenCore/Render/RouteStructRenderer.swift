/// Renders one route's struct: conformances, descriptor, stored extras, memberwise init, URL conformance.
struct RouteStructRenderer {
    let context: RenderContext
    let spellings: FileSpellings
    let route: RouteModel

    func render(into writer: inout SwiftWriter) {
        let declaration = route.declaration
        let access = context.access
        writer.docLines(route.docLines)
        let conformances = spellings.conformances(
            external: route.isExternal, result: declaration.result != nil, hashable: route.isHashable)
        writer.block("\(access)struct \(route.structName): \(conformances)") { body in
            if let result = declaration.result {
                body.line("\(access)typealias Result = \(context.spell(result))", mappedTo: declaration.resultLocation?.line)
                body.line("")
            }
            renderDescriptor(into: &body)
            if !route.extras.isEmpty {
                body.line("")
                body.mappedLines(route.extras) { extra in (extra.mappedLine, "\(access)var \(extra.name): \(extra.type)") }
            }
            body.line("")
            body.block("\(access)init(\(route.extras.lazy.map(\.parameter), separator: ", "))",
                       mappedTo: route.signatureLine) { body in
                for extra in route.extras {
                    body.line("self.\(extra.name) = \(extra.localName)")
                }
            }
            if route.isExternal {
                ExternalConformanceRenderer(context: context, spellings: spellings, route: route).render(into: &body)
            }
        }
    }

    /// `static let descriptor = RouteDescriptor(name: ..., exposure: ..., presentation: ..., path: ..., urls: ...)`,
    /// an argument a line.
    private func renderDescriptor(into writer: inout SwiftWriter) {
        let declaration = route.declaration
        let hasPath = declaration.path != nil
        writer.line("\(spellings.descriptorOpening)")
        writer.line("    name: \(literal: declaration.name),")
        writer.line("    exposure: \(route.isExternal ? ".external" : ".internal"),")
        writer.line("    presentation: \(presentation(declaration.presentation))\(hasPath || route.isExternal ? "," : "")")
        if let path = declaration.path {
            writer.line("    path: \(literal: path)\(route.isExternal ? "," : "")")
        }
        if route.isExternal {
            writer.line("    \(spellings.urlsArgument)")
        }
        writer.line(")")
    }

    private func presentation(_ presentation: RoutePresentation) -> SwiftCode {
        switch presentation {
        case .push: ".push"
        case .present: ".present"
        case .wrapped: ".wrapped"
        case .custom(let name): ".custom(\(literal: name))"
        }
    }
}
