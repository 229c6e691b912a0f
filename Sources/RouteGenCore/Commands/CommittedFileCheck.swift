#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a committed `<Name>.generated.swift` (written by the `generate-routes` command plugin) is still what its
/// manifest generates. A stale one compiles until it does not, and then fails with errors about code the user never
/// wrote ("extra argument 'campaign' in call"); the build plugin runs this check so the error names the cause.
enum CommittedFileCheck {
    /// The command users run to refresh committed files; named in the error.
    static let regenerateCommand = "swift package --allow-writing-to-package-directory generate-routes"

    /// `nil` when `committed` holds exactly what `manifest` renders to; else an error on the manifest's first line
    /// (the manifest is what changed, and where Xcode and SwiftPM show it). `manifest` must have been run through the
    /// pipeline with the display path the committed file was generated with, so the bytes can be equal; `linked` are
    /// the manifests linked into the app, as `generate --link` gets them (the app's manifest registers them).
    static func diagnostic(for manifest: ValidatedManifest, committed: URL, linked: [LinkedManifest] = []) -> Diagnostic? {
        let location = SourceLocation(file: manifest.manifest.sourcePath, line: 1, column: 1)
        let name = committed.lastPathComponent
        let fresh: GeneratedSource
        do {
            fresh = try ManifestPipeline.render(manifest, linked: linked)
        } catch {
            return error.diagnostics.first
        }
        guard let existing = try? Data(contentsOf: committed) else {
            return .error("cannot read the committed \(name)", at: location)
        }
        if existing.elementsEqual(fresh.text.utf8) { return nil }
        return .error(
            "\(name) is stale: it is not what this manifest generates; run `\(regenerateCommand)` "
                + "(or the generate-routes command in Xcode) and commit it; until then the committed file is what compiles",
            at: location)
    }
}
