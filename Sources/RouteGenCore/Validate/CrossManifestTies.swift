@_spi(RouteGen) import RouteKit

/// Ties between external routes of different manifests linked into one app: one URL space,
/// so two routes of two manifests that a URL matches with equal specificity are as much an error as two in one.
///
/// The rule is the validator's, on the same resolved patterns, through RouteKit's `RoutePattern.firstAmbiguities`:
/// only routes whose URL settings (their own `hosts:`/`schemes:`, else their manifest's) share a scheme or a host
/// (`URLConfiguration.sharesURLs`) can tie, a strict superset of required query items wins (`QuerySpecificity`), and
/// enum placeholders are compared with each manifest's own cases (equally named enums of two manifests differ).
enum CrossManifestTies {
    /// One error per route that ties with a route of an earlier manifest, at the later route's path, with a note at
    /// the earlier one's: both lines are shown. Give only validated manifests (ties within one are the validator's).
    static func diagnostics(for manifests: [Manifest]) -> [Diagnostic] {
        // A tie needs two manifests; nothing is prepared for one (`routegen lint` of a single file).
        guard manifests.count > 1 else { return [] }
        let prepared = manifests.enumerated().map { Prepared($1, index: $0) }
        var diagnostics: [Diagnostic] = []
        for later in prepared.indices {
            var reported = Set<Int>()
            for earlier in 0..<later where prepared[earlier].urls.sharesURLs(with: prepared[later].urls) {
                let first = prepared[earlier], second = prepared[later]
                let urls = first.routeURLs + second.routeURLs, required = first.required + second.required
                let fragments = (first.routes + second.routes).map(\.fragmentName)
                let split = first.patterns.count
                let firsts = RoutePattern.firstAmbiguities(
                    in: first.patterns + second.patterns,
                    enumCases: { name in first.enumCases[name] ?? second.enumCases[name] },
                    // Pairs within one manifest are the validator's; only pairs across the two are looked at here.
                    competing: { later, earlier in
                        earlier < split && later >= split && urls[later].sharesURLs(with: urls[earlier])
                            && QuerySpecificity(required[later], fragment: fragments[later],
                                                required[earlier], fragment: fragments[earlier]).ties
                    })
                for (offset, tie) in firsts.dropFirst(first.patterns.count).enumerated() {
                    guard let tie, tie < first.patterns.count, reported.insert(offset).inserted else { continue }
                    diagnostics.append(diagnostic(second, offset, tiesWith: first, tie))
                }
                diagnostics += hostReadingTies(first, second, urls: urls, required: required, fragments: fragments)
            }
        }
        return diagnostics
    }

    /// Custom-scheme URLs a route of `second` and a route of `first` read two ways (one accepts the host, the other
    /// reads it as a path segment) with equal specificity: one error per pair, at `second`'s pattern.
    private static func hostReadingTies(
        _ first: Prepared, _ second: Prepared, urls: [URLConfiguration], required: [[String]], fragments: [String?]
    ) -> [Diagnostic] {
        let split = first.patterns.count
        let ties = RoutePattern.hostReadingTies(
            in: first.patterns + second.patterns, configurations: urls,
            enumCases: { name in first.enumCases[name] ?? second.enumCases[name] },
            competing: { reader, other in
                (reader < split) != (other < split)
                    && QuerySpecificity(required[reader], fragment: fragments[reader], required[other], fragment: fragments[other]).ties
            })
        var reported: Set<[Int]> = []
        var diagnostics: [Diagnostic] = []
        for tie in ties where reported.insert([tie.hostReader, tie.pathReader].sorted()).inserted {
            let side = { (index: Int) in
                let prepared = index < split ? first : second, local = index < split ? index : index - split
                return HostReadingTieText.Side(
                    route: prepared.routes[local].name, path: prepared.pathTexts[local],
                    location: prepared.pathLocations[local],
                    origin: index < split ? " of \(first.manifest.sourcePath)" : "")
            }
            diagnostics.append(HostReadingTieText.diagnostic(
                tie, hostReader: side(tie.hostReader), pathReader: side(tie.pathReader),
                reportAtHostReader: tie.hostReader >= split))
        }
        return diagnostics
    }

    /// A manifest's external routes with the patterns compared: `:name` placeholders typed by their extras (as the
    /// validator does) and enum names qualified by the manifest's position.
    private struct Prepared {
        var manifest: Manifest
        /// Every scheme and host of the manifest and its routes: two manifests whose sets share none never tie.
        var urls: URLConfiguration
        var routes: [RouteDeclaration] = []
        /// Each route's own URL settings (else the manifest's) and required query items, by index in `routes`.
        var routeURLs: [URLConfiguration] = []
        var required: [[String]] = []
        var patterns: [RoutePattern] = []
        /// Each pattern as written and where: a route with a `path:` list has one entry per pattern.
        var pathTexts: [String] = []
        var pathLocations: [SourceLocation] = []
        var enumCases: [String: [String]] = [:]

        init(_ manifest: Manifest, index: Int) {
            self.manifest = manifest
            urls = URLConfiguration(schemes: manifest.allSchemes, hosts: manifest.allHosts)
            let qualify = { (name: String) in "\(index).\(name)" }
            for declaration in manifest.enums {
                enumCases[qualify(declaration.name)] = declaration.cases.map(\.urlValue)
            }
            for route in manifest.routes where route.exposure == .external {
                for written in route.paths {
                    guard let pattern = try? RoutePattern(parsing: written.text) else { continue }
                    let resolved = route.matchedPattern(pattern, enums: manifest.enums)
                    routes.append(route)
                    routeURLs.append(manifest.urlSettings(of: route).configuration)
                    required.append(route.requiredQueryItems)
                    patterns.append(resolved.renamingEnumerations(qualify))
                    pathTexts.append(written.text)
                    pathLocations.append(written.location ?? route.location)
                }
            }
        }
    }

    private static func diagnostic(
        _ second: Prepared, _ index: Int, tiesWith first: Prepared, _ otherIndex: Int
    ) -> Diagnostic {
        let route = second.routes[index], other = first.routes[otherIndex]
        let shared = sharedURLs(first.routeURLs[otherIndex], second.routeURLs[index])
        let items = second.required[index], otherItems = first.required[otherIndex]
        let query = QuerySpecificity(items, fragment: route.fragmentName, otherItems, fragment: other.fragmentName) == .incomparable
            ? "; " + QueryItemsText.incomparable(route.name, items, other.name, otherItems,
                                                 fragments: (route.fragmentName, other.fragmentName))
            : QueryItemsText.sameSuffix(items, fragment: route.fragmentName)
        return .error(
            "path '\(second.pathTexts[index])' of route '\(route.name)' is ambiguous with route '\(other.name)' of "
                + "\(first.manifest.sourcePath): a URL on \(shared) can match both with equal specificity "
                + "(manifests linked into one app share one URL space)" + query,
            at: second.pathLocations[index],
            notes: [.note("route '\(other.name)' (namespace \(first.manifest.namespace)) has path '\(first.pathTexts[otherIndex])'",
                          at: first.pathLocations[otherIndex])])
    }

    /// `scheme 'shop'` or `host 'shop.example.com'`: what makes the two manifests compete, for the message.
    static func sharedURLs(_ left: URLConfiguration, _ right: URLConfiguration) -> String {
        if let scheme = left.schemes.first(where: { s in right.schemes.contains { $0.lowercased() == s.lowercased() } }) {
            // Routes that require their host on custom schemes meet only on a host both read before the path.
            let host = left.schemeHosts.isEmpty && right.schemeHosts.isEmpty ? nil
                : left.customSchemeHosts.first { h in right.customSchemeHosts.contains { $0.lowercased() == h.lowercased() } }
            return "scheme '\(scheme)'" + (host.map { " and host '\($0)'" } ?? "")
        }
        let host = left.hosts.first { h in right.hosts.contains { RouteDescriptor.hostsOverlap(h, $0) } } ?? ""
        return "host '\(host)'"
    }
}
