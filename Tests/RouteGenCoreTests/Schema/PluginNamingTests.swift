import RouteGenCore
import Testing

/// The plugins cannot import RouteGenCore, so they carry their own copy of the naming rule
/// (`Plugins/PluginsShared/ManifestNaming.swift`, symlinked into this folder and compiled here).
/// If the two disagree, the build plugin declares an output the CLI never writes.
@Suite struct PluginNamingTests {
    static let names = [
        "routes.yml", "routes.plist", "Feed.routes.yml", "feed.routes.yml", "Feed.routes.plist",
        "my-feed.routes.yml", "Deep.Nested.routes.yml", "ÉCRAN.routes.yml", "écran.routes.yml", "x.routes.yml",
        "Routes.yml", "FEED.ROUTES.YML", "Feed.routes.yaml", "routes.yaml", ".routes.yml", "routes.json",
        "Feed.routes.yml.bak", "notroutes.yml", "feedroutes.yml", "", "😀.routes.yml",
    ]

    @Test(arguments: names)
    func pluginNamesGeneratedFilesLikeTheGenerator(_ name: String) {
        #expect(ManifestNaming.generatedFileName(forManifest: name) == GeneratedFileName.forManifest(named: name))
        #expect(ManifestNaming.generatedSuffix == GeneratedFileName.suffix)
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

    @Test("Bazel's rule accepts the manifest names the plugins accept")
    func bazelRuleKnowsTheSameNames() throws {
        let rules = try String(contentsOf: RenderFixtures.url("bazel/defs.bzl"), encoding: .utf8)
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
