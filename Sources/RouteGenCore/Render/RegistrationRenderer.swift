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
            var open = false
            for route in routes {
                guard case .screen(let screen) = route.declaration.destination else { continue }
                body.map(toLine: route.declaration.screenLocation?.line, open: &open)
                let screenName = screen.split(separator: ".", omittingEmptySubsequences: false)
                    .map { SwiftSyntax.identifier(String($0)) }.joined(separator: ".")
                writeRegistration(route, calling: screenName, label: "route: ", into: &body)
            }
            body.endMapping(ifOpen: open)
        }
        writer.line("")
        writer.line("/// Registers every route: manifest screens, and the app's factories and handlers from `screens`.")
        writer.line("@\(mainActor)")
        writer.block("\(context.access)static func register(on navigator: \(navigatorType), screens: some \(context.namespace).Screens)") { body in
            body.line("\(context.namespace).register(on: navigator)")
            for route in pending {
                let factory = (route.declaration.isHandler ? "screens.handle" : "screens.make") + route.plainTypeName
                writeRegistration(route, calling: factory, label: "", into: &body)
            }
        }
    }

    /// `ResultSink<Routes.X.Result>`, written piece by piece.
    private func writeResultSink(_ route: RouteModel, into writer: inout SwiftWriter) {
        writer.write(spellings.resultSinkType)
        writer.write("<" as StaticString)
        writer.write(route.qualifiedName)
        writer.write(".Result>" as StaticString)
    }

    private func writeRequirement(_ route: RouteModel, screenType: String, into writer: inout SwiftWriter) {
        writer.beginLine()
        writer.write(route.declaration.isHandler ? "func handle" as StaticString : "func make")
        writer.write(route.plainTypeName)
        writer.write("(_ route: " as StaticString)
        writer.write(route.qualifiedName)
        if route.declaration.isHandler {
            writer.write(") -> " as StaticString)
            writer.write(spellings.boolType)
        } else {
            if route.declaration.result != nil {
                writer.write(", result: " as StaticString)
                writeResultSink(route, into: &writer)
            }
            writer.write(") -> " as StaticString)
            writer.write(screenType)
        }
        writer.endLine()
    }

    /// `navigator.registerScreen(Routes.X.self) { <callee>(<label>$0) }`, `registerResultScreen` with
    /// `(<label>$0, result: $1)`, or `registerHandler`: RouteKit's single-candidate names for the `register`
    /// overloads, with a closure typed by the call, type-check with less work than the overloaded `register` and a
    /// closure spelling its types. `callee` is the manifest's screen type (label `route: `) or the app's factory or
    /// handler in `screens` (no label).
    private func writeRegistration(
        _ route: RouteModel, calling callee: String, label: StaticString, into writer: inout SwiftWriter
    ) {
        writer.beginLine()
        if route.declaration.isHandler {
            writer.write("navigator.registerHandler(" as StaticString)
        } else if route.declaration.result != nil {
            writer.write("navigator.registerResultScreen(" as StaticString)
        } else {
            writer.write("navigator.registerScreen(" as StaticString)
        }
        writer.write(route.qualifiedName)
        writer.write(".self) { " as StaticString)
        writer.write(callee)
        writer.write("(" as StaticString)
        writer.write(label)
        writer.write(route.declaration.result != nil && !route.declaration.isHandler ? "$0, result: $1) }" as StaticString : "$0) }")
        writer.endLine()
    }
}
