#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import RouteGenCore
@_spi(RouteGen) import RouteKit

/// `--link MODULE=PATH` and `--module NAME`, shared by `generate` and `lint --committed`, so a committed file is
/// checked against exactly what `generate` writes with the same links.
enum LinkOptions {
    /// The `--link`ed manifests, validated. Their own errors are their own target's to report: one that has any
    /// stops the command with a single line naming it. A link of `module` (the manifests' own) is not imported.
    static func manifests(
        _ links: [String], module: String?, relativeTo: String?, currentDirectory: String, command: String
    ) throws -> [LinkedManifest] {
        try links.map { link in
            guard let equals = link.firstIndex(of: "="), equals != link.startIndex else {
                writeToStandardError("routegen \(command): error: --link takes MODULE=PATH, got '\(link)'\n")
                throw ExitCode(.usageOrIO)
            }
            let linkModule = String(link[..<equals]), path = String(link[link.index(after: equals)...])
            let display = DisplayPath.of(path, relativeTo: relativeTo ?? currentDirectory, currentDirectory: currentDirectory)
            let result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: path), displayPath: display)
            guard let manifest = result.manifest else {
                writeToStandardError("\(display): error: the app registers this manifest's routes, but it has errors "
                    + "(its own target's build reports them)\n")
                throw ExitCode(.manifestErrors)
            }
            return LinkedManifest(module: linkModule == module ? nil : linkModule, manifest: manifest)
        }
    }
}
