/// The type names a route pastes into code (its screen or view, its result, its extras' types) are Swift names by
/// the one identifier rule (`SwiftIdentifier.isValid`), each part of a dotted name.
///
/// The decoder reads them so (`NodeReader.namedType`, `TypeExpressionParser`), and every other name the renderer
/// writes has its rule in validation (`ManifestRules`, `NameRules`, `NavigationRules`); this rule is for a manifest
/// built in code rather than decoded, so that only validation decides what the renderer, which takes only a
/// `ValidatedManifest`, may paste.
enum SpelledTypeRules {
    static func diagnostics(for routes: [RouteDeclaration]) -> [Diagnostic] {
        var found = Found()
        for index in routes.indices { found.check(route: routes[index]) }
        return found.diagnostics
    }

    private struct Found {
        var diagnostics: [Diagnostic] = []

        mutating func check(_ name: String, _ what: String, _ location: @autoclosure () -> SourceLocation) {
            if !SwiftIdentifier.isValid(name) {
                diagnostics.append(.error("\(what) \(SwiftLiteral.string(name)) is not a Swift name", at: location()))
            }
        }

        mutating func check(dotted name: String, _ what: String, _ location: @autoclosure () -> SourceLocation) {
            for part in name.split(separator: ".", omittingEmptySubsequences: false) {
                check(String(part), what, location())
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

        /// A route's type names, read field by field: binding a whole declaration would copy every field of it.
        mutating func check(route: borrowing RouteDeclaration) {
            let location = route.location
            if let screen = route.screen { check(dotted: screen, "screen type", route.screenLocation ?? location) }
            if let view = route.view { check(dotted: view, "view type", route.viewLocation ?? location) }
            if let result = route.result { check(result, route.resultLocation ?? location) }
            let extras = route.extras
            for extraIndex in extras.indices {
                check(extras[extraIndex].type, extras[extraIndex].typeLocation ?? extras[extraIndex].location)
            }
        }
    }
}
