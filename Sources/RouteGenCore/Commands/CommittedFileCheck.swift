#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a committed `<Name>.generated.swift` and the files beside it (written by the `generate-routes` command
/// plugin) are still what their manifest generates. A stale one compiles until it does not, and then fails with
/// errors about code the user never wrote ("extra argument 'campaign' in call"); the build plugin runs this check so
/// the error names the cause.
enum CommittedFileCheck {
    /// The command users run to refresh committed files; named in the error.
    static let regenerateCommand = "swift package --allow-writing-to-package-directory generate-routes"

    /// `nil` when `committed` and the files beside it hold exactly what `manifest` renders to (every file
    /// `ManifestNaming.generatedFileNames` names); else an error on the manifest's first line, naming the stale or
    /// missing files (the manifest is what changed, and where Xcode and SwiftPM show it). `manifest` must have been
    /// run through the pipeline with the display path the committed files were generated with, so the bytes can be
    /// equal; `linked` are the manifests linked into the app, as `generate --link` gets them (the app's manifest
    /// registers them).
    static func diagnostic(for manifest: ValidatedManifest, committed: URL, linked: [LinkedManifest] = []) -> Diagnostic? {
        let location = SourceLocation(file: manifest.manifest.sourcePath, line: 1, column: 1)
        let fresh: GeneratedSource
        do {
            fresh = try ManifestPipeline.render(manifest, linked: linked)
        } catch {
            return error.diagnostics.first
        }
        let folder = committed.deletingLastPathComponent()
        let names = ManifestNaming.generatedFileNames(forManifest: manifest.manifest.sourcePath)
        var stale: [String] = []
        for (name, text) in zip(names, fresh.files) {
            let file = name == names[0] ? committed : folder.appendingPathComponent(name)
            guard let existing = try? Data(contentsOf: file) else {
                stale.append(file.lastPathComponent + " (missing)")
                continue
            }
            if !existing.elementsEqual(text.utf8) { stale.append(file.lastPathComponent) }
        }
        guard !stale.isEmpty else { return nil }
        return .error(
            "\(committed.lastPathComponent) is stale: \(stale.joined(separator: ", ")) \(stale.count == 1 ? "is" : "are") "
                + "not what this manifest generates; run `\(regenerateCommand)` (or the generate-routes command in Xcode) "
                + "and commit the generated files; until then the committed files are what compiles",
            at: location)
    }
}
