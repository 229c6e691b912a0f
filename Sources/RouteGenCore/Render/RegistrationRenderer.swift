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
                body.line(requirement(route, screenType: screenType))
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
                body.line(pendingRegistration(route, screenType: screenType))
            }
        }
    }

    private func resultSink(_ route: RouteModel) -> String {
        "\(spellings.resultSinkType)<\(route.qualifiedName).Result>"
    }

    private func requirement(_ route: RouteModel, screenType: String) -> String {
        let name = route.plainTypeName
        if route.declaration.isHandler {
            return "func handle\(name)(_ route: \(route.qualifiedName)) -> \(spellings.boolType)"
        }
        if route.declaration.result != nil {
            return "func make\(name)(_ route: \(route.qualifiedName), result: \(resultSink(route))) -> \(screenType)"
        }
        return "func make\(name)(_ route: \(route.qualifiedName)) -> \(screenType)"
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

    private func pendingRegistration(_ route: RouteModel, screenType: String) -> String {
        let name = route.plainTypeName
        let closure: String
        let label: String
        if route.declaration.isHandler {
            label = "handler"
            closure = "{ (route: \(route.qualifiedName)) -> \(spellings.boolType) in screens.handle\(name)(route) }"
        } else if route.declaration.result != nil {
            label = "screen"
            closure = "{ (route: \(route.qualifiedName), result: \(resultSink(route))) -> \(screenType) in screens.make\(name)(route, result: result) }"
        } else {
            label = "screen"
            closure = "{ (route: \(route.qualifiedName)) -> \(screenType) in screens.make\(name)(route) }"
        }
        return "navigator.register(\(route.qualifiedName).self, \(label): \(closure))"
    }
}
