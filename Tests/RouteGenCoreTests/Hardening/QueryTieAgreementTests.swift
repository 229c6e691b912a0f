import Foundation
@_spi(RouteGen) import RouteKit
import Testing
@testable import RouteGenCore

/// `routegen lint` (the validator's tie check) and `routegen match` (RouteKit's matcher on the manifest) must agree
/// on routes with hosts of their own and required query items: a manifest that lints clean opens every URL in the one
/// route the rule calls most specific, and a manifest with a tie really has a URL two routes match equally.
/// The reference below reads the rule directly, pair by pair.
@Suite("lint and match agree on route hosts and required query items")
struct QueryTieAgreementTests {
    static let paths = ["/p/<int:n>", "/p/<s>", "/p/<double:d>", "/p/new", "/p/<path:rest>", "/<path:all>", "/q/<s>/c"]
    static let items = ["a", "b", "c"]
    /// nil: the manifest's `url` (h1 only).
    static let ownHosts: [[String]?] = [nil, ["h2.example"], ["h1.example", "h2.example"]]
    static let segments = ["p", "q", "new", "7", "2.5", "x", "c"]

    struct Route {
        var path: String
        var required: [String]
        var hosts: [String]?
        var effectiveHosts: [String] { hosts ?? ["h1.example"] }
        var pattern: RoutePattern { try! RoutePattern(parsing: path) }
    }

    /// SplitMix64: deterministic, so a failure reproduces.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static func yaml(_ routes: [Route]) -> String {
        var text = "version: 1\nurl:\n  hosts: [h1.example]\nroutes:\n"
        for (index, route) in routes.enumerated() {
            text += "  r\(index):\n    path: \(route.path)\n    exposure: external\n    handler: true\n"
            if let hosts = route.hosts { text += "    hosts: [\(hosts.joined(separator: ", "))]\n" }
            // Required items, plus an optional one that must not count.
            let extras = route.required.map { "\($0): Int" } + ["opt: Int?"]
            text += "    extras: { \(extras.joined(separator: ", ")) }\n"
        }
        return text
    }

    /// Static 3 > typed 2 > string 1 > `path` 0.
    static func ranks(_ pattern: RoutePattern) -> [Int] {
        pattern.segments.map { segment in
            guard case .placeholder(let placeholder) = segment else { return 3 }
            switch placeholder.type {
            case .path: return 0
            case .string: return 1
            default: return 2
            }
        }
    }

    /// The placeholder types the paths above use, on the segments above.
    static func typeAccepts(_ type: RoutePattern.PlaceholderType, _ text: String) -> Bool {
        switch type {
        case .int: return !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
        case .double: return !text.isEmpty && text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." }
        case .string, .path: return true
        default: return false
        }
    }

    static func accepts(_ pattern: RoutePattern, _ path: [String]) -> Bool {
        for (index, segment) in pattern.segments.enumerated() {
            guard index < path.count else { return false }
            switch segment {
            case .literal(let text): guard path[index] == text else { return false }
            case .placeholder(let placeholder):
                if placeholder.type == .path { return true }
                guard Self.typeAccepts(placeholder.type, path[index]) else { return false }
            }
        }
        return pattern.segments.count == path.count
    }

    /// Whether route `i` wins over route `j` for a URL both accept: the more specific path; on the same ranks, the
    /// larger set of required query items when one contains the other or, when neither does, the one requiring more
    /// items, then the one listed first.
    static func beats(_ routes: [Route], _ i: Int, _ j: Int) -> Bool {
        let left = routes[i], right = routes[j]
        if let (mine, theirs) = zip(ranks(left.pattern), ranks(right.pattern)).first(where: { $0 != $1 }) { return mine > theirs }
        let mine = Set(left.required), theirs = Set(right.required)
        if mine == theirs { return false }
        if mine.isStrictSuperset(of: theirs) { return true }
        if mine.isStrictSubset(of: theirs) { return false }
        return mine.count != theirs.count ? mine.count > theirs.count : i < j
    }

    /// Two routes of one manifest tie when a URL can match both with equal specificity and nothing orders them: the
    /// same required query items (different sets are ordered by `beats`).
    static func referenceTie(_ left: Route, _ right: Route) -> Bool {
        !Set(left.effectiveHosts).isDisjoint(with: right.effectiveHosts) && left.pattern.isAmbiguous(with: right.pattern)
            && Set(left.required) == Set(right.required)
    }

    @Test("800 random manifests: lint reports a tie exactly when the rule has one; clean ones match as the rule says")
    func agree() throws {
        var random = Random(state: 0x2026_1124)
        var clean = 0, tied = 0, matched = 0, unmatched = 0, decidedByQuery = 0
        for _ in 0..<800 {
            let routes = (0..<(random.next(5) + 1)).map { _ in
                Route(path: Self.paths[random.next(Self.paths.count)],
                      required: Self.items.filter { _ in random.next(3) == 0 },
                      hosts: Self.ownHosts[random.next(Self.ownHosts.count)])
            }
            let result = runYAML(Self.yaml(routes))
            let expectedTie = routes.indices.contains { i in routes[..<i].contains { Self.referenceTie(routes[i], $0) } }
            let lintTie = result.diagnostics.contains { $0.message.contains("is ambiguous with route") }
            #expect(lintTie == expectedTie, "\(Self.yaml(routes))\n\(result.diagnostics)")
            // Beside ties, lint only notes which route a link carrying both query sets opens.
            #expect(result.diagnostics.filter { !$0.message.contains("is ambiguous with route") }
                .allSatisfy { $0.severity == .note && $0.message.contains("match the same URLs") }, "\(result.diagnostics)")
            guard !expectedTie, let manifest = result.manifest else {
                tied += 1
                continue
            }
            clean += 1
            let matcher = ManifestURLMatcher(manifest: manifest.manifest)
            for _ in 0..<20 {
                let host = random.next(2) == 0 ? "h1.example" : "h2.example"
                let path = (0..<(random.next(3) + 1)).map { _ in Self.segments[random.next(Self.segments.count)] }
                let query = (Self.items + ["d"]).filter { _ in random.next(2) == 0 }
                let accepting = routes.indices.filter { index in
                    routes[index].effectiveHosts.contains(host) && Self.accepts(routes[index].pattern, path)
                        && routes[index].required.allSatisfy(query.contains)
                }
                let best = accepting.filter { i in !accepting.contains { Self.beats(routes, $0, i) } }
                #expect(best.count <= 1)
                let url = "https://\(host)/" + path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.map { "\($0)=1" }.joined(separator: "&"))
                let report = matcher.match(URL(string: url)!)
                #expect(report.route == best.first.map { "r\($0)" }, "\(url)\n\(Self.yaml(routes))")
                if report.route == nil { unmatched += 1 } else { matched += 1 }
                if let winner = best.first,
                   accepting.contains(where: { $0 != winner && Self.ranks(routes[$0].pattern) == Self.ranks(routes[winner].pattern) }) {
                    decidedByQuery += 1
                }
            }
        }
        #expect(clean > 150 && tied > 50, "clean \(clean), tied \(tied)")
        #expect(matched > 1_000 && unmatched > 1_000)
        #expect(decidedByQuery > 50)
    }
}
