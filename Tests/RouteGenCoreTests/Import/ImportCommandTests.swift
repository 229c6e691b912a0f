import Foundation
import Testing
import TestSupport

/// `routegen import frdintent` as a user runs it: the manifest on stdout or in --output, diagnostics on stderr,
/// exit 0 clean, 1 written with errors to fix, 2 usage or unreadable plist.
@Suite("Import: the routegen import frdintent command", .enabled(if: RouteGenTool.url != nil, "needs the routegen product built"))
struct ImportCommandTests {
    static let demo = FRDIntentImportTests.demo

    @Test("The demo plists: exit 0, the fixture's manifest on stdout, and --output writes the same bytes")
    func writes() throws {
        let arguments = ["import", "frdintent", "--internal", "FRDIntentRegisters.plist", "--external",
                         "FRDURLRoutesRegisters.plist", "--scheme", "frdintent", "--host", "frdintent.example.com"]
        let run = try RouteGenTool.run(arguments, in: Self.demo)
        let expected = try String(contentsOf: Self.demo.appendingPathComponent("imported.yml"), encoding: .utf8)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == expected)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("routes.yml")
        let written = try RouteGenTool.run(arguments + ["--output", output.path], in: Self.demo)
        #expect(written.status == 0, "\(written.output)")
        #expect(try String(contentsOf: output, encoding: .utf8) == expected)
    }

    @Test("Exit 1 when the manifest has errors to fix, 2 for usage and unreadable plists", arguments: [
        (["--external", "FRDURLRoutesRegisters.plist"], 1, "<stdout>:6:3: error: external route 'first' cannot be reached"),
        ([], 2, "give --internal PLIST, --external PLIST or both"),
        (["--internal", "missing.plist"], 2, "cannot read missing.plist: no such file"),
        (["--internal", "."], 2, "cannot read .: is a directory"),
        (["--internal", "imported.yml"], 2, "imported.yml: error: property list is neither XML nor binary"),
    ])
    func failures(arguments: [String], status: Int32, message: String) throws {
        let run = try RouteGenTool.run(["import", "frdintent"] + arguments, in: Self.demo)
        #expect(run.status == status, "\(run.output)")
        #expect(run.output.contains(message), "\(run.output)")
    }
}
