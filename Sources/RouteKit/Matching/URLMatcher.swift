import Foundation

/// Finds the external route a URL designates (SPEC §3), with patterns compiled once so that the cost
/// per URL stays flat as routes grow.
///
/// Entries carry their own `URLConfiguration`, so one matcher may serve several manifests; entries are
/// grouped by configuration and a URL is tried against every group that accepts it. Entries that can
/// never match (internal exposure, no path, no URL configuration, an invalid pattern) are listed in
/// `unreachableRoutes` instead of being silently dropped.
public struct URLMatcher<Output: Sendable>: Sendable {
    /// One matchable route: its descriptor and how to turn decoded parameters into `Output`.
    public struct Entry: Sendable {
        public let descriptor: RouteDescriptor
        let decode: @Sendable (RouteParameters) throws -> Output

        /// The usual form: decode the route type and transform it (`Routes.External.userProfile`).
        public init<R: ExternalRoute>(_ route: R.Type, _ transform: @escaping @Sendable (R) -> Output) {
            descriptor = R.descriptor
            decode = { try transform(R(parameters: $0)) }
        }

        /// For tools that have a descriptor but no Swift type (`routegen match`).
        public init(descriptor: RouteDescriptor, decode: @escaping @Sendable (RouteParameters) throws -> Output) {
            self.descriptor = descriptor
            self.decode = decode
        }
    }

    /// A registered entry that no URL can reach, and why.
    public struct UnreachableRoute: Sendable, Hashable {
        public var route: String
        public var reason: String
    }

    struct Compiled: Sendable {
        let name: String
        let pattern: RoutePattern
        let order: Int
        let decode: @Sendable (RouteParameters) throws -> Output
        /// (segment index, placeholder) for every placeholder.
        let captures: [(index: Int, placeholder: RoutePattern.Placeholder)]
        /// Specificity rank of each segment, for comparing winners of different groups.
        let ranks: [Int]
    }

    struct Group: Sendable {
        let schemes: Set<String>
        let hosts: Set<String>
        var trie = RouteTrie()
        var entries: [Compiled] = []
    }

    let groups: [Group]
    /// Entries that can never match, in registration order.
    public let unreachableRoutes: [UnreachableRoute]

    public init(_ entries: [Entry]) {
        var groups: [Group] = []
        var groupIndex: [URLConfiguration: Int] = [:]
        var unreachable: [UnreachableRoute] = []
        for (order, entry) in entries.enumerated() {
            let descriptor = entry.descriptor
            guard descriptor.exposure == .external else {
                unreachable.append(.init(route: descriptor.name, reason: "internal routes are never reachable from a URL"))
                continue
            }
            guard let urls = descriptor.urls else {
                unreachable.append(.init(route: descriptor.name, reason: "no URL configuration (schemes and hosts)"))
                continue
            }
            guard let path = descriptor.path else {
                unreachable.append(.init(route: descriptor.name, reason: "no path pattern"))
                continue
            }
            let pattern: RoutePattern
            do {
                pattern = try RoutePattern(parsing: path)
            } catch {
                unreachable.append(.init(route: descriptor.name, reason: "invalid pattern '\(path)': \(error) at offset \(error.offset)"))
                continue
            }
            let index: Int
            if let existing = groupIndex[urls] {
                index = existing
            } else {
                index = groups.count
                groupIndex[urls] = index
                groups.append(Group(schemes: Set(urls.schemes.map { $0.lowercased() }), hosts: Set(urls.hosts.map { $0.lowercased() })))
            }
            var captures: [(index: Int, placeholder: RoutePattern.Placeholder)] = []
            var ranks: [Int] = []
            for (segmentIndex, segment) in pattern.segments.enumerated() {
                switch segment {
                case .literal: ranks.append(3)
                case .placeholder(let placeholder):
                    captures.append((segmentIndex, placeholder))
                    ranks.append(placeholder.type.rank)
                }
            }
            groups[index].trie.insert(pattern, entry: groups[index].entries.count)
            groups[index].entries.append(Compiled(
                name: descriptor.name, pattern: pattern, order: order, decode: entry.decode, captures: captures, ranks: ranks))
        }
        self.groups = groups
        self.unreachableRoutes = unreachable
    }

    /// The output of the most specific route that accepts the URL, or `nil`.
    public func match(_ url: URL) -> Output? {
        var trace: [URLMatchExplanation.Reason]?
        return run(url.absoluteString, trace: &trace)?.output
    }

    /// Why a URL matched (route and parameters), or why nothing did; for `routegen match` and debugging.
    public func explain(_ url: URL) -> URLMatchExplanation {
        var trace: [URLMatchExplanation.Reason]? = []
        let result = run(url.absoluteString, trace: &trace)
        return URLMatchExplanation(
            url: url.absoluteString,
            route: result.map { groups[$0.group].entries[$0.entry].name },
            pattern: result.map { groups[$0.group].entries[$0.entry].pattern.description },
            parameters: result?.parameters,
            reasons: trace ?? [])
    }
}
