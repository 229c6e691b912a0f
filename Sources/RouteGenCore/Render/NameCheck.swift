/// Refuses any name that is not a Swift identifier before it reaches the output.
///
/// Validation already enforces this for manifests read from disk; the renderer checks again because it is
/// public API and a name is pasted into code (unlike strings, which are always escaped).
enum NameCheck {
    static func diagnostics(for manifest: Manifest) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let file = SourceLocation(file: manifest.sourcePath)
        func check(_ name: String, _ what: String, _ location: @autoclosure () -> SourceLocation) {
            if !SwiftSyntax.isIdentifier(name) {
                found.append(.error("\(what) \(SwiftSyntax.stringLiteral(name)) is not a Swift identifier", at: location()))
            }
        }
        func check(_ type: TypeExpression, _ location: @autoclosure () -> SourceLocation) {
            switch type {
            case .named(let parts):
                for name in parts { check(name, "type name", location()) }
            case .optional(let wrapped), .array(let wrapped):
                check(wrapped, location())
            }
        }
        check(manifest.namespace, "namespace", file)
        for module in manifest.imports {
            for part in module.split(separator: ".", omittingEmptySubsequences: false) {
                check(String(part), "import", manifest.url.location ?? file)
            }
        }
        for declaration in manifest.enums {
            check(declaration.name, "enum name", declaration.location)
            for enumCase in declaration.cases { check(enumCase.name, "enum case", enumCase.location) }
        }
        // Routes and extras read field by field: binding a whole declaration would copy every field of it.
        let routes = manifest.routes
        for index in routes.indices {
            let location = routes[index].location
            check(routes[index].name, "route name", location)
            if let screen = routes[index].screen {
                for part in screen.split(separator: ".", omittingEmptySubsequences: false) {
                    check(String(part), "screen type", routes[index].screenLocation ?? location)
                }
            }
            if let result = routes[index].result { check(result, routes[index].resultLocation ?? location) }
            let extras = routes[index].extras
            for extraIndex in extras.indices {
                check(extras[extraIndex].name, "extra name", extras[extraIndex].location)
                check(extras[extraIndex].type, extras[extraIndex].location)
            }
        }
        return found
    }
}
