import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// What every command promises on the command line: its usage rules decided in RouteGenCore (the tool only parses
/// and prints), one form for problems that are not at a manifest line, exports checked exactly as lint checks, and
/// `--help` and `--version` that print what they say and nothing else.
@Suite("Commands: one command line")
struct CommandLineTests {
    static let shop = "version: 1\nurl: { schemes: [shop] }\nroutes:\n  item: { path: /item/<int:id>, exposure: external, screen: ItemScreen }\n"
    /// Ties with `shop`'s `item` for every URL (same scheme, same path shape).
    static let tie = "version: 1\nnamespace: Other\nurl: { schemes: [shop] }\nroutes:\n  product: { path: /item/<int:number>, exposure: external, screen: ProductScreen }\n"

    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-cli-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    // MARK: Usage rules, in the commands

    @Test("Each command's usage errors: exit 2, one line in the one form, nothing read or written")
    func usageRulesLiveInTheCommands() throws {
        let folder = try folder(["routes.yml": Self.shop])
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("routes.yml").path
        let outcomes: [(CommandOutcome, String)] = [
            (ManifestLint.run(ManifestLint.Request(manifests: [])), "give at least one manifest to lint"),
            (ManifestLint.run(ManifestLint.Request(manifests: [manifest], links: ["App=\(manifest)"])),
             "--link and --module go with --committed or --examples"),
            (ManifestLint.run(ManifestLint.Request(manifests: [manifest], module: "App")),
             "--link and --module go with --committed or --examples"),
            (ManifestLint.run(ManifestLint.Request(manifests: [manifest, manifest], committed: "Routes.generated.swift")),
             "--committed checks one manifest; give exactly one"),
            (ManifestMatch.run(arguments: []), "give at least one manifest and a URL"),
            (ManifestMatch.run(arguments: ["shop://item/1"]), "give at least one manifest and a URL"),
            (ManifestMatch.run(arguments: [manifest, "item"]), "'item' is not a URL with a scheme"),
            (FRDIntentImport.run(internalPath: nil, externalPath: nil, scheme: nil, host: nil, output: nil),
             "give --internal PLIST, --external PLIST or both"),
            (ManifestExport.run(ManifestExport.Request(kind: "aasaa", manifests: [manifest])),
             "unknown kind 'aasaa'; expected one of aasa, entitlements, url-types, catalog, graph, payload-schema, entry-points"),
            (ManifestExport.run(ManifestExport.Request(kind: "graph", manifests: [manifest], format: "svg")),
             "--format of graph is mermaid or dot"),
            (ManifestExport.run(ManifestExport.Request(kind: "catalog", manifests: [manifest], appIDs: ["ABCDE12345.a.b"])),
             "--app-id applies to 'aasa' only"),
            (ManifestExport.run(ManifestExport.Request(kind: "catalog", manifests: [])), "give at least one manifest"),
            (ManifestGenerate.run(ManifestGenerate.Request(manifests: [])), "give at least one manifest"),
            (ManifestGenerate.run(ManifestGenerate.Request(manifests: [manifest], links: ["\(manifest)"])),
             "--link takes MODULE=PATH, got '\(manifest)'"),
        ]
        for (outcome, message) in outcomes {
            #expect(outcome.status == .usageOrIO, "\(message)")
            #expect(outcome.standardError == "routegen: error: \(message)\n")
            #expect(outcome.standardOutput.isEmpty)
        }
    }

    @Test("I/O problems use the same form: an unwritable stamp, output or import destination")
    func ioProblemsUseTheSameForm() throws {
        let folder = try folder(["routes.yml": Self.shop, "blocker": "a file where a folder is needed"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("routes.yml").path
        let blocked = folder.appendingPathComponent("blocker/out").path
        let outcomes = [
            ManifestLint.run(ManifestLint.Request(manifests: [manifest], stamp: blocked)),
            ManifestGenerate.run(ManifestGenerate.Request(manifests: [manifest], output: blocked)),
            ManifestExport.run(ManifestExport.Request(kind: "catalog", manifests: [manifest], output: blocked)),
            FRDIntentImport.run(internalPath: folder.appendingPathComponent("none.plist").path, externalPath: nil,
                                scheme: nil, host: nil, output: nil),
        ]
        for outcome in outcomes {
            #expect(outcome.status == .usageOrIO)
            #expect(outcome.standardError.hasPrefix("routegen: error: "), "\(outcome.standardError)")
            #expect(outcome.standardError.split(separator: "\n").count == 1, "\(outcome.standardError)")
        }
    }

    @Test("The worst status wins, by one rule: unreadable over manifest errors over ok")
    func statusEscalation() throws {
        let folder = try folder(["routes.yml": Self.shop, "bad.routes.yml": "version: 1\nroutes:\n  Home: {}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("routes.yml").path, bad = folder.appendingPathComponent("bad.routes.yml").path
        let missing = folder.appendingPathComponent("missing.routes.yml").path
        for paths in [[bad, missing], [missing, bad], [good, missing, bad]] {
            #expect(ManifestLint.run(paths: paths).status == .usageOrIO)
            #expect(ManifestExport.run(.catalog, paths: paths).status == .usageOrIO)
        }
        #expect(ManifestLint.run(paths: [good, bad]).status == .manifestErrors)
        var status = ExitStatus.ok
        for next in [ExitStatus.manifestErrors, .ok, .usageOrIO, .manifestErrors, .ok] { status.escalate(to: next) }
        #expect(status == .usageOrIO)
    }

    // MARK: Exports are checked like lint

    @Test("A tie across the manifests fails every export with lint's diagnostics and status", arguments: ManifestExport.Kind.allCases)
    func exportFailsOnATie(kind: ManifestExport.Kind) throws {
        let folder = try folder(["routes.yml": Self.shop, "Other/Other.routes.yml": Self.tie])
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["routes.yml", "Other/Other.routes.yml"].map { folder.appendingPathComponent($0).path }
        let displays = ["routes.yml", "Other/Other.routes.yml"]
        let lint = ManifestLint.run(paths: paths, displayPaths: displays)
        #expect(lint.status == .manifestErrors)
        #expect(lint.diagnostics.contains { $0.message.contains("is ambiguous with route") })
        var options = ManifestExport.Options()
        options.appIDs = ["ABCDE12345.com.example.shop"]
        let exported = ManifestExport.run(kind, paths: paths, displayPaths: displays, options: options)
        #expect(exported.status == lint.status)
        #expect(exported.diagnostics == lint.diagnostics)
        #expect(exported.text == nil)
        // The whole command: nothing printed or written, exit 1, the lint lines on standard error.
        let command = ManifestExport.run(ManifestExport.Request(
            kind: kind.rawValue, manifests: paths, output: folder.appendingPathComponent("out").path, relativeTo: folder.path,
            appIDs: kind == .aasa ? ["ABCDE12345.com.example.shop"] : []), currentDirectory: folder.path)
        #expect(command.status == .manifestErrors)
        #expect(command.standardError == lint.diagnostics.printableText())
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("A failing pinned link fails an export as it fails lint")
    func exportFailsOnAFailingExample() throws {
        let pinned = Self.shop + "examples:\n  - url: shop://item/7\n    opens: nothing\n"
        let folder = try folder(["routes.yml": pinned])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("routes.yml").path
        let lint = ManifestLint.run(paths: [path])
        #expect(lint.status == .manifestErrors)
        let exported = ManifestExport.run(.catalog, paths: [path])
        #expect(exported.status == .manifestErrors && exported.diagnostics == lint.diagnostics && exported.text == nil)
    }

    // MARK: The tool itself

    @Test("--help on the tool and every command prints help only, exit 0", .enabled(if: RouteGenTool.url != nil),
          arguments: [[], ["generate"], ["lint"], ["match"], ["export"], ["import"], ["import", "frdintent"]])
    func helpPrintsHelpOnly(command: [String]) throws {
        let run = try RouteGenTool.run(command + ["--help"], in: FileManager.default.temporaryDirectory, separately: true)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.output.contains("USAGE: routegen \((command).joined(separator: " "))"), "\(run.output)")
    }

    @Test("--version prints the release and the generated-code contract, labelled", .enabled(if: RouteGenTool.url != nil))
    func version() throws {
        let run = try RouteGenTool.run(["--version"], in: FileManager.default.temporaryDirectory, separately: true)
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(run.output == ToolVersion.text + "\n")
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("routegen ") == true)
        #expect(lines.last == "generated-code contract 1")
    }

    @Test("The parser's own usage errors exit 2 in the one form", .enabled(if: RouteGenTool.url != nil), arguments: [
        ["export"], ["lint", "--no-such-flag", "routes.yml"], ["frobnicate"], ["generate", "--output"],
    ])
    func parserErrorsUseTheOneForm(arguments: [String]) throws {
        let run = try RouteGenTool.run(arguments, in: FileManager.default.temporaryDirectory, separately: true)
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("routegen: error: "), "\(run.errors)")
    }
}
