/// Renders `registerApp(on:...)` for the app's manifest (`app: true`): one call that registers the routes of every
/// manifest linked into the app, its own included.
///
/// Each linked manifest whose routes need the app's factories or handlers is one required argument, labelled by
/// its namespace (`catalog: some Catalog.Screens`), so a module cannot be left out and a missing conformer is a
/// compile error at the app's call. It hands the navigator every linked external route
/// (`expectRegistrations(of:)`), so a debug build reports a link that would open nothing.
struct AppRegistrationRenderer {
    /// One manifest registered by `registerApp`, as the generated code spells it.
    struct Part {
        var linked: LinkedManifest
        /// The argument label of its `Screens`; nil when it needs none.
        var label: String?
        /// Its namespace as written in the app's file (module-qualified when two modules use one name).
        var namespace: String
        /// The argument of `registerApp` that carries the manifest's `Dependencies`, when it declares some.
        var dependenciesLabel: String? = nil
    }

    let context: RenderContext
    let parts: [Part]

    /// The app's own manifest first, then the linked ones in the order given (the app's registration order); a
    /// manifest of another module must be visible to the app (`access: public` or `package`).
    static func parts(app validatedApp: ValidatedManifest, linked: [LinkedManifest]) throws(RenderError) -> [Part] {
        let app = validatedApp.manifest
        var manifests = [LinkedManifest(module: nil, manifest: validatedApp)]
        for item in linked where !item.manifest.isApp && item.manifest.sourcePath != app.sourcePath {
            guard !manifests.contains(where: { $0.manifest.sourcePath == item.manifest.sourcePath }) else { continue }
            manifests.append(item)
        }
        let hidden = manifests.filter { $0.module != nil && $0.manifest.access == .internal }
        if !hidden.isEmpty {
            throw RenderError(diagnostics: hidden.map { item in
                .error(
                    "the app's manifest \(app.sourcePath) registers the routes of this manifest, but they are internal to "
                        + "module '\(item.module ?? "")'; add 'access: public' so that the app can register them",
                    at: item.manifest.namespaceLocation ?? SourceLocation(file: item.manifest.sourcePath))
            })
        }
        var namespaceCounts: [String: Int] = [:]
        for item in manifests { namespaceCounts[item.manifest.namespace, default: 0] += 1 }
        var labels: Set<String> = ["on"]
        return manifests.map { item in
            let namespace = SwiftIdentifier.escaped(item.manifest.namespace)
            let qualified = namespaceCounts[item.manifest.namespace, default: 0] > 1 && item.module != nil
                ? "\(SwiftIdentifier.escaped(item.module ?? "")).\(namespace)" : namespace
            var label: String?
            if item.needsScreens {
                var candidate = item.module == nil && item.manifest.sourcePath == app.sourcePath
                    ? "screens" : SwiftIdentifier.lowerCamelCase(item.manifest.namespace)
                if labels.contains(candidate) {
                    candidate = SwiftIdentifier.lowerCamelCase(item.module ?? "app") + SwiftIdentifier.capitalizedFirst(item.manifest.namespace)
                }
                var unique = candidate, number = 2
                while labels.contains(unique) {
                    unique = candidate + String(number)
                    number += 1
                }
                labels.insert(unique)
                label = unique
            }
            var dependenciesLabel: String?
            if !item.manifest.dependencies.isEmpty {
                let candidate = item.module == nil && item.manifest.sourcePath == app.sourcePath
                    ? "dependencies" : SwiftIdentifier.lowerCamelCase(item.manifest.namespace) + "Dependencies"
                var unique = candidate, number = 2
                while labels.contains(unique) {
                    unique = candidate + String(number)
                    number += 1
                }
                labels.insert(unique)
                dependenciesLabel = unique
            }
            return Part(linked: item, label: label, namespace: qualified, dependenciesLabel: dependenciesLabel)
        }
    }

    /// Each tab's root (`root: true`) among every manifest the app registers, as the app's file spells its struct:
    /// the app's tabs are declared once, by its manifest, and their roots may live in feature modules, so the app's
    /// `Routes.Tab.root` names them all. The first root of a tab wins (`LinkedManifests` reports a second one).
    static func tabRoots(of parts: [Part]) -> [String: String] {
        var roots: [String: String] = [:]
        for part in parts {
            for route in part.linked.manifest.routes where route.isTabRoot {
                guard let tab = route.tab, roots[tab] == nil else { continue }
                roots[tab] = "\(part.namespace).\(SwiftIdentifier.escaped(RenderContext.typeName(ofRoute: route.name)))"
            }
        }
        return roots
    }

    func render(into writer: inout SwiftWriter) {
        let mainActor = context.runtime("MainActor", module: "Swift")
        writer.line("/// Registers the routes of every manifest linked into the app, in one call: its own and its modules'.")
        writer.line("///")
        writer.line("/// Each module whose manifest leaves destinations to the app is a required argument, its `Screens`;")
        writer.line("/// the others register their own screens. A debug build warns at `markReady()` (or the first `open`)")
        writer.line("/// about a linked external route that has no registration then.")
        let arguments = parts.filter { $0.label != nil }
        let withDependencies = parts.filter { $0.dependenciesLabel != nil }
        if !arguments.isEmpty {
            writer.line("///")
            writer.line("/// - Parameters:")
            for part in arguments {
                let module = part.linked.module.map { "module \($0)" } ?? "this module"
                writer.line("///   - \(part.label ?? ""): the destinations of \(part.namespace)'s routes (\(module)).")
            }
        }
        writer.line("@\(mainActor)")
        writer.line("\(context.access)static func registerApp(")
        writer.indented { signature in
            let parameters = ["on navigator: \(context.runtime("Navigator"))"]
                + withDependencies.map { "\(SwiftIdentifier.escaped($0.dependenciesLabel ?? "")): \($0.namespace).Dependencies" }
                + arguments.map { "\(SwiftIdentifier.escaped($0.label ?? "")): some \($0.namespace).Screens" }
            for (index, parameter) in parameters.enumerated() {
                let comma: String = index == parameters.count - 1 ? "" : ","
                signature.line("\(parameter)\(comma)")
            }
        }
        writer.block(")") { body in
            let external = parts.flatMap { part in
                part.linked.manifest.routes.filter { $0.exposure == .external }.map {
                    "\(part.namespace).\(SwiftIdentifier.escaped(RenderContext.typeName(ofRoute: $0.name))).self"
                }
            }
            if !external.isEmpty {
                body.line("navigator.expectRegistrations(of: [")
                body.indented { list in
                    for type in external { list.line("\(type),") }
                }
                body.line("])")
            }
            for part in parts {
                let dependencies = part.dependenciesLabel.map { ", dependencies: \(SwiftIdentifier.escaped($0))" } ?? ""
                if let label = part.label {
                    body.line("\(part.namespace).register(on: navigator\(dependencies), screens: \(SwiftIdentifier.escaped(label)))")
                } else {
                    body.line("\(part.namespace).register(on: navigator\(dependencies))")
                }
            }
        }
    }
}
