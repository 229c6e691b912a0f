import Foundation
import Testing
@testable import RouteGenCore

/// Every hostile or broken file yields its diagnostic, and neither crashes nor hangs the pipeline.
@Suite("Broken manifests")
struct BrokenFixtureTests {
    private func lint(_ name: String) -> PipelineResult {
        ManifestPipeline.run(fileAt: fixtureURL("Broken/\(name)"), displayPath: name)
    }

    @Test(arguments: [
        ("syntax.routes.yml",
         "syntax.routes.yml:6:1: error: did not find expected ',' or ']' (while parsing a flow sequence)"),
        ("tabs.routes.yml",
         "tabs.routes.yml:4:1: error: found character that cannot start any token (while scanning for the next token); "
            + "tabs cannot indent YAML, use spaces"),
        ("non-utf8.routes.yml",
         "non-utf8.routes.yml:4:17: error: incomplete UTF-8 octet sequence; a manifest must be UTF-8"),
        ("duplicate-key.routes.yml",
         "duplicate-key.routes.yml:5:5: error: duplicate key 'path'\nduplicate-key.routes.yml:4:5: note: 'path' was first written here"),
        ("nesting.routes.yml",
         "nesting.routes.yml:4:74: error: manifest is nested deeper than 64 levels"),
        ("billion-laughs.routes.yml",
         "billion-laughs.routes.yml:6:63: error: alias '*lol3' expands the manifest beyond 100000 nodes"),
        ("empty.routes.yml",
         "empty.routes.yml:1:1: error: manifest is empty"),
        ("wrong-type.routes.plist",
         "wrong-type.routes.plist: error: 'exposure' must be a string, found a list (at routes.userProfile.exposure)"),
    ])
    func brokenFileYieldsItsDiagnostic(name: String, expected: String) {
        let result = lint(name)
        #expect(result.manifest == nil)
        #expect(result.ioError == nil)
        #expect(result.diagnostics.map(\.description) == [expected])
    }

    @Test func fileOfTenMebibytesAndOneByteIsRejected() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("huge.routes.yml")
        var bytes = Array("version: 1\n".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "#"), count: ManifestLimits.maximumFileSize + 1 - bytes.count)
        try Data(bytes).write(to: file)
        let result = ManifestPipeline.run(fileAt: file, displayPath: "huge.routes.yml")
        #expect(result.ioError == nil)
        #expect(result.diagnostics.map(\.description)
                == ["huge.routes.yml: error: manifest is larger than 10 MiB (10485761 bytes); split it into several manifests"])
    }

    @Test func fileOfExactlyTenMebibytesIsParsed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.routes.yml")
        var bytes = Array("version: 1\n#".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: ManifestLimits.maximumFileSize - bytes.count - 1)
        bytes.append(UInt8(ascii: "\n"))
        try Data(bytes).write(to: file)
        let result = ManifestPipeline.run(fileAt: file, displayPath: "big.routes.yml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.manifest?.manifest.routes == [])
    }
}
