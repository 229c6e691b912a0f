import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// What `swift test` can check of the Bazel rules without Bazel (scripts/bazel-e2e.sh builds them for real): the
/// example's manifests are valid together, its BUILD files name files and targets that exist, the rules' command
/// lines do what the rules expect of routegen, and the e2e script parses.
@Suite("Bazel example")
struct BazelExampleTests {
    static let root = Repository.root
    static let example = root.appendingPathComponent("Examples/Bazel")

    /// Files under Examples/Bazel, relative to it, sorted.
    static func files(where keep: (String) -> Bool) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: example.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasPrefix("bazel-") { enumerator?.skipDescendants(); continue }
            if keep((path as NSString).lastPathComponent) { found.append(path) }
        }
        return found.sorted()
    }

    static var manifests: [String] { files(where: ManifestNaming.isManifest(fileName:)) }
    static var buildFiles: [String] { files(where: { $0 == "BUILD.bazel" }) }

    /// A BUILD, WORKSPACE or .bzl file without its comment lines (the example's comments show rules_swift wiring).
    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop { $0 == " " }.hasPrefix("#") }.joined(separator: "\n")
    }

    /// The quoted strings in `text`, in order.
    static func quoted(_ text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The quoted strings of `attribute = [ ... ]` in a BUILD file.
    static func list(_ attribute: String, in build: String) -> [String] {
        var values: [String] = []
        var rest = Substring(build)
        while let start = rest.range(of: attribute + " = [") {
            let body = rest[start.upperBound...].prefix { $0 != "]" }
            values += quoted(body)
            rest = rest[start.upperBound...]
        }
        return values
    }

    /// The quoted string of the first `attribute = "..."` in a BUILD or WORKSPACE file.
    static func string(_ attribute: String, in build: String) -> String? {
        guard let start = build.range(of: attribute + " = \"") else { return nil }
        return String(build[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func exampleManifestsAreValidAsOneApp() throws {
        let manifests = Self.manifests
        #expect(manifests.count == 3, "\(manifests)")
        let outcome = ManifestLint.run(paths: manifests.map { Self.example.appendingPathComponent($0).path })
        #expect(outcome.status == .ok, "\(outcome.diagnostics.printableText())")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.printableText())")
    }

    @Test func buildFilesNameManifestsAndTargetsThatExist() throws {
        var listed: [String] = []
        for buildFile in Self.buildFiles {
            let package = (buildFile as NSString).deletingLastPathComponent
            let build = try Self.text(Self.example.appendingPathComponent(buildFile))
            for manifest in Self.list("manifests", in: build) {
                #expect(FileManager.default.fileExists(atPath: Self.example.appendingPathComponent(package).appendingPathComponent(manifest).path),
                        "\(buildFile) names \(manifest), which does not exist")
                listed.append(package.isEmpty ? manifest : package + "/" + manifest)
            }
            for label in Self.list("deps", in: build) + Self.list("routes", in: build) + Self.list("srcs", in: build) {
                let (labelPackage, name) = label.hasPrefix("//")
                    ? (String(label.dropFirst(2).prefix { $0 != ":" }), String(label.drop { $0 != ":" }.dropFirst()))
                    : (package, String(label.dropFirst()))
                let target = try Self.text(Self.example.appendingPathComponent(labelPackage).appendingPathComponent("BUILD.bazel"))
                #expect(target.contains("name = \"\(name)\""), "\(buildFile): \(label) is not a target")
            }
        }
        #expect(listed.sorted() == Self.manifests, "every manifest of the example is some routegen_swift target's")
    }

    @Test func loadsResolveToTheRules() throws {
        let workspace = try Self.text(Self.example.appendingPathComponent("WORKSPACE.bazel"))
        let path = try #require(Self.string("path", in: workspace))
        let rules = Self.example.appendingPathComponent(path).standardizedFileURL
        #expect(rules.path == Self.root.appendingPathComponent("bazel").standardizedFileURL.path)
        let defs = try Self.text(rules.appendingPathComponent("defs.bzl"))
        #expect(FileManager.default.fileExists(atPath: rules.appendingPathComponent("WORKSPACE.bazel").path))
        #expect(FileManager.default.fileExists(atPath: rules.appendingPathComponent("BUILD.bazel").path))
        for buildFile in Self.buildFiles {
            let build = try Self.text(Self.example.appendingPathComponent(buildFile))
            for line in build.split(separator: "\n") where line.hasPrefix("load(\"@routegen//:defs.bzl\"") {
                for symbol in Self.quoted(line).dropFirst() {
                    #expect(defs.contains("\n\(symbol) = rule("), "\(buildFile) loads \(symbol), which defs.bzl does not define")
                }
            }
        }
    }

    /// The rule runs `routegen generate MANIFEST --output FOLDER` in the execution root and declares
    /// `<target>/<generated file name>`; the e2e script expects those files.
    @Test func ruleCommandLinesAndScriptAgreeWithTheTool() throws {
        let defs = try Self.text(Self.root.appendingPathComponent("bazel/defs.bzl"))
        #expect(defs.contains("arguments = [\"generate\", manifest.path, \"--output\", generated[0].dirname]"))
        #expect(defs.contains("arguments = [\"lint\", \"--cross-manifest-only\", \"--stamp\", stamp.path]"))
        #expect(defs.contains("declare_file(ctx.label.name + \"/\" + file_name) for file_name in _generated_file_names("))
        #expect(defs.contains("+ \".generated.swift\""), "the rule's suffix is \(ManifestNaming.generatedSuffix)")
        // The rule declares the files routegen writes: the same registration file and shards, as many.
        #expect(defs.contains("_ROUTE_FILE_COUNT = \(ManifestNaming.routeFileCount)\n"))
        #expect(defs.contains("namespace + \"+Registration.generated.swift\""))
        #expect(defs.contains("\"%s+Shard%s.generated.swift\" % (namespace, (\"0\" if index < 10 else \"\") + str(index))"))
        #expect(ManifestNaming.generatedFileNames(forManifest: "Profile.routes.yml").suffix(2)
            == ["ProfileRoutes+Shard14.generated.swift", "ProfileRoutes+Shard15.generated.swift"])
        let script = try Self.text(Self.root.appendingPathComponent("scripts/bazel-e2e.sh"))
        for manifest in Self.manifests {
            let package = (manifest as NSString).deletingLastPathComponent
            let output = package + "/routes/" + ManifestNaming.generatedFileName(forManifest: manifest)
            #expect(script.contains("\n    \(output)\n"), "scripts/bazel-e2e.sh does not check \(output)")
        }
    }

    @Test(.enabled(if: RouteGenTool.url != nil, "needs the routegen product built"))
    func generateInTheExecutionRootWritesRelativeSourceLocations() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-bazel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let manifest = "Features/Profile/Profile.routes.yml"
        let run = try RouteGenTool.run(["generate", manifest, "--output", output.path], in: Self.example)
        #expect(run.status == 0, "\(run.output)")
        let files = try ManifestNaming.generatedFileNames(forManifest: manifest).map { name in
            try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(files[1].contains("#sourceLocation(file: \"\(manifest)\", line: "), "the registration file maps screens")
        #expect(!files.contains { $0.contains(Self.root.path) })

        let stamp = output.appendingPathComponent("LinkedRoutes.check.swift")
        let lint = try RouteGenTool.run(["lint", "--cross-manifest-only", "--stamp", stamp.path] + Self.manifests, in: Self.example)
        #expect(lint.status == 0, "\(lint.output)")
        #expect(try Data(contentsOf: stamp).isEmpty)
    }

    @Test func e2eScriptIsExecutableAndParses() throws {
        let script = Self.root.appendingPathComponent("scripts/bazel-e2e.sh")
        #expect(FileManager.default.isExecutableFile(atPath: script.path))
        let check = try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), ["-n", script.path])
        #expect(check.status == 0, "bash -n scripts/bazel-e2e.sh: \(check.output)")
    }
}
