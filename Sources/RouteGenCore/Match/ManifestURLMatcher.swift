import Foundation
@_spi(RouteGen) import RouteKit

/// What `routegen match` prints: the route a URL opens with its decoded extras, or why no route accepts it.
public struct URLMatchReport: Hashable, Sendable, CustomStringConvertible {
    /// RouteKit's own explanation (same matcher, same rules as the app).
    public var explanation: URLMatchExplanation
    /// The manifest name of the matched route.
    public var route: String?
    /// Every extra of the matched route, in declaration order (internal ones marked, never read).
    public var extras: [MatchedExtra]
    /// Internal routes whose path has the URL's shape: named so the user sees why they were not opened.
    public var internalRoutesWithMatchingPath: [String] = []
    /// The matched route's `tab`, whose stack it opens in.
    public var tab: String?
    /// The matched route's parent chain (`parent:`), nearest first: the back stack the link builds below it.
    public var parents: [String] = []

    public var isMatch: Bool { route != nil }

    public var description: String {
        var lines: [String] = []
        if let route {
            lines.append("\(explanation.url) matches \(route) (\(explanation.pattern ?? ""))")
            lines += extras.map { "  \($0)" }
            if let tab { lines.append("  tab: \(tab)") }
            if !parents.isEmpty { lines.append("  parents (nearest first): \(parents.joined(separator: ", "))") }
            if !explanation.reasons.isEmpty {
                lines.append("  passed over:")
                lines += explanation.reasons.map { "  - \($0)" }
            }
        } else {
            lines.append("\(explanation.url) matches no route")
            lines += explanation.reasons.map { "  - \($0)" }
            lines += internalRoutesWithMatchingPath.map {
                "  - route \($0) has this path but is internal: internal routes are never reachable from a URL"
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Matches URLs against a manifest without generating or compiling anything, using RouteKit's `URLMatcher`
/// with dynamic entries: the answer is the one the generated code gives in the app.
public struct ManifestURLMatcher: Sendable {
    private let matcher: URLMatcher<[MatchedExtra]>
    /// The internal routes' paths, matched as if they were external, only to explain a non-match.
    private let internalPaths: URLMatcher<String>
    private let readers: [String: [ExtraSlot]]
    /// Every route's `tab` and `parent`, by name: what a match reports about where the route opens.
    private let placement: [String: (tab: String?, parent: String?)]

    /// One extra of a route: read from the URL, or internal (never read).
    enum ExtraSlot: Sendable {
        case read(ExtraReader)
        case internalExtra(name: String, type: String)
    }

    /// Builds the matcher for a validated manifest's external routes (internal routes are never matched).
    public init(manifest: Manifest) {
        let configuration = URLConfiguration(schemes: manifest.url.schemes, hosts: manifest.url.hosts)
        var entries: [URLMatcher<[MatchedExtra]>.Entry] = []
        var readers: [String: [ExtraSlot]] = [:]
        for route in manifest.routes where route.exposure == .external {
            let slots: [ExtraSlot] = route.extras.map { extra in
                if !extra.isInternal, extra.binding != .none, let reader = ExtraReader(extra, enums: manifest.enums) {
                    return .read(reader)
                }
                return .internalExtra(name: extra.name, type: extra.type.description)
            }
            readers[route.name] = slots
            let descriptor = RouteDescriptor(name: route.name, exposure: .external, path: route.path, urlConfiguration: configuration)
            entries.append(.init(descriptor: descriptor, decode: { parameters in try Self.decode(slots, parameters) }))
        }
        matcher = URLMatcher(entries)
        internalPaths = URLMatcher(manifest.routes.filter { $0.exposure == .internal && $0.path != nil }.map { route in
            let name = route.name
            let descriptor = RouteDescriptor(name: name, exposure: .external, path: route.path, urlConfiguration: configuration)
            return URLMatcher<String>.Entry(descriptor: descriptor, decode: { _ in name })
        })
        self.readers = readers
        var placement: [String: (tab: String?, parent: String?)] = [:]
        for route in manifest.routes where placement[route.name] == nil { placement[route.name] = (route.tab, route.parent) }
        self.placement = placement
    }

    /// The route `url` opens and its extras, or RouteKit's reasons why none does.
    public func match(_ url: URL) -> URLMatchReport {
        let explanation = matcher.explain(url)
        var extras: [MatchedExtra] = []
        if let route = explanation.route, let slots = readers[route], let parameters = explanation.parameters {
            extras = (try? Self.decode(slots, parameters)) ?? []
        }
        var report = URLMatchReport(explanation: explanation, route: explanation.route, extras: extras)
        if let route = explanation.route {
            report.tab = placement[route]?.tab
            // Validation refuses cycles; the limit keeps an unvalidated manifest from looping.
            var next = placement[route]?.parent
            while let parent = next, report.parents.count < 16 {
                report.parents.append(parent)
                next = placement[parent]?.parent
            }
        }
        if !report.isMatch, let internalRoute = internalPaths.match(url) {
            report.internalRoutesWithMatchingPath = [internalRoute]
        }
        return report
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
