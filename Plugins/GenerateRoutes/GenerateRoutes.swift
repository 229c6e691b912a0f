import Foundation
import PackagePlugin

/// `swift package plugin generate-routes`: writes `<Manifest>.generated.swift` and the files beside it into the source
/// tree through `routegen` (which writes atomically and leaves unchanged files untouched), or with `--check` only
/// compares them all.
@main
struct GenerateRoutes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.first == "export" { return try ExportRoutes.perform(context: context, arguments: Array(arguments.dropFirst())) }
        if arguments.first == "lint" { return try LintRoutes.perform(context: context, arguments: Array(arguments.dropFirst())) }
        let options = try GenerateRoutesOptions(arguments: arguments)
        let root = context.package.directoryURL
        try Self.perform(
            jobs: try Self.jobs(for: options, in: context.package, root: root), options: options,
            tool: try context.tool(named: "routegen").url, root: root,
            scratch: context.pluginWorkDirectoryURL.appendingPathComponent("check", isDirectory: true))
    }

    /// Generates, or with `--check` compares, each job's file; shared by packages and Xcode projects.
    static func perform(jobs: [Job], options: GenerateRoutesOptions, tool: URL, root: URL, scratch: URL) throws {
        var failed: [String] = []
        var stale: [String] = []
        for job in jobs {
            let relativeManifest = Self.relativePath(of: job.manifest, to: root)
            let relativeDestination = Self.relativePath(of: job.destination, to: root)
            let folder = options.check
                ? scratch.appendingPathComponent(job.targetName, isDirectory: true) : job.destination.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let arguments = ManifestPlan.generateArguments(manifest: job.manifest, output: folder, relativeTo: root)
                + job.linkArguments
            guard try Self.run(tool, arguments, in: root) else {
                failed.append(relativeManifest)
                continue
            }
            if options.check {
                // Every file of the set: a stale or missing shard fails the check as the main file does.
                for name in job.fileNames {
                    let committedFile = job.destination.deletingLastPathComponent().appendingPathComponent(name)
                    let fresh = try Data(contentsOf: folder.appendingPathComponent(name))
                    let committed = try? Data(contentsOf: committedFile)
                    if committed != fresh {
                        stale.append(Self.relativePath(of: committedFile, to: root) + (committed == nil ? " (missing)" : " (stale)"))
                    }
                }
            } else {
                print("\(relativeManifest) -> \(relativeDestination) and \(job.fileNames.count - 1) files beside it")
            }
        }
        if !failed.isEmpty { throw PluginError.generatorFailed(manifests: failed) }
        if !stale.isEmpty { throw PluginError.stale(files: stale) }
        if options.check { print("generated routes are up to date (\(jobs.count) file(s))") }
    }

    /// One manifest to generate, the file it goes to, and the manifests linked with it (`--module`, `--link`), as
    /// the build plugin passes them, so an app's committed `registerApp` registers every linked module.
    struct Job {
        var targetName: String
        var manifest: URL
        /// The main generated file; the others go beside it.
        var destination: URL
        var linkArguments: [String]

        /// Every file the manifest generates, the main one first.
        var fileNames: [String] { ManifestNaming.generatedFileNames(forManifest: manifest.lastPathComponent) }
    }

    /// A package's or Xcode project's target: its name, module, files and the files of the modules it links, the
    /// latter two read only when the target is selected.
    struct TargetFiles {
        var name: String
        var module: String
        var files: () -> [URL]
        var linkedFiles: () -> [(module: String, file: URL)]
    }

    /// The selected targets' manifests of a package (see `jobs(for:targets:root:)`).
    static func jobs(for options: GenerateRoutesOptions, in package: Package, root: URL) throws -> [Job] {
        let targets = package.targets.map { target in
            TargetFiles(
                name: target.name, module: target.sourceModule?.moduleName ?? target.name,
                files: { target.sourceModule?.sourceFiles.map(\.url) ?? [] }, linkedFiles: { LinkedFiles.of(target) })
        }
        return try jobs(for: options, targets: targets, root: root)
    }

    /// The selected targets' manifests, each with its destination; refuses two jobs writing one file. `targets` are
    /// the package's (or Xcode project's) targets by name, with their files read only when selected.
    static func jobs(
        for options: GenerateRoutesOptions, targets: [TargetFiles], root: URL
    ) throws -> [Job] {
        var plans: [(plan: ManifestPlan, target: TargetFiles)] = []
        if options.targets.isEmpty {
            for target in targets {
                let plan = try ManifestPlan(targetName: target.name, files: target.files())
                plan.warnAboutLookalikes(root: root)
                if !plan.entries.isEmpty { plans.append((plan, target)) }
            }
            if plans.isEmpty { throw PluginError.nothingToGenerate }
        } else {
            for name in options.targets {
                guard let target = targets.first(where: { $0.name == name }) else {
                    throw PluginError.unknownTarget(name)
                }
                let plan = try ManifestPlan(targetName: name, files: target.files())
                plan.warnAboutLookalikes(root: root)
                if plan.entries.isEmpty { throw PluginError.noManifest(target: name) }
                plans.append((plan, target))
            }
        }
        var jobs: [Job] = []
        var seen: Set<String> = []
        for (plan, target) in plans {
            let links = plan.links(module: target.module, linkedFiles: target.linkedFiles())
            for entry in plan.entries {
                let directory = options.outputDirectory.map { directory in
                    directory.hasPrefix("/")
                        ? URL(fileURLWithPath: directory, isDirectory: true)
                        : root.appendingPathComponent(directory, isDirectory: true)
                } ?? entry.manifest.deletingLastPathComponent()
                let destination = directory.appendingPathComponent(entry.generatedFileName).standardizedFileURL
                guard seen.insert(destination.path).inserted else {
                    throw PluginError.conflictingOutputs(path: relativePath(of: destination, to: root))
                }
                jobs.append(Job(
                    targetName: plan.targetName, manifest: entry.manifest, destination: destination,
                    linkArguments: ManifestPlan.linkArguments(for: entry.manifest, module: target.module, links: links)))
            }
        }
        return jobs
    }

    /// Runs `routegen` with an empty environment in the package directory; its diagnostics go to our stderr.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Bool {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.environment = [:]
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }

    /// `Sources/App/routes.yml` for messages (`PackagePath`).
    static func relativePath(of file: URL, to root: URL) -> String {
        PackagePath.relative(file, to: root)
    }
}
