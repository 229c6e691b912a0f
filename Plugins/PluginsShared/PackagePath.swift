import Foundation
import PackagePlugin

/// Paths as the plugins' messages show them.
enum PackagePath {
    /// `Sources/App/routes.yml`; the absolute path when the file lies outside the package.
    static func relative(_ file: URL, to root: URL) -> String {
        let path = file.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension ManifestPlan {
    /// A warning per file named like a manifest in other letters (`lookalikes`), for both plugins.
    func warnAboutLookalikes(root: URL) {
        for lookalike in lookalikes {
            Diagnostics.warning(PluginWarning.lookalike(PackagePath.relative(lookalike.file, to: root), meant: lookalike.meant))
        }
    }
}
