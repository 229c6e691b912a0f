/// Renders one route's struct: conformances, descriptor, stored extras, memberwise init, URL conformance.
struct RouteStructRenderer {
    let context: RenderContext
    let spellings: FileSpellings
    let route: RouteModel

    func render(into writer: inout SwiftWriter) {
        let declaration = route.declaration
        writer.docLines(route.docLines)
        let conformances = spellings.conformances(
            external: route.isExternal, result: declaration.result != nil, hashable: route.isHashable)
        writer.block(header: { header in
            header.write(context.access)
            header.write("struct " as StaticString)
            header.write(route.structName)
            header.write(": " as StaticString)
            header.write(conformances)
        }) { body in
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
                    body.map(toLine: extra.mappedLine, open: &open)
                    body.beginLine()
                    body.write(context.access)
                    body.write("var " as StaticString)
                    body.write(extra.name)
                    body.write(": " as StaticString)
                    body.write(extra.type)
                    body.endLine()
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
        writer.beginLine()
        writer.write("    name: " as StaticString)
        writer.write(stringLiteral: declaration.name)
        writer.write(",\n" as StaticString)
        writer.beginLine()
        writer.write(declaration.exposure == .external ? "    exposure: .external,\n" as StaticString
                     : "    exposure: .internal,\n")
        let hasPath = declaration.path != nil
        let last = !hasPath && !route.isExternal
        writer.beginLine()
        writer.write("    presentation: " as StaticString)
        writePresentation(declaration.presentation, into: &writer)
        if !last { writer.write("," as StaticString) }
        writer.endLine()
        if let path = declaration.path {
            writer.beginLine()
            writer.write("    path: " as StaticString)
            writer.write(stringLiteral: path)
            if route.isExternal { writer.write("," as StaticString) }
            writer.endLine()
        }
        if route.isExternal {
            writer.beginLine()
            writer.write("    " as StaticString)
            writer.write(spellings.urlsArgument)
            writer.endLine()
        }
        writer.line(")")
    }

    private func writePresentation(_ presentation: RoutePresentation, into writer: inout SwiftWriter) {
        switch presentation {
        case .push: writer.write(".push" as StaticString)
        case .present: writer.write(".present" as StaticString)
        case .wrapped: writer.write(".wrapped" as StaticString)
        case .custom(let name):
            writer.write(".custom(" as StaticString)
            writer.write(stringLiteral: name)
            writer.write(")" as StaticString)
        }
    }

    private func renderMemberwiseInit(into writer: inout SwiftWriter) {
        writer.mappedBlock(line: route.signatureLine, header: { header in
            header.write(context.access)
            header.write("init(" as StaticString)
            header.parameters(route.extras)
            header.write(")" as StaticString)
        }) { body in
            for extra in route.extras {
                body.beginLine()
                body.write("self." as StaticString)
                body.write(extra.name)
                body.write(" = " as StaticString)
                body.write(extra.localName)
                body.endLine()
            }
        }
    }
}
