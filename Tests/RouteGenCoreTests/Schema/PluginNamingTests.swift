@testable import RouteGenCore
import Testing
import TestSupport

/// The naming rule the plugins and the tool share (`Plugins/PluginsShared/ManifestNaming.swift`, compiled into both):
/// the build plugin declares the outputs the tool writes, and the decoder's default namespace names them.
@Suite struct PluginNamingTests {
    @Test("Generated file names follow the manifest's file name, never its content", arguments: [
        ("routes.yml", "Routes"), ("routes.plist", "Routes"), ("Feed.routes.yml", "FeedRoutes"),
        ("feed.routes.yml", "FeedRoutes"), ("Feed.routes.plist", "FeedRoutes"), ("my-feed.routes.yml", "My-feedRoutes"),
        ("Deep.Nested.routes.yml", "Deep.NestedRoutes"), ("écran.routes.yml", "ÉcranRoutes"),
        ("FEED.ROUTES.YML", "Routes"), ("Feed.Routes.yml", "Routes"), ("Feed.routes.yaml", "FeedRoutes"), (".routes.yml", "Routes"),
        ("routes.json", "Routes"), ("Feed.routes.yml.bak", "Routes"), ("feedroutes.yml", "Routes"), ("", "Routes"),
        ("😀.routes.yml", "😀Routes"), ("Sources/App/Feed.routes.yml", "FeedRoutes"), ("/abs/routes.yml", "Routes"),
    ])
    func generatedFileNames(manifest: String, namespace: String) {
        #expect(ManifestNaming.generatedFileName(forManifest: manifest) == namespace + ".generated.swift")
    }

    @Test("A manifest without namespace: gets the one its file name implies, which names its generated file")
    func decodedNamespace() throws {
        let result = ManifestPipeline.run(bytes: Array("version: 1\nroutes: {}\n".utf8), displayPath: "Sources/App/Feed.routes.yml", format: .yaml)
        #expect(result.manifest?.manifest.namespace == "FeedRoutes")
    }

    @Test func pluginFindsExactlyTheManifestsTheDocsName() {
        let manifests = ["routes.yml", "routes.plist", "Feed.routes.yml", "Feed.routes.plist", "a.b.routes.yml",
                         "routes.yaml", "Feed.routes.yaml"]
        let others = [
            "Routes.yml", "routes.json", ".routes.yaml", "Feed.routes.yaml.bak", ".routes.yml", "Feed.routes.yml.bak", "feedroutes.yml",
            "Routes.generated.swift", "routes.yml.orig", "",
        ]
        for name in manifests { #expect(ManifestNaming.isManifest(fileName: name), "\(name)") }
        for name in others { #expect(!ManifestNaming.isManifest(fileName: name), "\(name)") }
    }

    @Test("A name that is a manifest's in other letters names the manifest meant; nothing else does", arguments: [
        ("Routes.yml", "routes.yml"), ("ROUTES.yaml", "routes.yaml"), ("routes.YML", "routes.yml"),
        ("Routes.PLIST", "routes.plist"), ("Feed.Routes.yml", "Feed.routes.yml"), ("FEED.ROUTES.YAML", "FEED.routes.yaml"),
        ("écran.Routes.yml", "écran.routes.yml"), ("Ünïcode.ROUTES.yml", "Ünïcode.routes.yml"),
    ])
    func lookalikes(name: String, meant: String) {
        #expect(!ManifestNaming.isManifest(fileName: name))
        #expect(ManifestNaming.manifestName(meantBy: name) == meant)
        #expect(ManifestNaming.isManifest(fileName: meant))
    }

    @Test("Manifests and other files are no look-alikes", arguments: [
        "routes.yml", "Feed.routes.yml", "routes.plist", "", ".Routes.yml", "Routes.json", "Routes.yml.bak", "FeedRoutes.yml",
        "Routes.generated.swift", "examples.yml", "Examples.yml", "ＲＯＵＴＥＳ.yml", "İroutes.yml", "Routes", "/", ".",
    ])
    func noLookalikes(name: String) {
        #expect(ManifestNaming.manifestName(meantBy: name) == nil)
    }

    @Test("YAML or property list by one case-sensitive rule, the plugins' rule")
    func format() {
        #expect(ManifestFormat(fileName: "routes.plist") == .plist)
        #expect(ManifestFormat(fileName: "Feed.routes.plist") == .plist)
        #expect(ManifestFormat(fileName: "routes.yml") == .yaml)
        #expect(ManifestFormat(fileName: "Routes.PLIST") == .yaml)
        #expect(ManifestNaming.namespace(forManifest: "Feed.ROUTES.plist") == "Routes")
    }

    @Test("Manifests that would write one generated file are found by one rule, for the tool and the plugins")
    func collisions() {
        let found = ManifestNaming.generatedFileCollisions(
            ["a/routes.yml", "Feed.routes.yml", "b/routes.plist", "feed.routes.yaml", "Other.routes.yml", "routes.yaml"])
        #expect(found.map(\.fileName) == ["Routes.generated.swift", "FeedRoutes.generated.swift"])
        #expect(found.map(\.manifests) == [["a/routes.yml", "b/routes.plist", "routes.yaml"], ["Feed.routes.yml", "feed.routes.yaml"]])
        #expect(ManifestNaming.generatedFileCollisions(["routes.yml", "Feed.routes.yml", "Other.routes.yml"]).isEmpty)
    }

    @Test("Bazel's rule accepts the manifest names the plugins accept")
    func bazelRuleKnowsTheSameNames() throws {
        let rules = try String(contentsOf: Repository.url("bazel/defs.bzl"), encoding: .utf8)
        let line = try #require(rules.split(separator: "\n").first { $0.hasPrefix("_MANIFEST_BASES = [") })
        let names = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(names == ManifestNaming.manifestBases)
    }

    @Test func namesFollowTheSpecExamples() {
        #expect(ManifestNaming.generatedFileName(forManifest: "routes.yml") == "Routes.generated.swift")
        #expect(ManifestNaming.generatedFileName(forManifest: "Feed.routes.yml") == "FeedRoutes.generated.swift")
        #expect(ManifestNaming.generatedFileName(forManifest: "feed.routes.plist") == "FeedRoutes.generated.swift")
        #expect(ManifestNaming.generatedFileName(forManifest: "routes.yaml") == "Routes.generated.swift")
        #expect(ManifestNaming.generatedFileName(forManifest: "Feed.routes.yaml") == "FeedRoutes.generated.swift")
    }
}
