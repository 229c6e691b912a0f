import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore
@_spi(RouteGen) import RouteKit

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

    func validate() throws {
        if internalPlist == nil, externalPlist == nil {
            writeToStandardError("routegen import frdintent: error: give --internal PLIST, --external PLIST or both\n")
            throw ExitCode(.usageOrIO)
        }
    }

    func run() throws {
        let inputs = try [internalPlist, externalPlist].map { path in try path.map(read) }
        let outcome = FRDIntentImport.run(internal: inputs[0], external: inputs[1], scheme: scheme, host: host,
                                          outputPath: output ?? "<stdout>")
        if let yaml = outcome.yaml {
            if let output {
                do {
                    try AtomicFileWriter.write(yaml, to: URL(fileURLWithPath: output))
                } catch {
                    writeToStandardError("routegen: error: \(error)\n")
                    throw ExitCode(.usageOrIO)
                }
            } else {
                print(yaml, terminator: "")
            }
        }
        printDiagnostics(outcome.diagnostics)
        if outcome.status != .ok { throw ExitCode(outcome.status) }
    }

    /// At most one byte over the manifest size limit is read, so a huge file is refused without being loaded.
    private func read(_ path: String) throws -> FRDIntentImport.Input {
        switch FileBytes.read(atPath: path, upTo: ManifestLimits.maximumFileSize + 1) {
        case .success(let bytes):
            return FRDIntentImport.Input(bytes: bytes, displayPath: path)
        case .failure(let failure):
            writeToStandardError("routegen import frdintent: error: cannot read \(path): \(failure.reason)\n")
            throw ExitCode(.usageOrIO)
        }
    }
}
