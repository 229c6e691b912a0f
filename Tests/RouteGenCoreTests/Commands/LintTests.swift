import Foundation
import Testing
@testable import RouteGenCore

/// `routegen lint` is a thin shell over `ManifestLint` (argument parsing and printing only), so its exit
/// statuses and output are tested here, where the test target can reach them.
@Suite("Lint")
struct LintTests {
    private func write(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test func validManifestsExitZero() throws {
        for fixture in ["full.routes.yml", "full.routes.plist"] {
            let outcome = ManifestLint.run(paths: [fixtureURL(fixture).path])
            #expect(outcome.status == .ok)
            #expect(outcome.diagnostics.isEmpty)
        }
        // Together they are one app's manifests, and the same routes twice: every external route ties.
        let together = ManifestLint.run(paths: [fixtureURL("full.routes.yml").path, fixtureURL("full.routes.plist").path])
        #expect(together.status == .manifestErrors)
        #expect(!together.diagnostics.isEmpty && together.diagnostics.allSatisfy { $0.message.contains("is ambiguous with route") })
    }

    @Test func manifestErrorsExitOneInCompilerFormat() throws {
        let directory = try write(["bad.routes.yml": "version: 1\nroutes:\n  Home: {}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.routes.yml").path
        let outcome = ManifestLint.run(paths: [path])
        #expect(outcome.status == .manifestErrors)
        #expect(outcome.diagnostics.printableText()
                == "\(path):3:3: error: route name 'Home' must be lowerCamelCase, like 'home'\n")
    }

    @Test func ioErrorsExitTwoEvenWithManifestErrors() throws {
        let directory = try write(["bad.routes.yml": "version: 2\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = ManifestLint.run(paths: [directory.appendingPathComponent("bad.routes.yml").path,
                                               directory.appendingPathComponent("missing.routes.yml").path])
        #expect(outcome.status == .usageOrIO)
        #expect(outcome.diagnostics.count == 2)
        #expect(outcome.diagnostics.last?.description.hasSuffix("missing.routes.yml: error: cannot read manifest: no such file") == true)
    }

    @Test func statusValuesMatchTheSpec() {
        #expect(ExitStatus.ok.rawValue == 0)
        #expect(ExitStatus.manifestErrors.rawValue == 1)
        #expect(ExitStatus.usageOrIO.rawValue == 2)
    }
}
