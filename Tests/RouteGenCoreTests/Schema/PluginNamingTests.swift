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

    @Test func pluginFindsExactlyTheManifestsOfSpecSection6() {
        let manifests = ["routes.yml", "routes.plist", "Feed.routes.yml", "Feed.routes.plist", "a.b.routes.yml"]
        let others = [
            "Routes.yml", "routes.yaml", "routes.json", ".routes.yml", "Feed.routes.yml.bak", "feedroutes.yml",
            "Routes.generated.swift", "routes.yml.orig", "",
        ]
        for name in manifests { #expect(ManifestNaming.isManifest(fileName: name), "\(name)") }
        for name in others { #expect(!ManifestNaming.isManifest(fileName: name), "\(name)") }
    }

    @Test func namesFollowTheSpecExamples() {
        #expect(ManifestNaming.generatedFileName(forManifest: "routes.yml") == "Routes.generated.swift")
        #expect(ManifestNaming.generatedFileName(forManifest: "Feed.routes.yml") == "FeedRoutes.generated.swift")
        #expect(ManifestNaming.generatedFileName(forManifest: "feed.routes.plist") == "FeedRoutes.generated.swift")
    }
}
