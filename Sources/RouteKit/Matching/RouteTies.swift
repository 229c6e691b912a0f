#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLConfiguration {
    /// Whether some URL can reach routes of both configurations: they share a custom scheme or a host
    /// (case-insensitively). Routes of manifests that share neither never compete for a URL.
    /// A configuration with `schemeHosts` reads only URLs on those hosts of its custom schemes, so on a shared scheme
    /// it shares URLs only where the other reads the same host the same way.
    @_spi(RouteGen) public func sharesURLs(with other: URLConfiguration) -> Bool {
        let lowered = Set(schemes.map { $0.lowercased() })
        let sharesScheme = other.schemes.contains { lowered.contains($0.lowercased()) }
        return (sharesScheme && (readsHostAsPath && other.readsHostAsPath
                                 || Self.overlap(customSchemeHosts, other.customSchemeHosts)))
            || Self.overlap(hosts, other.hosts)
    }

    private static func overlap(_ left: [String], _ right: [String]) -> Bool {
        left.contains { host in right.contains { HostPattern.overlaps(host, $0) } }
    }
}

extension RoutePattern {
    /// Whether the matcher prefers this pattern to `other` for a URL both accept: specificity segment by segment
    /// from the left (static > typed > string > `path`). `nil` when neither is more specific (registration
    /// order decides). `@_spi(RouteGen)`: for the generator's tools (`routegen match`), not for apps.
    @_spi(RouteGen) public func isMoreSpecific(than other: RoutePattern) -> Bool? {
        let order = SegmentRank.compare(ranks[...], other.ranks[...])
        return order == 0 ? nil : order > 0
    }

    /// The same pattern with every enum placeholder's type renamed: the generator qualifies enum names by
    /// manifest before comparing patterns of two manifests, whose equally named enums may differ. `@_spi(RouteGen)`.
    @_spi(RouteGen) public func renamingEnumerations(_ rename: (String) -> String) -> RoutePattern {
        RoutePattern(checkedSegments: segments.map { segment in
            guard case .placeholder(var placeholder) = segment, case .enumeration(let name) = placeholder.type else {
                return segment
            }
            placeholder.type = .enumeration(rename(name))
            return .placeholder(placeholder)
        })
    }
}

/// Two registered external routes of different types that some URL matches with equal specificity.
///
/// Within one manifest the generator rejects such a pair; routes of different manifests (namespaces, modules)
/// meet only in the app's navigator, so it reports them there (`NavigationProblem.routeTie` through a `NavigationObserver`, the debug log). The route
/// registered first wins every URL both accept, whatever the order of later registrations.
public struct RouteTie: Sendable, Hashable, CustomStringConvertible {
    /// One side of a tie.
    public struct Side: Sendable, Hashable {
        /// The Swift type, module-qualified (`Catalog.CatalogRoutes.Item`): manifest route names repeat across
        /// manifests, type names do not.
        public var typeName: String
        /// The manifest's route name.
        public var route: String
        /// The canonical pattern.
        public var pattern: String
    }

    /// Registered first: it opens every URL both accept.
    public var winner: Side
    /// Registered later: never opened by a URL the winner accepts.
    public var shadowed: Side

    public var description: String {
        "route \(shadowed.typeName) (\(shadowed.pattern)) ties with \(winner.typeName) (\(winner.pattern)): "
            + "some URL matches both with equal specificity; \(winner.typeName) wins, registered first. "
            + "Change one of the paths, or keep the two manifests' schemes and hosts apart"
    }
}

/// The navigator's record of its external routes' patterns, to find ties as routes are registered.
///
/// Patterns are bucketed by shape (`RoutePattern.shapeHash`), so each registration compares itself with the few
/// routes of its shape only. Enum cases are unknown at run time, so an enum placeholder is taken to overlap any
/// typed placeholder (the conservative answer of `isAmbiguous`).
struct RouteTieLedger {
    private struct Recorded {
        let side: RouteTie.Side
        let pattern: RoutePattern
        let urls: URLConfiguration
        /// Its required query items and fragment name are what `QuerySpecificity` compares.
        let descriptor: RouteDescriptor
        /// The first segment lowercased when it is static: the host of a custom-scheme URL it could stand for.
        let firstLiteral: String?
    }

    private var recorded: [Recorded] = []
    private var byShape: [UInt64: [Int]] = [:]
    /// Patterns by URL configuration, with its custom-scheme hosts lowercased: a custom-scheme URL whose host one configuration
    /// accepts and another does not is read two ways (`HostReadingTie`), so only patterns of different
    /// configurations are compared for it, and most apps have a handful of configurations.
    private var byConfiguration: [URLConfiguration: (hosts: [String], entries: [Int])] = [:]
    private var keys: Set<ObjectIdentifier> = []
    private(set) var ties: [RouteTie] = []

    /// Records an external route type (once; a re-registration keeps its first place) and returns the ties it
    /// makes with routes registered before it.
    mutating func record<R: Route>(_ type: R.Type) -> [RouteTie] {
        let descriptor = R.descriptor
        guard descriptor.exposure == .external, type is any ExternalRoute.Type,
              let urls = descriptor.urlConfiguration,
              keys.insert(ObjectIdentifier(type)).inserted
        else { return [] }
        var found: [RouteTie] = []
        let first = recorded.count
        // Every pattern of the route is matched, so every one can tie; never with the route's own other patterns.
        for pattern in descriptor.paths.compactMap({ try? RoutePattern(parsing: $0) }) {
            let side = RouteTie.Side(typeName: String(reflecting: type), route: descriptor.name, pattern: pattern.description)
            let shape = RoutePattern.shapeHash(of: pattern)
            var tiedWith: Set<Int> = []
            for index in byShape[shape, default: []] where index < first {
                let earlier = recorded[index]
                if earlier.urls.sharesURLs(with: urls), pattern.isAmbiguous(with: earlier.pattern),
                   QuerySpecificity(descriptor, earlier.descriptor).ties {
                    found.append(RouteTie(winner: earlier.side, shadowed: side))
                    tiedWith.insert(index)
                }
            }
            let entry = Recorded(side: side, pattern: pattern, urls: urls, descriptor: descriptor,
                                 firstLiteral: pattern.firstLiteral)
            for index in hostReadingTies(of: entry, before: first) where !tiedWith.contains(index) {
                found.append(RouteTie(winner: recorded[index].side, shadowed: side))
            }
            byShape[shape, default: []].append(recorded.count)
            let hosts = byConfiguration[urls]?.hosts ?? urls.customSchemeHosts.map { $0.lowercased() }
            byConfiguration[urls, default: (hosts, [])].entries.append(recorded.count)
            recorded.append(entry)
        }
        ties += found
        return found
    }

    /// The earlier patterns (before `first`) that read some custom-scheme URL otherwise than `entry` does and tie with
    /// it there (`RoutePattern.hostReadingTies`). A pair is looked at only when the configurations differ and share a
    /// custom scheme, and one pattern's first segment can stand for a host the other's configuration accepts.
    private func hostReadingTies(of entry: Recorded, before first: Int) -> [Int] {
        // Routes of one configuration read every URL alike: nothing to compare, and nothing to allocate.
        guard byConfiguration.count > (byConfiguration[entry.urls] == nil ? 0 : 1) else { return [] }
        let schemes = Set(entry.urls.schemes.map { $0.lowercased() })
        let hosts = entry.urls.customSchemeHosts.map { $0.lowercased() }
        var tied: [Int] = []
        for (configuration, group) in byConfiguration
        where configuration != entry.urls && configuration.schemes.contains(where: { schemes.contains($0.lowercased()) }) {
            for index in group.entries where index < first {
                let earlier = recorded[index]
                guard Self.couldReadHost(of: earlier.firstLiteral, earlier.pattern, on: hosts)
                        || Self.couldReadHost(of: entry.firstLiteral, entry.pattern, on: group.hosts),
                      QuerySpecificity(entry.descriptor, earlier.descriptor).ties,
                      !RoutePattern.hostReadingTies(in: [earlier.pattern, entry.pattern],
                                                    configurations: [earlier.urls, entry.urls]).isEmpty
                else { continue }
                tied.append(index)
            }
        }
        return tied
    }

    /// Whether a pattern's first segment can be a custom-scheme URL's host that `hosts` (lowercased) accept: a
    /// placeholder, or a static segment those hosts accept.
    private static func couldReadHost(of firstLiteral: String?, _ pattern: RoutePattern, on hosts: [String]) -> Bool {
        guard !pattern.segments.isEmpty else { return false }
        guard let firstLiteral else { return true }
        return HostPattern.accepts(firstLiteral, in: hosts).accepted
    }

    /// The ties of the route an explanation names (by route name and pattern, as the explanation has them).
    func ties(involving explanation: URLMatchExplanation) -> [RouteTie] {
        guard let route = explanation.route, let pattern = explanation.pattern else { return [] }
        return ties.filter { tie in
            [tie.winner, tie.shadowed].contains { $0.route == route && $0.pattern == pattern }
        }
    }
}
