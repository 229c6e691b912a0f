/// Renders `Routes.Screens`, `Routes.register(on:)` and `Routes.register(on:screens:)`.
///
/// Screen routes are registered with their manifest type (the `init` call is mapped to the `screen:` line);
/// factory and handler routes become requirements of `Screens`, so a route without a destination cannot compile.
struct RegistrationRenderer {
    let context: RenderContext
    let spellings: FileSpellings
    let routes: [RouteModel]

    func render(into writer: inout SwiftWriter) {
        let screenType = spellings.screenType
        let navigatorType = context.runtime("Navigator")
        let mainActor = context.runtime("MainActor", module: "Swift")
        let pending = routes.filter { route in
            if case .screen = route.declaration.destination { return false }
            return true
        }

        writer.line("/// The destinations the manifest leaves to the app: a factory per route with neither `screen` nor")
        writer.line("/// `handler`, a handler per handler route.")
        writer.line("@\(mainActor)")
        writer.block("\(context.access)protocol Screens") { body in
            for route in pending {
                writeRequirement(route, screenType: screenType, into: &body)
            }
        }
        writer.line("")
        writer.line("/// Registers every route whose manifest entry names a `screen`.")
        writer.line("@\(mainActor)")
        writer.block("\(context.access)static func register(on navigator: \(navigatorType))") { body in
            body.mapped(routes.compactMap { route in
                guard case .screen(let screen) = route.declaration.destination else { return nil }
                return (route.declaration.screenLocation?.line, screenRegistration(route, screen: screen, screenType: screenType))
            })
        }
        writer.line("")
        writer.line("/// Registers every route: manifest screens, and the app's factories and handlers from `screens`.")
        writer.line("@\(mainActor)")
        writer.block("\(context.access)static func register(on navigator: \(navigatorType), screens: some \(context.namespace).Screens)") { body in
            body.line("\(context.namespace).register(on: navigator)")
            for route in pending {
                writePendingRegistration(route, screenType: screenType, into: &body)
            }
        }
    }

    private func resultSink(_ route: RouteModel) -> String {
        "\(spellings.resultSinkType)<\(route.qualifiedName).Result>"
    }

    private func writeRequirement(_ route: RouteModel, screenType: String, into writer: inout SwiftWriter) {
        let name = route.plainTypeName
        if route.declaration.isHandler {
            writer.line(pieces: "func handle", name, "(_ route: ", route.qualifiedName, ") -> ", spellings.boolType)
        } else if route.declaration.result != nil {
            writer.line(pieces: "func make", name, "(_ route: ", route.qualifiedName, ", result: ", resultSink(route), ") -> ", screenType)
        } else {
            writer.line(pieces: "func make", name, "(_ route: ", route.qualifiedName, ") -> ", screenType)
        }
    }

    private func screenRegistration(_ route: RouteModel, screen: String, screenType: String) -> String {
        let screenName = screen.split(separator: ".", omittingEmptySubsequences: false)
            .map { SwiftSyntax.identifier(String($0)) }.joined(separator: ".")
        let closure: String
        if route.declaration.result != nil {
            closure = "{ (route: \(route.qualifiedName), result: \(resultSink(route))) -> \(screenType) in \(screenName)(route: route, result: result) }"
        } else {
            closure = "{ (route: \(route.qualifiedName)) -> \(screenType) in \(screenName)(route: route) }"
        }
        return "navigator.register(\(route.qualifiedName).self, screen: \(closure))"
    }

    private func writePendingRegistration(_ route: RouteModel, screenType: String, into writer: inout SwiftWriter) {
        let name = route.plainTypeName
        let type = route.qualifiedName
        if route.declaration.isHandler {
            writer.line(pieces: "navigator.register(", type, ".self, handler: { (route: ", type, ") -> ", spellings.boolType,
                        " in screens.handle", name, "(route) })")
        } else if route.declaration.result != nil {
            writer.line(pieces: "navigator.register(", type, ".self, screen: { (route: ", type, ", result: ", resultSink(route),
                        ") -> ", screenType, " in screens.make", name, "(route, result: result) })")
        } else {
            writer.line(pieces: "navigator.register(", type, ".self, screen: { (route: ", type, ") -> ", screenType,
                        " in screens.make", name, "(route) })")
        }
    }
}
