import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `routegen generate --output` (which the generate-routes command plugin runs) never leaves a partly written
/// file: a failed generation keeps the previous output byte for byte, and no temporary file stays behind.
@Suite("Hardening: routegen generate keeps the previous output", .enabled(if: RouteGenTool.url != nil, "needs the routegen product built"))
struct GenerateCommandTests {
    static let valid = """
        version: 1
        url: { schemes: [myapp] }
        routes:
          home: { path: /home, exposure: external }
        """

    /// A folder holding routes.yml (`manifest`) and a previous Routes.generated.swift (`previous`).
    static func workspace(manifest: String, previous: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("routes.yml"))
        try Data(previous.utf8).write(to: folder.appendingPathComponent("out/Routes.generated.swift"))
        return folder
    }

    static func outFolder(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
    }

    static func previousBytes(_ folder: URL) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("out/Routes.generated.swift"))
    }

    static let previous = "// previous output, kept byte for byte\n\u{1F680}\n"

    @Test("A manifest error exits 1 and leaves the previous output byte-identical", arguments: [
        "version: 1\nroutes:\n  home: { exposure: externl }\n",
        "version: 1\nroutes: [\n",
        "",
        "version: 1\nroutes:\n  home:\n    extras: { id: { type: Int, default: abc } }\n",
    ])
    func manifestErrorKeepsPrevious(manifest: String) throws {
        let folder = try Self.workspace(manifest: manifest, previous: Self.previous)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RouteGenTool.run(["generate", "routes.yml", "--output", "out/Routes.generated.swift"], in: folder)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("routes.yml:"), "diagnostics name the manifest: \(run.output)")
        #expect(try Self.previousBytes(folder) == Data(Self.previous.utf8))
        #expect(try Self.outFolder(folder) == ["Routes.generated.swift"])
    }

    @Test("A destination that cannot be written exits 2, keeps the previous file and leaves no temporary file",
          .enabled(if: ReadOnlyFolder.isSupported, "cannot make a folder read-only here"))
    func unwritableDestination() throws {
        let folder = try Self.workspace(manifest: Self.valid, previous: Self.previous)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        try ReadOnlyFolder.lock(out)
        let run: ProcessOutput
        do {
            defer { ReadOnlyFolder.unlock(out) }
            run = try RouteGenTool.run(["generate", "routes.yml", "--output", "out/Routes.generated.swift"], in: folder)
        }
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("Routes.generated.swift"), "the error names the file: \(run.output)")
        #expect(try Self.previousBytes(folder) == Data(Self.previous.utf8))
        #expect(try Self.outFolder(folder) == ["Routes.generated.swift"])
    }

    @Test("A disk that fills up mid-write (file size limit) keeps the previous file and leaves no temporary file")
    func diskFullMidWrite() throws {
        let folder = try Self.workspace(manifest: Self.valid, previous: Self.previous)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1 KiB limit: the generated file is larger, so write(2) fails with EFBIG part way through.
        let run = try RouteGenTool.run(["generate", "routes.yml", "--output", "out/Routes.generated.swift"], in: folder,
                                       shellPrefix: "trap '' XFSZ; ulimit -f 1;")
        #expect(run.status == 2, "\(run.output)")
        #expect(try Self.previousBytes(folder) == Data(Self.previous.utf8))
        #expect(try Self.outFolder(folder) == ["Routes.generated.swift"])
    }

    @Test("Control: a valid manifest replaces the previous output with the generated code")
    func validManifestReplaces() throws {
        let folder = try Self.workspace(manifest: Self.valid, previous: Self.previous)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RouteGenTool.run(["generate", "routes.yml", "--output", "out/Routes.generated.swift"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        let written = String(decoding: try Self.previousBytes(folder), as: UTF8.self)
        #expect(written.hasPrefix("// Generated by routegen from routes.yml."))
        #expect(try Self.outFolder(folder) == ["Routes.generated.swift"])
    }
}

/// A folder nobody can create files in: mode 0555 for ordinary users; root ignores modes, so for root the
/// immutable attribute (`chattr +i`) where the file system has it.
enum ReadOnlyFolder {
    static let isSupported: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-ro-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer {
            unlock(probe)
            try? FileManager.default.removeItem(at: probe)
        }
        guard (try? lock(probe)) != nil else { return false }
        return !FileManager.default.createFile(atPath: probe.appendingPathComponent("x").path, contents: Data())
    }()

    static func lock(_ folder: URL) throws {
        if getuid() != 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        } else if chattr("+i", folder) != 0 {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    static func unlock(_ folder: URL) {
        if getuid() != 0 {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        } else {
            _ = chattr("-i", folder)
        }
    }

    private static func chattr(_ flag: String, _ folder: URL) -> Int32 {
        (try? ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "chattr \(flag) \"$0\" 2>/dev/null", folder.path]))?
            .status ?? -1
    }
}
