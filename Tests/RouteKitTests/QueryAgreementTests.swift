import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// The generator's tie check (ambiguous paths on shared hosts, required query items that neither strictly includes
/// the other's) and the matcher must agree: for route sets the check accepts, every URL opens the one route the
/// rule calls most specific; for every pair the check reports, some URL really is matched by both equally.
@Suite("Matcher and tie check agree on hosts and required query items")
struct QueryAgreementTests {
    static let patterns = [
        "/p/<int:id>", "/p/<id>", "/p/<double:id>", "/p/new", "/p/<path:rest>", "/<path:rest>", "/q/<id>/c", "/q/<bool:b>/c",
    ]
    static let items = ["a", "b", "c"]
    static let configurations = [
        URLConfiguration(schemes: [], hosts: ["h1.example"]),
        URLConfiguration(schemes: [], hosts: ["h2.example"]),
        URLConfiguration(schemes: [], hosts: ["h1.example", "h2.example"]),
    ]
    static let values = ["p", "q", "new", "7", "2.5", "true", "x", "c"]

    struct Route {
        let pattern: RoutePattern
        let required: [String]
        let urls: URLConfiguration
    }

    static func randomRoute(_ random: inout SeededRandom) throws -> Route {
        let pattern = try RoutePattern(parsing: patterns[Int(random.next(below: UInt64(patterns.count)))])
        let required = items.filter { _ in random.next(below: 3) == 0 }
        return Route(pattern: pattern, required: required, urls: configurations[Int(random.next(below: 3))])
    }

    /// The tie relation as both tie checks use it.
    static func tie(_ left: Route, _ right: Route) -> Bool {
        left.urls.sharesURLs(with: right.urls) && left.pattern.isAmbiguous(with: right.pattern)
            && QuerySpecificity(left.required, right.required).ties
    }

    static func ranks(_ pattern: RoutePattern) -> [Int] {
        pattern.segments.map { segment in
            // The model's own statement of the rule: static > typed > string > catch-all.
            guard case .placeholder(let placeholder) = segment else { return 3 }
            switch placeholder.type {
            case .path: return 0
            case .string: return 1
            default: return 2
            }
        }
    }

    /// Whether `left` beats `right` for a URL both accept: the documented rule read directly.
    static func beats(_ left: Route, _ right: Route) -> Bool {
        if let (mine, theirs) = zip(ranks(left.pattern), ranks(right.pattern)).first(where: { $0 != $1 }) { return mine > theirs }
        return QuerySpecificity(left.required, right.required).prefersLeft == true
    }

    static func accepts(_ route: Route, host: String, path: [String], query: Set<String>) -> Bool {
        route.urls.hosts.contains(host) && TrieModelTests.accepts(route.pattern, path) && route.required.allSatisfy(query.contains)
    }

    static func matcher(_ routes: [Route]) -> URLMatcher<Int> {
        URLMatcher(routes.enumerated().map { index, route in
            .init(descriptor: RouteDescriptor(name: "r\(index)", exposure: .external, path: route.pattern.description,
                                              urlConfiguration: route.urls, requiredQueryItems: route.required)) { parameters in
                for item in route.required where parameters[item].isEmpty {
                    throw RouteDecodingError.missing(name: item)
                }
                return index
            }
        })
    }

    static func url(host: String, path: [String], query: Set<String>) -> String {
        let items = query.sorted().map { "\($0)=1" }.joined(separator: "&")
        return "https://\(host)/" + path.joined(separator: "/") + (items.isEmpty ? "" : "?" + items)
    }

    @Test("sets without ties: every URL opens the one most specific route (1,500 random sets, 30 URLs each)")
    func tieFreeSetsOpenTheMostSpecificRoute() throws {
        var random = SeededRandom(seed: 0x0E21_2026)
        var checkedSets = 0, matched = 0, unmatched = 0, pickedByQuery = 0
        for _ in 0..<1_500 {
            let routes = try (0..<Int(random.next(below: 6)) + 1).map { _ in try Self.randomRoute(&random) }
            let hasTie = routes.indices.contains { i in routes[..<i].contains { Self.tie(routes[i], $0) } }
            guard !hasTie else { continue }
            checkedSets += 1
            let matcher = Self.matcher(routes)
            for _ in 0..<30 {
                let host = random.next(below: 2) == 0 ? "h1.example" : "h2.example"
                let path = (0..<Int(random.next(below: 3)) + 1).map { _ in
                    Self.values[Int(random.next(below: UInt64(Self.values.count)))]
                }
                let query = Set((Self.items + ["d"]).filter { _ in random.next(below: 2) == 0 })
                let accepting = routes.indices.filter { Self.accepts(routes[$0], host: host, path: path, query: query) }
                let undominated = accepting.filter { i in !accepting.contains { Self.beats(routes[$0], routes[i]) } }
                #expect(undominated.count <= 1, "a tie the check missed: \(undominated) for \(Self.url(host: host, path: path, query: query))")
                var trace: [URLMatchExplanation.Reason]?
                let found = matcher.match(rawText: Self.url(host: host, path: path, query: query), trace: &trace)
                #expect(found == undominated.first, "\(Self.url(host: host, path: path, query: query)) among \(routes.map { "\($0.pattern) \($0.required) \($0.urls.hosts)" })")
                if found == nil { unmatched += 1 } else { matched += 1 }
                if let found, accepting.contains(where: { $0 != found && Self.ranks(routes[$0].pattern) == Self.ranks(routes[found].pattern) }) {
                    pickedByQuery += 1
                }
            }
        }
        #expect(checkedSets > 300)
        #expect(matched > 3_000 && unmatched > 3_000)
        #expect(pickedByQuery > 200)
    }

    @Test("every pair the check reports is matched by one URL with equal specificity (3,000 random pairs)")
    func reportedTiesAreReal() throws {
        var random = SeededRandom(seed: 0x71E5_2026)
        var ties = 0
        for _ in 0..<3_000 {
            let left = try Self.randomRoute(&random), right = try Self.randomRoute(&random)
            guard Self.tie(left, right) else { continue }
            ties += 1
            // A witness: a shared host, a path both patterns accept, and both routes' required items.
            let host = try #require(left.urls.hosts.first(where: right.urls.hosts.contains))
            let query = Set(left.required + right.required)
            let path = Self.witnessPath(left.pattern, right.pattern)
            let witness = try #require(path, "no path for \(left.pattern) and \(right.pattern)")
            #expect(Self.accepts(left, host: host, path: witness, query: query))
            #expect(Self.accepts(right, host: host, path: witness, query: query))
            #expect(!Self.beats(left, right) && !Self.beats(right, left))
        }
        #expect(ties > 100)
    }

    /// A path both patterns accept, segment by segment from a small pool of values.
    static func witnessPath(_ left: RoutePattern, _ right: RoutePattern) -> [String]? {
        var path: [String] = []
        for index in 0..<max(left.segments.count, right.segments.count) {
            guard let segment = Self.values.first(where: { value in
                [left, right].allSatisfy { Self.prefixAccepts($0, path + [value], upTo: index) }
            }) else { return nil }
            path.append(segment)
        }
        return TrieModelTests.accepts(left, path) && TrieModelTests.accepts(right, path) ? path : nil
    }

    /// Whether the pattern's segment at `index` accepts the path's last value (the path is still being built).
    static func prefixAccepts(_ pattern: RoutePattern, _ path: [String], upTo index: Int) -> Bool {
        guard index < pattern.segments.count else {
            if case .placeholder(let last)? = pattern.segments.last, last.type == .path { return true }
            return false
        }
        switch pattern.segments[index] {
        case .literal(let text): return path[index] == text
        case .placeholder(let placeholder): return placeholder.type == .path || placeholder.type.accepts(path[index])
        }
    }
}
