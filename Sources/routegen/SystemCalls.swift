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

// The few system services the commands need, written so that on Linux the tool links FoundationEssentials only
// (standard error is RouteKit's `writeToStandardError`): `FileHandle` and `ObjCBool` live in full Foundation, which
// would bring ICU's data (most of the binary) along.

/// Ends the process with `code` (named apart from `ParsableCommand.exit`).
func exitProcess(_ code: Int32) -> Never {
    exit(code)
}

/// Whether something exists at `path` and whether it is a folder, symbolic links followed.
func itemKind(atPath path: String) -> (exists: Bool, isDirectory: Bool) {
    #if canImport(FoundationEssentials)
    var isDirectory = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return (exists, isDirectory)
    #else
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return (exists, isDirectory.boolValue)
    #endif
}
