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

    /// The type-independent part: groups, tries and patterns.
    @usableFromInline let table: URLMatchTable
    /// How to decode each entry of `table.entries`, at the same index.
    @usableFromInline let decoders: [@Sendable (RouteParameters) throws -> Output]
    /// Entries that can never match, in registration order.
    public let unreachableRoutes: [UnreachableRoute]

    public init(_ entries: [Entry]) {
        var table = URLMatchTable()
        var decoders: [@Sendable (RouteParameters) throws -> Output] = []
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
                index = table.groups.count
                groupIndex[urls] = index
                table.groups.append(URLMatchTable.Group(schemes: Self.lowercasedUnique(urls.schemes), hosts: Self.lowercasedUnique(urls.hosts)))
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
            table.groups[index].trie.insert(pattern, entry: table.groups[index].members.count)
            table.groups[index].members.append(table.entries.count)
            table.entries.append(URLMatchTable.Compiled(
                name: descriptor.name, pattern: pattern, order: order, captures: captures, ranks: ranks))
            decoders.append(entry.decode)
        }
        self.table = table
        self.decoders = decoders
        self.unreachableRoutes = unreachable
    }

    private static func lowercasedUnique(_ names: [String]) -> [String] {
        var result: [String] = []
        for name in names.map({ $0.lowercased() }) where !result.contains(name) { result.append(name) }
        return result
    }

    /// The output of the most specific route that accepts the URL, or `nil`.
    /// Inlinable so that it is specialised for `Output` in the calling (generated) module.
    @inlinable
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
            route: result.map { table.entries[$0.entry].name },
            pattern: result.map { table.entries[$0.entry].pattern.description },
            parameters: result?.parameters,
            reasons: trace ?? [])
    }

    /// The winning entry, its output and the parameters it was decoded from.
    @usableFromInline
    struct Winner {
        @usableFromInline var entry: Int
        @usableFromInline var output: Output
        @usableFromInline var parameters: RouteParameters

        @usableFromInline
        init(entry: Int, output: Output, parameters: RouteParameters) {
            self.entry = entry
            self.output = output
            self.parameters = parameters
        }
    }

    /// The matching algorithm (`URLMatchTable.run`) plus decoding; `trace` is `nil` on the fast path.
    @inlinable
    func run(_ text: String, trace: inout [URLMatchExplanation.Reason]?) -> Winner? {
        var output: Output?
        // Why a candidate failed is only wanted by `explain`; `match` skips describing the error (a dynamic cast,
        // and for errors of other types a `String(describing:)`), for URLs that name a route with a bad value.
        let explaining = trace != nil
        let winner = table.run(text, trace: &trace) { index, parameters in
            do {
                output = try decoders[index](parameters)
                return nil
            } catch {
                return explaining ? URLMatchTable.failure(for: error) : URLMatchTable.unrecordedFailure
            }
        }
        // `output` is the last successful decode, which is the winner's.
        guard let winner, let output else { return nil }
        return Winner(entry: winner.entry, output: output, parameters: winner.parameters)
    }
}
