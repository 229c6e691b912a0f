import Foundation
import Testing

/// The fixture app built with `ROUTEGEN_PREBUILT_BUNDLE`: the package's plugins run a prebuilt `routegen` from an
/// artifact bundle, as an app depending on a release does, and build no tool of their own.
///
/// The bundle holds the `routegen` this test build already has (no release build inside `swift test`;
/// scripts/build-artifactbundle.sh builds the real one). The flavours' build graphs differ, so the prebuilt one
/// has its own scratch folder beside the shared one.
@Suite(.serialized, .timeLimit(.minutes(30)))
struct PrebuiltToolEndToEndTests {
    /// Modules that only building the tool brings into a build.
    static let toolModules = ["routegen", "ArgumentParser", "RouteGenCore", "CYAML"]

    @Test func prebuiltBundleBuildsNoToolAndGeneratesTheSameBytes() throws {
        try FixturePackage.withFixture { fixture in
            let bundle = try Self.assembleBundle(in: FixturePackage.workArea.appendingPathComponent("prebuilt"))
            let prebuilt = fixture.prebuilt(bundle: bundle)

            let build = try prebuilt.buildProduct("App")
            #expect(build.status == 0, "\(build)")
            let plan = try Self.buildPlan(prebuilt)
            for module in Self.toolModules {
                #expect(!plan.contains("\"-module-name\",\"\(module)\""), "the prebuilt build plan compiles \(module)")
            }
            #expect(!plan.contains("CYAML"), "the prebuilt build plan has libyaml's module")

            let run = try prebuilt.runProduct("App", ["e2e://item/7?tab=likes&tags=a&tags=b"])
            #expect(run.output.contains("e2e://item/7?tab=likes&tags=a&tags=b -> item id=7 tab=likes tags=a,b"), "\(run)")

            // The source-built flavour, in the shared scratch folder: its plan does have the tool (so the check
            // above can fail), and its generated file is the prebuilt one's, byte for byte.
            let source = try fixture.buildProduct("App")
            #expect(source.status == 0, "\(source)")
            let sourcePlan = try Self.buildPlan(fixture)
            #expect(sourcePlan.contains("\"-module-name\",\"RouteGenCore\""))
            let generated = try Self.generatedFile(target: "App", in: prebuilt)
            let reference = try Self.generatedFile(target: "App", in: fixture)
            #expect(try Data(contentsOf: generated) == Data(contentsOf: reference), "\(generated.path) != \(reference.path)")

            // The command plugin runs the same bundle, and writes the same bytes.
            let written = try prebuilt.generateRoutes(["--target", "App", "--output", "Generated"])
            #expect(written.status == 0, "\(written)")
            for module in Self.toolModules where module != "routegen" {
                #expect(!written.output.contains("Compiling \(module)"), "\(written)")
            }
            #expect(try Data(contentsOf: fixture.file("Generated/Routes.generated.swift")) == Data(contentsOf: reference))
            try FileManager.default.removeItem(at: fixture.file("Generated"))
        }
    }

    /// A `routegen.artifactbundle` in `folder` whose one variant, for this machine, is the test build's `routegen`.
    static func assembleBundle(in folder: URL) throws -> URL {
        let tool = try #require(Self.builtTool(), "no routegen beside the test build's products")
        let bundle = folder.appendingPathComponent("routegen.artifactbundle", isDirectory: true)
        try? FileManager.default.removeItem(at: bundle)
        let bin = bundle.appendingPathComponent("routegen-test/bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: tool, to: bin.appendingPathComponent("routegen"))
        #if os(macOS)
        let triples = #""arm64-apple-macosx", "x86_64-apple-macosx""#
        #else
        let triples = #""x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu""#
        #endif
        let info = """
            {
              "schemaVersion": "1.0",
              "artifacts": {
                "routegen": {
                  "type": "executable",
                  "version": "test",
                  "variants": [{ "path": "routegen-test/bin/routegen", "supportedTriples": [\(triples)] }]
                }
              }
            }

            """
        try Data(info.utf8).write(to: bundle.appendingPathComponent("info.json"))
        return bundle
    }

    /// The `routegen` the test build made (this test target depends on it): beside the test products.
    static func builtTool() -> URL? {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return candidates.map { $0.appendingPathComponent("routegen") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The build's llbuild manifest: every command the build may run.
    static func buildPlan(_ fixture: FixturePackage) throws -> String {
        try String(contentsOf: fixture.scratch.appendingPathComponent("debug.yaml"), encoding: .utf8)
    }

    /// The build-tool plugin's output for `target`.
    static func generatedFile(target: String, in fixture: FixturePackage) throws -> URL {
        let outputs = fixture.scratch.appendingPathComponent("plugins/outputs")
        let files = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.lastPathComponent == "Routes.generated.swift" && $0.path.contains("/\(target)/destination/") } ?? []
        return try #require(files.first, "no generated file for \(target) under \(outputs.path)")
    }
}
