/// Renders, for each `screen:` and `view:` type, an unavailable `init(route:_:)` that says which `init` the route
/// needs.
///
/// The registration calls `Screen(route: $0)`. When the app's type has the right `init`, it wins (the compiler
/// ranks an unavailable candidate last); when it does not, this one is chosen and the call fails with its message
/// at the manifest's `screen:` line — "'ProfileScreen' is the screen of route 'profile': it needs
/// init(route: Routes.Profile)" — instead of the compiler's "argument passed to call that takes no arguments".
///
/// Each route's requirement sits in its route's shard, unmapped (no `#sourceLocation`), so it changes only when its
/// route or screen does. Every file that declares or uses a screen type depends on every extension of that type,
/// and a file's manifest lines move with any edit above them: mapped, or in the registration file (which changes
/// with every added route), they made every screen file recompile after any manifest edit. Internal, not
/// `fileprivate`, since the registration that calls it is in another file; a screen type that does not exist is
/// still an error at the `screen:` line, from the mapped registration (and one more here).
/// Each check is compiled where the registration naming the type is (`RegistrationRenderer.screenCondition`,
/// `.viewCondition`): elsewhere the type need not exist.
struct ScreenInitRenderer {
    let context: RenderContext
    let routes: [RouteModel]

    func render(into writer: inout SwiftWriter) {
        var screens: [[SwiftCode]] = [], views: [[SwiftCode]] = []
        for route in routes {
            switch route.declaration.destination {
            case .screen(let type):
                screens.append(requirement(route, type: type, isClass: true))
            case .view(let type):
                views.append(requirement(route, type: type, isClass: false))
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
            for check in checks {
                writer.line(check[0])
                writer.indented { body in
                    for line in check.dropFirst().dropLast() { body.line(line) }
                }
                writer.line(check[check.count - 1])
            }
            writer.line("#endif")
        }
    }

    /// The lines of `extension ProfileScreen { @available(*, unavailable, message: "...") convenience init(route:
    /// Routes.Profile, _ requirement: () = ()) { Swift.fatalError() } }`, the attribute and the init each on a line
    /// of their own (no `convenience` for a view, which is a struct).
    private func requirement(_ route: RouteModel, type: String, isClass: Bool) -> [SwiftCode] {
        let routeType = route.qualifiedName, plainType = "\(context.namespace).\(route.plainTypeName)"
        var parameters = "route: \(routeType)", wanted = "init(route: \(plainType)"
        if let result = route.declaration.result {
            parameters += ", result: \(context.runtime("ResultSink"))<\(routeType).Result>"
            wanted += ", result: ResultSink<\(result)>"
        }
        let dependencies = context.manifest.dependencies
        for needed in route.declaration.needs {
            guard let dependency = dependencies.first(where: { $0.name == needed.name }) else { continue }
            let label = SwiftIdentifier.argumentLabel(needed.name)
            parameters += ", \(label): \(dependency.swiftType)"
            wanted += ", \(needed.name): \(dependency.swiftType)"
        }
        wanted += ")"
        let role = isClass ? "screen" : "view"
        let message = SwiftLiteral.string("'\(type)' is the \(role) of route '\(route.declaration.name)': it needs \(wanted)")
        let typeName = type.split(separator: ".", omittingEmptySubsequences: false)
            .map { SwiftIdentifier.escaped(String($0)) }.joined(separator: ".")
        let initializer = isClass ? "convenience init" : "init"
        return [
            "extension \(typeName) {",
            "@available(*, unavailable, message: \(message))",
            "\(initializer)(\(parameters), _ requirement: () = ()) { Swift.fatalError() }",
            "}",
        ]
    }
}
