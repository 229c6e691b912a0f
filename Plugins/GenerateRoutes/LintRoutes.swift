import Foundation
import PackagePlugin

/// `swift package generate-routes lint [--target NAME]... [--examples FILE]...`: `routegen lint` over the manifests of
/// the selected targets together (default: every target with a manifest, i.e. the whole app), with the examples
/// files given: ties, tabs, hosts and every pinned link, without building, for CI and for links kept apart.
enum LintRoutes {
    static func perform(context: PluginContext, arguments: [String]) throws {
        let options = try LintRoutesOptions(arguments: arguments)
        let root = context.package.directoryURL
        let selection = try GenerateRoutesOptions(arguments: options.targets.flatMap { ["--target", $0] })
        let manifests = try GenerateRoutes.jobs(for: selection, in: context.package, root: root).map(\.manifest)
        let examples = options.examples.map { path in
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        }
        let toolArguments = ["lint"] + manifests.map { $0.standardizedFileURL.path }
            + examples.flatMap { ["--examples", $0.standardizedFileURL.path] }
            + ["--relative-to", root.standardizedFileURL.path]
        guard try GenerateRoutes.run(try context.tool(named: "routegen").url, toolArguments, in: root) else {
            throw PluginError.generatorFailed(manifests: manifests.map { GenerateRoutes.relativePath(of: $0, to: root) }
                + examples.map { GenerateRoutes.relativePath(of: $0, to: root) })
        }
        print("routes are clean (\(manifests.count) manifest(s), \(examples.count) examples file(s))")
    }
}

/// `generate-routes lint [--target NAME]... [--examples FILE]...`.
struct LintRoutesOptions: Equatable {
    var targets: [String] = []
    /// Examples files, relative to the package (or absolute).
    var examples: [String] = []

    init(arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--target", "--examples":
                guard let value = iterator.next(), !value.hasPrefix("--") else {
                    throw PluginError.usage("lint: \(argument) needs a value")
                }
                if argument == "--target" { targets.append(value) } else { examples.append(value) }
            default:
                throw PluginError.usage("lint: unknown argument '\(argument)'")
            }
        }
    }
}
