import Foundation
import PackagePlugin
#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin
#endif

/// The files of the modules a target links, with their module names: both plugins pass the manifests among them to
/// `routegen` (`ManifestPlan.links`), so a build and `generate-routes` render an app's manifest identically.
enum LinkedFiles {
    /// The files of every source module `target` depends on, recursively.
    static func of(_ target: Target) -> [(module: String, file: URL)] {
        target.recursiveTargetDependencies.compactMap(\.sourceModule).flatMap { dependency in
            dependency.sourceFiles.map { (dependency.moduleName, $0.url) }
        }
    }

    #if canImport(XcodeProjectPlugin)
    /// The files of every target `target` depends on, recursively, with their modules: Xcode targets of the
    /// project (named as their module), and the source modules of package products it links (an app's feature
    /// packages).
    static func of(_ target: XcodeTarget) -> [(module: String, file: URL)] {
        var files: [(module: String, file: URL)] = []
        var seenTargets: Set<XcodeTarget.ID> = [target.id]
        var seenModules: Set<Target.ID> = []
        var pending = target.dependencies
        while let dependency = pending.popLast() {
            switch dependency {
            case .target(let dependencyTarget):
                guard seenTargets.insert(dependencyTarget.id).inserted else { continue }
                files += dependencyTarget.inputFiles.map { (dependencyTarget.displayName, $0.url) }
                pending += dependencyTarget.dependencies
            case .product(let product):
                for module in product.targets.flatMap({ [$0] + $0.recursiveTargetDependencies }) {
                    guard seenModules.insert(module.id).inserted, let source = module.sourceModule else { continue }
                    files += source.sourceFiles.map { (source.moduleName, $0.url) }
                }
            @unknown default:
                continue
            }
        }
        return files
    }
    #endif
}
