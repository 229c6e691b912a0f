import Foundation
import RouteGenCore
import Testing
import TestSupport

/// `routegen lint --examples FILE` and `generate`: pinned links fail the command (exit 1) at the example's line,
/// and an examples file is checked the same way as a manifest's own `examples:`.
@Suite("Examples: lint and generate", .enabled(if: RouteGenTool.url != nil, "needs the routegen product built"))
struct ExampleCommandTests {
    static let manifest = """
        version: 1
        url: { schemes: [myapp] }
        routes:
          user: { path: /user/<int:id>, exposure: external }
        examples:
          - url: myapp://user/42
            opens: user
            extras: { id: 42 }

        """

    static func workspace(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test("A broken pinned link fails lint and generate with exit 1 at its line; nothing is generated")
    func brokenExampleFails() throws {
        let broken = Self.manifest.replacingOccurrences(of: "extras: { id: 42 }", with: "extras: { id: 43 }")
        let folder = try Self.workspace(["routes.yml": Self.manifest, "broken.routes.yml": broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try RouteGenTool.run(["lint", "routes.yml"], in: folder).status == 0)
        let lint = try RouteGenTool.run(["lint", "broken.routes.yml"], in: folder)
        #expect(lint.status == 1)
        #expect(lint.output.contains(
            "broken.routes.yml:6:10: error: example link 'myapp://user/42' opens 'user' with id: 42; the example expects id: 43"),
            "\(lint.output)")
        let generate = try RouteGenTool.run(["generate", "broken.routes.yml", "--output", "Out.swift"], in: folder)
        #expect(generate.status == 1)
        #expect(generate.output.contains("broken.routes.yml:6:10: error: example link"), "\(generate.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out.swift").path))
    }

    @Test("generate checks examples against every manifest given together and every --link")
    func generateChecksAcrossManifests() throws {
        let app = Self.manifest + "  - url: myapp://post/3\n    opens: post\n    extras: { id: 3 }\n"
        let feed = "version: 1\nurl: { schemes: [myapp] }\nroutes:\n  post: { path: /post/<int:id>, exposure: external }\n"
        let folder = try Self.workspace(["routes.yml": app, "Feed.routes.yml": feed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let together = try RouteGenTool.run(["generate", "routes.yml", "Feed.routes.yml", "--output", "."], in: folder)
        #expect(together.status == 0, "\(together.output)")
        let linked = try RouteGenTool.run(["generate", "routes.yml", "--module", "App", "--link", "Feed=Feed.routes.yml"], in: folder)
        #expect(linked.status == 0, "\(linked.output)")
        let alone = try RouteGenTool.run(["generate", "routes.yml"], in: folder)
        #expect(alone.status == 1)
        #expect(alone.output.contains("routes.yml:10:12: error: example opens 'post', which is no route of routes.yml"), "\(alone.output)")
    }

    @Test("An examples file: checked against every manifest given; its own errors at its lines; missing is exit 2")
    func examplesFile() throws {
        let feed = "version: 1\nurl: { schemes: [myapp] }\nroutes:\n  post: { path: /post/<int:id>, exposure: external }\n"
        let links = """
            examples:
              - url: myapp://post/3
                opens: post
                extras: { id: 3 }
              - url: myapp://user/9
                opens: user
                extras: { id: 9 }
              - url: myapp://post/x
                opens: nothing

            """
        let folder = try Self.workspace([
            "routes.yml": Self.manifest, "Feed.routes.yml": feed, "links.yml": links,
            "bad.yml": links.replacingOccurrences(of: "myapp://post/x", with: "myapp://post/4"),
            "typo.yml": "exampels: []\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = try RouteGenTool.run(["lint", "routes.yml", "Feed.routes.yml", "--examples", "links.yml"], in: folder)
        #expect(clean.status == 0, "\(clean.output)")
        let alone = try RouteGenTool.run(["lint", "routes.yml", "--examples", "links.yml"], in: folder)
        #expect(alone.status == 1)
        #expect(alone.output.contains("links.yml:3:12: error: example opens 'post', which is no route of routes.yml"), "\(alone.output)")
        let bad = try RouteGenTool.run(["lint", "routes.yml", "Feed.routes.yml", "--examples", "bad.yml"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.output.contains("bad.yml:8:10: error: example link 'myapp://post/4' should open nothing, but opens 'post' of Feed.routes.yml with id: 4"),
                "\(bad.output)")
        let typo = try RouteGenTool.run(["lint", "routes.yml", "--examples", "typo.yml"], in: folder)
        #expect(typo.status == 1)
        #expect(typo.output.contains("typo.yml:1:1: error: unknown key 'exampels' in an examples file; did you mean 'examples'?"), "\(typo.output)")
        let missing = try RouteGenTool.run(["lint", "routes.yml", "--examples", "nope.yml"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.output.contains("nope.yml: error: cannot read examples file"), "\(missing.output)")
    }

    @Test("export graph: Mermaid by default, DOT with --format dot; another format is a usage error")
    func graphCommand() throws {
        let folder = try Self.workspace(["routes.yml": Self.manifest])
        defer { try? FileManager.default.removeItem(at: folder) }
        let mermaid = try RouteGenTool.run(["export", "graph", "routes.yml"], in: folder)
        #expect(mermaid.status == 0)
        #expect(mermaid.output.contains("flowchart LR\n  m0_user([\"user<br/>factory, push<br/>/user/#lt;int:id#gt;\"])"), "\(mermaid.output)")
        let dot = try RouteGenTool.run(["export", "graph", "routes.yml", "--format", "dot"], in: folder)
        #expect(dot.status == 0)
        #expect(dot.output.contains("digraph \"Routes\" {"), "\(dot.output)")
        let other = try RouteGenTool.run(["export", "graph", "routes.yml", "--format", "json"], in: folder)
        #expect(other.status == 2)
        #expect(other.output.contains("--format of graph is mermaid or dot"), "\(other.output)")
    }
}
