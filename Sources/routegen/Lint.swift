import ArgumentParser
import RouteGenCore

/// `routegen lint MANIFEST...`: load, decode and validate, check the manifests together (no cross-manifest ties),
/// print diagnostics; exit 0 ok (warnings included), 1 errors, 2 I/O.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check routes manifests and print compiler-format diagnostics.",
        discussion: """
            The manifests are checked together, as the manifests of one app: an external route of one that ties \
            with one of another (a URL matches both with equal specificity) is an error at both lines; a manifest \
            with external routes and no url.hosts next to ones with hosts gets a warning; with an 'app: true' \
            manifest among them, every route's tab must be one of the app's tabs. Every manifest's `examples:` and \
            every --examples file are then checked against the manifests together (and the --link ones): each link \
            must open the route it names with the extras it lists, or nothing.
            """)

    @Argument(help: "Manifests to check (routes.yml, *.routes.yml, routes.plist, *.routes.plist; .yaml as .yml).")
    var manifests: [String] = []

    @Flag(name: .customLong("cross-manifest-only"), help: ArgumentHelp(
        "Report only what spans the manifests (ties; with an 'app: true' manifest, tabs and hosts), not each one's own errors."))
    var crossManifestOnly = false

    @Option(help: "The committed generated file of the (one) manifest: an error on the manifest if it is stale.")
    var committed: String?

    @Option(name: .customLong("link"), help: ArgumentHelp(
        "With --committed or --examples: a manifest linked into the app, as MODULE=PATH (repeatable), as given to generate; examples may open its routes.",
        valueName: "module=path"))
    var links: [String] = []

    @Option(help: "With --committed or --examples: the module the manifest belongs to, as given to generate.")
    var module: String?

    @Option(name: .customLong("relative-to"), help: "Folder that manifest paths are shown relative to, as `generate --relative-to`.")
    var relativeTo: String?

    @Option(name: .customLong("examples"), help: ArgumentHelp(
        "A file of pinned links (a YAML mapping with 'examples:', written as in a manifest), checked against the manifests (repeatable).",
        valueName: "file"))
    var examplesFiles: [String] = []

    @Option(help: "File to write (empty) when the check passes: an output for build systems.")
    var stamp: String?

    func run() throws {
        try ManifestLint.run(ManifestLint.Request(
            manifests: manifests, relativeTo: relativeTo, crossManifestOnly: crossManifestOnly, committed: committed,
            links: links, module: module, examples: examplesFiles, stamp: stamp)).finish()
    }
}
