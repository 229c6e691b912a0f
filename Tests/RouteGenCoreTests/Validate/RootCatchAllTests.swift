import Foundation
import Testing
@_spi(RouteGen) import RouteKit
@testable import RouteGenCore

/// "Any path, the root included" in one route: a `path:` list whose later pattern leaves out the catch-all, with the
/// catch-all's extra declared optional (`nil` at the root).
@Suite("A catch-all that includes the root")
struct RootCatchAllTests {
    static let text = """
        version: 1
        url: { schemes: [myapp], hosts: [www.example.com] }
        routes:
          anywhere:
            path: [/<path:rest>, /]
            exposure: external
            handler: true
            extras:
              rest: String?
          settings:
            path: /settings
            exposure: external
            handler: true

        """

    static func manifest(_ text: String = text) throws -> Manifest {
        let result = runYAML(text)
        #expect(result.diagnostics.map(\.description) == [])
        return try #require(result.manifest).manifest
    }

    @Test("The root and any path open the route; a static path still wins; a query item cannot stand in for the path")
    func matching() throws {
        let matcher = ManifestURLMatcher(manifest: try Self.manifest())
        let report = { (url: String) in matcher.match(URL(string: url)!) }
        for root in ["myapp://", "myapp:///", "https://www.example.com", "https://www.example.com/", "https://www.example.com//",
                     "https://www.example.com/?rest=x", "myapp://?rest=a/b"] {
            let opened = report(root)
            #expect(opened.route == "anywhere" && opened.pattern == "/", "\(root)")
            #expect(opened.extras.map(\.description) == ["rest: String? = nil (absent)"], "\(root)")
        }
        let deep = report("https://www.example.com/a/b//c?rest=x")
        #expect(deep.route == "anywhere" && deep.pattern == "/<path:rest>")
        #expect(deep.extras.map(\.description) == ["rest: String? = \"a/b/c\""])
        #expect(report("myapp://a/b").extras.map(\.description) == ["rest: String? = \"a/b\""])
        #expect(report("https://www.example.com/settings").route == "settings")
        #expect(report("https://www.example.com/settings/x").route == "anywhere")
        #expect(report("https://other.example.com/").route == nil)
    }

    @Test("Builders write the root for nil and the path otherwise; both match back")
    func builders() throws {
        let manifest = try Self.manifest()
        let matcher = ManifestURLMatcher(manifest: manifest)
        let descriptor = manifest.linkDescriptor(of: manifest.routes[0])
        var parameters = RouteParameters()
        let root = descriptor.link(parameters: parameters), rootLink = descriptor.universalLink(parameters: parameters)
        #expect(root.absoluteString == "myapp://" && rootLink.absoluteString == "https://www.example.com")
        #expect(matcher.match(root).pattern == "/" && matcher.match(rootLink).pattern == "/")
        parameters["rest"] = ["a/b c"]
        let deep = descriptor.universalLink(parameters: parameters)
        #expect(deep.absoluteString == "https://www.example.com/a/b%20c")
        #expect(matcher.match(deep).extras.map(\.description) == ["rest: String? = \"a/b c\""])
        let source = try SwiftRenderer.render(try #require(runYAML(Self.text).manifest))
        #expect(source.contains("path: \"/<path:rest>\",\n            alternatePaths: [\"/\"]"))
        #expect(source.contains("try self.init(rest: parameters.optional(\"rest\", as: String.self))"))
    }

    @Test("The apple-app-site-association lists the root and the catch-all")
    func aasa() throws {
        let components = AASAExport.components([try Self.manifest()]).filter { $0.comment.hasPrefix("Routes.anywhere") }
        #expect(Set(components.map(\.path)) == ["/?*", "/"], "\(components.map(\.path))")
    }

    @Test("Lint: the catch-all's extra must be optional to be left out, and optional only then; a plain root route ties")
    func errors() {
        let implicit = printed(Self.text.replacingOccurrences(of: "    extras:\n      rest: String?\n", with: ""))
        #expect(implicit.count == 1 && implicit[0].contains("lacks 'rest' of its first path '/<path:rest>'")
                    && implicit[0].contains("or declare the extra optional"), "\(implicit)")
        let alone = printed(Self.text.replacingOccurrences(of: "[/<path:rest>, /]", with: "/<path:rest>"))
        #expect(alone.count == 1 && alone[0].contains("cannot be optional (only a placeholder that another path"), "\(alone)")
        let home = printed(Self.text + "  home:\n    path: /\n    exposure: external\n    handler: true\n")
        #expect(home.count == 1 && home[0].contains("path '/' of route 'home' is ambiguous with route 'anywhere'"), "\(home)")
    }

    @Test("Across manifests, a root route of another manifest ties with the root pattern")
    func crossManifest() throws {
        let root = try #require(runYAML("version: 1\nurl: { schemes: [myapp] }\nroutes:\n  home:\n    path: /\n    exposure: external\n",
                                        file: "Home/routes.yml").manifest).manifest
        let messages = CrossManifestTies.diagnostics(for: [try Self.manifest(), root]).map(\.message)
        #expect(messages.count == 1 && messages[0].contains("path '/' of route 'home' is ambiguous with route 'anywhere'"), "\(messages)")
    }
}
