#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// `generate-routes` for an Xcode project (the project's context menu, *Generate Routes*): the same options, with
/// the project's targets by display name and paths relative to the project folder, so a committed file that the
/// build plugin reports stale can be refreshed from Xcode.
extension GenerateRoutes: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let options = try GenerateRoutesOptions(arguments: arguments)
        let root = context.xcodeProject.directoryURL
        let targets = context.xcodeProject.targets.map { target in
            TargetFiles(
                name: target.displayName, module: target.displayName,
                files: { target.inputFiles.map(\.url) }, linkedFiles: { LinkedFiles.of(target) })
        }
        try Self.perform(
            jobs: try Self.jobs(for: options, targets: targets, root: root), options: options,
            tool: try context.tool(named: "routegen").url, root: root,
            scratch: context.pluginWorkDirectoryURL.appendingPathComponent("check", isDirectory: true))
    }
}
#endif
