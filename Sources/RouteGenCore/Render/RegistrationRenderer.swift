/// Renders `Routes.Screens`, `Routes.register(on:screens:)`, and `Routes.register(on:)` when no route needs `screens`.
///
/// Screen routes are registered with their manifest type (the `init` call is mapped to the `screen:` line) where
/// UIKit exists or the target defines `ROUTEGEN_SCREENS`, view routes likewise where SwiftUI exists (mapped to the
/// `view:` line). Elsewhere (a test on Linux or macOS) the type is not named: the route is registered undrawn, so
/// links, interceptors, the state, results and restoration work and only drawing is missing. Factory and handler
/// routes become requirements of `Screens`, so a route without a destination cannot compile.
struct RegistrationRenderer {
    /// Where `screen:` types are named: UIKit view controllers, or any platform whose target says its screen types
    /// compile there (an AppKit app, a test target with screens of its own).
    static var screenCondition: SwiftCode { "#if (canImport(UIKit) && !os(watchOS)) || ROUTEGEN_SCREENS" }
    /// Where `view:` types are named: SwiftUI as RouteKit's host uses it.
    static var viewCondition: SwiftCode { "#if canImport(SwiftUI) && !os(watchOS)" }

    let context: RenderContext
    let spellings: FileSpellings
    let routes: [RouteModel]

    func render(into writer: inout SwiftWriter) {
        let screenType = spellings.screenType
        let navigatorType = context.runtime("Navigator")
        let mainActor = context.runtime("MainActor", module: "Swift")
        let pending = routes.filter { route in
            switch route.declaration.destination {
            case .screen, .view: false
            case .factory, .handler: true
            }
        }
        let views = routes.filter { route in
            if case .view = route.declaration.destination { return true }
            return false
        }

        writer.line("/// The destinations the manifest leaves to the app: a factory per route with neither `screen` nor")
        writer.line("/// `handler`, a handler per handler route.")
        writer.line("@\(mainActor)")
        // Each requirement is mapped to its route's manifest line: an app's `Screens` type that lacks one gets the
        // compiler's "protocol requires function 'makeX'" note on the route in the manifest.
        writer.block("\(context.access)protocol Screens") { body in
            body.mappedLines(pending) { route in (route.declaration.location.line, requirement(route, screenType: screenType)) }
        }
        let screenRoutes = routes.filter { route in
            if case .screen = route.declaration.destination { return true }
            return false
        }
        let screenRegistrations = { (body: inout SwiftWriter) in
            if !screenRoutes.isEmpty {
                body.line(Self.screenCondition)
                body.mappedLines(screenRoutes) { route in
                    guard case .screen(let screen) = route.declaration.destination else { return nil }
                    return (route.declaration.screenLocation?.line, registration(route, calling: typeName(screen), label: "route: "))
                }
                body.line("#else")
                for route in screenRoutes {
                    guard case .screen(let screen) = route.declaration.destination else { continue }
                    body.line(undrawnRegistration(route, type: screen, needs: "UIKit"))
                }
                body.line("#endif")
            }
            guard !views.isEmpty else { return }
            body.line(Self.viewCondition)
            body.mappedLines(views) { route in
                guard case .view(let view) = route.declaration.destination else { return nil }
                return (route.declaration.viewLocation?.line, viewRegistration(route, calling: typeName(view)))
            }
            body.line("#else")
            for route in views {
                guard case .view(let view) = route.declaration.destination else { continue }
                body.line(undrawnRegistration(route, type: view, needs: "SwiftUI"))
            }
            body.line("#endif")
        }
        // `register(on:)` exists only when it registers every route; otherwise only
        // `register(on:screens:)` does, so the app's factories and handlers cannot be forgotten.
        // With `dependencies:`, both take them: the screens' inits receive them, and no registration can leave them out.
        let hasDependencies = !context.manifest.dependencies.isEmpty
        let dependencies: SwiftCode = hasDependencies ? ", dependencies: \(context.namespace).Dependencies" : ""
        let passed: SwiftCode = hasDependencies ? ", dependencies: dependencies" : ""
        if pending.isEmpty {
            writer.line("")
            writer.line("/// Registers every route (each names a `screen` or a `view`; where its type does not compile, the route is")
            writer.line("/// registered undrawn: it navigates, and is not drawn).")
            writer.line("@\(mainActor)")
            writer.block("\(context.access)static func register(on navigator: \(navigatorType)\(dependencies))", screenRegistrations)
        }
        writer.line("")
        writer.line("/// Registers every route: manifest screens, and the app's factories and handlers from `screens`.")
        writer.line("@\(mainActor)")
        let screens: SwiftCode = "screens: some \(context.namespace).Screens"
        writer.block("\(context.access)static func register(on navigator: \(navigatorType)\(dependencies), \(screens))") { body in
            if pending.isEmpty {
                body.line("\(context.namespace).register(on: navigator\(passed))")
            } else {
                screenRegistrations(&body)
            }
            for route in pending {
                let factory: SwiftCode = route.declaration.isHandler
                    ? "screens.handle\(route.plainTypeName)" : "screens.make\(route.plainTypeName)"
                body.line(registration(route, calling: factory, label: ""))
            }
        }
    }

    /// A manifest type name (`Feed.PhotoView`) as Swift, each part a valid identifier.
    private func typeName(_ name: String) -> SwiftCode {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map { SwiftIdentifier.escaped(String($0)) }
        return "\(parts.joined(separator: "."))"
    }

    /// `navigator.registerView(Routes.X.self) { XView(route: $0) }`, or `registerResultView` with
    /// `(route: $0, result: $1)`: RouteKit's single-candidate names for `register(_:view:)`.
    private func viewRegistration(_ route: RouteModel, calling view: SwiftCode) -> SwiftCode {
        let type = route.qualifiedName, needs = Self.neededArguments(route)
        guard route.declaration.result != nil else {
            return "navigator.registerView(\(type).self) { \(view)(route: $0\(needs)) }"
        }
        return "navigator.registerResultView(\(type).self) { \(view)(route: $0, result: $1\(needs)) }"
    }

    /// `, api: dependencies.api` for each name of the route's `needs:`, in order: what its screen's init takes
    /// after `route:` (and `result:`).
    static func neededArguments(_ route: RouteModel) -> SwiftCode {
        let arguments = route.declaration.needs.lazy.map { (needed: NeededDependency) -> SwiftCode in
            let name = SwiftIdentifier.escaped(needed.name)
            return ", \(SwiftIdentifier.argumentLabel(needed.name)): dependencies.\(name)"
        }
        return "\(arguments, separator: "")"
    }

    /// `navigator.registerUndrawnScreen(Routes.X.self, type: "ProfileViewController", needs: "UIKit")`, or
    /// `registerUndrawnResultScreen`: the route without naming a type this platform does not compile.
    private func undrawnRegistration(_ route: RouteModel, type: String, needs framework: String) -> SwiftCode {
        let function = route.declaration.result == nil ? "registerUndrawnScreen" : "registerUndrawnResultScreen"
        return "navigator.\(function)(\(route.qualifiedName).self, type: \(SwiftLiteral.string(type)), needs: \(SwiftLiteral.string(framework)))"
    }

    /// `func makeX(_ route: Routes.X) -> Screen`, with `result: ResultSink<Routes.X.Result>` for a result route,
    /// `func handleX(_ route: Routes.X) -> Bool`, or `func handleX(_ route: Routes.X) async -> Routes.X.Result?` for a
    /// handler route with a result (`nil`: declined, the caller gets `.canceled`).
    private func requirement(_ route: RouteModel, screenType: String) -> SwiftCode {
        let name = route.plainTypeName, type = route.qualifiedName
        if route.declaration.isHandler {
            guard route.declaration.result != nil else { return "func handle\(name)(_ route: \(type)) -> \(spellings.boolType)" }
            return "func handle\(name)(_ route: \(type)) async -> \(type).Result?"
        }
        guard route.declaration.result != nil else { return "func make\(name)(_ route: \(type)) -> \(screenType)" }
        return "func make\(name)(_ route: \(type), result: \(spellings.resultSinkType)<\(type).Result>) -> \(screenType)"
    }

    /// `navigator.registerScreen(Routes.X.self) { <callee>(<label>$0) }`, `registerResultScreen` with
    /// `(<label>$0, result: $1)`, `registerHandler`, or `registerResultHandler` with `{ await <callee>($0) }`: RouteKit's single-candidate names for the `register`
    /// overloads, with a closure typed by the call, type-check with less work than the overloaded `register` and a
    /// closure spelling its types. `callee` is the manifest's screen type (label `route: `) or the app's factory or
    /// handler in `screens` (no label).
    private func registration(_ route: RouteModel, calling callee: SwiftCode, label: StaticString) -> SwiftCode {
        let type = route.qualifiedName
        if route.declaration.isHandler {
            guard route.declaration.result != nil else { return "navigator.registerHandler(\(type).self) { \(callee)(\(label)$0) }" }
            return "navigator.registerResultHandler(\(type).self) { await \(callee)(\(label)$0) }"
        }
        let needs = Self.neededArguments(route)
        guard route.declaration.result != nil else {
            return "navigator.registerScreen(\(type).self) { \(callee)(\(label)$0\(needs)) }"
        }
        return "navigator.registerResultScreen(\(type).self) { \(callee)(\(label)$0, result: $1\(needs)) }"
    }
}
