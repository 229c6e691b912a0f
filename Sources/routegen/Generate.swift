import ArgumentParser
import RouteGenCore

/// `routegen generate`: its arguments; the command is `ManifestGenerate` (RouteGenCore).
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate type-safe Swift routes from routes manifests.",
        discussion: """
            One manifest prints to standard output, or writes --output FILE. Several manifests need \
            --output DIR and each is written as <Manifest>.generated.swift (routes.yml -> Routes.generated.swift).
            Nothing is written when any manifest has errors.
            """
    )

    @Argument(help: "Manifest files (routes.yml, *.routes.yml, routes.plist, *.routes.plist; .yaml as .yml).")
    var manifests: [String] = []

    @Option(name: .long, help: "Output file (one manifest) or folder (several manifests).")
    var output: String?

    @Option(name: .customLong("relative-to"), help: "Folder that manifest paths in the output are relative to (default: current folder).")
    var relativeTo: String?

    @Option(name: .customLong("link"), help: ArgumentHelp(
        "A manifest linked into the app, as MODULE=PATH (repeatable): registered by the 'app: true' manifest's registerApp.",
        valueName: "module=path"))
    var links: [String] = []

    @Option(help: "The module the manifests belong to: a --link of this module is not imported.")
    var module: String?

    func run() throws {
        try ManifestGenerate.run(ManifestGenerate.Request(
            manifests: manifests, output: output, relativeTo: relativeTo, links: links, module: module)).finish()
    }
}
