/// Facts about the manifest that every part of the renderer shares: names, access, qualification, locations.
///
/// A class (every property is a constant), so that each renderer holding it retains one reference instead of
/// copying the whole manifest.
final class RenderContext: Sendable {
    let manifest: Manifest
    /// `public `, `package ` or empty (internal is Swift's default).
    let access: String
    /// The namespace as written in Swift (`Routes`).
    let namespace: String
    /// The runtime names (RouteKit, Foundation, standard library) that a name declared inside the namespace
    /// shadows: a name in this set is written module-qualified so that, say, a route named `intent` cannot shadow
    /// `Intent`.
    let shadowed: Set<String>

    /// Every name `runtime(_:module:)` is asked about: only these can be shadowed.
    static let runtimeNames: Set<String> = Set(BuiltinType.allCases.map(\.rawValue)).union([
        "ActivityRoute", "AnyIntent", "CaseIterable", "EntryPointRoutes", "EntryPointSet", "NotificationRoute", "QuickActionRoute", "ExternalRoute", "Hashable", "Hasher", "Intent", "URLRoute", "MainActor", "Navigator", "ParentedRoute", "RestorableRoute", "ResultRoute",
        "ResultSink", "Route", "RouteDescriptor", "RouteParameterConvertible", "RouteParameters", "Screen", "Sendable", "NavigationTab", "StringForm",
        "UniversalLinkRoute", "URLConfiguration", "URLMatcher", "URLValue",
    ])

    init(manifest: Manifest) {
        self.manifest = manifest
        switch manifest.access {
        case .public: access = "public "
        case .package: access = "package "
        case .internal: access = ""
        }
        namespace = SwiftIdentifier.escaped(manifest.namespace)
        var declared = Set(GeneratedNames.namespaceTypes)
        declared.insert(manifest.namespace)
        declared.formUnion(manifest.enums.map(\.name))
        var shadowed = declared.intersection(Self.runtimeNames)
        let routes = manifest.routes
        for index in routes.indices {
            if let runtimeName = Self.runtimeName(typeOfRoute: routes[index].name) { shadowed.insert(runtimeName) }
        }
        self.shadowed = shadowed
    }

    /// The runtime name that a route so named declares as its type (its first letter capitalized), if any.
    private static func runtimeName(typeOfRoute name: String) -> String? {
        let typeName = typeName(ofRoute: name)
        return runtimeNames.contains(typeName) ? typeName : nil
    }

    /// `userProfile` -> `UserProfile`.
    static func typeName(ofRoute name: String) -> String {
        SwiftIdentifier.capitalizedFirst(name)
    }

    /// A runtime, Foundation or standard-library type name, qualified only when a generated name shadows it.
    func runtime(_ name: String, module: String = "RouteKit") -> String {
        assert(Self.runtimeNames.contains(name), "add '\(name)' to RenderContext.runtimeNames")
        return !shadowed.isEmpty && shadowed.contains(name) ? "\(module).\(name)" : name
    }

    /// The struct's fully qualified name (`Routes.UserProfile`) for its `structName`, unambiguous anywhere in the file.
    func qualifiedName(structName: String) -> String {
        "\(namespace).\(structName)"
    }

    /// The Swift spelling of an extra or result type; built-ins are qualified when shadowed.
    func spell(_ type: TypeExpression) -> String {
        switch type {
        case .named(let parts):
            return spell(named: parts)
        case .optional(let wrapped):
            return spell(wrapped) + "?"
        case .array(let element):
            return "[" + spell(element) + "]"
        }
    }

    /// `spell(.named(parts))`.
    func spell(named parts: [String]) -> String {
        spell(named: parts, builtin: parts.count == 1 ? BuiltinType(rawValue: parts[0]) : nil)
    }

    /// `spell(.named(parts))` for a caller that has already looked up the built-in the parts name, if any.
    func spell(named parts: [String], builtin: BuiltinType?) -> String {
        if parts.count == 1 {
            if let builtin { return runtime(builtin.rawValue, module: builtin.module) }
            return SwiftIdentifier.escaped(parts[0])
        }
        return parts.map(SwiftIdentifier.escaped).joined(separator: ".")
    }

    /// A name for a generated helper that no route's builder can collide with.
    func helperName(_ base: String) -> String {
        // A scan rather than a set of every route name: the name is almost always free at the first try.
        var name = base
        while manifest.routes.contains(where: { $0.name == name }) { name += "_" }
        return name
    }
}
