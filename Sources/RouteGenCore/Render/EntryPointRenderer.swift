@_spi(RouteGen) import RouteKit

/// Renders the entry points: each route that lists some conforms to RouteKit's protocols for them (which give it
/// its payload, quick action and activity builders) with its `entryPoints`, and `Routes.entryPoints` reads what iOS
/// hands over into `Routes.External` values.
///
/// ```swift
/// extension Routes.UserProfile: NotificationRoute, QuickActionRoute, ActivityRoute {
///     public static let entryPoints = EntryPointSet(type: "com.example.myapp.userProfile", serves: [.notification])
/// }
///
/// extension Routes {
///     public static let entryPoints = EntryPointRoutes<Routes.External>(
///         linkKeys: ["url"],
///         routes: [
///             .init(Routes.UserProfile.self) { .userProfile($0) },
///         ],
///         match: { Routes.match($0) }
///     )
/// }
/// ```
struct EntryPointRenderer {
    let context: RenderContext
    let routes: [RouteModel]

    /// Whether the manifest has anything to render: a route with entry points, or link keys (a link in a
    /// notification opens any external route).
    static func renders(_ manifest: Manifest, routes: [RouteModel]) -> Bool {
        routes.contains(where: \.isExternal)
            && (routes.contains { !$0.declaration.entryPoints.isEmpty } || !manifest.entryPointSettings.linkKeys.isEmpty)
    }

    func render(into writer: inout SwiftWriter) {
        let namespace = context.namespace
        let settings = context.manifest.entryPointSettings
        let served = routes.filter { $0.isExternal && !$0.declaration.entryPoints.isEmpty }
        writer.line("")
        writer.line("// MARK: - Entry points")
        for route in served {
            let entryPoints = route.declaration.entryPoints
            var protocols: [String] = []
            if entryPoints.contains(.notification) { protocols.append(context.runtime("NotificationRoute")) }
            if entryPoints.contains(.quickAction) { protocols.append(context.runtime("QuickActionRoute")) }
            if entryPoints.contains(.spotlight) || entryPoints.contains(.handoff) {
                protocols.append(context.runtime("ActivityRoute"))
            }
            let type = SwiftLiteral.string(settings.type(of: route.declaration.name, namespace: context.manifest.namespace))
            let list = entryPoints.map { ".\($0.rawValue)" }.joined(separator: ", ")
            writer.line("")
            writer.block("extension \(route.qualifiedName): \(protocols.joined(separator: ", "))") { body in
                body.line("\(context.access)static let entryPoints = \(context.runtime("EntryPointSet"))(type: \(type), serves: [\(list)])")
            }
        }
        writer.line("")
        writer.block("extension \(namespace)") { body in
            body.line("/// Reads notification taps, quick actions, Spotlight results and Handoffs into routes; hand each")
            body.line("/// delivery to `EntryPointInbox.shared`.")
            body.line("\(context.access)static let entryPoints = \(context.runtime("EntryPointRoutes"))<\(namespace).External>(")
            body.indented { call in
                let keys = settings.linkKeys.map(SwiftLiteral.string).joined(separator: ", ")
                call.line("linkKeys: [\(keys)],")
                if served.isEmpty {
                    call.line("routes: [],")
                } else {
                    call.line("routes: [")
                    call.indented { list in
                        for route in served {
                            list.line(".init(\(route.qualifiedName).self) { .\(route.memberName)($0) },")
                        }
                    }
                    call.line("],")
                }
                call.line("match: { \(namespace).match($0) }")
            }
            body.line(")")
        }
    }
}
