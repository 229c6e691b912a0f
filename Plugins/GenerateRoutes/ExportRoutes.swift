import Foundation
import PackagePlugin

/// `swift package generate-routes export KIND ...`: writes one `routegen export` file from the manifests of one app
/// (`URLSpace`: the selected target, or the package's one app, with the manifests linked into it; never two apps
/// merged), or with `--check` only compares, so a stale apple-app-site-association fails CI like stale generated code.
enum ExportRoutes {
    static func perform(context: PluginContext, arguments: [String]) throws {
        let options = try ExportRoutesOptions(arguments: arguments)
        let root = context.package.directoryURL
        let spaces = try URLSpace.of(context.package, selected: options.targets)
        guard spaces.count == 1 else {
            throw ExportRoutesError.usage("this package has \(spaces.count) apps (\(spaces.map(\.targetName).joined(separator: ", "))), "
                + "each its own URL space: name the one to export with --target")
        }
        let manifests = spaces[0].manifests
        let destination = options.output.hasPrefix("/")
            ? URL(fileURLWithPath: options.output) : root.appendingPathComponent(options.output)
        let relativeDestination = GenerateRoutes.relativePath(of: destination, to: root)
        var output = destination
        if options.check {
            output = context.pluginWorkDirectoryURL.appendingPathComponent("export-check", isDirectory: true)
                .appendingPathComponent(destination.lastPathComponent)
        }
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let toolArguments = ["export", options.kind] + manifests.map { $0.standardizedFileURL.path } + options.passedOn
            + ["--output", output.standardizedFileURL.path, "--relative-to", root.standardizedFileURL.path]
        guard try GenerateRoutes.run(try context.tool(named: "routegen").url, toolArguments, in: root) else {
            throw PluginError.generatorFailed(manifests: manifests.map { GenerateRoutes.relativePath(of: $0, to: root) })
        }
        guard options.check else {
            print("\(options.kind) -> \(relativeDestination)")
            return
        }
        let fresh = try Data(contentsOf: output)
        let committed = try? Data(contentsOf: destination)
        guard committed == fresh else {
            throw ExportRoutesError.stale(file: relativeDestination + (committed == nil ? " (missing)" : " (stale)"),
                                          command: (["export"] + arguments.filter { $0 != "--check" }).joined(separator: " "))
        }
        print("\(relativeDestination) is up to date")
    }
}

enum ExportRoutesError: Error, CustomStringConvertible {
    /// `--check`: the committed export differs from what the manifests give now.
    case stale(file: String, command: String)
    /// An argument `export` does not understand, or a missing kind or `--output`.
    case usage(String)

    static let usageText = """
        usage: swift package plugin generate-routes export KIND [--target NAME]... --output PATH [--check] [OPTIONS]
          KIND           aasa, entitlements, url-types, catalog or graph (see `routegen export --help`)
          --target NAME  a target whose manifests to export (repeatable; default: every target with a manifest)
          --output PATH  the file to write (relative to the package)
          --check        write nothing; fail if the file is stale or missing
          OPTIONS        --app-id ID (repeatable), --host HOST, --developer-mode, --bundle-id ID, --format markdown|json (catalog) or mermaid|dot (graph)
        """

    var description: String {
        switch self {
        case .usage(let message):
            return message + "\n" + Self.usageText
        case .stale(let file, let command):
            return "exported file is stale or missing; run `swift package --allow-writing-to-package-directory generate-routes \(command)` and commit:\n  \(file)"
        }
    }
}
