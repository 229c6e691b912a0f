#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_spi(RouteGen) import RouteKit

/// Matches URLs against a manifest without generating or compiling anything, using RouteKit's `URLMatcher`
/// with dynamic entries: the answer is the one the generated code gives in the app.
struct ManifestURLMatcher: Sendable {
    private let matcher: URLMatcher<[MatchedExtra]>
    /// The internal routes' paths, matched as if they were external, only to explain a non-match.
    private let internalPaths: URLMatcher<String>
    private let readers: [String: [ExtraSlot]]
    /// Every route's `tab` and `parent`, by name: what a match reports about where the route opens.
    private let placement: [String: (tab: String?, parent: String?)]
    /// Each external route's URL names by what the route does with them, and its required query items.
    private let queryUse: [String: QueryUse]

    /// What a route does with a query item of a given name.
    private struct QueryUse: Sendable {
        /// Path placeholders: a query item so named is dropped, the path gives the value.
        var path: Set<String> = []
        /// `internal: true` extras: never read from a URL.
        var internalExtras: Set<String> = []
        /// Read from the query.
        var read: Set<String> = []
        /// Read from the fragment (`#token`, `#` for the whole fragment).
        var fragment: Set<String> = []
        var required: [String]
        /// The fragment path the route requires (`fragment:`).
        var fragmentName: String?
        /// The placeholders of that path (also in `path`).
        var fragmentPath: Set<String> = []
    }
    /// Each external route's patterns by RouteKit's spelling (what an explanation names) to the displayed one.
    private let displayedPatterns: [String: [String: String]]
    /// Internal routes without a path, by lowercased name: a URL naming one is explained, never opened.
    private let internalNames: [String: String]
    /// The number of routes when none is external (`URLMatchReport.internalOnlyRouteCount`).
    private let internalOnlyRouteCount: Int?
    /// Each external route alone, by the shape of its patterns (placeholder names left out): the routes on the same
    /// path as the winner, whose required query items decided between them (`URLMatchReport.decidedOver`).
    private let routesByShape: [[String]: [(name: String, order: Int, matcher: URLMatcher<String>)]]

    /// One extra of a route: read from the URL, or internal (never read).
    enum ExtraSlot: Sendable {
        case read(ExtraReader)
        case internalExtra(name: String, type: String)
    }

    /// Builds the matcher for a validated manifest's external routes (internal routes are never matched).
    init(manifest: Manifest) {
        let configuration = manifest.url.configuration
        var entries: [URLMatcher<[MatchedExtra]>.Entry] = []
        var readers: [String: [ExtraSlot]] = [:]
        var queryUse: [String: QueryUse] = [:]
        var displayedPatterns: [String: [String: String]] = [:]
        var routesByShape: [[String]: [(name: String, order: Int, matcher: URLMatcher<String>)]] = [:]
        for route in manifest.routes where route.exposure == .external {
            // Keyed by the pattern as the descriptor spells it (`matchedPathTexts`), which explanations name.
            for (path, matched) in zip(route.paths.map(\.text), route.matchedPathTexts(enums: manifest.enums)) {
                guard let parsed = try? RoutePattern(parsing: matched) else { continue }
                displayedPatterns[route.name, default: [:]][parsed.description] =
                    route.displayedPattern(path, enums: manifest.enums)
            }
            let slots: [ExtraSlot] = route.extras.map { extra in
                if !extra.isInternal, extra.binding != .none, let reader = ExtraReader(extra, enums: manifest.enums) {
                    return .read(reader)
                }
                return .internalExtra(name: extra.name, type: extra.type.description)
            }
            readers[route.name] = slots
            var use = QueryUse(required: route.requiredQueryItems, fragmentName: route.fragmentName)
            use.fragmentPath = Set(route.fragmentName.flatMap { try? FragmentPattern(parsing: $0) }?.placeholders.map(\.name) ?? [])
            for extra in route.extras {
                switch extra.binding {
                case .path: use.path.insert(extra.urlName)
                case .query: use.read.insert(extra.urlName)
                case .subdomain: break
                case .fragment: use.fragment.insert(extra.urlName)
                case .none: use.internalExtras.insert(extra.urlName)
                }
            }
            queryUse[route.name] = use
            let descriptor = manifest.linkDescriptor(of: route)
            entries.append(.init(descriptor: descriptor, decode: { parameters in try Self.decode(slots, parameters) }))
            let name = route.name, alone = URLMatcher([URLMatcher<String>.Entry(descriptor: descriptor, decode: { parameters in
                _ = try Self.decode(slots, parameters)
                return name
            })])
            for path in route.matchedPathTexts(enums: manifest.enums) {
                guard let parsed = try? RoutePattern(parsing: path) else { continue }
                routesByShape[Self.shape(parsed), default: []].append((name, entries.count - 1, alone))
            }
        }
        matcher = URLMatcher(entries)
        internalPaths = URLMatcher(manifest.routes.filter { $0.exposure == .internal && $0.path != nil }.map { route in
            let name = route.name, paths = route.matchedPathTexts(enums: manifest.enums)
            let descriptor = RouteDescriptor(name: name, exposure: .external, path: paths.first,
                                             alternatePaths: Array(paths.dropFirst()), urlConfiguration: configuration)
            return URLMatcher<String>.Entry(descriptor: descriptor, decode: { _ in name })
        })
        self.readers = readers
        self.displayedPatterns = displayedPatterns
        var placement: [String: (tab: String?, parent: String?)] = [:]
        for route in manifest.routes where placement[route.name] == nil { placement[route.name] = (route.tab, route.parent) }
        self.placement = placement
        self.queryUse = queryUse
        var internalNames: [String: String] = [:]
        for route in manifest.routes where route.exposure == .internal && route.path == nil {
            internalNames[route.name.lowercased()] = internalNames[route.name.lowercased()] ?? route.name
        }
        self.internalNames = internalNames
        self.routesByShape = routesByShape
        internalOnlyRouteCount = entries.isEmpty ? manifest.routes.count : nil
    }

    /// The route `url` opens and its extras, or RouteKit's reasons why none does.
    func match(_ url: URL) -> URLMatchReport {
        let explanation = matcher.explain(url)
        var extras: [MatchedExtra] = []
        if let route = explanation.route, let slots = readers[route], let parameters = explanation.parameters {
            extras = (try? Self.decode(slots, parameters)) ?? []
        }
        var report = URLMatchReport(explanation: explanation, route: explanation.route, extras: extras)
        if let route = explanation.route {
            report.pattern = explanation.pattern.map { displayedPatterns[route]?[$0] ?? $0 }
            report.requiredQueryItems = queryUse[route]?.required ?? []
            report.fragmentName = queryUse[route]?.fragmentName
            report.ignoredQueryItems = ignoredQueryItems(of: url, route: route)
            report.decidedOver = decidedOver(url, route: route, pattern: explanation.pattern)
            report.tab = placement[route]?.tab
            // Validation refuses cycles; the limit keeps an unvalidated manifest from looping.
            var next = placement[route]?.parent
            while let parent = next, report.parents.count < 16 {
                report.parents.append(parent)
                next = placement[parent]?.parent
            }
        }
        guard !report.isMatch else { return report }
        report.internalOnlyRouteCount = internalOnlyRouteCount
        if let internalRoute = internalPaths.match(url) {
            report.internalRoutesWithMatchingPath = [internalRoute]
        } else if let segments = Self.routePath(of: url), segments.count == 1, let name = internalNames[segments[0].lowercased()] {
            report.internalRoutesWithMatchingName = [name]
        }
        return report
    }

    /// The other routes on the winner's path that accept `url` too, each with what made the winner open it: its
    /// required query items include theirs, or neither set includes the other and it requires more, or as many and
    /// it comes first in the manifest.
    private func decidedOver(_ url: URL, route: String, pattern: String?) -> [String] {
        guard let pattern, let parsed = try? RoutePattern(parsing: pattern), let use = queryUse[route],
              let others = routesByShape[Self.shape(parsed)], let winner = others.first(where: { $0.name == route })
        else { return [] }
        var lines: [String] = []
        var seen: Set<String> = [route]
        for other in others where seen.insert(other.name).inserted {
            let explanation = other.matcher.explain(url)
            guard explanation.route != nil, let otherUse = queryUse[other.name] else { continue }
            let shown = "\(other.name) (\(explanation.pattern.map { displayedPatterns[other.name]?[$0] ?? $0 } ?? ""))"
            let mine = QueryItemsText.items(use.required, fragment: use.fragmentName)
            let theirs = QueryItemsText.items(otherUse.required, fragment: otherUse.fragmentName)
            switch QuerySpecificity(use.required, fragment: use.fragmentName, otherUse.required, fragment: otherUse.fragmentName) {
            case .moreSpecific where use.fragmentName != nil && use.fragmentName != otherUse.fragmentName:
                // The fragment paths decided, before any query item.
                lines.append("over \(shown), which accepts it too: \(route) requires the fragment path '\(use.fragmentName ?? "")'"
                    + (otherUse.fragmentName.map { ", more specific from the left than \(other.name)'s '\($0)'" }
                        ?? " and \(other.name) none"))
            case .moreSpecific:
                lines.append("over \(shown), which accepts it too: \(route) requires \(mine), which includes what \(other.name) requires")
            case .moreItems:
                lines.append("over \(shown), which accepts it too: \(route) requires \(mine) and \(other.name) \(theirs); "
                    + "neither includes the other, and \(route) requires more")
            case .incomparable, .same:
                let order = winner.order < other.order ? "comes first in the manifest" : "was registered first"
                lines.append("over \(shown), which accepts it too: \(route) requires \(mine) and \(other.name) \(theirs), "
                    + "as many; \(route) \(order)")
            case .lessSpecific, .fewerItems, .disjoint:
                continue
            }
        }
        return lines
    }

    /// A pattern's segments with placeholder names left out: patterns of one shape accept the same paths.
    private static func shape(_ pattern: RoutePattern) -> [String] {
        pattern.segments.map { segment in
            switch segment {
            case .literal(let text): "/" + text
            case .placeholder(let placeholder): "<" + placeholder.type.description
            }
        }
    }

    /// What the matched route leaves of the URL's query: each name once, in URL order, with why.
    private func ignoredQueryItems(of url: URL, route: String) -> [String] {
        guard let use = queryUse[route],
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems else { return [] }
        var seen: Set<String> = []
        var lines: [String] = []
        for item in items {
            let name = item.name.removingPercentEscapes ?? item.name
            guard !name.isEmpty, seen.insert(name).inserted, !use.read.contains(name) else { continue }
            let shown = name.count > 80 ? name.prefix(79) + "…" : name
            if use.path.contains(name) {
                let place = use.fragmentPath.contains(name) ? "the fragment's path" : "the path"
                lines.append("query item '\(shown)' is ignored: '\(shown)' comes from \(place)")
            } else if use.internalExtras.contains(name) {
                lines.append("query item '\(shown)' is ignored: extra '\(shown)' is internal, never read from a URL")
            } else if use.fragment.contains(RouteParameters.fragmentKey + name) {
                lines.append("query item '\(shown)' is ignored: route \(route) reads '\(shown)' from the link's fragment (#...)")
            } else if name.hasPrefix(RouteParameters.fragmentKey) {
                lines.append("query item '\(shown)' is ignored: names that start with '#' are never read from the query")
            } else {
                lines.append("query item '\(shown)' is ignored: route \(route) does not declare it")
            }
        }
        return lines
    }

    /// The URL's route path as a custom-scheme link reads it when its host is not one of the manifest's: the host,
    /// then the path's segments (`myapp://reviews` -> `[reviews]`); an http(s) URL's path segments.
    private static func routePath(of url: URL) -> [String]? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let scheme = components.scheme
        else { return nil }
        let path = components.path.split(separator: "/").map(String.init)
        let isWeb = ["http", "https"].contains(scheme.lowercased())
        return (isWeb ? [] : [components.host].compactMap { $0 }.filter { !$0.isEmpty }) + path
    }

    private static func decode(_ slots: [ExtraSlot], _ parameters: RouteParameters) throws -> [MatchedExtra] {
        try slots.map { slot in
            switch slot {
            case .read(let reader):
                return try reader.read(parameters)
            case .internalExtra(let name, let type):
                return MatchedExtra(name: name, type: type, value: nil, note: "internal: never read from a URL")
            }
        }
    }
}
