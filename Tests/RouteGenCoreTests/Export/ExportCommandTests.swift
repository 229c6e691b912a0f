import Foundation
import Testing
import TestSupport

/// `routegen export` as scripts and the command plugin run it: exit statuses, stdout, `--output`.
@Suite("Export: the routegen export command", .enabled(if: RouteGenTool.url != nil, "needs the routegen product built"))
struct ExportCommandTests {
    static let manifest = """
        version: 1
        url: { schemes: [myapp], hosts: [myapp.example.com] }
        routes:
          user: { path: /user/<int:id>, exposure: external }
        """

    static func workspace(_ manifest: String = manifest) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("routes.yml"))
        return folder
    }

    @Test("Exit 0 and the file on stdout; --output writes it, and leaves an unchanged file untouched")
    func writes() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdout = try RouteGenTool.run(["export", "aasa", "routes.yml", "--app-id", "ABCDE12345.com.example.app"], in: folder)
        #expect(stdout.status == 0, "\(stdout.output)")
        #expect(stdout.output.hasPrefix("{\n  \"applinks\""))
        let run = try RouteGenTool.run(["export", "catalog", "routes.yml", "--format", "json", "--output", "out/catalog.json"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        let file = folder.appendingPathComponent("out/catalog.json")
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("\"universalLink\": \"https://myapp.example.com/user/42\""))
        // Backdated, so a rewrite (which would set the current time) cannot go unnoticed whatever the clock's resolution.
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        _ = try RouteGenTool.run(["export", "catalog", "routes.yml", "--format", "json", "--output", "out/catalog.json"], in: folder)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == old)
        _ = try RouteGenTool.run(["export", "catalog", "routes.yml", "--output", "out/catalog.json"], in: folder)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date != old, "changed output is written")
    }

    @Test("Exit 1 for manifest errors (lint's diagnostics), 2 for usage errors", arguments: [
        (["export", "aasa", "routes.yml", "--app-id", "ABCDE12345.com.example.app"], "version: 1\nroutes:\n  home: { exposure: externl }\n", 1, "routes.yml:3:"),
        (["export", "entitlements", "routes.yml"], "version: 1\nurl: { schemes: [myapp] }\nroutes: {}\n", 1,
         "routes.yml:2:6: error: no associated domains: universal links are https links on a host of yours, and this manifest lists none; add it under 'url:', e.g. 'hosts: [www.example.com]'"),
        (["export", "aasa", "routes.yml"], manifest, 2, "--app-id"),
        (["export", "sitemap", "routes.yml"], manifest, 2, "unknown kind 'sitemap'"),
        (["export", "catalog", "routes.yml", "--app-id", "ABCDE12345.com.x"], manifest, 2, "--app-id applies to 'aasa' only"),
        (["export", "catalog", "routes.yml", "--format", "html"], manifest, 2, "--format"),
        (["export", "catalog", "missing.yml"], manifest, 2, "missing.yml"),
    ])
    func failures(arguments: [String], manifest: String, status: Int32, message: String) throws {
        let folder = try Self.workspace(manifest)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RouteGenTool.run(arguments, in: folder)
        #expect(run.status == status, "\(run.output)")
        #expect(run.output.contains(message), "\(run.output)")
    }
}
