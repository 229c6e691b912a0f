/// Refuses any name that is not a Swift identifier before it reaches the output.
///
/// Validation already enforces this for manifests read from disk; the renderer checks again because it is
/// public API and a name is pasted into code (unlike strings, which are always escaped).
enum NameCheck {
    static func diagnostics(for manifest: Manifest) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let file = SourceLocation(file: manifest.sourcePath)
        func check(_ name: String, _ what: String, _ location: SourceLocation) {
            if !SwiftSyntax.isIdentifier(name) {
                found.append(.error("\(what) \(SwiftSyntax.stringLiteral(name)) is not a Swift identifier", at: location))
            }
        }
        func check(_ type: TypeExpression, _ location: SourceLocation) {
            for name in type.namedParts.joined() { check(name, "type name", location) }
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
        for route in manifest.routes {
            check(route.name, "route name", route.location)
            if let screen = route.screen {
                for part in screen.split(separator: ".", omittingEmptySubsequences: false) {
                    check(String(part), "screen type", route.screenLocation ?? route.location)
                }
            }
            if let result = route.result { check(result, route.resultLocation ?? route.location) }
            for extra in route.extras {
                check(extra.name, "extra name", extra.location)
                check(extra.type, extra.location)
            }
        }
        return found
    }
}
