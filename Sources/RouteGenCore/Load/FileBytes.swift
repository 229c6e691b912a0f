#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes with plain POSIX calls, so the tool needs no `FileHandle` (full Foundation, and with it ICU's
/// data) and its read errors read the same on every platform.
enum FileBytes {
    /// Why a file could not be read, as a diagnostic ends: "no such file", "is a directory", or the system's reason.
    struct ReadFailure: Error, Equatable, Sendable {
        var reason: String
    }

    /// The first `limit` bytes of the file at `path` (all of it when shorter). Callers pass one byte more than they
    /// accept, so a huge or endless file is refused without being loaded whole.
    static func read(atPath path: String, upTo limit: Int) -> Result<[UInt8], ReadFailure> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(ReadFailure(reason: "no such file")) }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(ReadFailure(reason: "is a directory")) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(systemFailure()) }
        defer { _ = close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { readSome(descriptor, into: $0.baseAddress, count: wanted) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(systemFailure()) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return .success(bytes)
    }

    private static func systemFailure() -> ReadFailure {
        ReadFailure(reason: String(cString: strerror(errno)))
    }
}

/// `read(2)`, named apart from `FileBytes.read` so the call reaches the system function.
private func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int) -> Int {
    read(descriptor, buffer, count)
}
