import Foundation
import Testing
@testable import RouteGenCore
@_spi(RouteGen) import RouteKit

/// The manifest's top-level `extras:`: declared once, read by every external route as its own last extras, through
/// lint, the generated code, `routegen match`, the exports and examples; problems said once, at their line.
@Suite("Extras every external route reads")
struct SharedExtrasTests {
    static let manifest = """
        version: 1
        url: { schemes: [myapp], hosts: [www.example.com] }
        extras:
          source: String?
          campaign: { type: String, default: none, key: utm_campaign }
        routes:
          post:
            path: /post/<int:id>
            exposure: external
            extras: { ref: String? }
          alert:
            path: /alert
            exposure: external
            handler: true
            hosts: [alerts.example.com]
          settings:
            screen: SettingsScreen
            extras: { section: String? }
        examples:
          - url: https://www.example.com/post/7?source=mail&utm_campaign=fall
            opens: post
            extras: { id: 7, source: mail, campaign: fall }

        """

    static func validated(_ text: String = manifest) throws -> ValidatedManifest {
        let result = runYAML(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.manifest)
    }

    static func errors(_ body: String) -> [String] {
        printed(body).filter { !$0.contains("note:") || $0.contains("error:") || $0.contains("warning:") }
    }

    @Test("every external route gets them after its own extras (handlers and routes on hosts of their own too); internal routes do not")
    func appended() throws {
        let manifest = try Self.validated()
        let names = Dictionary(uniqueKeysWithValues: manifest.manifest.routes.map { ($0.name, $0.extras.map(\.name)) })
        #expect(names["post"] == ["id", "ref", "source", "campaign"])
        #expect(names["alert"] == ["source", "campaign"])
        #expect(names["settings"] == ["section"])
        let post = try #require(manifest.manifest.routes.first { $0.name == "post" })
        #expect(post.extras.map(\.binding) == [.path(.int), .query, .query, .query])
        #expect(post.extras.map(\.isShared) == [false, false, true, true])
        #expect(post.extras[3].urlName == "utm_campaign")
        #expect(post.extras[2].location.line == 4, "diagnostics and #sourceLocation point at the one declaration")
    }

    @Test("routegen match reads them on every route, by their URL names")
    func matching() throws {
        let matcher = ManifestURLMatcher(manifest: try Self.validated().manifest)
        let post = matcher.match(URL(string: "myapp://post/7?source=mail&utm_campaign=fall")!)
        #expect(post.route == "post")
        #expect(post.extras.map(\.description).contains("source: String? = \"mail\""), "\(post)")
        #expect(post.extras.map(\.description).contains("campaign (utm_campaign in links): String = \"fall\""), "\(post)")
        let alert = matcher.match(URL(string: "https://alerts.example.com/alert?source=push")!)
        #expect(alert.route == "alert" && alert.extras.map(\.description).contains("source: String? = \"push\""), "\(alert)")
        #expect(matcher.match(URL(string: "myapp://settings?source=x")!).route == nil)
    }

    @Test("the generated structs and builders carry them last, with their defaults")
    func rendered() throws {
        let source = try SwiftRenderer.render(try Self.validated())
        #expect(source.contains("static func post(id: Int, ref: String? = nil, source: String? = nil, campaign: String = \"none\") -> Intent<Routes.Post>"), "\(source)")
        #expect(source.contains("static func alert(source: String? = nil, campaign: String = \"none\") -> Intent<Routes.Alert>"))
        #expect(source.contains(".settingValue(\"utm_campaign\", self.campaign)"))
        #expect(!source.contains("static func settings(section: String? = nil, source"))
    }

    @Test("the catalog marks them on every route; the AASA needs none of them (optional or defaulted)")
    func exports() throws {
        let manifest = try Self.validated().manifest
        let markdown = CatalogExport.render([manifest], format: .markdown).text
        #expect(markdown.components(separatedBy: "| `source` | `String?` | query (every route) | — |").count == 3, "\(markdown)")
        let aasa = try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "www.example.com").text
        #expect(!aasa.contains("source") && aasa.contains("\"/\": \"/post/"), "\(aasa)")
    }

    @Test("a required shared extra is required by every route: links without it open nothing, and the AASA says so")
    func required() throws {
        let manifest = try Self.validated("""
            version: 1
            url: { hosts: [www.example.com] }
            extras: { token: String }
            routes:
              post: { path: /post/<int:id>, exposure: external, handler: true }

            """).manifest
        let matcher = ManifestURLMatcher(manifest: manifest)
        #expect(matcher.match(URL(string: "https://www.example.com/post/1")!).route == nil)
        #expect(matcher.match(URL(string: "https://www.example.com/post/1?token=t")!).route == "post")
        let aasa = try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "www.example.com").text
        #expect(aasa.contains("\"?\": { \"token\": \"*\" }"), "\(aasa)")
    }

    @Test("a route that declares a shared extra's Swift name or URL name is an error at the route's extra, not an override")
    func collisions() {
        #expect(Self.errors("""
            version: 1
            url: { schemes: [myapp] }
            extras:
              source: String?
            routes:
              a: { path: /a, exposure: external, extras: { source: Int } }
              b: { path: /b/<source>, exposure: external }
              c: { path: /c, exposure: external, extras: { origin: { type: String?, key: source } } }
              d: { path: /d/:source, exposure: external, extras: { from: { type: Int, key: source } } }
              e: { path: /e, exposure: internal, extras: { source: Int } }

            """) == [
            "routes.yml:6:48: error: extra 'source' of route 'a' is declared by the manifest's 'extras' too, which every external route reads; remove it here (the route reads the manifest's), or rename it\nroutes.yml:4:3: note: the manifest's extra 'source' is declared here",
            "routes.yml:7:17: error: path placeholder '<source>' of route 'b' declares extra 'source', which the manifest's 'extras' declare for every external route; bind the placeholder to another name (extras: { sourceValue: { type: String, key: source } }) or rename the manifest's extra\nroutes.yml:4:3: note: the manifest's extra 'source' is declared here",
            "routes.yml:8:78: error: extra 'origin' of route 'c' is 'source' in URLs, like the manifest's extra 'source', which every external route reads; give one of them another key\nroutes.yml:4:3: note: the manifest's extra 'source' is declared here",
            "routes.yml:9:80: error: extra 'from' (a path placeholder) of route 'd' is 'source' in URLs, like the manifest's extra 'source', which every external route reads; give one of them another key\nroutes.yml:4:3: note: the manifest's extra 'source' is declared here",
        ])
    }

    @Test("a misspelt key of a shared extra is an error at its line, with did-you-mean")
    func misspeltKey() {
        #expect(printed(header + "extras:\n  source: { type: String?, defualt: web }\n")
                == ["routes.yml:5:28: error: unknown key 'defualt' in extra 'source'; did you mean 'default'?"])
    }

    @Test("each shared extra is checked once, at its line: types, defaults, limits, names, keys")
    func rules() {
        #expect(Self.errors("""
            version: 1
            url: { schemes: [myapp] }
            extras:
              source: { type: String?, default: web }
              url: String?
              page: { type: Int, default: x, min: 1 }
              user: { type: User?, internal: true }
              site: { type: String, in: subdomain }
              other: { type: String?, key: page }
            routes:
              a: { path: /a, exposure: external }
              b: { path: /b, exposure: external }

            """) == [
            "routes.yml:4:3: warning: optional extra 'source' has a non-nil default, so a URL cannot carry nil: a link without it opens with the default; drop the '?' or the default",
            "routes.yml:5:3: error: extra 'url' collides with the generated member 'Routes.A.url'; rename the extra and keep 'url' in links with key: url",
            "routes.yml:6:31: error: default 'x' is not a valid Int for extra 'page'",
            "routes.yml:7:3: error: the manifest's extra 'user' is 'internal: true', but the manifest's 'extras' are read from every external route's links; declare an in-app value on the routes that use it",
            "routes.yml:8:29: error: the manifest's extra 'site' is read from the subdomain, which only routes on wildcard hosts have; declare it 'in: subdomain' on those routes",
            "routes.yml:9:32: error: extra 'other' is 'page' in URLs, like extra 'page'; keys are unique within a route\nroutes.yml:6:3: note: extra 'page' is declared here",
        ])
    }

    @Test("a manifest without external routes is warned that no route reads them")
    func noExternalRoutes() {
        #expect(printed("""
            version: 1
            extras: { source: String? }
            routes:
              settings: { screen: SettingsScreen }

            """) == ["routes.yml:2:11: warning: the manifest's 'extras' are read by its external routes, and it has none: no route gets them"])
    }

    @Test("the manifest's extras must be a mapping")
    func wrongKind() {
        #expect(printed(header + "extras: [source]\n") == ["routes.yml:4:9: error: 'extras' must be a mapping, found a list"])
    }

    @Test("YAML merge keys share extras between some routes: a route's own key wins, a problem is said once at the anchor's line")
    func mergeKeys() throws {
        let text = """
            version: 1
            url: { schemes: [myapp] }
            routes:
              feed:
                path: /feed/<int:id>
                exposure: external
                extras: &paging
                  page: { type: Int, default: 1, min: 1 }
                  perPage: { type: Int, default: 20 }
              search:
                path: /search
                exposure: external
                extras:
                  <<: *paging
                  perPage: { type: Int, default: 50 }
                  query: String

            """
        let manifest = try Self.validated(text)
        let search = try #require(manifest.manifest.routes.first { $0.name == "search" })
        #expect(search.extras.map(\.name) == ["page", "perPage", "query"])
        #expect(search.extras.map(\.location.line) == [8, 15, 16])
        #expect(search.extras[1].defaultValue == .scalar("50", location: search.extras[1].defaultValue!.location))
        let broken = text.replacingOccurrences(of: "default: 1, min: 1", with: "default: 1, mni: 1")
        #expect(printed(broken) == ["routes.yml:8:38: error: unknown key 'mni' in extra 'page'; did you mean 'min'?"])
    }

    @Test("a merge key does not hide a key written twice in the mapping itself")
    func mergeKeysAndDuplicates() {
        #expect(printed("""
            version: 1
            url: { schemes: [myapp] }
            routes:
              a:
                path: /a
                exposure: external
                extras: &common { ref: String? }
              b:
                path: /b
                exposure: external
                extras:
                  <<: *common
                  id: Int?
                  id: Int?

            """) == ["routes.yml:14:7: error: duplicate key 'id'\nroutes.yml:13:7: note: 'id' was first written here"])
    }

    @Test("parents: an external child hands its shared extras to its parent; an internal child leaves them at their defaults")
    func parents() throws {
        let source = try SwiftRenderer.render(try Self.validated("""
            version: 1
            url: { schemes: [myapp] }
            extras:
              source: String?
              campaign: { type: String, default: none }
            routes:
              post: { path: /post/<int:id>, exposure: external, screen: PostScreen }
              comment: { path: "/post/<int:id>/comment/<int:comment>", exposure: external, screen: CommentScreen, parent: post }
              draft: { screen: DraftScreen, parent: post, extras: { id: Int } }

            """))
        #expect(source.contains("var parentRoute: Routes.Post { Routes.Post(id: self.id, source: self.source, campaign: self.campaign) }"), "\(source)")
        #expect(source.contains("var parentRoute: Routes.Post { Routes.Post(id: self.id) }"))
    }
}
