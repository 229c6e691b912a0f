/// Renders the intent builders: `Routes.userProfile(id:referrer:) -> Intent<Routes.UserProfile>`.
struct BuilderRenderer {
    let context: RenderContext
    let spellings: FileSpellings

    func render(_ route: RouteModel, into writer: inout SwiftWriter) {
        let intent: SwiftCode = "\(spellings.intentType)<\(route.qualifiedName)>"
        let parameters = route.extras.lazy.map(\.parameter)
        writer.block("\(context.access)static func \(route.memberName)(\(parameters, separator: ", ")) -> \(intent)",
                     mappedTo: route.signatureLine, docLines: route.docLines) { body in
            body.line("\(intent)(\(route.qualifiedName)(\(route.extras.lazy.map(\.argument), separator: ", ")))")
        }
    }
}
