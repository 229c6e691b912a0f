import Foundation
@_spi(RouteGen) import RouteKit
import Testing
@testable import RouteGenCore

/// `routegen lint` (the validator's tie check) and `routegen match` (RouteKit's matcher) agree on routes told apart by
/// a path in the fragment: a manifest that lints clean opens every link in the one route the rule calls most specific
/// (fragment paths from the left first, then required query items, then manifest order), and a manifest with a tie
/// really has two routes with equal fragment paths and items. The reference reads the rule pair by pair.
@Suite("lint and match agree on fragment paths")
struct FragmentTieAgreementTests {
    /// nil: the route requires no fragment path.
    static let fragments: [String?] = [nil, "p/<phone>", "p/<int:n>", "p/new", "p/<other>", "eu/<u>", "/<t>", "/<t>/<e>",
                                       "f/<path:rest>", "<any>"]
    static let items = ["a", "b"]
    static let linkFragments = ["p/+1", "p/7", "p/new", "p/%2B7", "eu/x", "/!r:x.org", "/%23l:x.org/$e", "f/a/b", "f",
                                "other", "", "P/7", "/p/7", "p/7/8"]

    struct Route {
        var fragment: String?
        var required: [String]
        var pattern: RoutePattern? { fragment.map { try! RoutePattern(parsing: $0) } }
        var startsWithSlash: Bool { fragment?.hasPrefix("/") ?? false }
    }

    static func yaml(_ routes: [Route]) -> String {
        var text = "version: 1\nurl:\n  hosts: [h.example]\nroutes:\n"
        for (index, route) in routes.enumerated() {
            text += "  r\(index):\n    path: /\n    exposure: external\n    handler: true\n"
            if let fragment = route.fragment { text += "    fragment: \"\(fragment)\"\n" }
            if !route.required.isEmpty { text += "    extras: { \(route.required.map { "\($0): Int" }.joined(separator: ", ")) }\n" }
        }
        return text
    }

    static func ranks(_ pattern: RoutePattern) -> [Int] {
        QueryTieAgreementTests.ranks(pattern)
    }

    /// Whether a link's raw fragment (path part: no `?` in the samples) fits a route's fragment path.
    static func accepts(_ route: Route, _ fragment: String) -> Bool {
        guard let pattern = route.pattern else { return true }
        guard !fragment.isEmpty, fragment.hasPrefix("/") == route.startsWithSlash else { return false }
        let segments = fragment.split(separator: "/").map { String($0).removingPercentEncoding ?? "" }
        return QueryTieAgreementTests.accepts(pattern, segments)
    }

    /// Whether route `i` wins over route `j` for a link both accept.
    static func beats(_ routes: [Route], _ i: Int, _ j: Int) -> Bool {
        let left = routes[i], right = routes[j]
        switch (left.pattern, right.pattern) {
        case (_?, nil): return true
        case (nil, _?): return false
        case (let mine?, let theirs?):
            if let (a, b) = zip(ranks(mine), ranks(theirs)).first(where: { $0 != $1 }) { return a > b }
        case (nil, nil): break
        }
        let mine = Set(left.required), theirs = Set(right.required)
        if mine == theirs { return i < j }
        if mine.isStrictSuperset(of: theirs) { return true }
        if mine.isStrictSubset(of: theirs) { return false }
        return mine.count != theirs.count ? mine.count > theirs.count : i < j
    }

    /// Two routes tie when some link fits both fragment paths with equal specificity and they require the same items.
    static func referenceTie(_ left: Route, _ right: Route) -> Bool {
        guard Set(left.required) == Set(right.required) else { return false }
        switch (left.pattern, right.pattern) {
        case (nil, nil): return true
        case (let mine?, let theirs?): return left.startsWithSlash == right.startsWithSlash && mine.isAmbiguous(with: theirs)
        default: return false
        }
    }

    @Test("600 random manifests on one URL path: lint ties exactly when the rule does; clean ones match as it says")
    func agree() throws {
        var random = QueryTieAgreementTests.Random(state: 0x2026_1128)
        var clean = 0, tied = 0, matched = 0, unmatched = 0, decidedByFragment = 0
        for _ in 0..<600 {
            let routes = (0..<(random.next(4) + 1)).map { _ in
                Route(fragment: Self.fragments[random.next(Self.fragments.count)],
                      required: Self.items.filter { _ in random.next(3) == 0 })
            }
            let result = runYAML(Self.yaml(routes))
            let expectedTie = routes.indices.contains { i in routes[..<i].contains { Self.referenceTie(routes[i], $0) } }
            let lintTie = result.diagnostics.contains { $0.message.contains("is ambiguous with route") }
            #expect(lintTie == expectedTie, "\(Self.yaml(routes))\n\(result.diagnostics)")
            #expect(!result.diagnostics.contains { $0.severity == .error && !$0.message.contains("is ambiguous with route") },
                    "\(result.diagnostics)")
            guard !expectedTie, let manifest = result.manifest else {
                tied += 1
                continue
            }
            clean += 1
            let matcher = ManifestURLMatcher(manifest: manifest.manifest)
            for _ in 0..<20 {
                let fragment = Self.linkFragments[random.next(Self.linkFragments.count)]
                let query = Self.items.filter { _ in random.next(2) == 0 }
                let accepting = routes.indices.filter { Self.accepts(routes[$0], fragment) && routes[$0].required.allSatisfy(query.contains) }
                let best = accepting.filter { i in !accepting.contains { $0 != i && Self.beats(routes, $0, i) } }
                #expect(best.count <= 1)
                let url = "https://h.example/" + (query.isEmpty ? "" : "?" + query.map { "\($0)=1" }.joined(separator: "&"))
                    + (fragment.isEmpty ? "" : "#" + fragment)
                let report = matcher.match(URL(string: url)!)
                #expect(report.route == best.first.map { "r\($0)" }, "\(url)\n\(Self.yaml(routes))\n\(report)")
                if report.route == nil { unmatched += 1 } else { matched += 1 }
                if let winner = best.first, routes[winner].fragment != nil, accepting.count > 1 { decidedByFragment += 1 }
            }
        }
        print("fragment tie agreement: \(clean) clean manifests, \(tied) with a tie, \(matched) links opened, "
              + "\(unmatched) opened nothing, \(decidedByFragment) decided by a fragment path over another route")
        #expect(clean > 150 && tied > 50, "clean \(clean), tied \(tied)")
        #expect(matched > 1_000 && unmatched > 300)
        #expect(decidedByFragment > 100)
    }
}
