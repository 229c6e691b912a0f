/// Refuses any name that is not a Swift identifier before it reaches the output: not a name check of its own (that
/// is `Validate/NameRules`), the renderer's guard against code injection, by the one rule (`SwiftIdentifier.isValid`).
///
/// Validation already enforces this for manifests read from disk; the renderer checks again because it is
/// public API and a name is pasted into code (unlike strings, which are always escaped). Large manifests check
/// their routes in slices at once (`ContiguousSlices`), reported in route order.
enum IdentifierGuard {
    static func diagnostics(for manifest: Manifest) -> [Diagnostic] {
        var found = Found()
        let file = SourceLocation(file: manifest.sourcePath)
        found.check(manifest.namespace, "namespace", file)
        for module in manifest.imports {
            for part in module.split(separator: ".", omittingEmptySubsequences: false) {
                found.check(String(part), "import", manifest.url.location ?? file)
            }
        }
        for declaration in manifest.enums {
            found.check(declaration.name, "enum name", declaration.location)
            for enumCase in declaration.cases { found.check(enumCase.name, "enum case", enumCase.location) }
        }
        for tab in manifest.tabs { found.check(tab, "tab", file) }
        let routes = manifest.routes
        let parts = ContiguousSlices.map(count: routes.count) { range in
            var found = Found()
            for index in range { found.check(route: routes[index]) }
            return found.diagnostics
        }
        return found.diagnostics + parts.joined()
    }

    /// The diagnostics found so far.
    private struct Found {
        var diagnostics: [Diagnostic] = []

        mutating func check(_ name: String, _ what: String, _ location: @autoclosure () -> SourceLocation) {
            if !SwiftIdentifier.isValid(name) {
                diagnostics.append(.error("\(what) \(SwiftLiteral.string(name)) is not a Swift identifier", at: location()))
            }
        }

        mutating func check(_ type: TypeExpression, _ location: @autoclosure () -> SourceLocation) {
            switch type {
            case .named(let parts):
                for name in parts { check(name, "type name", location()) }
            case .optional(let wrapped), .array(let wrapped):
                check(wrapped, location())
            }
        }

        /// A route's names, read field by field: binding a whole declaration would copy every field of it.
        mutating func check(route: borrowing RouteDeclaration) {
            let location = route.location
            check(route.name, "route name", location)
            if let screen = route.screen {
                for part in screen.split(separator: ".", omittingEmptySubsequences: false) {
                    check(String(part), "screen type", route.screenLocation ?? location)
                }
            }
            if let result = route.result { check(result, route.resultLocation ?? location) }
            let extras = route.extras
            for extraIndex in extras.indices {
                check(extras[extraIndex].name, "extra name", extras[extraIndex].location)
                check(extras[extraIndex].type, extras[extraIndex].location)
            }
        }
    }
}
