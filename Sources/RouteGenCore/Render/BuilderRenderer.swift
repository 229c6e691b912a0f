/// Renders the intent builders: `Routes.userProfile(id:referrer:) -> Intent<Routes.UserProfile>`.
struct BuilderRenderer {
    let context: RenderContext
    let spellings: FileSpellings

    func render(_ route: RouteModel, into writer: inout SwiftWriter) {
        let intent = spellings.intentType + "<" + route.qualifiedName + ">"
        let header = context.access + "static func " + route.memberName + "(" + route.parameterList + ") -> " + intent
        writer.mappedBlock(header, line: route.signatureLine, leading: route.summaryLines) { body in
            body.beginLine()
            body.write(intent)
            body.write("(")
            body.write(route.qualifiedName)
            body.write("(")
            for (index, extra) in route.extras.enumerated() {
                if index > 0 { body.write(", ") }
                body.write(SwiftSyntax.argumentLabel(extra.extra.name))
                body.write(": ")
                body.write(extra.localName)
            }
            body.write("))")
            body.endLine()
        }
    }
}
