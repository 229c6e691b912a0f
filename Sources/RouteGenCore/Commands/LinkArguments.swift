#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--link MODULE=PATH` and `--module NAME`, shared by `generate` and `lint`, so a committed file is checked against
/// exactly what `generate` writes with the same links.
enum LinkArguments {
    /// The `--link`ed manifests, validated. Their own errors are their own target's to report: one that has any
    /// stops the command with a single line naming it. A link of `module` (the manifests' own) is not imported.
    static func manifests(
        _ links: [String], module: String?, relativeTo: String?, currentDirectory: String, outcome: inout CommandOutcome
    ) throws(CommandStop) -> [LinkedManifest] {
        var linked: [LinkedManifest] = []
        for link in links {
            guard let equals = link.firstIndex(of: "="), equals != link.startIndex else {
                throw outcome.stop(usage: "--link takes MODULE=PATH, got '\(link)'")
            }
            let linkModule = String(link[..<equals]), path = String(link[link.index(after: equals)...])
            // Another module is written into the app's generated file (`import`, qualified names): a name, nothing else.
            guard linkModule == module || SwiftIdentifier.isValid(linkModule) else {
                throw outcome.stop(usage: "--link \(link): '\(linkModule)' is not a module name")
            }
            let display = DisplayPath.of(path, relativeTo: relativeTo ?? currentDirectory, currentDirectory: currentDirectory)
            let result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: path), displayPath: display)
            guard let manifest = result.manifest else {
                throw outcome.stop("\(display): error: the app registers this manifest's routes, but it has errors "
                    + "(its own target's build reports them)", status: .manifestErrors)
            }
            linked.append(LinkedManifest(module: linkModule == module ? nil : linkModule, manifest: manifest))
        }
        return linked
    }
}
