@_spi(RouteGen) import RouteKit

/// What validation produces: the completed manifest (placeholder extras added, bindings set) and every
/// semantic problem found. The manifest is only fit for rendering when `diagnostics` has no errors.
public struct ValidationResult: Sendable {
    var manifest: Manifest
    var diagnostics: [Diagnostic]
}

/// Checks every semantic rule on a decoded manifest, collecting all diagnostics.
enum ManifestValidator {
    static func validate(_ manifest: Manifest) -> ValidationResult {
        var manifestRules = ManifestRules(manifest: manifest)
        manifestRules.checkAll()
        var sharedExtras = RouteRules(manifest: manifest)
        sharedExtras.checkSharedExtras()
        let checked = checkRoutes(of: manifest)
        var completed = manifest
        completed.routes = checked.routes
        let paths = checked.paths
        var diagnostics = manifestRules.diagnostics + sharedExtras.diagnostics + checked.diagnostics
        if manifest.url.schemes.isEmpty, manifest.url.hosts.isEmpty,
           let firstExternal = manifest.routes.first(where: { $0.exposure == .external && $0.ownURL == nil }) {
            diagnostics.append(.error(
                "external route '\(firstExternal.name)' cannot be reached: add 'url.schemes' or 'url.hosts' to the "
                    + "manifest, or 'hosts'/'schemes' to the route", at: firstExternal.location))
        }
        // Tabs and parents read the completed routes: a parent's placeholder-declared extras are needed too.
        var navigationRules = NavigationRules(manifest: completed)
        navigationRules.checkAll()
        diagnostics += navigationRules.diagnostics
        diagnostics += SpelledTypeRules.diagnostics(for: completed.routes)
        diagnostics += TypeSpellingRules.diagnostics(for: manifest)
        diagnostics += EntryPointRules.diagnostics(for: completed)
        diagnostics += DependencyRules.diagnostics(for: manifest)
        let resolved = checked.resolved
        diagnostics += ambiguities(paths, resolved: resolved, routes: completed.routes, manifest: manifest)
        diagnostics += EnumShadowing.warnings(paths, resolved: resolved, routes: completed.routes, manifest: manifest)
        return ValidationResult(manifest: completed, diagnostics: diagnostics)
    }

    /// What the per-route rules found: completed routes with their external paths, and diagnostics.
    private struct CheckedRoutes {
        var routes: [RouteDeclaration] = []
        /// External routes' parsed paths, with the index of their completed route (not a copy of it).
        var paths: [(route: Int, path: ParsedPath)] = []
        /// Those paths' patterns with `:name` placeholders typed by their extras, for the ambiguity check.
        var resolved: [RoutePattern] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The per-route rules on every route.
    private static func checkRoutes(of manifest: Manifest) -> CheckedRoutes {
        var routeRules = RouteRules(manifest: manifest)
        var part = CheckedRoutes()
        part.routes.reserveCapacity(manifest.routes.count)
        for index in manifest.routes.indices {
            let (route, parsed) = routeRules.check(manifest.routes[index])
            if route.exposure == .external {
                for path in parsed {
                    part.paths.append((index, path))
                    part.resolved.append(route.matchedPattern(path.pattern, enums: manifest.enums))
                }
            }
            part.routes.append(route)
        }
        part.diagnostics = routeRules.diagnostics
        return part
    }

    /// RouteKit's own ambiguity check on every pair of external routes, on their resolved patterns: two routes tie
    /// when some URL reaches both (their URL settings share a scheme or a host), their paths are ambiguous, and
    /// neither's required query items strictly include the other's (`QuerySpecificity`).
    private static func ambiguities(
        _ paths: [(route: Int, path: ParsedPath)], resolved: [RoutePattern], routes: [RouteDeclaration],
        manifest: Manifest
    ) -> [Diagnostic] {
        let file = manifest.sourcePath
        let cases: (String) -> [String]? = { name in manifest.enums.first { $0.name == name }?.cases.map(\.urlValue) }
        let urls = paths.map { manifest.urlSettings(of: routes[$0.route]).configuration }
        let required = paths.map { routes[$0.route].requiredQueryItems }
        let fragments = paths.map { routes[$0.route].fragmentName }
        let specificity = { (later: Int, earlier: Int) in
            QuerySpecificity(required[later], fragment: fragments[later], required[earlier], fragment: fragments[earlier])
        }
        // A route's own patterns never tie with each other: whichever wins, the route opens.
        let overlapping = { (later: Int, earlier: Int) in
            paths[later].route != paths[earlier].route && urls[later].sharesURLs(with: urls[earlier])
        }
        let ties = RoutePattern.firstAmbiguities(in: resolved, enumCases: cases) { later, earlier in
            overlapping(later, earlier) && specificity(later, earlier) == .same
        }
        var diagnostics: [Diagnostic] = []
        for (later, earlier) in ties.enumerated() {
            guard let earlier else { continue }
            let first = paths[earlier], second = paths[later]
            let firstRoute = routes[first.route], secondRoute = routes[second.route]
            diagnostics.append(.error(
                "path '\(second.path.text)' of route '\(secondRoute.name)' is ambiguous with route "
                    + "'\(firstRoute.name)': a URL \(sharedText(firstRoute, secondRoute, urls[earlier], urls[later]))"
                    + "can match both with equal specificity"
                    + QueryItemsText.sameSuffix(required[later], fragment: fragments[later]),
                at: second.path.location ?? SourceLocation(file: file),
                notes: [.note("route '\(firstRoute.name)' has path '\(first.path.text)'",
                              at: first.path.location ?? SourceLocation(file: file))]))
        }
        // Required query items that neither includes: a link carrying both sets opens the route requiring more, or
        // with as many the one listed first. Not an error; stated once, at the later route.
        let choices = RoutePattern.firstAmbiguities(in: resolved, enumCases: cases) { later, earlier in
            overlapping(later, earlier) && specificity(later, earlier).isIncomparable
        }
        for (later, earlier) in choices.enumerated() {
            guard let earlier else { continue }
            let first = paths[earlier], second = paths[later]
            diagnostics.append(.note(
                QueryItemsText.choice(routes[second.route].name, required[later], fragments[later],
                                      over: routes[first.route].name, required[earlier], fragments[earlier],
                                      path: first.path.text),
                at: second.path.location ?? SourceLocation(file: file)))
        }
        // A custom-scheme URL whose host one route accepts and another does not is read two ways.
        let hostTies = RoutePattern.hostReadingTies(in: resolved, configurations: urls, enumCases: cases) { reader, other in
            paths[reader].route != paths[other].route && specificity(reader, other).ties
        }
        var reported: Set<[Int]> = []
        for tie in hostTies where reported.insert([tie.hostReader, tie.pathReader].sorted()).inserted {
            let side = { (index: Int) in
                HostReadingTieText.Side(route: routes[paths[index].route].name, path: paths[index].path.text,
                                        location: paths[index].path.location ?? SourceLocation(file: file))
            }
            diagnostics.append(HostReadingTieText.diagnostic(
                tie, hostReader: side(tie.hostReader), pathReader: side(tie.pathReader),
                reportAtHostReader: tie.hostReader > tie.pathReader))
        }
        return diagnostics
    }
}

/// `on scheme 'x' `, for a tie where a route has hosts or schemes of its own (else every route shares the manifest's).
private func sharedText(
    _ first: RouteDeclaration, _ second: RouteDeclaration, _ left: URLConfiguration, _ right: URLConfiguration
) -> String {
    guard first.ownURL != nil || second.ownURL != nil else { return "" }
    return "on " + CrossManifestTies.sharedURLs(left, right) + " "
}

/// How tie messages name required query items.
enum QueryItemsText {
    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "none" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
    }

    /// `the query item 'a'`, `the query items 'a' and 'b'`; items read from the fragment (`#token`, `#`) and a
    /// fragment path as such: `the query item 'a' and the fragment item 'token'`, `the fragment path 'p/<phone>'`.
    static func items(_ names: [String], fragment: String? = nil) -> String {
        let query = names.filter { !$0.hasPrefix("#") }
        let fragmentItems = names.filter { $0.count > 1 && $0.hasPrefix("#") }.map { String($0.dropFirst()) }
        var parts: [String] = []
        if !query.isEmpty { parts.append((query.count == 1 ? "the query item " : "the query items ") + list(query)) }
        if names.contains("#") { parts.append("the whole fragment") }
        if !fragmentItems.isEmpty {
            parts.append((fragmentItems.count == 1 ? "the fragment item " : "the fragment items ") + list(fragmentItems))
        }
        if let fragment { parts.append("the fragment path '\(fragment)'") }
        guard parts.count > 1 else { return parts.first ?? "no query item" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }

    /// Appended to a tie of equal paths whose routes require the same query items (and fragment path).
    static func sameSuffix(_ names: [String], fragment: String? = nil) -> String {
        names.isEmpty && fragment == nil ? "" : " (both require \(items(names, fragment: fragment)))"
    }

    /// Why two equal paths with incomparable required query items tie, and the fix (across manifests, where only
    /// registration order would decide).
    static func incomparable(
        _ name: String, _ items: [String], _ otherName: String, _ otherItems: [String],
        fragments: (String?, String?) = (nil, nil)
    ) -> String {
        let plain = fragments == (nil, nil) && !(items + otherItems).contains { $0.hasPrefix("#") }
        return "their paths match the same URLs, " + requirements(name, items, otherName, otherItems, fragments: fragments)
            + "; neither set includes the other and they are as large, so a URL carrying both matches both with equal "
            + "specificity. Make one route require every " + (plain ? "query item" : "value") + " the other requires, "
            + "or one more, or change a path"
    }

    /// Which of two routes on one path, with required items neither includes, opens a link carrying both: the one
    /// requiring more, else the one listed first (`later` was listed after `earlier`).
    static func choice(
        _ later: String, _ laterItems: [String], _ laterFragment: String?,
        over earlier: String, _ earlierItems: [String], _ earlierFragment: String?, path: String
    ) -> String {
        let specificity = QuerySpecificity(laterItems, fragment: laterFragment, earlierItems, fragment: earlierFragment)
        let (winner, why) = specificity == .moreItems ? (later, "it requires more")
            : specificity == .fewerItems ? (earlier, "it requires more") : (earlier, "as many: the one listed first")
        return "route '\(later)' and route '\(earlier)' (path '\(path)') match the same URLs; "
            + requirements(later, laterItems, earlier, earlierItems, fragments: (laterFragment, earlierFragment))
            + ". A link carrying both opens '\(winner)' (\(why)); one carrying only one set opens that set's route"
    }

    /// `'a' requires the query item 'x' and 'b' requires 'y'`.
    private static func requirements(
        _ name: String, _ items: [String], _ otherName: String, _ otherItems: [String], fragments: (String?, String?)
    ) -> String {
        // Query items alone on both sides: the second set reads as a list after the first's "the query items".
        let plain = fragments == (nil, nil) && !(items + otherItems).contains { $0.hasPrefix("#") }
        return "'\(name)' requires \(self.items(items, fragment: fragments.0)) and "
            + "'\(otherName)' requires \(plain ? list(otherItems) : self.items(otherItems, fragment: fragments.1))"
    }
}
