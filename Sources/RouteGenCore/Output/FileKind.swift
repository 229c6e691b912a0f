#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What is at a path, for `--output` (a file, or a folder to write into).
enum FileKind {
    /// Whether something exists at `path` and whether it is a folder, symbolic links followed.
    static func of(path: String) -> (exists: Bool, isDirectory: Bool) {
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
}
