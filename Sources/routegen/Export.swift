import ArgumentParser
import RouteGenCore

/// `routegen export KIND MANIFEST...`: the files outside the app's code that must agree with the manifests.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the apple-app-site-association, entitlements, URL types, a route catalog, the navigation graph, the payload schema or the entry points' Info.plist keys from manifests.",
        discussion: """
            Kinds: aasa (--app-id, repeatable; --host), entitlements (--developer-mode), url-types (--bundle-id), \
            catalog (--format markdown|json), graph (--format mermaid|dot), payload-schema (the JSON Schema of the \
            notification payloads the routes accept), entry-points (Info.plist's NSUserActivityTypes and static \
            UIApplicationShortcutItems). Output goes to standard output, or to --output FILE (written \
            atomically, an unchanged file left untouched). Exit status: 0 ok, 1 manifest errors, 2 usage or I/O errors.
            """
    )

    @Argument(help: "aasa, entitlements, url-types, catalog, graph, payload-schema or entry-points.")
    var kind: String

    @Argument(help: "Manifest files; the manifests of one app, together.")
    var manifests: [String] = []

    @Option(name: .long, help: "Output file (default: standard output).")
    var output: String?

    @Option(name: .customLong("relative-to"), help: "Folder that manifest paths in the output are relative to (default: current folder).")
    var relativeTo: String?

    @Option(name: .customLong("app-id"), help: "aasa: an app that opens the links, TEAMID.bundle.id (repeatable).")
    var appIDs: [String] = []

    @Option(name: .long, help: "aasa: the host whose file to write, when the manifests list different hosts.")
    var host: String?

    @Flag(name: .customLong("developer-mode"), help: "entitlements: add ?mode=developer to each domain.")
    var developerMode = false

    @Option(name: .customLong("bundle-id"), help: "url-types: prefix of each CFBundleURLName (reverse DNS).")
    var bundleID: String?

    @Option(name: .long, help: "catalog: markdown (default) or json; graph: mermaid (default) or dot.")
    var format: String?

    func run() throws {
        try ManifestExport.run(ManifestExport.Request(
            kind: kind, manifests: manifests, output: output, relativeTo: relativeTo, appIDs: appIDs, host: host,
            developerMode: developerMode, bundleID: bundleID, format: format)).finish()
    }
}
