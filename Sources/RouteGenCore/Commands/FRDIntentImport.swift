#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `routegen import frdintent`: FRDIntent's registration plists to a manifest, in stages — read each plist
/// (`FRDIntentPlistReader`), convert the entries (`FRDIntentConversion`), write YAML (`ImportedManifestWriter`) —
/// then the manifest's own pipeline on the result, so the user gets it lint-clean or with the exact errors to fix.
public enum FRDIntentImport {
    /// One plist to read: its bytes and the name diagnostics show.
    struct Input: Sendable {
        var bytes: [UInt8]
        var displayPath: String

        init(bytes: [UInt8], displayPath: String) {
            self.bytes = bytes
            self.displayPath = displayPath
        }
    }

    struct Outcome: Sendable {
        /// The manifest text; nil when a plist could not be read at all.
        var yaml: String?
        /// The plists' diagnostics and the conversion's warnings, then the manifest's own lint diagnostics (at
        /// `outputPath`'s lines).
        var diagnostics: [Diagnostic]
        /// `ok` when the manifest lints clean (warnings allowed), `manifestErrors` when it was written but has
        /// errors to fix, `usageOrIO` when a plist could not be read.
        var status: ExitStatus
    }

    /// The whole command: reads the plists at the paths given (at most one byte over the manifest size limit, so a
    /// huge file is refused without being loaded), converts them, and prints the manifest or writes it atomically to
    /// `output`, even when it has errors to fix (they are printed at its lines).
    public static func run(
        internalPath: String?, externalPath: String?, scheme: String?, host: String?, output: String?
    ) -> CommandOutcome {
        CommandOutcome.running { outcome throws(CommandStop) in
            if internalPath == nil, externalPath == nil {
                throw outcome.stop(usage: "give --internal PLIST, --external PLIST or both")
            }
            var inputs: [Input?] = []
            for path in [internalPath, externalPath] {
                guard let path else {
                    inputs.append(nil)
                    continue
                }
                switch FileBytes.read(atPath: path, upTo: ManifestLimits.maximumFileSize + 1) {
                case .success(let bytes):
                    inputs.append(Input(bytes: bytes, displayPath: path))
                case .failure(let failure):
                    throw outcome.stop(usage: "cannot read \(path): \(failure.reason)")
                }
            }
            let imported = run(internal: inputs[0], external: inputs[1], scheme: scheme, host: host,
                               outputPath: output ?? "<stdout>")
            if let yaml = imported.yaml {
                if let output {
                    do throws(AtomicFileWriter.Failure) {
                        try AtomicFileWriter.write(yaml, to: URL(fileURLWithPath: output))
                    } catch {
                        throw outcome.stop(usage: "\(error)")
                    }
                } else {
                    outcome.standardOutput = yaml
                }
            }
            outcome.report(imported.diagnostics)
            outcome.fail(imported.status)
        }
    }

    /// `outputPath` names the written manifest in its lint diagnostics (`routes.yml`, or `<stdout>`).
    static func run(
        internal internalPlist: Input?, external externalPlist: Input?, scheme: String?, host: String?,
        outputPath: String
    ) -> Outcome {
        var diagnostics: [Diagnostic] = []
        var registrations: [FRDIntentRegistration] = []
        for (input, source) in [(internalPlist, FRDIntentRegistration.Source.internal), (externalPlist, .external)] {
            guard let input else { continue }
            let read = FRDIntentPlistReader.read(bytes: input.bytes, file: input.displayPath, source: source)
            diagnostics += read.diagnostics
            registrations += read.registrations
        }
        if diagnostics.containsErrors {
            return Outcome(yaml: nil, diagnostics: diagnostics, status: .usageOrIO)
        }
        let options = FRDIntentConversion.Options(
            scheme: scheme, host: host,
            internalName: internalPlist.map { fileName($0.displayPath) } ?? "FRDIntentRegisters.plist",
            externalName: externalPlist.map { fileName($0.displayPath) } ?? "FRDURLRoutesRegisters.plist",
            files: [internalPlist, externalPlist].compactMap { $0.map { fileName($0.displayPath) } })
        let converted = FRDIntentConversion.convert(registrations, options: options)
        diagnostics += converted.diagnostics
        let yaml = ImportedManifestWriter.yaml(converted.manifest)
        let linted = ManifestPipeline.run(bytes: Array(yaml.utf8), displayPath: outputPath, format: .yaml)
        diagnostics += linted.diagnostics
        return Outcome(yaml: yaml, diagnostics: diagnostics,
                       status: linted.diagnostics.containsErrors ? .manifestErrors : .ok)
    }

    /// The last path component: comments in the output name the plists without their folders.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
