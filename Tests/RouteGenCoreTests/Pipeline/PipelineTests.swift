import Foundation
import Testing
@testable import RouteGenCore

@Suite("Pipeline")
struct PipelineTests {
    @Test func formatFollowsTheExtension() {
        #expect(ManifestFormat(fileName: "routes.plist") == .plist)
        // Case-sensitive, as every manifest name (`ManifestNaming`).
        #expect(ManifestFormat(fileName: "Feed.routes.PLIST") == .yaml)
        #expect(ManifestFormat(fileName: "routes.yml") == .yaml)
        #expect(ManifestFormat(fileName: "Feed.routes.yaml") == .yaml)
    }

    @Test func missingFileIsAnIOError() {
        let result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: "/nonexistent/routes.yml"), displayPath: "routes.yml")
        #expect(result.manifest == nil)
        #expect(result.ioError == "no such file")
        #expect(result.diagnostics.map(\.description) == ["routes.yml: error: cannot read manifest: no such file"])
    }

    @Test func directoryIsAnIOError() {
        let result = ManifestPipeline.run(fileAt: FileManager.default.temporaryDirectory, displayPath: "tmp")
        #expect(result.ioError == "is a directory")
    }

    @Test func manifestIsNilWhenAnyErrorAndSetOtherwise() {
        #expect(runYAML(header + "routes:\n  home: {}\n").manifest?.manifest.routes.map(\.name) == ["home"])
        #expect(runYAML(header + "routes:\n  Home: {}\n").manifest == nil)
    }

    @Test func validationIsSkippedWhileDecodingHasErrors() {
        // The misspelled key is reported; the route's semantic errors wait until the manifest decodes.
        #expect(printed(header + "acces: public\nroutes:\n  Home: {}\n")
                == ["routes.yml:4:1: error: unknown key 'acces' in the manifest; did you mean 'access'?"])
    }

    @Test func diagnosticsAreSortedByPositionAndStable() {
        let a = Diagnostic.error("a", at: SourceLocation(file: "f", line: 3, column: 2))
        let b = Diagnostic.error("b", at: SourceLocation(file: "f", line: 1, column: 9))
        let c = Diagnostic.error("c", at: SourceLocation(file: "f", line: 3, column: 2))
        let d = Diagnostic.error("d", at: SourceLocation(file: "f"))
        #expect([a, b, c, d].sortedByPosition().map(\.message) == ["d", "b", "a", "c"])
    }

    @Test func printingStopsAfterOneHundredDiagnostics() {
        let many = (1...150).map { (index: Int) in
            Diagnostic.error("e\(index)", at: SourceLocation(file: "r.yml", line: index, column: 1))
        }
        let limited = many.limitedForPrinting()
        #expect(limited.count == 101)
        #expect(limited[99].message == "e100")
        #expect(limited.last?.description == "r.yml: error: too many errors; stopping after 100")
        let exactly = Array(many.prefix(100))
        #expect(exactly.limitedForPrinting() == exactly)
        #expect(many.printableText().split(separator: "\n").count == 101)
    }

    @Test func aManifestWithManyErrorsReportsThemAll() {
        let routes = (0..<120).map { "  R\($0): {}\n" }.joined()
        let result = runYAML(header + "routes:\n" + routes)
        #expect(result.diagnostics.count == 120)
        #expect(result.diagnostics.limitedForPrinting().count == 101)
    }

    @Test func hostileInputNeverCrashes() {
        let inputs: [[UInt8]] = [
            [0xEF, 0xBB, 0xBF] + Array("version: 1\n".utf8),
            [0xFE, 0xFF, 0x00, 0x76],
            Array(repeating: UInt8(ascii: "-"), count: 5000),
            Array("{".utf8) + Array(repeating: UInt8(ascii: "{"), count: 10_000),
            Array("a: &a [*a]\n".utf8),
            Array("? [a, b]\n: c\n".utf8),
            Array("version: 1\nroutes:\n  ? [x]\n  : {}\n".utf8),
        ]
        for bytes in inputs {
            let result = ManifestPipeline.run(bytes: bytes, displayPath: "h.yml", format: .yaml)
            #expect(result.manifest != nil || result.diagnostics.containsErrors)
        }
    }
}
