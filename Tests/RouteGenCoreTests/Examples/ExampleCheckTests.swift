import Foundation
@testable import RouteGenCore
import Testing

/// Pinned links (`examples:`): each must open the route it names with the extras it lists, or nothing; a broken
/// one is an error at its line that says what the link opens now.
@Suite("Examples: pinned links are checked against the manifests")
struct ExampleCheckTests {
    static let routes = """
        version: 1
        url: { schemes: [myapp], hosts: [myapp.example.com] }
        enums:
          ProfileTab: [posts, likes, { topSites: top-sites }]
        routes:
          userProfile:
            path: /user/<int:id>
            exposure: external
            extras:
              referrer: String?
              tab: { type: ProfileTab, default: posts }
              tags: [String]
              user: { type: String?, internal: true }
              target: { type: URL?, key: url }
          alert:
            path: /alert
            exposure: external
            handler: true
            extras: { title: String }
          settings: {}

        """

    /// The diagnostics of `examples` (YAML list items, indented by two) appended to `routes`, as `lint` prints them.
    static func check(_ examples: String, routes: String = routes, others: [Manifest] = []) throws -> [String] {
        let manifest = try RenderFixtures.manifest(yaml: routes + "examples:\n" + examples)
        return ExampleCheck.diagnostics(forExamplesOf: [manifest], against: [manifest] + others).map(\.description)
    }

    @Test("Links that open what they pin pass: defaults unlisted, enum by Swift name or URL value, arrays, null")
    func passing() throws {
        #expect(try Self.check("""
              - url: https://myapp.example.com/user/42?tab=likes
                opens: userProfile
                extras: { id: 42, tab: likes }
              - url: myapp://user/7?tab=top-sites&tags=a&tags=b&referrer=mail
                opens: userProfile
                extras: { id: 7, tab: topSites, tags: [a, b], referrer: mail }
              - url: myapp://user/7?tab=posts&url=https%3A%2F%2Fexample.com
                opens: userProfile
                extras: { id: 7, tab: top-sites, target: "https://example.com" }
              - url: myapp://user/7
                opens: userProfile
                extras: { id: 7, referrer: null, tags: [] }
              - url: myapp://settings
                opens: nothing
              - url: https://elsewhere.example.com/user/7
                opens: nothing
            """).count == 1, "only the third pins topSites where the link says posts")
    }

    @Test("A link that opens another route, other extras, or something instead of nothing: error at the url's line")
    func brokenLinks() throws {
        let diagnostics = try Self.check("""
              - url: myapp://user/7?referrer=x
                opens: userProfile
                extras: { id: 8 }
              - url: myapp://alert?title=Hi
                opens: nothing
              - url: myapp://alert
                opens: alert
                extras: { title: Hi }
              - url: myapp://user/7
                opens: alert
                extras: { title: Hi }
            """)
        #expect(diagnostics == [
            "routes.yml:22:10: error: example link 'myapp://user/7?referrer=x' opens 'userProfile' with id: 7, referrer: \"x\"; "
                + "the example expects id: 8, no referrer (unlisted extras are at their default; add 'referrer: ...' to pin it)",
            "routes.yml:25:10: error: example link 'myapp://alert?title=Hi' should open nothing, but opens 'alert' with title: \"Hi\"",
            "routes.yml:27:10: error: example link 'myapp://alert' should open 'alert', but opens nothing: "
                + "candidate alert (/alert) failed: missing extra 'title'",
            "routes.yml:30:10: error: example link 'myapp://user/7' should open 'alert', but opens 'userProfile' with id: 7",
        ])
    }

    @Test("Names and values are type-checked at their own column, with did-you-mean")
    func typeChecked() throws {
        let diagnostics = try Self.check("""
              - url: myapp://user/7
                opens: userProfil
              - url: myapp://user/7
                opens: userProfile
                extras: { id: seven, tab: like, url: x, user: y, tags: a, referer: r }
              - url: myapp://user/7
                opens: userProfile
                extras: { id: null, tags: [a, b], tab: [likes] }
              - url: myapp://settings
                opens: settings
            """)
        #expect(diagnostics == [
            "routes.yml:23:12: error: example opens 'userProfil', which is no route of routes.yml; did you mean 'userProfile'?",
            "routes.yml:26:19: error: value 'seven' of extra 'id' is not a value of Int",
            "routes.yml:26:31: error: value 'like' of extra 'tab' is not a value of ProfileTab; did you mean 'likes'?",
            "routes.yml:26:37: error: route 'userProfile' has no extra 'url': examples name extras by Swift name; "
                + "did you mean 'target' ('url' in links)?",
            "routes.yml:26:45: error: extra 'user' of route 'userProfile' is internal: links never carry it; remove it from the example",
            "routes.yml:26:60: error: extra 'tags' is [String]: write its values as a list, like [a]",
            "routes.yml:26:63: error: route 'userProfile' has no extra 'referer'; did you mean 'referrer'?",
            "routes.yml:29:19: error: extra 'id' is Int, not optional: null is not a value of it; leave the extra out to pin its default",
            "routes.yml:29:44: error: extra 'tab' is ProfileTab, not an array: write one value",
            "routes.yml:31:12: error: route 'settings' is internal: no link opens it; pin what the link opens instead (or 'opens: nothing')\n"
                + "routes.yml:20:3: note: route 'settings' is declared here",
        ])
    }

    @Test("An https link the app opens must be claimed by its host's apple-app-site-association")
    func universalLinksAreClaimed() throws {
        let diagnostics = try Self.check("""
              - url: https://myapp.example.com/user/%342
                opens: userProfile
                extras: { id: 42 }
              - url: https://myapp.example.com/user/42/
                opens: userProfile
                extras: { id: 42 }
              - url: https://MYAPP.example.com/alert?title=Hi
                opens: alert
                extras: { title: Hi }
            """)
        #expect(diagnostics == [
            "routes.yml:22:10: error: example link 'https://myapp.example.com/user/%342' opens 'userProfile' in the app, but the "
                + "apple-app-site-association `routegen export aasa` writes for 'myapp.example.com' does not claim it "
                + "(none of its components matches it): iOS opens it in Safari",
        ])
    }

    @Test("An example may open a route of another manifest of the app; alone, that manifest's route is missing")
    func acrossManifests() throws {
        let feature = try RenderFixtures.manifest(yaml: """
            version: 1
            url: { schemes: [myapp] }
            routes:
              post: { path: /post/<int:id>, exposure: external }
            """, fileName: "Feed.routes.yml")
        let example = """
              - url: myapp://post/3
                opens: post
                extras: { id: 3 }
            """
        #expect(try Self.check(example, others: [feature]).isEmpty)
        #expect(try Self.check(example) == [
            "routes.yml:23:12: error: example opens 'post', which is no route of routes.yml",
        ])
    }

    @Test("Manifests that share a route name: the opened manifest's route is meant, or the one 'Namespace.route' names")
    func sharedRouteNames() throws {
        let app = try RenderFixtures.manifest(yaml: "version: 1\nurl: { schemes: [app] }\nroutes:\n  home: { path: /home, exposure: external }\n")
        let feed = try RenderFixtures.manifest(
            yaml: "version: 1\nurl: { schemes: [app] }\nroutes:\n  home: { path: /feed, exposure: external }\n", fileName: "Feed.routes.yml")
        func check(_ opens: String, _ url: String) -> [String] {
            let example = LinkExample(url: url, urlLocation: SourceLocation(file: "links.yml", line: 2, column: 10),
                                      opens: .init(manifest: opens), opensLocation: SourceLocation(file: "links.yml", line: 3, column: 12))
            return ExampleCheck.diagnostics(for: [example], against: [app, feed]).map(\.description)
        }
        #expect(check("home", "app://feed").isEmpty)
        #expect(check("FeedRoutes.home", "app://feed").isEmpty)
        #expect(check("Routes.home", "app://home").isEmpty)
        #expect(check("Routes.home", "app://feed") == [
            "links.yml:2:10: error: example link 'app://feed' should open 'Routes.home', but opens 'home' of Feed.routes.yml",
        ])
    }

    @Test("'nothing' is a reserved route name")
    func nothingIsReserved() {
        let result = ManifestPipeline.run(bytes: Array("version: 1\nroutes:\n  nothing: {}\n".utf8), displayPath: "routes.yml", format: .yaml)
        #expect(result.diagnostics.map(\.description) == [
            "routes.yml:3:3: error: route name 'nothing' is reserved: an example's 'opens: nothing' says a link opens no route; rename the route",
        ])
    }

    @Test("The shape of an example is checked when decoding", arguments: [
        ("  - { opens: nothing }\n", "routes.yml:3:5: error: an example needs 'url:', the link it pins"),
        ("  - { url: 'myapp://x' }\n", "routes.yml:3:5: error: an example needs 'opens:', the route the link opens, or 'opens: nothing'"),
        ("  - { url: 'no scheme', opens: nothing }\n",
         "routes.yml:3:13: error: example url 'no scheme' is not a URL with a scheme (like myapp://user/42 or https://...)"),
        ("  - { url: 'myapp://x', open: nothing }\n", "routes.yml:3:25: error: unknown key 'open' in an example; did you mean 'opens'?"),
        ("  - { url: 'myapp://x', opens: nothing, extras: { a: 1 } }\n",
         "routes.yml:3:41: error: an example that opens nothing carries no extras; remove 'extras:'"),
        ("  - { url: 'myapp://x', opens: a, extras: { a: { b: 1 } } }\n",
         "routes.yml:3:48: error: the value of extra 'a' must be a scalar, a list (an array extra) or null, found a mapping"),
        ("  - { url: 'myapp://x', opens: a, extras: { a: [[1]] } }\n",
         "routes.yml:3:49: error: the values of array extra 'a' must be scalars, found a list"),
        ("  x: 1\n", "routes.yml:3:3: error: 'examples' must be a list, found a mapping"),
    ])
    func decodeErrors(examples: String, expected: String) {
        let result = ManifestPipeline.run(bytes: Array("version: 1\nexamples:\n\(examples)".utf8), displayPath: "routes.yml", format: .yaml)
        #expect(result.diagnostics.map(\.description).contains(expected), "\(result.diagnostics)")
        #expect(result.manifest == nil)
    }
}

/// What the build plugin runs for a target's examples files (`lint --cross-manifest-only --examples`): the files' links against
/// the target's and its dependencies' manifests, leaving each manifest's own examples to its own check.
@Suite("Examples: the build's check of examples files")
struct ExamplesFileBuildCheckTests {
    @Test("--cross-manifest-only checks the examples files, not each manifest's own examples (their own check reports those)")
    func linkedChecksFilesOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("examples-linked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        let manifest = try write("routes.yml", """
            version: 1
            url: { schemes: [app] }
            routes:
              item: { path: /item/<int:id>, exposure: external }
            examples:
              - { url: 'app://item/1', opens: item, extras: { id: 2 } }
            """)
        let links = try write("links.examples.yml", "examples:\n  - { url: 'app://item/5', opens: nothing }\n")
        let outcome = ManifestLint.run(paths: [manifest], relativeTo: folder.path, crossManifestOnly: true, examples: [links])
        #expect(outcome.diagnostics.map(\.description) == [
            "links.examples.yml:2:13: error: example link 'app://item/5' should open nothing, but opens 'item' with id: 5",
        ])
        #expect(outcome.status == .manifestErrors)
        let full = ManifestLint.run(paths: [manifest], relativeTo: folder.path, examples: [links])
        #expect(full.diagnostics.count == 2, "the manifest's own example too: \(full.diagnostics)")
    }

    @Test("The plugins find examples files by name: examples.yml and *.examples.yml, .yaml as .yml")
    func examplesFileNames() {
        for name in ["examples.yml", "links.examples.yml", "a.b.examples.yml", "examples.yaml", "links.examples.yaml"] {
            #expect(ManifestNaming.isExamplesFile(fileName: name), "\(name)")
        }
        for name in [".examples.yml", ".examples.yaml", "routes.yml", "myexamples.yml", "examples.yml.bak"] {
            #expect(!ManifestNaming.isExamplesFile(fileName: name), "\(name)")
        }
    }
}
