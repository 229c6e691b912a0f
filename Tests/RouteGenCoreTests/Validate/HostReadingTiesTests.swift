import Foundation
import Testing
@testable import RouteGenCore
@_spi(RouteGen) import RouteKit

/// A custom-scheme URL whose host one route accepts and another does not is read two ways: `myapp://clicks.example.com/x`
/// is `/x` for the first and `/clicks.example.com/x` for the second. When the matcher finds neither more specific, the
/// route registered first opens it; lint reports that, within a manifest and across manifests, and the report agrees
/// with what the runtime does (the property test below).
@Suite("Ties between a host and a first path segment (custom schemes)")
struct HostReadingTiesTests {
    static let manifest = """
        version: 1
        url: { schemes: [myapp], hosts: [www.example.com] }
        routes:
          click:
            path: /x
            exposure: external
            handler: true
            hosts: [clicks.example.com]
            schemes: [myapp]
          legacy:
            path: /clicks.example.com/x
            exposure: external
            handler: true

        """

    @Test("two routes that read one URL two ways with equal specificity: an error naming the URL, both routes and lines, and the fixes")
    func withinAManifest() {
        #expect(printed(Self.manifest) == [
            "routes.yml:11:11: error: route 'legacy' and route 'click' read 'myapp://clicks.example.com/x' two ways: "
                + "'click' accepts host 'clicks.example.com' and reads path '/x' with '/x'; 'legacy' does not, and reads "
                + "'/clicks.example.com/x' with '/clicks.example.com/x'. Neither is more specific, so the route "
                + "registered first opens it. List 'clicks.example.com' in the hosts of both routes (both then read the "
                + "path after it), keep their schemes apart, or change a path\nroutes.yml:5:11: note: route 'click' has path '/x'",
        ])
    }

    @Test("the runtime opens the route registered first for that URL: the tie is real")
    func runtimeDecidesByOrder() throws {
        let url = try #require(URL(string: "myapp://clicks.example.com/x"))
        let forward = try Self.matcher(Self.manifest)
        let reversed = try Self.matcher(Self.manifest, reversed: true)
        #expect(forward.match(url).route == "click")
        #expect(reversed.match(url).route == "legacy")
    }

    @Test("no tie: one is more specific, both list the host, schemes apart, or required query items decide")
    func noTie() {
        let own = "\n    hosts: [clicks.example.com]\n    schemes: [myapp]"
        for (click, legacy) in [
            ("path: /x" + own, "path: /<path:rest>"),                                       // static beats a catch-all
            ("path: /x\n    hosts: [clicks.example.com, www.example.com]\n    schemes: [myapp]",
             "path: /clicks.example.com/x\n    hosts: [clicks.example.com, www.example.com]\n    schemes: [myapp]"),
            ("path: /x" + own, "path: /clicks.example.com/x\n    schemes: [other]"),
            ("path: /x" + own, "path: /clicks.example.com/x\n    extras: { token: String }"),   // {token} includes {}
        ] {
            let text = "version: 1\nurl: { schemes: [myapp], hosts: [www.example.com] }\nroutes:\n"
                + "  click:\n    \(click)\n    exposure: external\n    handler: true\n"
                + "  legacy:\n    \(legacy)\n    exposure: external\n    handler: true\n"
            let found = printed(text).filter { $0.contains("two ways") }
            #expect(found.isEmpty, "\(click) / \(legacy): \(found)")
        }
    }

    @Test("a wildcard host: a subdomain written as the other route's first segment")
    func wildcard() {
        let lines = printed("""
            version: 1
            url: { schemes: [myapp], hosts: [www.example.com] }
            routes:
              site:
                path: /p/<path:rest>
                exposure: external
                handler: true
                hosts: ["*.example.com"]
                schemes: [myapp]
                extras: { blog: { type: String?, in: subdomain } }
              blogLegacy:
                path: /blog.example.com/<path:rest>
                exposure: external
                handler: true

            """)
        #expect(lines.count == 1 && lines[0].hasPrefix("routes.yml:12:11: error: route 'blogLegacy' and route 'site' read 'myapp://blog.example.com/p/x' two ways"), "\(lines)")
    }

    @Test("across manifests linked into one app: at the later manifest's pattern, naming the other manifest")
    func acrossManifests() throws {
        let app = try RenderFixtures.manifest(yaml: """
            version: 1
            url: { schemes: [myapp], hosts: [www.example.com] }
            routes:
              legacy: { path: /clicks.example.com/<path:rest>, exposure: external, handler: true }

            """, fileName: "App.routes.yml")
        let feature = try RenderFixtures.manifest(yaml: """
            version: 1
            url: { schemes: [myapp], hosts: [clicks.example.com] }
            routes:
              click: { path: /wf/<path:rest>, exposure: external, handler: true }

            """, fileName: "Clicks.routes.yml")
        #expect(CrossManifestTies.diagnostics(for: [app, feature]).map(\.description) == [
            "Clicks.routes.yml:4:18: error: route 'click' and route 'legacy' of App.routes.yml read "
                + "'myapp://clicks.example.com/wf/x' two ways: 'click' accepts host 'clicks.example.com' and reads path "
                + "'/wf/x' with '/wf/<path:rest>'; 'legacy' does not, and reads '/clicks.example.com/wf/x' with "
                + "'/clicks.example.com/<path:rest>'. Neither is more specific, so the route registered first opens it. "
                + "List 'clicks.example.com' in the hosts of both routes (both then read the path after it), keep their "
                + "schemes apart, or change a path\nApp.routes.yml:4:19: note: route 'legacy' has path '/clicks.example.com/<path:rest>'",
        ])
    }

    // MARK: - Agreement with the runtime

    /// The manifest's routes, in order or reversed, through `routegen match`'s matcher (RouteKit's `URLMatcher`):
    /// registration order is manifest order.
    static func matcher(_ text: String, reversed: Bool = false) throws -> ManifestURLMatcher {
        let root = try #require(YAMLLoader.load(bytes: Array(text.utf8), file: "routes.yml").root)
        var manifest = try #require(ManifestDecoder.decode(root, sourcePath: "routes.yml").manifest)
        if reversed { manifest.routes.reverse() }
        return ManifestURLMatcher(manifest: ManifestValidator.validate(manifest).manifest)
    }

    static let configurations = [
        "",
        "\n    hosts: [clicks.example.com]\n    schemes: [myapp]",
        "\n    hosts: [\"*.example.com\"]\n    schemes: [myapp]",
        "\n    hosts: [www.example.com, blog.example.com]\n    schemes: [myapp]",
    ]
    static let segments = ["x", "wf", "clicks.example.com", "blog.example.com", "www.example.com", "a.example.com",
                           "<s>", "<int:n>", "<bool:b>"]
    static let hosts = ["clicks.example.com", "blog.example.com", "www.example.com", "a.example.com", "x", "wf"]

    @Test("random route sets: a URL whose winner depends on registration order is a reported tie, and every reported URL is one")
    func agreement() throws {
        var random = LinkSampler.Random(state: 0x5EED_34)
        var sets = 0, reportedTies = 0, orderDecided = 0
        for _ in 0..<400 {
            var routes: [(name: String, path: [String], text: String)] = []
            for index in 0..<Int.random(in: 2...4, using: &random) {
                var path = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.segments.randomElement(using: &random)! }
                if Bool.random(using: &random) { path.append("<path:rest>") }
                let placeholders = path.filter { $0.hasPrefix("<") }
                guard Set(placeholders.map { $0.split(separator: ":").last! }).count == placeholders.count else { continue }
                let text = "  r\(index):\n    path: \"/\(path.joined(separator: "/"))\"\n    exposure: external\n"
                    + "    handler: true\(Self.configurations.randomElement(using: &random)!)\n"
                routes.append(("r\(index)", path, text))
            }
            guard routes.count >= 2 else { continue }
            let text = "version: 1\nurl: { schemes: [myapp], hosts: [www.example.com] }\nroutes:\n"
                + routes.map(\.text).joined()
            sets += 1
            let root = try #require(YAMLLoader.load(bytes: Array(text.utf8), file: "routes.yml").root)
            let manifest = try #require(ManifestDecoder.decode(root, sourcePath: "routes.yml").manifest)
            let validated = ManifestValidator.validate(manifest)
            let ties = validated.diagnostics.filter { $0.severity == .error && ($0.message.contains("ambiguous") || $0.message.contains("two ways")) }
            func reported(_ a: String, _ b: String) -> Bool {
                ties.contains { $0.description.contains("'\(a)'") && $0.description.contains("'\(b)'") }
            }
            let forward = try Self.matcher(text), backward = try Self.matcher(text, reversed: true)
            // Probe every host with paths each route matches, with and without a host-like first segment.
            var paths: Set<String> = []
            for route in routes {
                let sample = route.path.map { $0 == "<int:n>" ? "1" : $0 == "<bool:b>" ? "true" : $0.hasPrefix("<") ? "v" : $0 }
                paths.insert("/" + sample.joined(separator: "/"))
                paths.insert("/" + sample.dropFirst().joined(separator: "/"))
                if route.path.last == "<path:rest>" { paths.insert("/" + sample.joined(separator: "/") + "/y") }
            }
            for host in Self.hosts {
                for path in paths.sorted() {
                    let url = try #require(URL(string: "myapp://\(host)\(path)"))
                    let one = forward.match(url).route, other = backward.match(url).route
                    guard let one, let other, one != other else { continue }
                    orderDecided += 1
                    #expect(reported(one, other), "\(url) opens \(one) or \(other) by order, unreported:\n\(text)\n\(validated.diagnostics)")
                }
            }
            for tie in validated.diagnostics where tie.message.contains("two ways") {
                reportedTies += 1
                let link = try #require(tie.message.split(separator: "'").dropFirst(5).first.map(String.init))
                let url = try #require(URL(string: link))
                let one = forward.match(url).route, other = backward.match(url).route
                #expect(one != nil && other != nil && one != other, "reported \(link), but it opens \(String(describing: one)) either way:\n\(text)")
            }
        }
        print("Host-reading ties: \(sets) random route sets, \(orderDecided) URLs decided by registration order, \(reportedTies) host-reading ties reported")
        #expect(reportedTies > 10 && orderDecided > 10)
    }
}
