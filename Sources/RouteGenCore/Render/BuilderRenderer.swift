/// Renders the intent builders: `Routes.userProfile(id:referrer:) -> Intent<Routes.UserProfile>`.
struct BuilderRenderer {
    let context: RenderContext
    let spellings: FileSpellings

    func render(_ route: RouteModel, into writer: inout SwiftWriter) {
        let intent: SwiftCode = "\(spellings.intentType)<\(route.qualifiedName)>"
        let parameters = route.extras.lazy.map(\.builderParameter)
        writer.block("\(context.access)static func \(route.memberName)(\(parameters, separator: ", ")) -> \(intent)",
                     mappedTo: route.signatureLine, docLines: route.docLines) { body in
            if route.signatureLine == nil {
                body.line("\(intent)(\(route.qualifiedName)(\(route.extras.lazy.map(\.argument), separator: ", ")))")
            } else {
                // The memberwise init named in full: when an app type does not exist, the init is invalid and a call
                // by labels fell through to `init(parameters:)` with one more error; a full name has one candidate.
                let labels = route.extras.lazy.map { extra -> SwiftCode in "\(SwiftIdentifier.argumentLabel(extra.swiftName)):" }
                let values = route.extras.lazy.map { extra -> SwiftCode in "\(extra.localName)" }
                body.line("\(intent)(\(route.qualifiedName).init(\(labels, separator: ""))(\(values, separator: ", ")))")
            }
        }
    }
}
