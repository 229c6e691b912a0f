import Foundation

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
/// on failure the temporary file is removed and the previous file is left as it was.
public enum AtomicFileWriter {
    /// What `write(_:to:)` did.
    public enum Outcome: Hashable, Sendable {
        case unchanged, written
    }

    /// Why the file could not be written; the message names the path and the system's reason.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `contents` to `url` unless it already holds exactly these bytes; creates missing parent folders.
    @discardableResult
    public static func write(_ contents: Data, to url: URL) throws(Failure) -> Outcome {
        let path = url.path
        if let existing = FileManager.default.contents(atPath: path), existing == contents {
            return .unchanged
        }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: path, reason: "cannot create folder \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        do throws(Failure) {
            try writeNew(contents, at: temporary)
            guard rename(temporary, path) == 0 else { throw systemFailure(path) }
        } catch {
            _ = unlink(temporary)
            throw error
        }
        return .written
    }

    /// Writes `text` as UTF-8 (see `write(_:to:)`).
    @discardableResult
    public static func write(_ text: String, to url: URL) throws(Failure) -> Outcome {
        try write(Data(text.utf8), to: url)
    }

    /// Creates `path` exclusively (never follows or reuses an existing file) and writes every byte.
    private static func writeNew(_ contents: Data, at path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw systemFailure(path) }
        defer { _ = close(descriptor) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            try handle.write(contentsOf: contents)
        } catch {
            throw Failure(path: path, reason: error.localizedDescription)
        }
        guard fsync(descriptor) == 0 else { throw systemFailure(path) }
    }

    private static func systemFailure(_ path: String) -> Failure {
        Failure(path: path, reason: String(cString: strerror(errno)))
    }
}
