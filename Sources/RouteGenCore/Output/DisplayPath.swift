#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The manifest path written into generated code: relative, so output carries no machine paths.
enum DisplayPath {
    /// `path` relative to `directory` when the file lies inside it, else `path` exactly as given.
    ///
    /// Relative inputs are resolved against `currentDirectory` first; symlinked folders (`/tmp` on macOS)
    /// are compared both as written and resolved.
    static func of(_ path: String, relativeTo directory: String, currentDirectory: String) -> String {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let file = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        let folder = URL(fileURLWithPath: directory, isDirectory: true, relativeTo: base).standardizedFileURL
        if let relative = relativePath(of: file.path, inside: folder.path) { return relative }
        let resolvedFile = file.resolvingSymlinksInPath().path
        let resolvedFolder = folder.resolvingSymlinksInPath().path
        return relativePath(of: resolvedFile, inside: resolvedFolder) ?? path
    }

    private static func relativePath(of file: String, inside folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard file.hasPrefix(prefix), file.count > prefix.count else { return nil }
        return String(file.dropFirst(prefix.count))
    }
}
