@_spi(RouteGen) import RouteKit

/// The rules for a `path:` list and for an extra read from a link's subdomain (`in: subdomain`).
extension RouteRules {
    /// The patterns after the first of a `path:` list, parsed: each binds exactly the placeholders of the first (same
    /// names and types), since one route struct is built from any of them, and none repeats another.
    mutating func checkAlternatePaths(of route: RouteDeclaration, canonical: ParsedPath?) -> [ParsedPath] {
        guard route.paths.count > 1 else { return [] }
        let file = manifest.sourcePath
        var parsed: [ParsedPath] = []
        var seen: [RoutePattern: String] = canonical.map { [$0.pattern: $0.text] } ?? [:]
        for written in route.paths.dropFirst() {
            let text = written.text, location = written.location ?? SourceLocation(file: file)
            guard let path = ParsedPath.parse(text, at: location, file: file, into: &diagnostics) else { continue }
            if let earlier = seen[path.pattern] {
                diagnostics.append(.error(
                    "path '\(text)' of route '\(route.name)' repeats '\(earlier)': every pattern of a route opens it, so "
                        + "list each once", at: location))
                continue
            }
            seen[path.pattern] = text
            if let canonical, !bindsSamePlaceholders(path, as: canonical, route: route.name, extras: route.extras) { continue }
            parsed.append(path)
        }
        return parsed
    }

    /// Whether `path` has the placeholders of `canonical`, by name and type; a difference is reported at `path`.
    private mutating func bindsSamePlaceholders(
        _ path: ParsedPath, as canonical: ParsedPath, route: String, extras: [Extra]
    ) -> Bool {
        let file = manifest.sourcePath
        let expected = Dictionary(canonical.pattern.placeholders.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var found: Set<String> = []
        var agrees = true
        for (index, segment) in path.pattern.segments.enumerated() {
            guard case .placeholder(let placeholder) = segment else { continue }
            found.insert(placeholder.name)
            let location = path.location(ofSegmentAt: index, file: file)
            guard let original = expected[placeholder.name] else {
                agrees = false
                diagnostics.append(.error(
                    "placeholder '\(path.spelling(ofPlaceholderAt: index))' of path '\(path.text)' is not in the route's "
                        + "first path '\(canonical.text)': every path of route '\(route)' binds the same placeholders"
                        + Suggestion.hint(for: placeholder.name, in: Array(expected.keys).sorted()), at: location))
                continue
            }
            if PlaceholderKind(placeholder) != PlaceholderKind(original) {
                agrees = false
                diagnostics.append(.error(
                    "placeholder '\(path.spelling(ofPlaceholderAt: index))' of path '\(path.text)' has another type than "
                        + "in the route's first path '\(canonical.text)'; write it as there", at: location))
            }
        }
        // A placeholder whose extra is declared optional may be left out: the route gets nil from such a path.
        let missing = canonical.pattern.placeholders.map(\.name).filter { name in
            !found.contains(name) && !(extras.first { $0.hasURLName(name) }?.type.isOptional ?? false)
        }
        if !missing.isEmpty {
            agrees = false
            diagnostics.append(.error(
                "path '\(path.text)' of route '\(route)' lacks " + QueryItemsText.list(missing)
                    + " of its first path '\(canonical.text)': every path of a route binds the same placeholders, "
                    + "so that any of them gives the route all its values; or declare the extra optional, nil from the "
                    + "paths without it",
                at: path.location ?? SourceLocation(file: file)))
        }
        return agrees
    }

    /// An extra `in: subdomain` reads the part of the host a wildcard stands for: a `String` of an external route
    /// reached on a wildcard host, one per route, without `key:` or `internal:`. A route reached only on wildcard
    /// hosts needs one, or no link to it could name a host.
    mutating func checkSubdomain(of route: RouteDeclaration) {
        // Nothing to check on a route that reads no subdomain and is reached on the manifest's hosts, none of them a
        // wildcard: the usual route, which then costs no copy of its URL settings.
        guard manifestHasWildcardHost || route.ownURL != nil || route.extras.contains(where: { $0.carrier == .subdomain })
        else { return }
        let settings = manifest.urlSettings(of: route)
        let wildcards = settings.hosts.filter { $0.hasPrefix("*.") }
        var readers: [Extra] = []
        for extra in route.extras where extra.carrier == .subdomain {
            let location = extra.carrierLocation ?? extra.location
            if route.exposure == .internal || extra.isInternal {
                diagnostics.append(.error(
                    "extra '\(extra.name)' is read from the subdomain, but "
                        + (extra.isInternal ? "it is 'internal: true'" : "route '\(route.name)' is internal")
                        + ", so no link carries it; remove 'in: subdomain'", at: location))
                continue
            }
            if case .named(["String"]) = extra.type.unwrappedOptional {} else {
                diagnostics.append(.error(
                    "extra '\(extra.name)' is read from the subdomain, so its type is 'String' or 'String?', found "
                        + "'\(extra.type)'", at: extra.typeLocation ?? extra.location))
            }
            if let keyLocation = extra.keyLocation {
                diagnostics.append(.error(
                    "extra '\(extra.name)' is read from the subdomain, which has no name in links; remove 'key'",
                    at: keyLocation))
            }
            if wildcards.isEmpty {
                diagnostics.append(.error(
                    "extra '\(extra.name)' is read from the subdomain, but route '\(route.name)' is reached on no "
                        + "wildcard host; list one such as '*.example.com' in 'hosts'", at: location))
            }
            readers.append(extra)
        }
        if readers.count > 1, let second = readers.dropFirst().first {
            diagnostics.append(.error(
                "route '\(route.name)' reads the subdomain into '\(readers[0].name)' and '\(second.name)'; keep one",
                at: second.carrierLocation ?? second.location))
        }
        if route.exposure == .external, route.path != nil, !wildcards.isEmpty, wildcards.count == settings.hosts.count,
           readers.isEmpty {
            diagnostics.append(.error(
                "route '\(route.name)' is reached on wildcard hosts only (\(wildcards.joined(separator: ", "))), so a "
                    + "link to it must name a subdomain: declare an extra such as 'site: { type: String, in: subdomain }'"
                    + ", or list a host without '*'", at: settings.location ?? route.location))
        }
    }
}
