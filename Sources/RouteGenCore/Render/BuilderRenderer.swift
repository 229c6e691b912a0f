/// Renders the intent builders: `Routes.userProfile(id:referrer:) -> Intent<Routes.UserProfile>`.
struct BuilderRenderer {
    let context: RenderContext
    let spellings: FileSpellings

    func render(_ route: RouteModel, into writer: inout SwiftWriter) {
        let intentType = spellings.intentType
        writer.mappedBlock(line: route.signatureLine, docLines: route.docLines, header: { header in
            header.write(context.access)
            header.write("static func " as StaticString)
            header.write(route.memberName)
            header.write("(" as StaticString)
            header.parameters(route.extras)
            header.write(") -> " as StaticString)
            header.write(intentType)
            header.write("<" as StaticString)
            header.write(route.qualifiedName)
            header.write(">" as StaticString)
        }) { body in
            body.beginLine()
            body.write(intentType)
            body.write("<" as StaticString)
            body.write(route.qualifiedName)
            body.write(">(" as StaticString)
            body.write(route.qualifiedName)
            body.write("(" as StaticString)
            for (index, extra) in route.extras.enumerated() {
                if index > 0 { body.write(", " as StaticString) }
                body.write(SwiftSyntax.argumentLabel(extra.manifestName))
                body.write(": " as StaticString)
                body.write(extra.localName)
            }
            body.write("))" as StaticString)
            body.endLine()
        }
    }
}
