import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// `routegen import frdintent` on plists shaped like FRDIntent's demo app (FRDIntentRegisters.plist and
/// FRDURLRoutesRegisters.plist), XML and binary, and on hostile ones.
@Suite("Import: FRDIntent registration plists")
struct FRDIntentImportTests {
    static let demo = Repository.url("Tests/RouteGenCoreTests/Fixtures/Import/FRDIntentDemo")

    static func input(_ name: String) throws -> FRDIntentImport.Input {
        FRDIntentImport.Input(bytes: [UInt8](try Data(contentsOf: demo.appendingPathComponent(name))), displayPath: name)
    }

    static func xml(_ entries: [(String, String)]) -> FRDIntentImport.Input {
        let body = entries.map { "\t<key>\($0.0)</key>\n\t\($0.1)\n" }.joined()
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """
        return FRDIntentImport.Input(bytes: Array(text.utf8), displayPath: "Registers.plist")
    }

    static func binary(_ object: Any, name: String = "FRDURLRoutesRegisters.plist") throws -> FRDIntentImport.Input {
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        return FRDIntentImport.Input(bytes: [UInt8](data), displayPath: name)
    }

    @Test("The demo's two XML plists: one route per pattern, external where FRDURLRoutes registers it, lint clean")
    func demoPlists() throws {
        let outcome = FRDIntentImport.run(internal: try Self.input("FRDIntentRegisters.plist"),
                                          external: try Self.input("FRDURLRoutesRegisters.plist"),
                                          scheme: "frdintent", host: "frdintent.example.com", outputPath: "routes.yml")
        #expect(outcome.status == .ok, "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let yaml = try #require(outcome.yaml)
        #expect(yaml == (try String(contentsOf: Self.demo.appendingPathComponent("imported.yml"), encoding: .utf8)))

        // What the user gets is a working manifest: the demo's links reach the classes FRDIntent would have shown.
        let manifest = try #require(runYAML(yaml, file: "routes.yml").manifest)
        let match = ManifestSetMatch(url: try #require(URL(string: "frdintent://story/42")), manifests: [("routes.yml", manifest.manifest)])
        #expect(match.description.hasPrefix("frdintent://story/42 matches second "), "\(match)")
        #expect(manifest.manifest.routes.first { $0.name == "third" }?.exposure == .internal)
        #expect(manifest.manifest.routes.first { $0.name == "first" }?.screen == "FirstViewController")
    }

    @Test("A binary plist reads like the XML one")
    func binaryPlist() throws {
        let external = try Self.binary(["/user/:userId": "FirstViewController", "/story/:storyId": "SecondViewController"])
        let outcome = FRDIntentImport.run(internal: nil, external: external, scheme: "frdintent", host: nil, outputPath: "routes.yml")
        #expect(outcome.status == .ok, "\(outcome.diagnostics)")
        let yaml = try #require(outcome.yaml)
        let manifest = try #require(runYAML(yaml, file: "routes.yml").manifest)
        // Binary plists have no author's order: keys come sorted, so the output is the same on every machine.
        #expect(manifest.manifest.routes.map(\.name) == ["second", "first"])
        #expect(manifest.manifest.routes.allSatisfy { $0.exposure == .external })
    }

    @Test("A module prefix is stripped and said; patterns of one class with other placeholders are routes named by their paths")
    func namesAndPrefixes() throws {
        let outcome = FRDIntentImport.run(
            internal: nil,
            external: Self.xml([("/story/:storyId", "<string>MyApp.StoryViewController</string>"),
                                ("/story/:storyId/comments/:commentId", "<string>StoryViewController</string>"),
                                ("myapp://user/:userId/story-list", "<string>URLPreviewController</string>"),
                                ("/class", "<string>Controller</string>")]),
            scheme: nil, host: nil, outputPath: "routes.yml")
        #expect(outcome.status == .ok, "\(outcome.diagnostics)")
        let yaml = try #require(outcome.yaml)
        #expect(yaml.contains("# MyApp.StoryViewController in Registers.plist: module prefix stripped"))
        let manifest = try #require(runYAML(yaml, file: "routes.yml").manifest)
        #expect(manifest.manifest.routes.map(\.name) == ["story", "storyComments", "urlPreview", "class"])
        #expect(manifest.manifest.routes.map(\.path) == ["/story/:storyId", "/story/:storyId/comments/:commentId", "/user/:userId/story-list", "/class"])
        #expect(manifest.manifest.url.schemes == ["myapp"], "a whole-URL pattern gives its scheme when --scheme is not given")
    }

    @Test("What cannot be carried over is a warning and a comment, never silence")
    func notCarriedOver() throws {
        let outcome = FRDIntentImport.run(
            internal: nil,
            external: Self.xml([("/block", "<dict/>"), ("/empty", "<string></string>"), ("/number", "<integer>3</integer>"),
                                ("/swift", "<string>_TtC5MyApp4Home-x</string>"), ("/ok", "<string>OkViewController</string>"),
                                ("/ok?tab=1", "<string>OkTabViewController</string>")]),
            scheme: "app", host: nil, outputPath: "routes.yml")
        let warnings = outcome.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings.count == 5, "\(warnings)")
        #expect(warnings.contains { $0.contains("'/block' in Registers.plist is not carried over: its value is a mapping, not a class name") })
        #expect(warnings.contains { $0.contains("'/empty' in Registers.plist is not carried over: it names no class") })
        #expect(warnings.contains { $0.contains("'/number'") && $0.contains("'3', not a class name") })
        #expect(warnings.contains { $0.contains("'_TtC5MyApp4Home-x' is not a Swift class name") })
        #expect(warnings.contains { $0.contains("'?tab=1' dropped from the pattern") })
        let yaml = try #require(outcome.yaml)
        #expect(yaml.contains("# Not carried over (see the warnings):\n# - '/block' in Registers.plist"))
        #expect(yaml.contains("# Block handlers registered in code"))
        // The query-stripped pattern now ties with /ok: the exact lint error is printed, at the output's line.
        #expect(outcome.status == .manifestErrors)
        let error = try #require(outcome.diagnostics.first { $0.severity == .error })
        #expect(error.description.hasPrefix("routes.yml:"), "\(error)")
        #expect(error.description.contains("duplicate") || error.description.contains("ambiguous") || error.description.contains("same path"),
                "\(error)")
    }

    @Test("One pattern with two classes: FRDURLRoutes' class is kept, the other is a warning")
    func conflictingClasses() throws {
        let outcome = FRDIntentImport.run(
            internal: Self.xml([("/user/:id", "<string>InternalUserViewController</string>")]),
            external: try Self.binary(["/user/:id": "UserViewController"]), scheme: "app", host: nil, outputPath: "routes.yml")
        #expect(outcome.status == .ok, "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.map(\.description).contains { $0.contains("so UserViewController is kept") })
        let yaml = try #require(outcome.yaml)
        let manifest = try #require(runYAML(yaml, file: "routes.yml").manifest)
        #expect(manifest.manifest.routes.map(\.screen) == ["UserViewController"])
        #expect(manifest.manifest.routes.map(\.exposure) == [.external])
    }

    @Test("External routes without --scheme: a warning, and lint's own error at the output's line")
    func missingScheme() throws {
        let outcome = FRDIntentImport.run(internal: nil, external: try Self.input("FRDURLRoutesRegisters.plist"),
                                          scheme: nil, host: nil, outputPath: "routes.yml")
        #expect(outcome.status == .manifestErrors)
        #expect(outcome.diagnostics.contains { $0.severity == .warning && $0.message.contains("give --scheme") })
        #expect(outcome.diagnostics.contains { $0.severity == .error && $0.location.file == "routes.yml" })
    }

    @Test("Hostile plists: an error, never a crash or a hang", arguments: [
        ("empty", ""),
        ("not a plist", "just text"),
        ("array root", "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>x</string></array></plist>"),
        ("duplicate key", "<plist version=\"1.0\"><dict><key>/a</key><string>A</string><key>/a</key><string>B</string></dict></plist>"),
        ("unclosed", "<plist version=\"1.0\"><dict><key>/a</key><string>A"),
        ("deep", "<plist version=\"1.0\">" + String(repeating: "<array>", count: 200) + String(repeating: "</array>", count: 200) + "</plist>"),
        ("binary junk", "bplist00\u{1}\u{2}\u{3}"),
    ])
    func hostile(name: String, text: String) {
        let input = FRDIntentImport.Input(bytes: Array(text.utf8), displayPath: "Hostile.plist")
        let outcome = FRDIntentImport.run(internal: input, external: nil, scheme: nil, host: nil, outputPath: "routes.yml")
        #expect(outcome.status == .usageOrIO, "\(name): \(outcome.diagnostics)")
        #expect(outcome.yaml == nil)
        #expect(outcome.diagnostics.contains { $0.severity == .error && $0.location.file == "Hostile.plist" }, "\(name)")
    }

    @Test("Thousands of patterns of one class and no fixed segment get unique names (any, any2, ...), linearly")
    func manyPatternsOfOneClass() throws {
        let entries = (0..<5_000).map { ("/:p\($0)", "<string>AnyViewController</string>") }
        let outcome = FRDIntentImport.run(internal: Self.xml(entries), external: nil, scheme: nil, host: nil, outputPath: "routes.yml")
        #expect(outcome.status == .ok, "\(outcome.diagnostics.prefix(3))")
        let yaml = try #require(outcome.yaml)
        let manifest = try #require(runYAML(yaml, file: "routes.yml").manifest)
        #expect(manifest.manifest.routes.count == 5_000)
        #expect(manifest.manifest.routes.prefix(3).map(\.name) == ["any", "any2", "any3"])
        #expect(Set(manifest.manifest.routes.map(\.name)).count == 5_000)
    }

    @Test("Patterns and class names that try to write YAML stay text inside the path")
    func injection() throws {
        let pattern = "/a\"\n  evil:\n    path: /x\\"
        let outcome = FRDIntentImport.run(
            internal: Self.xml([(pattern.replacingOccurrences(of: "\"", with: "&quot;"), "<string>AViewController</string>"),
                                ("/b\u{2028}c", "<string>Evil\nClass</string>")]),
            external: nil, scheme: "x\"y", host: nil, outputPath: "routes.yml")
        let yaml = try #require(outcome.yaml)
        let loaded = YAMLLoader.load(bytes: Array(yaml.utf8), file: "routes.yml")
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)\n\(yaml)")
        let decoded = ManifestDecoder.decode(try #require(loaded.root), sourcePath: "routes.yml")
        #expect(decoded.manifest?.routes.map(\.name) == ["a"], "\(decoded.diagnostics)")
        #expect(decoded.manifest?.routes.first?.path == pattern)
        #expect(outcome.diagnostics.contains { $0.description.contains("is not a Swift class name") })
        #expect(!yaml.contains("\u{2028}"))
    }

    @Test("Same input, same bytes")
    func deterministic() throws {
        let run = {
            FRDIntentImport.run(internal: try Self.input("FRDIntentRegisters.plist"),
                                external: try Self.input("FRDURLRoutesRegisters.plist"), scheme: "frdintent",
                                host: "frdintent.example.com", outputPath: "routes.yml").yaml
        }
        #expect(try run() == run())
    }
}

/// Several patterns of one class become one route with a `path:` list.
@Suite("Import: FRDIntent patterns of one class fold into one route")
struct FRDIntentFoldTests {
    @Test("patterns opening one class with the same placeholders fold; others stay apart; the result lints")
    func fold() throws {
        let external = FRDIntentImportTests.xml([
            ("/story/:storyId", "<string>StoryViewController</string>"),
            ("/s/:storyId", "<string>StoryViewController</string>"),
            ("/user/:userId", "<string>StoryViewController</string>"),
            ("/legacy/story/:storyId", "<string>StoryViewController</string>"),
        ])
        let outcome = FRDIntentImport.run(internal: nil, external: external, scheme: "frd", host: nil, outputPath: "routes.yml")
        #expect(outcome.status == .ok, "\(outcome.diagnostics)")
        let yaml = try #require(outcome.yaml)
        #expect(yaml.contains("path: [\"/story/:storyId\", \"/s/:storyId\", \"/legacy/story/:storyId\"]"), "\(yaml)")
        #expect(yaml.contains("# Opened by 3 patterns of StoryViewController: '/story/:storyId', '/s/:storyId', '/legacy/story/:storyId'."))
        let result = runYAML(yaml)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let manifest = try #require(result.manifest)
        #expect(manifest.manifest.routes.count == 2)
        let matcher = ManifestURLMatcher(manifest: manifest.manifest)
        let story = manifest.manifest.routes[0].name
        for link in ["frd://story/7", "frd://s/7", "frd://legacy/story/7"] {
            #expect(matcher.match(URL(string: link)!).route == story, "\(link)")
        }
    }
}
