import Foundation
import Testing
@testable import RouteGenCore

/// Required query items as specificity, in the generator: the tie checks, `routegen match` and the AASA export.
@Suite("Required query items pick between routes with one path")
struct QuerySpecificityRulesTests {
    static let comments = """
        version: 1
        url: { schemes: [myapp], hosts: [www.example.com] }
        routes:
          comments:
            path: /projects/<creator>/<project>/comments
            exposure: external
          commentThread:
            path: /projects/<creator>/<project>/comments
            exposure: external
            extras: { comment: Int, highlight: Bool?, sort: { type: String, default: new }, internalNote: { type: String?, internal: true } }

        """

    @Test func aStrictSupersetIsNoTieAndOnlyNonOptionalUndefaultedQueryExtrasCount() throws {
        let result = runYAML(Self.comments)
        #expect(result.diagnostics.map(\.description) == [])
        let manifest = try #require(result.manifest)
        #expect(manifest.manifest.routes.map(\.requiredQueryItems) == [[], ["comment"]])
        let source = try SwiftRenderer.render(manifest)
        #expect(source.contains("requiredQueryItems: [\"comment\"]"))
        #expect(source.components(separatedBy: "requiredQueryItems").count == 2, "written only for routes that require some")
    }

    @Test func keysNameTheItemsAndPathPlaceholdersNeverCount() throws {
        let manifest = try #require(runYAML(header + """
            routes:
              a:
                path: /a/<int:id>
                exposure: external
                extras: { id: Int, target: { type: URL, key: url }, tags: [String] }

            """).manifest)
        #expect(manifest.manifest.routes[0].requiredQueryItems == ["url"])
    }

    @Test func equalAndIncomparableSetsAreErrorsSupersetsAreNot() {
        let text = header + """
            routes:
              t1:
                path: /t/<int:id>
                exposure: external
                extras: { a: Int, b: Int }
              t2:
                path: /t/<int:x>
                exposure: external
                extras: { x: Int, c: String }
              t3:
                path: /t/<int:y>
                exposure: external
                extras: { a: Int, b: Int, c: String }
              s1:
                path: /s
                exposure: external
                extras: { q: String }
              s2:
                path: /s
                exposure: external
                extras: { q: String, r: String? }

            """
        #expect(printed(text) == [
            "routes.yml:10:11: note: route 't2' and route 't1' (path '/t/<int:id>') match the same URLs; 't2' requires the "
                + "query item 'c' and 't1' requires 'a' and 'b'. A link carrying both opens 't1' (it requires more); one "
                + "carrying only one set opens that set's route",
            "routes.yml:22:11: error: path '/s' of route 's2' is ambiguous with route 's1': a URL can match both with equal "
                + "specificity (both require the query item 'q')\nroutes.yml:18:11: note: route 's1' has path '/s'",
        ])
    }

    @Test func routesOnDisjointHostsNeverTieSharedOnesDo() {
        let text = header + """
            routes:
              h1:
                path: /h
                exposure: external
                hosts: [h.example.com]
              h2:
                path: /h
                exposure: external
                schemes: [other]
              h3:
                path: /h
                exposure: external
              h4:
                path: /h
                exposure: external
                schemes: [other, third]

            """
        #expect(printed(text) == [
            "routes.yml:17:11: error: path '/h' of route 'h4' is ambiguous with route 'h2': a URL on scheme 'other' can match "
                + "both with equal specificity\nroutes.yml:10:11: note: route 'h2' has path '/h'",
        ])
    }

    @Test func acrossManifestsTheSameRulesApply() throws {
        func manifest(_ routes: String, file: String) throws -> Manifest {
            let result = runYAML("version: 1\nurl:\n  schemes: [shop]\nroutes:\n" + routes, file: file)
            #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
            return try #require(result.manifest).manifest
        }
        let list = try manifest("  list:\n    path: /c/<int:id>\n    exposure: external\n", file: "A/routes.yml")
        let thread = try manifest("  thread:\n    path: /c/<int:id>\n    exposure: external\n    extras: { id: Int, comment: Int }\n",
                                  file: "B/routes.yml")
        let reply = try manifest("  reply:\n    path: /c/<int:n>\n    exposure: external\n    extras: { n: Int, reply: Int }\n",
                                 file: "C/routes.yml")
        let elsewhere = try manifest("  away:\n    path: /c/<int:id>\n    exposure: external\n    hosts: [away.example.com]\n",
                                     file: "D/routes.yml")
        #expect(CrossManifestTies.diagnostics(for: [list, thread, elsewhere]).isEmpty)
        let printed = CrossManifestTies.diagnostics(for: [list, thread, reply]).map(\.description)
        #expect(printed == [
            "C/routes.yml:6:11: error: path '/c/<int:n>' of route 'reply' is ambiguous with route 'thread' of B/routes.yml: "
                + "a URL on scheme 'shop' can match both with equal specificity (manifests linked into one app share one URL "
                + "space); their paths match the same URLs, 'reply' requires the query item 'reply' and 'thread' requires "
                + "'comment'; neither set includes the other and they are as large, so a URL carrying both matches both with "
                + "equal specificity. Make one route require every query item the other requires, or one more, or change a path\n"
                + "B/routes.yml:6:11: note: route 'thread' (namespace Routes) has path '/c/<int:id>'",
        ])
        // `routegen match` picks as the app does: the strict superset, whichever manifest comes first.
        let match = ManifestSetMatch(url: URL(string: "shop://c/4?comment=2")!, manifests: [("A", list), ("B", thread)])
        #expect(match.winner == 1 && match.tied.isEmpty)
        let plain = ManifestSetMatch(url: URL(string: "shop://c/4")!, manifests: [("B", thread), ("A", list)])
        #expect(plain.winner == 1 && plain.tied.isEmpty)
    }

    @Test("routegen match: the query item picks the route, the others are listed as ignored")
    func matchReport() throws {
        let matcher = ManifestURLMatcher(manifest: try #require(runYAML(Self.comments).manifest).manifest)
        let thread = matcher.match(URL(string: "https://www.example.com/projects/ann/rocket/comments?comment=7&utm_source=mail&creator=x&internalNote=hi")!)
        #expect(thread.description == """
            https://www.example.com/projects/ann/rocket/comments?comment=7&utm_source=mail&creator=x&internalNote=hi matches commentThread (/projects/<creator>/<project>/comments)
              creator: String = "ann"
              project: String = "rocket"
              comment: Int = 7
              highlight: Bool? = nil (absent)
              sort: String = "new" (default)
              internalNote: String? (internal: never read from a URL)
              chosen:
              - over comments (/projects/<creator>/<project>/comments), which accepts it too: commentThread requires the query item 'comment', which includes what comments requires
              passed over:
              - query item 'utm_source' is ignored: route commentThread does not declare it
              - query item 'creator' is ignored: 'creator' comes from the path
              - query item 'internalNote' is ignored: extra 'internalNote' is internal, never read from a URL
            """)
        let list = matcher.match(URL(string: "https://www.example.com/projects/ann/rocket/comments?comment=x")!)
        #expect(list.route == "comments")
        #expect(list.description.contains("- candidate commentThread (/projects/<creator>/<project>/comments) failed: 'x' is not an Int (extra 'comment')"))
    }

    @Test("AASA: the route requiring the item comes first, with its '?' dictionary")
    func aasaOrder() throws {
        let components = AASAExport.components([try #require(runYAML(Self.comments).manifest).manifest])
            .filter { !$0.exclude && !$0.path.hasSuffix("/") }
        #expect(components.map(\.comment.description).map { $0.components(separatedBy: " ")[0] } == ["Routes.commentThread", "Routes.comments"])
        #expect(components[0].query == [.init(name: "comment", pattern: "?*")])
        #expect(components[1].query.isEmpty)
    }
}
