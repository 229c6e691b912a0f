import Foundation
import PackagePlugin

/// The apps of a package, for `lint` and `export`: each a target with the manifests linked into it (its dependencies'
/// then its own, as the build plugin checks them together), one URL space. Two apps are never checked against each
/// other, and an export never merges them.
struct URLSpace {
    var targetName: String
    var manifests: [URL]

    /// `selected` target names (`--target`, repeatable), or, when empty, every target (tests aside) whose linked
    /// manifests no other target links: the package's apps. A selected target that another selected one depends on
    /// is checked within it; two targets that link the same manifests are one app.
    static func of(_ package: Package, selected: [String]) throws -> [URLSpace] {
        let root = package.directoryURL
        var candidates: [(target: Target, space: URLSpace)] = []
        if selected.isEmpty {
            // Test targets link an app to test it: never an app of their own.
            for target in package.targets where target.sourceModule?.kind != .test {
                let space = try URLSpace(target, root: root)
                if !space.manifests.isEmpty { candidates.append((target, space)) }
            }
            if candidates.isEmpty { throw PluginError.nothingToGenerate }
        } else {
            for name in selected {
                guard let target = package.targets.first(where: { $0.name == name }) else { throw PluginError.unknownTarget(name) }
                let space = try URLSpace(target, root: root)
                if space.manifests.isEmpty { throw PluginError.noManifest(target: name) }
                candidates.append((target, space))
            }
        }
        let linked = Set(candidates.flatMap { $0.target.recursiveTargetDependencies.map(\.id) })
        var seen: Set<[URL]> = []
        return candidates.filter { !linked.contains($0.target.id) && seen.insert($0.space.manifests).inserted }.map(\.space)
    }

    /// `target`'s manifests and those of the targets it depends on (refusing two of its own that write one file).
    init(_ target: Target, root: URL) throws {
        let plan = try ManifestPlan(targetName: target.name, files: target.sourceModule?.sourceFiles.map(\.url) ?? [])
        plan.warnAboutLookalikes(root: root)
        targetName = target.name
        manifests = ManifestPlan.manifests(in: LinkedFiles.of(target).map(\.file) + plan.entries.map(\.manifest))
    }
}
