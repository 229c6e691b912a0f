/// Errors the plugins report; SwiftPM prints the description and fails the build or command.
enum PluginError: Error, CustomStringConvertible {
    /// Two manifests of one target would generate the same file name (`routes.yml` and `routes.plist`).
    case conflictingManifests(target: String, fileName: String, manifests: [String])
    /// `--target NAME` names no target of the package.
    case unknownTarget(String)
    /// `--target NAME` names a target without a routes manifest.
    case noManifest(target: String)
    /// No target of the package has a routes manifest.
    case nothingToGenerate
    /// An argument the command plugin does not understand.
    case usage(String)
    /// Two outputs would be written to one path (`--output DIR` with several targets).
    case conflictingOutputs(path: String)
    /// `routegen` failed; its diagnostics were already printed.
    case generatorFailed(manifests: [String])
    /// `--check`: committed files that are stale or missing.
    case stale(files: [String])

    var description: String {
        switch self {
        case .conflictingManifests(let target, let fileName, let manifests):
            return "target '\(target)': \(manifests.joined(separator: " and ")) would both generate \(fileName); "
                + "keep one manifest per namespace"
        case .unknownTarget(let name):
            return "no target named '\(name)' in this package"
        case .noManifest(let target):
            return "target '\(target)' has no routes manifest (\(ManifestNaming.acceptedNames))"
        case .nothingToGenerate:
            return "no target of this package has a routes manifest"
        case .usage(let message):
            return message + "\n" + GenerateRoutesUsage.text
        case .conflictingOutputs(let path):
            return "two manifests would be written to \(path); pass one --target at a time with --output"
        case .generatorFailed(let manifests):
            return "routegen failed for \(manifests.joined(separator: ", "))"
        case .stale(let files):
            return "generated routes are stale or missing; run `swift package --allow-writing-to-package-directory generate-routes` and commit:\n"
                + files.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}

/// Warnings both plugins give.
enum PluginWarning {
    /// A file named like a manifest in other letters (`ManifestPlan.lookalikes`), `file` as messages show it.
    static func lookalike(_ file: String, meant: String) -> String {
        "\(file) is not read as a routes manifest: manifest names are \(ManifestNaming.acceptedNames), in these "
            + "letters; rename it to \(meant) to generate routes from it"
    }
}

/// Help text of `swift package plugin generate-routes`.
enum GenerateRoutesUsage {
    static let text = """
        usage: swift package plugin generate-routes [--target NAME]... [--output DIR] [--check]
               swift package plugin generate-routes export KIND ...   (aasa, entitlements, url-types, catalog, graph)
               swift package plugin generate-routes lint [--target NAME]... [--examples FILE]...
          --target NAME  a target whose manifests to generate (repeatable; default: every target with a manifest)
          --output DIR   write into DIR (relative to the package) instead of beside each manifest
          --check        write nothing; fail, naming the files, if a generated file is stale or missing
        """
}
