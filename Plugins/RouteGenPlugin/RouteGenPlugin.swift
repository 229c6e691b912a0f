import Foundation
import PackagePlugin

/// Build-tool plugin: one `routegen generate` command per routes manifest of a target, output in the plugin
/// work directory, so nothing is written into the source tree and only a changed manifest regenerates; each
/// manifest's files have fixed names, and only those an edit changes are rewritten.
///
/// It also checks, without generating anything, what only the build can see: a committed generated file that is
/// stale, and ties between the target's manifests and those of the targets it depends on (one app, one URL space).
@main
struct RouteGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let targetNames = Set(context.package.targets.map(\.name))
        for folder in Self.routesOnlyFolders(in: context.package.directoryURL) where !targetNames.contains(folder) {
            Diagnostics.warning(
                "Sources/\(folder) holds a routes manifest but no Swift file, so SwiftPM drops target '\(folder)' "
                    + "('Source files for target \(folder) should be located under ...') and importing it fails with "
                    + "'no such module': add one Swift file to it, e.g. Sources/\(folder)/\(folder).swift holding a comment "
                    + "(docs/modular-apps.md)")
        }
        // Every module linked with this one: its manifests share the app's URL space, and the app's manifest
        // (`app: true`) registers them all.
        return try Self.commands(
            targetName: target.name,
            moduleName: module.moduleName,
            files: module.sourceFiles.map(\.url),
            linkedFiles: LinkedFiles.of(target),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "routegen").url,
            root: context.package.directoryURL
        )
    }

    /// Folders of `Sources/` that hold a routes manifest and no Swift file. SwiftPM drops such a target from the
    /// package before any plugin runs (it is in no target's dependencies, and no plugin runs for it), so a plugin
    /// can only find it on disk, by the `Sources/<Target>` convention; the caller keeps those with no target.
    static func routesOnlyFolders(in packageDirectory: URL) -> [String] {
        let sources = packageDirectory.appendingPathComponent("Sources", isDirectory: true)
        let manager = FileManager.default
        let folders = (try? manager.contentsOfDirectory(atPath: sources.path)) ?? []
        return folders.sorted().filter { folder in
            guard let files = manager.enumerator(atPath: sources.appendingPathComponent(folder).path) else { return false }
            var hasManifest = false
            while let file = files.nextObject() as? String {
                let name = (file as NSString).lastPathComponent
                if name.hasSuffix(".swift") { return false }
                if ManifestNaming.isManifest(fileName: name) { hasManifest = true }
            }
            return hasManifest
        }
    }

    /// The commands for one target; shared by SwiftPM and Xcode targets.
    ///
    /// A manifest whose generated file is already among the target's sources (written there by
    /// `swift package plugin generate-routes`) is not generated again: compiling both would define every type
    /// twice, so the committed file wins, and a check fails the build when it is stale. `linkedFiles` are the
    /// files of the targets this one depends on, with their modules; their manifests are checked with this
    /// target's (ties; with the app's manifest, tabs and hosts), and every generate command gets them (`--link`):
    /// the one of a manifest with `app: true` registers them all. A manifest that is not the app's ignores them,
    /// and regenerating it when a linked manifest changes writes the same bytes, which leaves its file untouched.
    ///
    /// Examples files in the target (`examples.yml`, `*.examples.yml`) are checked against the same manifests.
    ///
    /// A check's output is an empty Swift file that `routegen lint --stamp` writes when the check passes: a command
    /// needs an output to rerun only when its inputs change, and any other kind of file would become a resource of
    /// the target (a resource bundle shipped with the app).
    static func commands(
        targetName: String, moduleName: String, files: [URL], linkedFiles: [(module: String, file: URL)],
        workDirectory: URL, tool: URL, root: URL
    ) throws -> [Command] {
        let plan = try ManifestPlan(targetName: targetName, files: files)
        plan.warnAboutLookalikes(root: root)
        let outputDirectory = workDirectory.appendingPathComponent(targetName, isDirectory: true)
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        var commands: [Command] = []
        let links = plan.links(module: moduleName, linkedFiles: linkedFiles)
        for entry in plan.entries {
            let linkArguments = ManifestPlan.linkArguments(for: entry.manifest, module: moduleName, links: links)
            let linkedInputs = links.map(\.file).filter { $0 != entry.manifest }
            if let committed = plan.committedFiles[entry.generatedFileName] {
                Diagnostics.remark(
                    "\(targetName): using \(committed.lastPathComponent) from the target for "
                        + "\(entry.manifest.lastPathComponent); run `swift package plugin generate-routes` after editing it"
                )
                let stamp = outputDirectory.appendingPathComponent(
                    ManifestNaming.namespace(forManifest: entry.manifest.lastPathComponent) + ".committed-check.swift")
                commands.append(
                    .buildCommand(
                        displayName: "Checking \(entry.manifest.lastPathComponent) (committed \(committed.lastPathComponent))",
                        executable: tool,
                        arguments: ManifestPlan.committedCheckArguments(
                            manifest: entry.manifest, committed: committed, stamp: stamp, relativeTo: root,
                            linkArguments: linkArguments),
                        environment: [:],
                        inputFiles: [entry.manifest] + entry.generatedFileNames.compactMap { plan.committedFiles[$0] }
                            + linkedInputs,
                        outputFiles: [stamp]
                    )
                )
                continue
            }
            // Every file the manifest generates, declared up front (fixed names, no need to read the manifest):
            // routegen rewrites only those whose bytes change, so an edited route recompiles what it touches.
            commands.append(
                .buildCommand(
                    displayName: "Generating \(targetName)/\(entry.generatedFileName) from \(entry.manifest.lastPathComponent)",
                    executable: tool,
                    arguments: ManifestPlan.generateArguments(
                        manifest: entry.manifest, output: outputDirectory, relativeTo: root) + linkArguments,
                    environment: [:],
                    inputFiles: [entry.manifest] + linkedInputs,
                    outputFiles: entry.generatedFileNames.map { outputDirectory.appendingPathComponent($0) }
                )
            )
        }
        let together = ManifestPlan.manifests(in: linkedFiles.map(\.file) + plan.entries.map(\.manifest))
        let examples = files.filter { ManifestNaming.isExamplesFile(fileName: $0.lastPathComponent) }
            .sorted { $0.path < $1.path }
        if !examples.isEmpty {
            let stamp = outputDirectory.appendingPathComponent("Examples.check.swift")
            commands.append(
                .buildCommand(
                    displayName: "Checking \(targetName)'s \(examples.count) examples file(s) against its routes manifests",
                    executable: tool,
                    arguments: ManifestPlan.examplesArguments(manifests: together, examples: examples, stamp: stamp, relativeTo: root),
                    environment: [:],
                    inputFiles: together + examples,
                    outputFiles: [stamp]
                )
            )
        }
        if together.count > 1 {
            let stamp = outputDirectory.appendingPathComponent("LinkedRoutes.check.swift")
            commands.append(
                .buildCommand(
                    displayName: "Checking \(targetName)'s \(together.count) linked routes manifests for ties",
                    executable: tool,
                    arguments: ManifestPlan.tiesArguments(manifests: together, stamp: stamp),
                    environment: [:],
                    inputFiles: together,
                    outputFiles: [stamp]
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
            moduleName: target.displayName,
            files: target.inputFiles.map(\.url),
            linkedFiles: LinkedFiles.of(target),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "routegen").url,
            root: context.xcodeProject.directoryURL
        )
    }
}
#endif
