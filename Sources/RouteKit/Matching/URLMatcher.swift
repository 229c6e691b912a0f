#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the external route a URL designates, with patterns compiled once so that the cost
/// per URL stays flat as routes grow.
///
/// Entries carry their own `URLConfiguration`, so one matcher may serve several manifests; entries are
/// grouped by configuration and a URL is tried against every group that accepts it. Entries that can
/// never match (internal exposure, no path, no URL configuration, an invalid pattern) are listed in
/// `unreachableRoutes` instead of being silently dropped.
///
/// `@_spi(RouteGen)`: generated code (`Routes.match(_:)`) and the tools (`routegen match`) build one; an app matches
/// with `Routes.match(_:)` and asks `Navigator.explain(_:)` why a URL does or does not open.
@_spi(RouteGen)
public struct URLMatcher<Output: Sendable>: Sendable {
    /// One matchable route: its descriptor and how to turn decoded parameters into `Output`.
    @_spi(RouteGen) public struct Entry: Sendable {
        public let descriptor: RouteDescriptor
        /// Writes the decoded output into the caller's variable rather than returning it, so that `match` hands
        /// back the winner's output without moving it through intermediate values (each copy of a generated
        /// `External` enum is a jump through a table with a case per route).
        @usableFromInline let decode: @Sendable (RouteParameters, inout Output?) throws -> Void

        /// The usual form: decode the route type and transform it (`Routes.External.userProfile`).
        /// Inlinable so that the decoding closure is specialised for `R` in the generated module: it then calls the
        /// route's `init(parameters:)` directly, not through `R`'s metadata and witness table (cold memory for
        /// each of a thousand routes).
        @inlinable
        public init<R: ExternalRoute>(_ route: R.Type, _ transform: @escaping @Sendable (R) -> Output) {
            descriptor = R.descriptor
            decode = { parameters, output in output = try transform(R(parameters: parameters)) }
        }

        /// For tools that have a descriptor but no Swift type (`routegen match`).
        @_spi(RouteGen) public init(descriptor: RouteDescriptor, decode: @escaping @Sendable (RouteParameters) throws -> Output) {
            self.descriptor = descriptor
            self.decode = { parameters, output in output = try decode(parameters) }
        }
    }

    /// An entry's decoding closure, wrapped: a closure stored directly as an array element is kept in the most
    /// general calling convention, behind a re-abstraction thunk (one more object per route to reach per match);
    /// as a stored property of a struct it keeps its own.
    @usableFromInline
    struct Decoder: Sendable {
        @usableFromInline let decode: @Sendable (RouteParameters, inout Output?) throws -> Void
    }

    /// A registered entry that no URL can reach, and why.
    public struct UnreachableRoute: Sendable, Hashable {
        public var route: String
        public var reason: String
    }

    /// The type-independent part: groups, tries and patterns.
    @usableFromInline let table: URLMatchTable
    /// How to decode each entry of `table`, at the entry's index.
    @usableFromInline let decoders: [Decoder]
    /// Entries that can never match, in registration order.
    public let unreachableRoutes: [UnreachableRoute]

    @_spi(RouteGen) public init(_ entries: [Entry]) {
        var table = URLMatchTable.Builder()
        var decoders: [Decoder] = []
        var groupIndex: [URLConfiguration: Int] = [:]
        var unreachable: [UnreachableRoute] = []
        for (order, entry) in entries.enumerated() {
            let descriptor = entry.descriptor
            guard descriptor.exposure == .external else {
                unreachable.append(.init(route: descriptor.name, reason: "internal routes are never reachable from a URL"))
                continue
            }
            guard let urls = descriptor.urlConfiguration else {
                unreachable.append(.init(route: descriptor.name, reason: "no URL configuration (schemes and hosts)"))
                continue
            }
            guard descriptor.path != nil else {
                unreachable.append(.init(route: descriptor.name, reason: "no path pattern"))
                continue
            }
            // Every pattern of the route is an entry of its own, decoded by the same closure.
            let pathNames = Set(descriptor.paths.compactMap { try? RoutePattern(parsing: $0) }.flatMap { $0.placeholders.map(\.name) })
            for path in descriptor.paths {
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
                    index = table.addGroup(schemes: Self.lowercasedUnique(urls.schemes), hosts: Self.lowercasedUnique(urls.hosts),
                                           acceptsHTTP: urls.acceptsHTTP, schemeHosts: Self.lowercasedUnique(urls.schemeHosts))
                    groupIndex[urls] = index
                }
                let absent = pathNames.subtracting(pattern.placeholders.map(\.name)).sorted()
                table.append(name: descriptor.name, pattern: pattern, requiredQueryItems: descriptor.requiredQueryItems,
                             fragment: descriptor.fragment, order: order, group: index, absentPathNames: absent)
                decoders.append(Self.decoder(entry))
            }
        }
        self.table = URLMatchTable(table)
        self.decoders = decoders
        self.unreachableRoutes = unreachable
    }

    /// The entry's decoding, after its descriptor's string forms (`RouteDescriptor.checkForms`) when it has any: a
    /// value out of form fails the candidate like a value that does not convert, so another route may open the URL.
    private static func decoder(_ entry: Entry) -> Decoder {
        let descriptor = entry.descriptor, decode = entry.decode
        guard !descriptor.forms.isEmpty else { return Decoder(decode: decode) }
        return Decoder(decode: { parameters, output in
            try descriptor.checkForms(parameters)
            try decode(parameters, &output)
        })
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
        var output: Output?
        guard run(url.absoluteString, trace: &trace, output: &output) != nil else { return nil }
        return output
    }

    /// Why a URL matched (route and parameters), or why nothing did; for `routegen match` and debugging.
    public func explain(_ url: URL) -> URLMatchExplanation {
        var trace: [URLMatchExplanation.Reason]? = []
        var output: Output?
        let result = run(url.absoluteString, trace: &trace, output: &output)
        return URLMatchExplanation(
            url: url.absoluteString,
            route: result.map { table.described[$0.entry].name },
            pattern: result.map { table.described[$0.entry].pattern.description },
            parameters: result?.parameters,
            reasons: trace ?? [])
    }

    /// `match` on a URL's text as it came, without Foundation's parser in front: what tests and the fuzzer feed
    /// hostile text through.
    func match(rawText text: String, trace: inout [URLMatchExplanation.Reason]?) -> Output? {
        var output: Output?
        guard run(text, trace: &trace, output: &output) != nil else { return nil }
        return output
    }

    /// The matching algorithm (`URLMatchTable.run`) plus decoding; `trace` is `nil` on the fast path.
    /// Returns the winning entry and its parameters, and leaves the winner's output in `output`: the last successful
    /// decode is the winner's, and a decode that throws leaves `output` as it was. (The output is not copied into a
    /// result value: each copy of a generated `External` enum is a jump through a table with a case per route.)
    @inlinable
    func run(
        _ text: String,
        trace: inout [URLMatchExplanation.Reason]?,
        output: inout Output?
    ) -> (entry: Int, parameters: RouteParameters)? {
        // Why a candidate failed is only wanted by `explain`; `match` skips describing the error (a dynamic cast,
        // and for errors of other types a `String(describing:)`), for URLs that name a route with a bad value.
        let explaining = trace != nil
        return table.run(text, trace: &trace) { index, parameters in
            do {
                try decoders[index].decode(parameters, &output)
                return nil
            } catch {
                return explaining ? URLMatchTable.failure(for: error) : URLMatchTable.unrecordedFailure
            }
        }
    }
}
