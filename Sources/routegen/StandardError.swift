#if canImport(FoundationEssentials)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// Writes the tool's messages to standard error. Where FoundationEssentials exists
/// (Linux) this is a plain `write(2)`, because `FileHandle` lives in full Foundation, which would make every tool
/// linking RouteKit carry ICU's data.
func writeToStandardError(_ text: String) {
    #if canImport(FoundationEssentials)
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
    #else
    FileHandle.standardError.write(Data(text.utf8))
    #endif
}
