#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The empty file `routegen lint --stamp` writes when the check passes: an output for build systems.
enum StampFile {
    /// An existing empty stamp is left untouched: it is a Swift file the target compiles, so rewriting it on a pass
    /// that changed nothing (the check reruns whenever the tool is relinked) would recompile the module.
    /// Returns false when it cannot be written.
    static func write(atPath path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
           attributes[.type] as? FileAttributeType == .typeRegular, attributes[.size] as? UInt == 0 {
            return true
        }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return FileManager.default.createFile(atPath: url.path, contents: Data())
    }
}
