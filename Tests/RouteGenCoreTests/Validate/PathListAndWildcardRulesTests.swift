import Foundation
import Testing
@testable import RouteGenCore

/// `path:` lists, wildcard hosts and `in: subdomain`: each broken rule at its line, with a way out.
@Suite("Rules: path lists, wildcard hosts, the subdomain extra")
struct PathListAndWildcardRulesTests {
    static func errors(_ body: String) -> [String] {
        printed(header + body).filter { $0.contains("error:") }
    }

    @Test("a wildcard is the whole first label, before a domain of two labels or more")
    func wildcardSpelling() {
        let lines = printed("""
            version: 1
            url:
              hosts: ["*.example.com", "*.com", "a.*.example.com", "*.*.example.com", "*example.com", "*.example.com"]

            """)
        #expect(lines == [
            "routes.yml:3:29: error: URL host '*.com' needs a domain of two labels or more after '*.' ('*.example.com')",
            "routes.yml:3:38: error: URL host 'a.*.example.com' may use '*' only as its whole first label, for every subdomain of a domain ('*.example.com')",
            "routes.yml:3:57: error: URL host '*.*.example.com' may have one '*', as its first label only ('*.example.com')",
            "routes.yml:3:76: error: URL host '*example.com' may use '*' only as its whole first label, for every subdomain of a domain ('*.example.com')",
            "routes.yml:3:92: error: duplicate URL host '*.example.com'\nroutes.yml:3:12: note: '*.example.com' was first listed here",
        ])
    }

    @Test("every pattern of a list binds the same placeholders, once each")
    func pathLists() {
        #expect(Self.errors("""
            routes:
              story:
                path: [/story/<int:id>, /s/<int:storyID>, /t/<id>, /u/x, /story/<int:id>]
                exposure: external

            """) == [
            "routes.yml:6:29: error: path '/s/<int:storyID>' of route 'story' lacks 'id' of its first path '/story/<int:id>': every path of a route binds the same placeholders, so that any of them gives the route all its values; or declare the extra optional, nil from the paths without it",
            "routes.yml:6:32: error: placeholder '<int:storyID>' of path '/s/<int:storyID>' is not in the route's first path '/story/<int:id>': every path of route 'story' binds the same placeholders",
            "routes.yml:6:50: error: placeholder '<id>' of path '/t/<id>' has another type than in the route's first path '/story/<int:id>'; write it as there",
            "routes.yml:6:56: error: path '/u/x' of route 'story' lacks 'id' of its first path '/story/<int:id>': every path of a route binds the same placeholders, so that any of them gives the route all its values; or declare the extra optional, nil from the paths without it",
            "routes.yml:6:62: error: path '/story/<int:id>' of route 'story' repeats '/story/<int:id>': every pattern of a route opens it, so list each once",
        ])
    }

    @Test("an empty path list is an error at the list")
    func emptyPathList() {
        #expect(Self.errors("""
            routes:
              empty:
                path: []
                exposure: external

            """) == ["routes.yml:6:11: error: 'path' of route 'empty' is an empty list; give one pattern or several"])
    }

    @Test("a route's own patterns never tie with each other; another route's do, at the pattern's line")
    func ties() {
        #expect(Self.errors("""
            routes:
              story:
                path: [/story/<id>, /<id>/story]
                exposure: external
              legacy:
                path: [/old/<int:id>, /s/<int:id>]
                exposure: external
              short:
                path: /s/<int:n>
                exposure: external

            """) == [
            "routes.yml:12:11: error: path '/s/<int:n>' of route 'short' is ambiguous with route 'legacy': a URL can match both with equal specificity\nroutes.yml:9:27: note: route 'legacy' has path '/s/<int:id>'",
        ])
    }

    @Test("a wildcard host ties with a host it covers, not with a host outside it")
    func wildcardTies() {
        #expect(Self.errors("""
            routes:
              post:
                path: /<slug>
                exposure: external
                hosts: ["*.example.com"]
                extras: { site: { type: String, in: subdomain } }
              blogPost:
                path: /<slug>
                exposure: external
                hosts: [blog.example.com]
              other:
                path: /<slug>
                exposure: external
                hosts: [example.org, example.com]

            """) == [
            "routes.yml:11:11: error: path '/<slug>' of route 'blogPost' is ambiguous with route 'post': a URL on host '*.example.com' can match both with equal specificity\nroutes.yml:6:11: note: route 'post' has path '/<slug>'",
        ])
    }

    @Test("in: subdomain needs a String of an external route on a wildcard host, once, without key")
    func subdomainExtra() {
        #expect(Self.errors("""
            routes:
              a:
                path: /a
                exposure: external
                extras:
                  site: { type: Int, in: subdomain, key: s }
              b:
                path: /b
                exposure: external
                hosts: ["*.example.com"]
                extras:
                  one: { type: String, in: subdomain }
                  two: { type: String?, in: subdomain }
              c:
                extras: { site: { type: String?, in: subdomain } }
              d:
                path: /d
                exposure: external
                hosts: ["*.example.com"]
            """) == [
            "routes.yml:9:21: error: extra 'site' is read from the subdomain, so its type is 'String' or 'String?', found 'Int'",
            "routes.yml:9:30: error: extra 'site' is read from the subdomain, but route 'a' is reached on no wildcard host; list one such as '*.example.com' in 'hosts'",
            "routes.yml:9:46: error: extra 'site' is read from the subdomain, which has no name in links; remove 'key'",
            "routes.yml:16:33: error: route 'b' reads the subdomain into 'one' and 'two'; keep one",
            "routes.yml:18:42: error: extra 'site' is read from the subdomain, but route 'c' is internal, so no link carries it; remove 'in: subdomain'",
            "routes.yml:22:5: error: route 'd' is reached on wildcard hosts only (*.example.com), so a link to it must name a subdomain: declare an extra such as 'site: { type: String, in: subdomain }', or list a host without '*'",
        ])
    }

    @Test("a misspelt 'in' is an error with did-you-mean")
    func misspeltCarrier() {
        #expect(Self.errors("""
            routes:
              e:
                path: /e
                exposure: external
                extras: { site: { type: String, in: subdomian } }

            """) == ["routes.yml:8:41: error: 'in' must be one of query, subdomain, fragment, fragmentQuery, found 'subdomian'; did you mean 'subdomain'?"])
    }

    @Test("links on the bare domain or a look-alike never reach a wildcard-only route")
    func matching() throws {
        let manifest = try RenderFixtures.manifest(yaml: header + """
            routes:
              post:
                path: [/<int:id>, /p/<int:id>]
                exposure: external
                hosts: ["*.example.com", "*.eu.example.com"]
                extras: { site: { type: String, in: subdomain } }

            """)
        let matcher = ManifestURLMatcher(manifest: manifest)
        func site(_ link: String) -> String? {
            matcher.match(URL(string: link)!).extras.first { $0.name == "site" }?.value
        }
        #expect(site("https://blog.example.com/1") == "\"blog\"")
        #expect(site("https://blog.eu.example.com/p/1") == "\"blog\"")  // the longest wildcard decides
        #expect(site("https://eu.example.com/p/1") == "\"eu\"")
        #expect(matcher.match(URL(string: "https://example.com/1")!).route == nil)
        #expect(matcher.match(URL(string: "https://.example.com/1")!).route == nil)
        #expect(matcher.match(URL(string: "https://notexample.com/1")!).route == nil)
    }

    @Test("linked manifests: a second pattern or a wildcard host ties across manifests, at both lines")
    func crossManifest() throws {
        let first = try RenderFixtures.manifest(yaml: """
            version: 1
            url: { hosts: ["*.example.com"], schemes: [shop] }
            routes:
              post:
                path: [/post/<int:id>, /p/<int:id>]
                exposure: external
                extras: { site: { type: String, in: subdomain } }

            """, fileName: "Shop.routes.yml")
        let second = try RenderFixtures.manifest(yaml: """
            version: 1
            url: { hosts: [blog.example.com] }
            routes:
              short:
                path: /p/<int:n>
                exposure: external

            """, fileName: "Blog.routes.yml")
        #expect(CrossManifestTies.diagnostics(for: [first, second]).map(\.description) == [
            "Blog.routes.yml:5:11: error: path '/p/<int:n>' of route 'short' is ambiguous with route 'post' of Shop.routes.yml: a URL on host '*.example.com' can match both with equal specificity (manifests linked into one app share one URL space)\nShop.routes.yml:5:28: note: route 'post' (namespace ShopRoutes) has path '/p/<int:id>'",
        ])
    }

    @Test("limits: numbers of the extra's type, in order, around the default, on an extra links carry")
    func limitRules() {
        #expect(Self.errors("""
            routes:
              a:
                path: /a/<int:month>
                exposure: external
                extras:
                  month: { type: Int, min: 1, max: 1x }
                  name: { type: String, min: 1 }
                  day: { type: Int, min: 31, max: 1 }
                  week: { type: Int, min: 1, max: 52, default: 60 }
                  hidden: { type: Int?, internal: true, max: 3 }
                  ratio: { type: "[Double]", min: 0.5, max: 1.5 }

            """) == [
            "routes.yml:9:40: error: 'max' of extra 'month' must be an Int, found '1x'",
            "routes.yml:10:34: error: 'min' and 'max' limit numbers; extra 'name' is 'String'",
            "routes.yml:11:39: error: limits of extra 'day' are empty: 'min' 31 is above 'max' 1",
            "routes.yml:12:52: error: the default 60 of extra 'week' is outside its limits 1...52",
            "routes.yml:13:50: error: extra 'hidden' is 'internal: true', never read from a link, so its limits are never checked; remove 'min'/'max'",
        ])
    }

    @Test("a link outside a route's limits does not open it; another route may")
    func limitsLetAnotherRouteMatch() throws {
        let manifest = try RenderFixtures.validated(yaml: header + """
            routes:
              archive:
                path: /<int:year>/<int:month>
                exposure: external
                extras: { month: { type: Int, min: 1, max: 12 }, tags: { type: "[Int]", max: 9 } }
              page:
                path: /<int:year>/<slug>
                exposure: external

            """)
        let matcher = ManifestURLMatcher(manifest: manifest.manifest)
        #expect(matcher.match(URL(string: "myapp://2023/12")!).route == "archive")
        #expect(matcher.match(URL(string: "myapp://2023/13")!).route == "page")
        #expect(matcher.match(URL(string: "myapp://2023/12?tags=1&tags=10")!).route == "page")
        let source = try SwiftRenderer.render(manifest)
        #expect(source.contains("parameters.required(\"month\", as: Int.self, min: 1, max: 12)"))
        #expect(source.contains("parameters.array(\"tags\", as: Int.self, min: nil, max: 9)"))
        #expect(source.contains("/// - `month`: 1...12"))
    }

    @Test("url.http: false refuses http links for every route, those with hosts of their own too")
    func httpsOnly() throws {
        let yaml = """
            version: 1
            url: { hosts: [example.com], http: false }
            routes:
              home:
                path: /home
                exposure: external
              click:
                path: /<path:rest>
                exposure: external
                hosts: [clicks.example.com]

            """
        let manifest = try RenderFixtures.validated(yaml: yaml)
        let matcher = ManifestURLMatcher(manifest: manifest.manifest)
        #expect(matcher.match(URL(string: "https://example.com/home")!).route == "home")
        #expect(matcher.match(URL(string: "https://clicks.example.com/a")!).route == "click")
        let refused = matcher.match(URL(string: "http://example.com/home")!)
        #expect(refused.route == nil)
        #expect(refused.description.contains("scheme 'http'"), "\(refused)")
        #expect(matcher.match(URL(string: "http://clicks.example.com/a")!).route == nil)
        let source = try SwiftRenderer.render(manifest)
        #expect(source.contains("hosts: [\"example.com\"], acceptsHTTP: false)"))
        #expect(source.contains("hosts: [\"clicks.example.com\"], acceptsHTTP: false)"))
        // By default http is read like https.
        let open = ManifestURLMatcher(manifest: try RenderFixtures.manifest(yaml: yaml.replacingOccurrences(of: ", http: false", with: "")))
        #expect(open.match(URL(string: "http://example.com/home")!).route == "home")
        #expect(printed("version: 1\nurl: { hosts: [example.com], http: no }\n").first?.contains("'url.http' must be true or false") == true)
    }

    @Test("an enum case equal to another route's static segment at the same position is a warning at the placeholder")
    func enumShadowing() {
        let lines = printed("""
            version: 1
            url: { schemes: [myapp] }
            enums:
              Tab: [posts, likes, settings]
            routes:
              profile:
                path: /user/<int:id>/<Tab:tab>
                exposure: external
              settings:
                path: /user/<int:id>/settings
                exposure: external
              elsewhere:
                path: /user/<uuid:id>/likes
                exposure: external
              filtered:
                path: /user/<int:id>/posts
                exposure: external
                extras: { filter: String }

            """)
        #expect(lines == [
            "routes.yml:7:26: warning: case 'settings' of placeholder '<Tab:tab>' equals the static segment 'settings' of route 'settings' at the same position: a link with 'settings' there opens 'settings', never 'profile'\nroutes.yml:10:11: note: route 'settings' has path '/user/<int:id>/settings'",
        ])
    }
}
