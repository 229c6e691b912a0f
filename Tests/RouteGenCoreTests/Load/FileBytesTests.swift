import Foundation
import Testing
@testable import RouteGenCore

@Suite("Load: FileBytes")
struct FileBytesTests {
    static func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-bytes-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        return file
    }

    @Test("A file shorter than the limit is read whole; a longer one up to the limit")
    func limit() throws {
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
        let file = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try FileBytes.read(atPath: file.path, upTo: 1_000_000).get() == bytes)
        #expect(try FileBytes.read(atPath: file.path, upTo: 70_001).get() == Array(bytes[..<70_001]))
        #expect(try FileBytes.read(atPath: file.path, upTo: 0).get() == [])
    }

    @Test("An empty file is no bytes, not a failure")
    func empty() throws {
        let file = try Self.temporaryFile([])
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try FileBytes.read(atPath: file.path, upTo: 10).get() == [])
    }

    @Test("Missing files and folders fail with the reason diagnostics end with")
    func failures() {
        #expect(FileBytes.read(atPath: "/nonexistent/routes.yml", upTo: 10) == .failure(.init(reason: "no such file")))
        #expect(FileBytes.read(atPath: FileManager.default.temporaryDirectory.path, upTo: 10)
                == .failure(.init(reason: "is a directory")))
    }

    #if os(Linux)
    @Test("A read the system refuses gives the system's reason, not Foundation's boilerplate")
    func systemReason() {
        // Reading a process's memory at address 0 fails with EIO.
        #expect(FileBytes.read(atPath: "/proc/self/mem", upTo: 10) == .failure(.init(reason: "Input/output error")))
    }
    #endif
}
