import Foundation
import Testing

/// The fixture app built with `ROUTEGEN_PREBUILT_BUNDLE`: the package's plugins run a prebuilt `routegen` from an
/// artifact bundle, as an app depending on a release does, and build no tool of their own.
///
/// The bundle holds the `routegen` this test build already has (no release build inside `swift test`), or, when
/// `ROUTEGEN_TEST_BUNDLE` names one, a real bundle from scripts/build-artifactbundle.sh (`.ci/run` passes the one it
/// built). The flavours' build graphs differ, so the prebuilt one has its own scratch folder beside the shared one.
@Suite(.serialized, .timeLimit(.minutes(30)))
struct PrebuiltToolEndToEndTests {
    /// Modules that only building the tool brings into a build (CYAML, libyaml's module map, is compiled as part
    /// of RouteGenCore).
    static let toolModules = ["routegen", "ArgumentParser", "RouteGenCore"]

    @Test func prebuiltBundleBuildsNoToolAndGeneratesTheSameBytes() throws {
        try FixturePackage.withFixture { fixture in
            let bundle = try Self.bundleUnderTest()
            let prebuilt = fixture.prebuilt(bundle: bundle)

            let build = try prebuilt.buildProduct("App")
            #expect(build.status == 0, "\(build)")
            // SwiftPM's plan lists every product of every package; what the build ran is what it compiled.
            let built = try Self.compiledModules(prebuilt)
            #expect(built.contains("RouteKit"), "\(built)")
            #expect(built.isDisjoint(with: Self.toolModules), "the prebuilt build compiled \(built.intersection(Self.toolModules))")

            let run = try prebuilt.runProduct("App", ["e2e://item/7?tab=likes&tags=a&tags=b"])
            #expect(run.output.contains("e2e://item/7?tab=likes&tags=a&tags=b -> item id=7 tab=likes tags=a,b"), "\(run)")

            // The source-built flavour, in the shared scratch folder: its plan does have the tool (so the check
            // above can fail), and its generated file is the prebuilt one's, byte for byte.
            let source = try fixture.buildProduct("App")
            #expect(source.status == 0, "\(source)")
            #expect(try Self.compiledModules(fixture).isSuperset(of: Self.toolModules))
            let generated = try Self.generatedFiles(target: "App", in: prebuilt)
            let reference = try Self.generatedFiles(target: "App", in: fixture)
            #expect(generated.keys.sorted() == reference.keys.sorted() && generated.count == 18, "\(generated.keys.sorted())")
            for (name, data) in reference {
                #expect(generated[name] == data, "\(name) differs between the prebuilt and the source-built tool")
            }

            // The command plugin runs the same bundle, and writes the same bytes.
            let written = try prebuilt.generateRoutes(["--target", "App", "--output", "Generated"])
            #expect(written.status == 0, "\(written)")
            for module in Self.toolModules where module != "routegen" {
                #expect(!written.output.contains("Compiling \(module)"), "\(written)")
            }
            for (name, data) in reference {
                #expect(try Data(contentsOf: fixture.file("Generated/\(name)")) == data, "\(name)")
            }
            try FileManager.default.removeItem(at: fixture.file("Generated"))
        }
    }

    /// `ROUTEGEN_TEST_BUNDLE` (an absolute path to a `routegen.artifactbundle`), else one assembled from the test build.
    static func bundleUnderTest() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["ROUTEGEN_TEST_BUNDLE"], !path.isEmpty {
            let bundle = URL(fileURLWithPath: path, isDirectory: true)
            try #require(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("info.json").path),
                    "ROUTEGEN_TEST_BUNDLE=\(path) has no info.json")
            return bundle
        }
        return try assembleBundle(in: FixturePackage.workArea.appendingPathComponent("prebuilt"))
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

    /// The Swift modules a build of `fixture` has compiled, for the app (`Modules`) and for plugin tools
    /// (`Modules-tool`).
    static func compiledModules(_ fixture: FixturePackage) throws -> Set<String> {
        let bin = try fixture.binPath()
        var names: Set<String> = []
        for folder in ["Modules", "Modules-tool"] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: bin.appendingPathComponent(folder).path)) ?? []
            names.formUnion(files.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) })
        }
        return names
    }

    /// The build-tool plugin's main output for `target`.
    static func generatedFile(target: String, in fixture: FixturePackage) throws -> URL {
        let outputs = fixture.scratch.appendingPathComponent("plugins/outputs")
        let files = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.lastPathComponent == "Routes.generated.swift" && $0.path.contains("/\(target)/destination/") } ?? []
        return try #require(files.first, "no generated file for \(target) under \(outputs.path)")
    }

    /// Every file of the build-tool plugin's `routes.yml` output for `target` (the main file and those beside it), by name.
    static func generatedFiles(target: String, in fixture: FixturePackage) throws -> [String: Data] {
        let folder = try generatedFile(target: target, in: fixture).deletingLastPathComponent()
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasPrefix("Routes") && name.hasSuffix(".generated.swift") {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}
