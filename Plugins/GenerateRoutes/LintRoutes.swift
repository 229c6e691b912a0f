import Foundation
import PackagePlugin

/// `swift package generate-routes lint [--target NAME]... [--examples FILE]...`: `routegen lint` over the manifests of
/// each app (`URLSpace`: the selected targets, default every app of the package, each with the manifests linked
/// into it), with the examples files given: ties, tabs, hosts and every pinned link, without building, for CI and
/// for links kept apart. Two apps are never checked against each other.
enum LintRoutes {
    static func perform(context: PluginContext, arguments: [String]) throws {
        let options = try LintRoutesOptions(arguments: arguments)
        let root = context.package.directoryURL
        let spaces = try URLSpace.of(context.package, selected: options.targets)
        if spaces.count > 1, !options.examples.isEmpty {
            throw PluginError.usage("lint: the examples files' links belong to one app, and this package has "
                + "\(spaces.count) (\(spaces.map(\.targetName).joined(separator: ", "))): name it with --target")
        }
        let examples = options.examples.map { path in
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        }
        let tool = try context.tool(named: "routegen").url
        var failed: [String] = []
        for space in spaces {
            if spaces.count > 1 { print("app '\(space.targetName)': \(space.manifests.count) manifest(s)") }
            let toolArguments = ["lint"] + space.manifests.map { $0.standardizedFileURL.path }
                + examples.flatMap { ["--examples", $0.standardizedFileURL.path] }
                + ["--relative-to", root.standardizedFileURL.path]
            if try !GenerateRoutes.run(tool, toolArguments, in: root) {
                failed += space.manifests.map { GenerateRoutes.relativePath(of: $0, to: root) }
                    + examples.map { GenerateRoutes.relativePath(of: $0, to: root) }
            }
        }
        guard failed.isEmpty else { throw PluginError.generatorFailed(manifests: failed) }
        let manifests = Set(spaces.flatMap { $0.manifests.map(\.standardizedFileURL.path) }).count
        print("routes are clean (\(spaces.count) app(s), \(manifests) manifest(s), \(examples.count) examples file(s))")
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
