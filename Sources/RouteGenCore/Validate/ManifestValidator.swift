@_spi(RouteGen) import RouteKit

/// What validation produces: the completed manifest (placeholder extras added, bindings set) and every
/// semantic problem found. The manifest is only fit for rendering when `diagnostics` has no errors.
public struct ValidationResult: Sendable {
    public var manifest: Manifest
    public var diagnostics: [Diagnostic]
}

/// Checks every semantic rule of SPEC section 2 on a decoded manifest, collecting all diagnostics.
public enum ManifestValidator {
    public static func validate(_ manifest: Manifest) -> ValidationResult {
        // Per-route rules need nothing from other routes, and the manifest-wide rules nothing from them: large
        // manifests check route slices and the manifest rules at once (`ContiguousSlices`), joined in route order.
        // The manifest rules are one job of about a third of a route slice's work (10,000 routes): with one slice
        // per core, the core that also took them finished last; four slices per core let the cores even out.
        let parallel = ContiguousSlices.sliceCount(for: manifest.routes.count)
        let slices = ContiguousSlices.ranges(count: manifest.routes.count, slices: parallel > 1 ? 4 * parallel : 1)
        var jobs: [@Sendable () -> ValidatedPart] = [{
            var manifestRules = ManifestRules(manifest: manifest)
            manifestRules.checkAll()
            return ValidatedPart(diagnostics: manifestRules.diagnostics)
        }]
        jobs += slices.map { range in { checkRoutes(range, of: manifest) } }
        let done = ContiguousSlices.run(jobs, concurrently: slices.count > 1)
        let parts = done.dropFirst()
        var completed = manifest
        completed.routes = parts.flatMap(\.routes)
        let paths = parts.flatMap(\.paths)
        var diagnostics = done[0].diagnostics + parts.flatMap(\.diagnostics)
        if let firstExternal = manifest.routes.first(where: { $0.exposure == .external }),
           manifest.url.schemes.isEmpty, manifest.url.hosts.isEmpty {
            diagnostics.append(.error(
                "external route '\(firstExternal.name)' cannot be reached: add 'url.schemes' or 'url.hosts' to the manifest",
                at: firstExternal.location))
        }
        // Tabs and parents read the completed routes: a parent's placeholder-declared extras are needed too.
        var navigationRules = NavigationRules(manifest: completed)
        navigationRules.checkAll()
        diagnostics += navigationRules.diagnostics
        diagnostics += ambiguities(paths, resolved: parts.flatMap(\.resolved), routes: completed.routes, enums: manifest.enums,
                                   file: manifest.sourcePath)
        return ValidationResult(manifest: completed, diagnostics: diagnostics)
    }

    /// What one job of `validate` found: completed routes with their external paths, and diagnostics.
    private struct ValidatedPart {
        var routes: [RouteDeclaration] = []
        /// External routes' parsed paths, with the index of their completed route (not a copy of it).
        var paths: [(route: Int, path: ParsedPath)] = []
        /// Those paths' patterns with `:name` placeholders typed by their extras, for the ambiguity check.
        var resolved: [RoutePattern] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The per-route rules on one slice of the routes.
    private static func checkRoutes(_ range: Range<Int>, of manifest: Manifest) -> ValidatedPart {
        var routeRules = RouteRules(manifest: manifest)
        var part = ValidatedPart()
        part.routes.reserveCapacity(range.count)
        for index in range {
            let (route, parsed) = routeRules.check(manifest.routes[index])
            if route.exposure == .external, let parsed {
                part.paths.append((index, parsed))
                part.resolved.append(resolve(parsed.pattern, extras: route.extras, enums: manifest.enums))
            }
            part.routes.append(route)
        }
        part.diagnostics = routeRules.diagnostics
        return part
    }

    /// `:name` placeholders take their extra's type (done in the per-route jobs, beside the rules).
    private static func resolve(_ pattern: RoutePattern, extras: [Extra], enums: [EnumDeclaration]) -> RoutePattern {
        pattern.resolvingColonPlaceholders { name in
            extras.first { $0.urlName == name }.flatMap { RoutePattern.PlaceholderType.forExtraType($0.type, enums: enums) }
        }
    }

    /// RouteKit's own ambiguity check on every pair of external routes, on their resolved patterns.
    private static func ambiguities(
        _ paths: [(route: Int, path: ParsedPath)], resolved: [RoutePattern], routes: [RouteDeclaration],
        enums: [EnumDeclaration], file: String
    ) -> [Diagnostic] {
        let cases: (String) -> [String]? = { name in enums.first { $0.name == name }?.cases.map(\.name) }
        var diagnostics: [Diagnostic] = []
        for (later, earlier) in RoutePattern.firstAmbiguities(in: resolved, enumCases: cases).enumerated() {
            guard let earlier else { continue }
            let first = paths[earlier]
            let second = paths[later]
            let firstName = routes[first.route].name
            diagnostics.append(.error(
                "path '\(second.path.text)' of route '\(routes[second.route].name)' is ambiguous with route "
                    + "'\(firstName)': a URL can match both with equal specificity",
                at: second.path.location ?? SourceLocation(file: file),
                notes: [.note("route '\(firstName)' has path '\(first.path.text)'",
                              at: first.path.location ?? SourceLocation(file: file))]))
        }
        return diagnostics
    }
}
