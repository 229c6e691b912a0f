#if canImport(FoundationEssentials)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// Writes one of RouteKit's warnings (a refused navigation in debug builds, a route tie) to standard error, with a
/// plain `write(2)`: `FileHandle` lives in full Foundation, which RouteKit does not link where FoundationEssentials
/// exists. A warning is best effort: a short write is not retried.
func debugLog(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
