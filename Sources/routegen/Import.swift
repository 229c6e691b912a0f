import ArgumentParser
import RouteGenCore

/// `routegen import KIND`: another router's registrations to a manifest, to move an app over in minutes.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a routes manifest from another router's registrations.",
        subcommands: [ImportFRDIntent.self])
}

/// `routegen import frdintent [--internal PLIST] [--external PLIST] [--scheme S] [--host H] [--output FILE]`.
struct ImportFRDIntent: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frdintent",
        abstract: "Write a manifest from FRDIntent's registration plists (pattern -> class name).",
        discussion: """
            Each pattern becomes a route: `exposure: internal` from --internal (FRDIntentRegisters.plist, the \
            controller manager's), `external` from --external (FRDURLRoutesRegisters.plist, the URL routes'), and \
            `screen:` its class without a module prefix. What cannot be carried over is a comment in the manifest \
            and a warning. The manifest is then checked as `routegen lint` checks it: exit 0 when it is clean, 1 \
            when it was written with errors to fix (printed at its lines), 2 when a plist cannot be read.
            """)

    @Option(name: .customLong("internal"), help: "FRDIntent's controller manager plist (FRDIntentRegisters.plist).")
    var internalPlist: String?

    @Option(name: .customLong("external"), help: "FRDURLRoutes' plist (FRDURLRoutesRegisters.plist).")
    var externalPlist: String?

    @Option(help: "The app's URL scheme (url.schemes); replaces the schemes of whole-URL patterns.")
    var scheme: String?

    @Option(help: "The app's universal-link host (url.hosts).")
    var host: String?

    @Option(help: "Manifest file to write (atomically); standard output by default.")
    var output: String?

    func run() throws {
        try FRDIntentImport.run(internalPath: internalPlist, externalPath: externalPlist, scheme: scheme, host: host,
                                output: output).finish()
    }
}
