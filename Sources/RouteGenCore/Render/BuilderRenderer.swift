/// Renders the intent builders: `Routes.userProfile(id:referrer:) -> Intent<Routes.UserProfile>`.
struct BuilderRenderer {
    let context: RenderContext
    let spellings: FileSpellings

    func render(_ route: RouteModel, into writer: inout SwiftWriter) {
        let intent = "\(spellings.intentType)<\(route.qualifiedName)>"
        let parameters = route.extras.map(\.parameter).joined(separator: ", ")
        let arguments = route.extras.map { "\(SwiftSyntax.argumentLabel($0.extra.name)): \($0.localName)" }.joined(separator: ", ")
        writer.mappedBlock(
            "\(context.access)static func \(route.memberName)(\(parameters)) -> \(intent)",
            line: route.signatureLine(),
            leading: SwiftWriter.docCommentLines(route.declaration.summary),
            bodyLines: ["\(intent)(\(route.qualifiedName)(\(arguments)))"])
    }
}
