/// Renders, for each `screen:` and `view:` type, an unavailable `init(route:_:)` that says which `init` the route
/// needs.
///
/// The registration calls `Screen(route: $0)`. When the app's type has the right `init`, it wins (the compiler
/// ranks an unavailable candidate last); when it does not, this one is chosen and the call fails with its message
/// at the manifest's `screen:` line — "'ProfileScreen' is the screen of route 'profile': it needs
/// init(route: Routes.Profile)" — instead of the compiler's "argument passed to call that takes no arguments".
/// `fileprivate`: the app's other files never see it. Each check is compiled where the registration naming the type
/// is (`RegistrationRenderer.screenCondition`, `.viewCondition`): elsewhere the type need not exist.
struct ScreenInitRenderer {
    let context: RenderContext
    let routes: [RouteModel]

    func render(into writer: inout SwiftWriter) {
        var screens: [(line: Int?, code: SwiftCode)] = [], views: [(line: Int?, code: SwiftCode)] = []
        for route in routes {
            switch route.declaration.destination {
            case .screen(let type):
                screens.append((route.declaration.screenLocation?.line, requirement(route, type: type, isClass: true)))
            case .view(let type):
                views.append((route.declaration.viewLocation?.line, requirement(route, type: type, isClass: false)))
            case .factory, .handler:
                break
            }
        }
        guard !screens.isEmpty || !views.isEmpty else { return }
        writer.line("")
        writer.line("// MARK: - The init each screen and view needs")
        writer.line("")
        for (condition, checks) in [(RegistrationRenderer.screenCondition, screens), (RegistrationRenderer.viewCondition, views)]
        where !checks.isEmpty {
            writer.line(condition)
            writer.mappedLines(checks) { $0 }
            writer.line("#endif")
        }
    }

    /// `extension ProfileScreen { @available(*, unavailable, message: "...") fileprivate convenience init(route: Routes.Profile, _ requirement: () = ()) { Swift.fatalError() } }`
    /// (no `convenience` for a view, which is a struct).
    private func requirement(_ route: RouteModel, type: String, isClass: Bool) -> SwiftCode {
        let routeType = route.qualifiedName, plainType = "\(context.namespace).\(route.plainTypeName)"
        var parameters = "route: \(routeType)", wanted = "init(route: \(plainType)"
        if let result = route.declaration.result {
            parameters += ", result: \(context.runtime("ResultSink"))<\(routeType).Result>"
            wanted += ", result: ResultSink<\(result)>"
        }
        wanted += ")"
        let role = isClass ? "screen" : "view"
        let message = SwiftLiteral.string("'\(type)' is the \(role) of route '\(route.declaration.name)': it needs \(wanted)")
        let typeName = type.split(separator: ".", omittingEmptySubsequences: false)
            .map { SwiftIdentifier.escaped(String($0)) }.joined(separator: ".")
        let initializer = isClass ? "fileprivate convenience init" : "fileprivate init"
        return "extension \(typeName) { @available(*, unavailable, message: \(message)) \(initializer)(\(parameters), _ requirement: () = ()) { Swift.fatalError() } }"
    }
}
