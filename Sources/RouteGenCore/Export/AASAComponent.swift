@_spi(RouteGen) import RouteKit

/// One entry of `applinks.details[].components` in an apple-app-site-association file.
struct AASAComponent: Hashable, Sendable {
    /// The `/` pattern, matched against the link's percent-encoded path.
    var path: String
    /// The `?` dictionary: query item names and value patterns, in the route's extra order; empty: no `?` key.
    var query: [QueryItem]
    /// The `#` pattern, matched against the link's percent-encoded fragment; nil: no `#` key (any fragment).
    var fragment: String?
    /// `exclude: true`: a link that matches opens in the browser, whatever later components say.
    var exclude: Bool
    /// Names the route the component stands for (Apple ignores it).
    var comment: String
    /// Why the component claims links its route does not open; empty when it claims exactly the route's links.
    var looseness: [AASALooseness]

    struct QueryItem: Hashable, Sendable {
        var name: String
        var pattern: String
    }

    /// What the system reads of a component (the comment aside): two with equal keys claim the same links.
    struct Key: Hashable {
        let path: String
        let query: [QueryItem]
        let fragment: String?
        let exclude: Bool
    }

    var key: Key { Key(path: path, query: query, fragment: fragment, exclude: exclude) }
}

extension URLSettings {
    /// Whether the apple-app-site-association file served on `fileHost` covers these settings: a host listed as it
    /// is, or a wildcard of that domain (`*.example.com` is verified with the file on `example.com`, as Apple reads
    /// associated domains). `*.example.com` given as `fileHost` means the same file.
    /// The host whose file the system fetches for a link on `linkHost` (lowercased), as it reads associated domains:
    /// the host itself when listed by name, else the domain of the longest wildcard that covers it
    /// (`blog.example.com` under `*.example.com` -> `example.com`); `linkHost` when nothing covers it.
    static func fileHost(for linkHost: String, in manifests: [Manifest]) -> String {
        let host = linkHost.lowercased()
        let listed = manifests.flatMap(\.allHosts).map { $0.lowercased() }
        if listed.contains(host) { return host }
        let domains = listed.filter { $0.hasPrefix("*.") }.map { String($0.dropFirst(2)) }
            .filter { host.hasSuffix("." + $0) }
        return domains.max { $0.count < $1.count } ?? host
    }

    /// The hosts of `manifests` that the file on `fileHost` serves (lowercased, each once, in manifest order).
    static func served(by fileHost: String, in manifests: [Manifest]) -> [String] {
        var hosts: [String] = []
        for host in manifests.flatMap(\.allHosts).map({ $0.lowercased() })
        where !hosts.contains(host) && URLSettings(hosts: [host]).servesFile(on: fileHost) {
            hosts.append(host)
        }
        return hosts
    }

    func servesFile(on fileHost: String) -> Bool {
        var domain = fileHost.lowercased()
        if domain.hasPrefix("*.") { domain.removeFirst(2) }
        return hosts.contains { $0.lowercased() == domain || $0.lowercased() == "*." + domain }
    }
}

/// Turns the external routes of manifests with hosts into AASA components, in the order the system must try them.
///
/// Apple's rules (Supporting associated domains; applinks.Details.Components): the first component that matches a
/// link decides, and `exclude: true` makes that decision "open in the browser". No wildcard stops at `/`, so a
/// placeholder's `?*` would also claim deeper paths: each route gets one exclude per such wildcard (the wildcard
/// followed by `/?*`) right before its own pattern. For those excludes never to hide another route's link:
/// - routes ending in a catch-all come first (their links may be any depth; they get no excludes);
/// - then the other routes, deepest first: an exclude only claims paths deeper than its route, and every deeper
///   route's pattern has been tried by then.
/// A route whose last segment cannot absorb a trailing `/` (static text, enum, bool, uuid) gets the same pair again
/// with a trailing `/`: the app ignores a trailing slash, patterns do not.
struct AASAComponentBuilder {
    /// One external route with its patterns, before ordering.
    private struct Entry {
        var depth: Int
        var endsWithCatchAll: Bool
        var ranks: [Int]
        /// The ranks of the fragment path the route requires (`FragmentPattern.ranks`), nil for none.
        var fragmentRanks: [UInt8]?
        var requiredCount: Int
        var components: [AASAComponent]
    }

    private(set) var variables: [String: [String]] = [:]
    private var entries: [Entry] = []

    /// Adds the external routes of `manifest` that https links on `host` reach (by their own `hosts:`, else the
    /// manifest's `url.hosts`); without `host`, every external route on some host.
    /// `served`: every host (lowercased) of the manifests that the file on `host` serves; a route on fewer of them
    /// is claimed on the others too, which its comment says.
    mutating func add(_ manifest: Manifest, host: String?, served: [String] = []) {
        for route in manifest.routes where route.exposure == .external {
            let settings = manifest.urlSettings(of: route)
            guard host.map(settings.servesFile(on:)) ?? !settings.hosts.isEmpty else { continue }
            let own = Set(settings.hosts.map { $0.lowercased() })
            let otherHosts = served.filter { !own.contains($0) }
            // Every pattern of a `path:` list opens the route, so each claims its links.
            for path in route.paths.map(\.text) {
                guard let segments = route.exportSegments(of: path, enums: manifest.enums) else { continue }
                let name = manifest.namespace + "." + route.name
                noteVariables(segments, manifest: manifest)
                entries.append(entry(for: route, path: path, named: name, segments: segments, manifest: manifest,
                                     otherHosts: otherHosts))
            }
        }
    }

    /// The components, catch-all routes first, then deepest first; equal depths most specific first (path, then
    /// fragment path, then more required query items: the `?` dictionary and `#` are what tell them apart), then in
    /// manifest order.
    func components() -> [AASAComponent] {
        let sorted = entries.enumerated().sorted { left, right in
            let a = left.element, b = right.element
            if a.endsWithCatchAll != b.endsWithCatchAll { return a.endsWithCatchAll }
            if a.depth != b.depth { return a.depth > b.depth }
            if a.ranks != b.ranks { return a.ranks.lexicographicallyPrecedes(b.ranks, by: >) }
            let fragment = FragmentPattern.compareRanks(a.fragmentRanks?[...], b.fragmentRanks?[...])
            if fragment != 0 { return fragment > 0 }
            if a.requiredCount != b.requiredCount { return a.requiredCount > b.requiredCount }
            return left.offset < right.offset
        }
        // Two routes can write the same exclude (two string placeholders in a row: `/read/?*/?*/?*`): the first
        // decides, a repeat says nothing.
        var seen: Set<AASAComponent.Key> = []
        return sorted.flatMap(\.element.components).filter { seen.insert($0.key).inserted }
    }

    private func entry(
        for route: RouteDeclaration, path written: String, named name: String, segments: [ExportSegment], manifest: Manifest,
        otherHosts: [String]
    ) -> Entry {
        let patterns = segments.map { AASASegmentPattern($0, namespace: manifest.namespace) }
        let endsWithCatchAll = segments.last.map { if case .catchAll = $0 { true } else { false } } ?? false
        let query = route.requiredQueryExtras.map { extra in
            Self.queryPattern(extra, kind: ExportValueKind(extra.type, enums: manifest.enums))
        }
        let fragment = Self.fragmentPattern(route, enums: manifest.enums)
        var looseness: [AASALooseness] = []
        for cause in patterns.compactMap(\.looseness) + query.compactMap(\.looseness) + [fragment.looseness].compactMap({ $0 })
        where !looseness.contains(cause) {
            looseness.append(cause)
        }
        for extra in route.extras where !extra.isInternal && extra.binding != .none {
            guard let form = extra.form else { continue }
            looseness.append(.form(name: extra.linkName ?? extra.name, form: form.description))
        }
        let spanning = patterns.indices.filter { patterns[$0].spans && !(endsWithCatchAll && $0 == patterns.count - 1) }
        if endsWithCatchAll, !spanning.isEmpty { looseness.append(.spansBeforeCatchAll) }
        if !otherHosts.isEmpty { looseness.append(.otherHosts(otherHosts)) }

        var comment = name + " " + written
        if !looseness.isEmpty { comment += "; wider than the route: " + looseness.map(\.description).joined(separator: "; ") }
        var positive = AASAComponent(path: Self.join(patterns.map(\.text)), query: query.map(\.item), exclude: false,
                                     comment: comment, looseness: looseness)
        positive.fragment = fragment.pattern
        var excludes: [AASAComponent] = []
        if !endsWithCatchAll {
            for index in spanning {
                var texts = patterns.map(\.text)
                texts[index] += "/?*"
                excludes.append(AASAComponent(path: Self.join(texts), query: [], exclude: true,
                                              comment: "not " + name + ": deeper than " + written, looseness: []))
            }
        }
        var components = excludes + [positive]
        if let last = patterns.last, !last.spans {
            components += components.map { component in
                var twin = component
                twin.path += "/"
                twin.comment += " (trailing slash)"
                return twin
            }
        }
        // As the app's matcher ranks the pattern (`SegmentRank`).
        let parsed = try? RoutePattern(parsing: written)
        let ranks = (parsed.map { route.matchedPattern($0, enums: manifest.enums).ranks } ?? []).map { Int($0) }
        // The fragment path decides first, then the required items, as the app's matcher orders them.
        let fragmentRanks = route.fragmentName.map { (try? FragmentPattern(parsing: $0))?.ranks ?? [] }
        let requiredCount = query.count + route.requiredFragmentExtras.count
        return Entry(depth: segments.count, endsWithCatchAll: endsWithCatchAll, ranks: ranks, fragmentRanks: fragmentRanks,
                     requiredCount: requiredCount,
                     components: components)
    }

    private mutating func noteVariables(_ segments: [ExportSegment], manifest: Manifest) {
        for segment in segments {
            guard case .value(_, let kind) = segment else { continue }
            switch kind {
            case .bool: variables[AASAVariables.bool] = AASAVariables.boolValues
            case .signedNumber: variables[AASAVariables.numberStart] = AASAVariables.numberStartValues
            case .enumeration(let declaration):
                variables[AASAVariables.name(ofEnum: declaration.name, namespace: manifest.namespace)] =
                    declaration.cases.map { RoutePattern.encodedSegment($0.urlValue) }
            default: break
            }
        }
    }

    /// The `?` value pattern of a required query extra: wildcards only (substitution variables are documented for
    /// paths), so a typed value is only checked for presence.
    private static func queryPattern(_ extra: Extra, kind: ExportValueKind) -> (item: AASAComponent.QueryItem, looseness: AASALooseness?) {
        let pattern: String
        var looseness: AASALooseness? = .queryValue(extra.urlName, kind)
        switch kind {
        case .string:
            pattern = "*"
            looseness = nil
        case .custom:
            pattern = "*"
        case .uuid:
            pattern = "????????-????-????-????-????????????"
        default:
            pattern = "?*"
        }
        return (AASAComponent.QueryItem(name: extra.urlName, pattern: pattern), looseness)
    }

    /// The `#` pattern of a route that requires something of the fragment, and how it is wider than the route.
    /// Apple's `#` is one pattern (no dictionary like `?`), and `?` in it matches any character, so the `?` after a
    /// fragment path is matched as any character: `qr-code-login?*`; a placeholder of the path is `?*`: `p/?*`.
    static func fragmentPattern(_ route: RouteDeclaration, enums: [EnumDeclaration]) -> (pattern: String?, looseness: AASALooseness?) {
        let required = route.requiredFragmentExtras
        switch route.linkFragment {
        case nil:
            return (nil, nil)
        case .whole:
            guard let extra = required.first else { return (nil, nil) }
            let kind = ExportValueKind(extra.type, enums: enums)
            if case .string = kind { return ("?*", nil) }
            return ("?*", .fragment(.value(extra.name, kind)))
        case .items(let path):
            let items = required.compactMap(\.linkName)
            guard let path else { return items.isEmpty ? (nil, nil) : ("?*", .fragment(.items(items))) }
            guard let pattern = try? FragmentPattern(parsing: path), !pattern.placeholders.isEmpty else {
                return items.isEmpty ? (path + "*", .fragment(.name(path))) : (path + "?*", .fragment(.items(items)))
            }
            // A placeholder's `*` already takes any items after the path; a static last segment needs one of its own.
            let written = fragmentPathPattern(pattern), endsWithPlaceholder = pattern.pattern.segments.last.map {
                if case .placeholder = $0 { return true }
                return false
            } ?? false
            let tail = !items.isEmpty ? "?*" : endsWithPlaceholder ? "" : "*"
            return (written + tail, .fragment(.path(pattern.description)))
        }
    }

    /// A fragment path as Apple's `#` pattern: static segments as links write them, each placeholder `?*` (one
    /// character at least, as a segment has): `p/?*` for `p/<phone>`, `/?*/?*` for `/<room>/<event>`.
    static func fragmentPathPattern(_ pattern: FragmentPattern) -> String {
        let segments = pattern.pattern.segments.map { segment -> String in
            if case .literal(let text) = segment { return RoutePattern.encodedSegment(text) }
            return "?*"
        }
        return (pattern.startsWithSlash ? "/" : "") + segments.joined(separator: "/")
    }

    private static func join(_ segments: [String]) -> String {
        segments.isEmpty ? "/" : segments.map { "/" + $0 }.joined()
    }
}
