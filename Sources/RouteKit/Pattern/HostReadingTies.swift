/// A custom-scheme URL that two routes read two ways and that the matcher cannot order: one route's configuration
/// accepts the URL's host and reads the path after it (`myapp://clicks.example.com/x` is `/x`), the other's does not
/// and reads the host as the path's first segment (`/clicks.example.com/x`). The matcher compares the two patterns
/// as it compares any two (specificity rank by rank from the left, then required query items), and when neither
/// wins the route registered first does: a tie the manifest author did not see.
@_spi(RouteGen) public struct HostReadingTie: Sendable, Hashable {
    /// The index of the pattern whose configuration accepts the host.
    public var hostReader: Int
    /// The index of the pattern that reads the host as its first segment.
    public var pathReader: Int
    /// A custom scheme both configurations accept, lowercased.
    public var scheme: String
    /// The URL's host, as written.
    public var host: String
    /// The path segments after the host, decoded.
    public var path: [String]
    /// Whether the host reader requires its host on custom schemes (`URLConfiguration.schemeHosts`).
    public var hostIsRequired = false

    /// The URL both patterns match: `myapp://clicks.example.com/x`.
    public var url: String {
        "\(scheme)://\(host)" + URLBuilder.path(path[...])
    }

    /// The path the host reader reads (`/x`, or `/` when empty).
    public var hostReaderPath: String {
        path.isEmpty ? "/" : URLBuilder.path(path[...])
    }

    /// The path the path reader reads (`/clicks.example.com/x`).
    public var pathReaderPath: String {
        URLBuilder.path(([host] + path)[...])
    }
}

extension RoutePattern {
    /// The ties between patterns that read one custom-scheme URL two ways (`HostReadingTie`), at most one per
    /// ordered pair of patterns, with `configurations[i]` the URL settings of `patterns[i]`. Only patterns of
    /// configurations that share a custom scheme, where one accepts a host the other does not, are compared, so a
    /// manifest whose routes share one configuration costs nothing. `competing(hostReader, pathReader)` rules out
    /// pairs that never tie (a route's own patterns, required query items of which one set strictly includes the
    /// other). `enumCases` gives a manifest enum's URL values, as for `isAmbiguous`.
    @_spi(RouteGen) public static func hostReadingTies(
        in patterns: [RoutePattern],
        configurations: [URLConfiguration],
        enumCases: (String) -> [String]? = { _ in nil },
        competing: (_ hostReader: Int, _ pathReader: Int) -> Bool = { _, _ in true }
    ) -> [HostReadingTie] {
        // Most manifests give every route one configuration: nothing to compare, and nothing to allocate.
        guard let firstConfiguration = configurations.first,
              configurations.contains(where: {
                  $0.schemes != firstConfiguration.schemes || $0.hosts != firstConfiguration.hosts
                      || $0.schemeHosts != firstConfiguration.schemeHosts
              })
        else { return [] }
        var groups: [Group: [Int]] = [:]
        var order: [Group] = []
        for index in patterns.indices {
            let group = Group(configurations[index])
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(index)
        }
        guard order.count > 1 else { return [] }
        var ties: [HostReadingTie] = []
        for hostGroup in order {
            // A group that requires its host on custom schemes never reads a host as a path segment.
            for pathGroup in order where pathGroup != hostGroup && pathGroup.readsHostAsPath {
                guard let scheme = hostGroup.schemes.first(where: pathGroup.schemes.contains) else { continue }
                // Hosts the host group accepts and the path group does not: its names, and a subdomain per wildcard.
                let listed = hostGroup.hosts.map { HostPattern.isWildcard($0) ? "a" + $0.dropFirst(1) : $0 }
                    .filter { hostGroup.accepts($0) && !pathGroup.accepts($0) }
                for pathReader in groups[pathGroup] ?? [] {
                    guard let first = patterns[pathReader].segments.first else { continue }
                    let hosts: [String]
                    switch first {
                    case .literal(let text):
                        hosts = hostGroup.accepts(text.lowercased()) && !pathGroup.accepts(text.lowercased()) ? [text] : []
                    case .placeholder(let placeholder):
                        hosts = listed.filter { segment(placeholder.type, accepts: $0, enumCases: enumCases) }
                    }
                    guard let host = hosts.first else { continue }
                    for hostReader in groups[hostGroup] ?? [] where competing(hostReader, pathReader) {
                        let reading = patterns[hostReader], other = patterns[pathReader]
                        guard ranksTie(reading, other),
                              let path = sharedPath(reading.segments[...], other.segments.dropFirst(),
                                                    afterCatchAll: first.isCatchAll, enumCases: enumCases)
                        else { continue }
                        ties.append(HostReadingTie(hostReader: hostReader, pathReader: pathReader, scheme: scheme,
                                                   host: host, path: path, hostIsRequired: !hostGroup.readsHostAsPath))
                    }
                }
            }
        }
        return ties
    }

    /// A configuration as the matcher reads custom-scheme URLs with it: lowercased schemes and the hosts read before
    /// the path (`URLConfiguration.customSchemeHosts`).
    private struct Group: Hashable {
        let schemes: [String]
        let hosts: [String]
        let readsHostAsPath: Bool

        init(_ configuration: URLConfiguration) {
            schemes = configuration.schemes.map { $0.lowercased() }
            hosts = configuration.customSchemeHosts.map { $0.lowercased() }
            readsHostAsPath = configuration.readsHostAsPath
        }

        func accepts(_ host: String) -> Bool {
            HostPattern.accepts(host, in: hosts).accepted
        }
    }

    /// Whether the matcher finds neither pattern more specific: equal ranks over the shorter one (`isBetter`).
    private static func ranksTie(_ left: RoutePattern, _ right: RoutePattern) -> Bool {
        SegmentRank.compare(left.ranks[...], right.ranks[...]) == 0
    }

    /// Decoded segments that both `left` and `right` match, or nil when no path does. `afterCatchAll`: `right` is
    /// what is left after a catch-all that took the host, so any path `left` matches will do.
    private static func sharedPath(
        _ left: ArraySlice<Segment>, _ right: ArraySlice<Segment>, afterCatchAll: Bool,
        enumCases: (String) -> [String]?
    ) -> [String]? {
        if afterCatchAll { return sample(left, enumCases: enumCases) }
        var path: [String] = []
        var left = left, right = right
        while true {
            switch (left.first, right.first) {
            case (nil, nil):
                return path
            case (nil, _?), (_?, nil):
                return nil  // a catch-all takes one segment at least
            case (let mine?, let theirs?):
                if mine.isCatchAll {
                    return theirs.isCatchAll ? path + ["x"] : sample(right, enumCases: enumCases).map { path + $0 }
                }
                if theirs.isCatchAll { return sample(left, enumCases: enumCases).map { path + $0 } }
                guard let value = sharedValue(mine, theirs, enumCases: enumCases) else { return nil }
                path.append(value)
                left = left.dropFirst()
                right = right.dropFirst()
            }
        }
    }

    /// A path the segments match; nil when an enum without cases has no value.
    private static func sample(_ segments: ArraySlice<Segment>, enumCases: (String) -> [String]?) -> [String]? {
        var path: [String] = []
        for segment in segments {
            guard let value = samples(of: segment, enumCases: enumCases).first else { return nil }
            path.append(value)
        }
        return path
    }

    /// A decoded segment both match.
    private static func sharedValue(_ left: Segment, _ right: Segment, enumCases: (String) -> [String]?) -> String? {
        samples(of: left, enumCases: enumCases).first { value in
            switch right {
            case .literal(let text): text == value
            case .placeholder(let placeholder): segment(placeholder.type, accepts: value, enumCases: enumCases)
            }
        } ?? samples(of: right, enumCases: enumCases).first { value in
            if case .placeholder(let placeholder) = left { return segment(placeholder.type, accepts: value, enumCases: enumCases) }
            return false
        }
    }

    /// Values a segment matches, the likeliest to be shared first.
    private static func samples(of segment: Segment, enumCases: (String) -> [String]?) -> [String] {
        switch segment {
        case .literal(let text): return [text]
        case .placeholder(let placeholder):
            switch placeholder.type {
            case .string, .path: return ["x"]
            case .int: return ["1"]
            case .double: return ["1", "1.5"]
            case .bool: return ["true"]
            case .uuid: return ["00000000-0000-0000-0000-000000000001"]
            case .enumeration(let name): return enumCases(name) ?? ["x"]
            }
        }
    }

    private static func segment(_ type: PlaceholderType, accepts value: String, enumCases: (String) -> [String]?) -> Bool {
        placeholder(type, accepts: value, enumCases: enumCases)
    }
}

extension RoutePattern {
    /// The first segment lowercased when it is static (a host it could stand for), else nil.
    var firstLiteral: String? {
        if case .literal(let text)? = segments.first { return text.lowercased() }
        return nil
    }
}
