import Foundation
import Testing
@testable import RouteGenCore

/// A committed `<Name>.generated.swift` and the files beside it must be what their manifest generates; the build
/// plugin runs this check.
@Suite("Committed file check")
struct CommittedFileCheckTests {
    @Test func freshFilePassesAndStaleFileIsAnErrorOnTheManifest() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-committed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifestText = "version: 1\nroutes:\n  home:\n    screen: HomeScreen\n"
        let manifestFile = directory.appendingPathComponent("routes.yml")
        let committed = directory.appendingPathComponent("Routes.generated.swift")
        try Data(manifestText.utf8).write(to: manifestFile)
        let manifest = try #require(runYAML(manifestText, file: "Sources/App/routes.yml").manifest)
        try ManifestPipeline.write(ManifestPipeline.render(manifest), into: directory, manifest: "routes.yml")
        #expect(CommittedFileCheck.diagnostic(for: manifest, committed: committed) == nil)

        // The manifest gained a route the committed file does not have.
        let edited = try #require(runYAML(manifestText + "  settings:\n    screen: SettingsScreen\n",
                                          file: "Sources/App/routes.yml").manifest)
        let stale = try #require(CommittedFileCheck.diagnostic(for: edited, committed: committed))
        #expect(stale.description.hasPrefix("Sources/App/routes.yml:1:1: error: Routes.generated.swift is stale"))
        #expect(stale.description.contains("swift package --allow-writing-to-package-directory generate-routes"))

        // Through lint, as the plugin runs it: paths relative to the package, so the bytes can be equal.
        let packageRelative = try #require(runYAML(manifestText, file: "routes.yml").manifest)
        try ManifestPipeline.write(ManifestPipeline.render(packageRelative), into: directory, manifest: "routes.yml")
        let fresh = ManifestLint.run(paths: [manifestFile.path], relativeTo: directory.path,
                                     committed: [manifestFile.path: committed])
        #expect(fresh.status == .ok, "\(fresh.diagnostics)")
        try Data((manifestText + "  settings:\n    screen: SettingsScreen\n").utf8).write(to: manifestFile)
        let outdated = ManifestLint.run(paths: [manifestFile.path], relativeTo: directory.path,
                                        committed: [manifestFile.path: committed])
        #expect(outdated.status == .manifestErrors)
        #expect(outdated.diagnostics.map(\.description).first?.hasPrefix("routes.yml:1:1: error: Routes.generated.swift is stale") == true)

        let missing = directory.appendingPathComponent("Gone.generated.swift")
        #expect(CommittedFileCheck.diagnostic(for: manifest, committed: missing)?.severity == .error)
    }

    /// Every file of the set counts: a shard that is stale or missing fails the check although the main file is
    /// fresh, and the error names it.
    @Test func staleOrMissingShardIsAnErrorThatNamesIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-shard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifestText = "version: 1\nroutes:\n  home:\n    screen: HomeScreen\n    extras: { tab: Int? }\n"
        let manifest = try #require(runYAML(manifestText, file: "routes.yml").manifest)
        let files = try ManifestPipeline.write(ManifestPipeline.render(manifest), into: directory, manifest: "routes.yml")
        #expect(CommittedFileCheck.diagnostic(for: manifest, committed: files[0]) == nil)

        let shard = try #require(files.first { (try? String(contentsOf: $0, encoding: .utf8))?.contains("struct Home") == true })
        let fresh = try String(contentsOf: shard, encoding: .utf8)
        try Data(fresh.replacingOccurrences(of: "var tab: Int?", with: "var tab: Int").utf8).write(to: shard)
        let stale = try #require(CommittedFileCheck.diagnostic(for: manifest, committed: files[0]))
        #expect(stale.description.hasPrefix(
            "routes.yml:1:1: error: Routes.generated.swift is stale: \(shard.lastPathComponent) is not what this manifest generates"),
            "\(stale)")

        try FileManager.default.removeItem(at: shard)
        let missing = try #require(CommittedFileCheck.diagnostic(for: manifest, committed: files[0]))
        #expect(missing.description.contains("\(shard.lastPathComponent) (missing) is not what"), "\(missing)")
    }
}
