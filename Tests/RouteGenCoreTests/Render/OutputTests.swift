import Foundation
import Testing
@testable import RouteGenCore

@Suite("Output: atomic writes, file names, display paths")
struct OutputTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("Creates missing folders, writes, and leaves no temporary file behind")
    func writesNewFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("a/b/Routes.generated.swift")
        #expect(try AtomicFileWriter.write("one", to: target) == .written)
        #expect(try String(contentsOf: target, encoding: .utf8) == "one")
        #expect(try Self.entries(target.deletingLastPathComponent()) == ["Routes.generated.swift"])
    }

    @Test("Identical bytes leave the file untouched (same inode and mtime); new bytes replace it")
    func unchangedAndReplaced() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Routes.generated.swift")
        try AtomicFileWriter.write("same", to: target)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: target.path)
        let before = try FileManager.default.attributesOfItem(atPath: target.path)
        #expect(try AtomicFileWriter.write("same", to: target) == .unchanged)
        let after = try FileManager.default.attributesOfItem(atPath: target.path)
        #expect(after[.modificationDate] as? Date == old)
        #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
        #expect(try AtomicFileWriter.write("different", to: target) == .written)
        #expect(try String(contentsOf: target, encoding: .utf8) == "different")
        #expect(try Self.entries(folder) == ["Routes.generated.swift"])
    }

    @Test("A temporary file a killed run left behind goes with the next write once stale; fresh and foreign files stay")
    func staleTemporariesAreSwept() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Routes.generated.swift")
        let uuid = { UUID().uuidString }
        let stale = ".Routes.generated.swift.\(uuid()).tmp"            // a killed run, an hour ago
        let fresh = ".Routes.generated.swift.\(uuid()).tmp"            // a concurrent run, now
        let otherTarget = ".Other.generated.swift.\(uuid()).tmp"      // another target's, however old
        let notOurs = ".Routes.generated.swift.backup.tmp"            // not a UUID: not ours
        for name in [stale, fresh, otherTarget, notOurs] {
            try Data("partial".utf8).write(to: folder.appendingPathComponent(name))
        }
        let hourAgo = Date().addingTimeInterval(-3_600)
        for name in [stale, otherTarget, notOurs] {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
        #expect(try AtomicFileWriter.write("one", to: target) == .written)
        #expect(try Self.entries(folder) == [fresh, notOurs, otherTarget, "Routes.generated.swift"].sorted())
        // An unchanged write touches nothing, not even litter.
        try Data("partial".utf8).write(to: folder.appendingPathComponent(stale))
        try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: folder.appendingPathComponent(stale).path)
        #expect(try AtomicFileWriter.write("one", to: target) == .unchanged)
        #expect(try Self.entries(folder).contains(stale))
    }

    @Test("Generated source written: the same bytes as its text; an unchanged file kept, a change anywhere rewritten")
    func writtenSource() throws {
        var yaml = "version: 1\nurl: { schemes: [myapp] }\nroutes:\n"
        for index in 0..<300 {
            yaml += "  r\(index):\n    path: /r\(index)/<int:id>\n    exposure: external\n    extras: { note: String? }\n"
        }
        let manifest = try #require(ManifestPipeline.run(bytes: Array(yaml.utf8), displayPath: "routes.yml", format: .yaml).manifest)
        let source = try SwiftRenderer.renderSource(manifest)
        let text = source.text
        #expect(source.files.joined() == text)

        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Routes.generated.swift")
        #expect(try ManifestPipeline.write(source, to: target) == .written)
        #expect(try Data(contentsOf: target) == Data(text.utf8))
        #expect(try ManifestPipeline.write(source, to: target) == .unchanged)
        #expect(try AtomicFileWriter.write(text, to: target) == .unchanged)
        // One byte changed near the end and one near the start: both are rewritten.
        for offset in [text.utf8.count - 2, 10] {
            var altered = Data(text.utf8)
            altered[offset] = altered[offset] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            try altered.write(to: target)
            #expect(try ManifestPipeline.write(source, to: target) == .written)
            #expect(try Data(contentsOf: target) == Data(text.utf8))
        }
        #expect(try Self.entries(folder) == ["Routes.generated.swift"])
    }

    @Test("On failure the previous file stays as it was and no temporary file remains")
    func failureKeepsPrevious() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The target is a non-empty folder: rename(2) over it fails after the temporary file was written.
        let target = folder.appendingPathComponent("Routes.generated.swift")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: target.appendingPathComponent("inside.txt"))
        #expect(throws: AtomicFileWriter.Failure.self) { try AtomicFileWriter.write("new", to: target) }
        #expect(try Self.entries(folder) == ["Routes.generated.swift"])
        #expect(try String(contentsOf: target.appendingPathComponent("inside.txt"), encoding: .utf8) == "keep")
    }

    @Test("A parent that is a file is an error, not a crash")
    func parentIsFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let failure = #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.write("new", to: blocker.appendingPathComponent("Routes.generated.swift"))
        }
        // The system's reason, worded the same on every platform.
        #expect(failure?.reason == "cannot create folder \(blocker.path): \(String(cString: strerror(EEXIST)))"
                || failure?.reason == "cannot create folder \(blocker.path): \(String(cString: strerror(ENOTDIR)))")
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
    }

    @Test("Generated file names follow the manifest's file name", arguments: [
        ("routes.yml", "Routes.generated.swift"), ("Feed.routes.yml", "FeedRoutes.generated.swift"),
        ("routes.plist", "Routes.generated.swift"), ("feed.routes.plist", "FeedRoutes.generated.swift"),
        ("Sources/App/Feed.routes.yml", "FeedRoutes.generated.swift"), ("/abs/path/routes.yml", "Routes.generated.swift"),
    ])
    func fileNames(manifest: String, expected: String) {
        #expect(ManifestNaming.generatedFileName(forManifest: manifest) == expected)
    }

    @Test("Display paths are relative to --relative-to when inside it, else as given")
    func displayPaths() {
        #expect(DisplayPath.of("Sources/App/routes.yml", relativeTo: "/pkg", currentDirectory: "/pkg") == "Sources/App/routes.yml")
        #expect(DisplayPath.of("/pkg/Sources/routes.yml", relativeTo: "/pkg", currentDirectory: "/elsewhere") == "Sources/routes.yml")
        #expect(DisplayPath.of("/pkg/Sources/routes.yml", relativeTo: "/pkg/", currentDirectory: "/") == "Sources/routes.yml")
        #expect(DisplayPath.of("../other/routes.yml", relativeTo: "/pkg", currentDirectory: "/pkg") == "../other/routes.yml")
        #expect(DisplayPath.of("/pkgx/routes.yml", relativeTo: "/pkg", currentDirectory: "/") == "/pkgx/routes.yml")
        #expect(DisplayPath.of("routes.yml", relativeTo: "..", currentDirectory: "/pkg/sub") == "sub/routes.yml")
    }
}
