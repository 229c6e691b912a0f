import Foundation
import Testing
@testable import RouteGenCore

/// A committed `<Name>.generated.swift` must be what its manifest generates; the build plugin runs this check.
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
        try Data(SwiftRenderer.render(manifest).utf8).write(to: committed)
        #expect(CommittedFileCheck.diagnostic(for: manifest, committed: committed) == nil)

        // The manifest gained a route the committed file does not have.
        let edited = try #require(runYAML(manifestText + "  settings:\n    screen: SettingsScreen\n",
                                          file: "Sources/App/routes.yml").manifest)
        let stale = try #require(CommittedFileCheck.diagnostic(for: edited, committed: committed))
        #expect(stale.description.hasPrefix("Sources/App/routes.yml:1:1: error: Routes.generated.swift is stale"))
        #expect(stale.description.contains("swift package --allow-writing-to-package-directory generate-routes"))

        // Through lint, as the plugin runs it: paths relative to the package, so the bytes can be equal.
        let packageRelative = try #require(runYAML(manifestText, file: "routes.yml").manifest)
        try Data(SwiftRenderer.render(packageRelative).utf8).write(to: committed)
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
}
