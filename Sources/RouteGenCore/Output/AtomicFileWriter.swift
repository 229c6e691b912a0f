#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files so builds stay incremental and readers never see half a file.
///
/// Identical bytes leave the file untouched (its mtime too). Otherwise the bytes go to a temporary file in the
/// destination folder (sandboxes refuse Foundation's temporary folder) that `rename(2)` moves over the target;
/// on failure the temporary file is removed and the previous file is left as it was. A temporary file that a killed
/// run left behind (`.Routes.generated.swift.<UUID>.tmp`) is removed by the next successful write of the same target
/// once it is over a minute old, so a crash never accumulates litter next to committed output.
public enum AtomicFileWriter {
    /// How old a leftover temporary file must be before a later write removes it: far longer than any write takes,
    /// so a concurrent writer's file is never touched.
    static let staleTemporaryAge: TimeInterval = 60

    /// What `write(_:to:)` did.
    public enum Outcome: Hashable, Sendable {
        case unchanged, written
    }

    /// Why the file could not be written; the message names the path and the system's reason.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        var path: String
        var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `contents` to `url` unless it already holds exactly these bytes; creates missing parent folders.
    @discardableResult
    static func write(_ contents: Data, to url: URL) throws(Failure) -> Outcome {
        try contents.withUnsafeBytes { bytes in
            Result { () throws(Failure) in try write(bytes: bytes, to: url) }
        }.get()
    }

    /// Writes `text` as UTF-8 (see `write(_:to:)`), straight from the string's storage.
    @discardableResult
    static func write(_ text: String, to url: URL) throws(Failure) -> Outcome {
        try write(text[...], to: url)
    }

    /// Writes a part of a string (one file of `GeneratedSource`) as UTF-8, straight from the string's storage.
    @discardableResult
    static func write(_ text: Substring, to url: URL) throws(Failure) -> Outcome {
        var text = text
        return try text.withUTF8 { bytes in
            Result { () throws(Failure) in try write(bytes: UnsafeRawBufferPointer(bytes), to: url) }
        }.get()
    }

    private static func write(bytes: UnsafeRawBufferPointer, to url: URL) throws(Failure) -> Outcome {
        let path = url.path
        if holds(bytes, at: path) {
            return .unchanged
        }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: path, reason: "cannot create folder \(folder.path): \(fileErrorReason(error))")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        do throws(Failure) {
            try writeNew(bytes, at: temporary)
            guard rename(temporary, path) == 0 else { throw systemFailure(path) }
        } catch {
            _ = unlink(temporary)
            throw error
        }
        removeStaleTemporaries(of: url.lastPathComponent, in: folder.path)
        return .written
    }

    /// Removes `.<name>.<UUID>.tmp` files in `folder` older than `staleTemporaryAge`; best effort, never throws.
    static func removeStaleTemporaries(of name: String, in folder: String, now: Date = Date()) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let prefix = "." + name + "."
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let middle = entry.dropFirst(prefix.count).dropLast(".tmp".count)
            guard UUID(uuidString: String(middle)) != nil else { continue }
            let path = folder + "/" + entry
            // Not following links: only a regular file of ours is removed.
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let modified = attributes[.modificationDate] as? Date else { continue }
            if now.timeIntervalSince(modified) > staleTemporaryAge { _ = unlink(path) }
        }
    }

    /// True when `path` can be read and holds exactly `bytes`; a file of another size is not read.
    private static func holds(_ bytes: UnsafeRawBufferPointer, at path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, Int(status.st_size) == bytes.count,
              let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count else {
            return false
        }
        return existing.withUnsafeBytes { old in bytes.isEmpty || memcmp(old.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }

    /// Creates `path` exclusively (never follows or reuses an existing file) and writes every byte.
    private static func writeNew(_ bytes: UnsafeRawBufferPointer, at path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw systemFailure(path) }
        defer { _ = close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = writeSome(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw systemFailure(path)
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw systemFailure(path) }
    }

    private static func systemFailure(_ path: String) -> Failure {
        Failure(path: path, reason: String(cString: strerror(errno)))
    }
}

/// `write(2)`, named apart from `AtomicFileWriter.write` so the call reaches the system function.
private func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
