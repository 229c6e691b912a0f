import Foundation
import PackagePlugin

/// Build-tool plugin: one `routegen generate` command per routes manifest of a target, output in the plugin
/// work directory, so nothing is written into the source tree and only a changed manifest regenerates.
@main
struct RouteGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try Self.commands(
            targetName: target.name,
            files: module.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "routegen").url,
            root: context.package.directoryURL
        )
    }

    /// The commands for one target; shared by SwiftPM and Xcode targets.
    ///
    /// A manifest whose generated file is already among the target's sources (written there by
    /// `swift package plugin generate-routes`) is skipped with a remark: compiling both would define every
    /// type twice, so the committed file wins and `generate-routes --check` keeps it fresh.
    static func commands(targetName: String, files: [URL], workDirectory: URL, tool: URL, root: URL) throws -> [Command] {
        let plan = try ManifestPlan(targetName: targetName, files: files)
        let outputDirectory = workDirectory.appendingPathComponent(targetName, isDirectory: true)
        var commands: [Command] = []
        for entry in plan.entries {
            if let committed = plan.committedFiles[entry.generatedFileName] {
                Diagnostics.remark(
                    "\(targetName): using \(committed.lastPathComponent) from the target for "
                        + "\(entry.manifest.lastPathComponent); run `swift package plugin generate-routes` after editing it"
                )
                commands.append(
                    .buildCommand(
                        displayName: "Checking \(entry.manifest.lastPathComponent) (committed \(committed.lastPathComponent))",
                        executable: tool,
                        arguments: ["lint", entry.manifest.standardizedFileURL.path],
                        environment: [:],
                        inputFiles: [entry.manifest],
                        outputFiles: []
                    )
                )
                continue
            }
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
            let output = outputDirectory.appendingPathComponent(entry.generatedFileName)
            commands.append(
                .buildCommand(
                    displayName: "Generating \(targetName)/\(entry.generatedFileName) from \(entry.manifest.lastPathComponent)",
                    executable: tool,
                    arguments: ManifestPlan.generateArguments(manifest: entry.manifest, output: output, relativeTo: root),
                    environment: [:],
                    inputFiles: [entry.manifest],
                    outputFiles: [output]
                )
            )
        }
        return commands
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            targetName: target.displayName,
            files: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "routegen").url,
            root: context.xcodeProject.directoryURL
        )
    }
}
#endif
