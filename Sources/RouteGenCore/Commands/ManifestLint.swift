#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `routegen lint`: checks manifests and decides the exit status, kept here (not in the CLI) so it is testable.
public enum ManifestLint {
    public struct Outcome: Sendable {
        /// Every diagnostic of every manifest, in argument order, each manifest's sorted by position; then what
        /// spans them (`LinkedManifests`: ties, tabs against the app's, hosts).
        public var diagnostics: [Diagnostic]
        public var status: ExitStatus
    }

    /// Paths are shown as given and resolved against the current directory, or shown relative to `relativeTo` (as
    /// `routegen generate --relative-to` writes them). The manifests are those of one app: besides each manifest's own
    /// rules, routes of different manifests must not tie.
    ///
    /// `crossManifestOnly` reports only what spans the manifests (`LinkedManifests`), leaving each manifest's own errors (and
    /// an unreadable manifest) to that manifest's own check: what the build plugin runs over a target's manifests
    /// and its dependencies', whose errors their own targets' builds already report. `committed` maps a manifest path (as given) to its committed
    /// generated file, which must be fresh (`CommittedFileCheck`) when rendered with the `linked` manifests.
    ///
    /// Once every manifest is valid, their `examples:` and those of the `examples` files are checked against them and
    /// the `linked` manifests together (`ExampleCheck`): a pinned link may open a route of any manifest of the app.
    public static func run(
        paths: [String], relativeTo: String? = nil, crossManifestOnly: Bool = false, committed: [String: URL] = [:],
        linked: [LinkedManifest] = [], examples: [String] = []
    ) -> Outcome {
        let currentDirectory = FileManager.default.currentDirectoryPath
        var diagnostics: [Diagnostic] = []
        var status = ExitStatus.ok
        var validated: [Manifest] = []
        for path in paths {
            let display = relativeTo.map { DisplayPath.of(path, relativeTo: $0, currentDirectory: currentDirectory) } ?? path
            var result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: path), displayPath: display)
            if let manifest = result.manifest {
                validated.append(manifest)
                if let file = committed[path], let stale = CommittedFileCheck.diagnostic(for: manifest, committed: file, linked: linked) {
                    result.diagnostics.append(stale)
                }
            }
            if crossManifestOnly { continue }
            diagnostics += result.diagnostics
            if result.ioError != nil {
                status = .usageOrIO
            } else if result.diagnostics.containsErrors, status == .ok {
                status = .manifestErrors
            }
        }
        // The build's check (`crossManifestOnly`) warns about hosts only at the top of the app (the manifest with `app: true`),
        // so that each module's own check does not repeat it.
        let spanning = LinkedManifests.diagnostics(for: validated, checkHosts: !crossManifestOnly || validated.contains(where: \.isApp))
        diagnostics += spanning
        if spanning.containsErrors, status == .ok { status = .manifestErrors }
        // The build's check (`crossManifestOnly`) leaves each manifest's own examples to that manifest's check, and checks the
        // examples files it is given.
        let checked = checkExamples(of: crossManifestOnly ? [] : validated, against: validated, linked: linked, files: examples,
                                    relativeTo: relativeTo, currentDirectory: currentDirectory,
                                    manifestsAreValid: crossManifestOnly ? validated.count == paths.count : status == .ok)
        diagnostics += checked.diagnostics
        if checked.ioError, status != .usageOrIO {
            status = .usageOrIO
        } else if checked.diagnostics.containsErrors, status == .ok {
            status = .manifestErrors
        }
        return Outcome(diagnostics: diagnostics, status: status)
    }

    /// The manifests' own examples and the examples files', against the manifests and the linked ones. Examples are
    /// checked only when every manifest is valid: a route of a broken manifest would look missing.
    private static func checkExamples(
        of owners: [Manifest], against validated: [Manifest], linked: [LinkedManifest], files: [String], relativeTo: String?,
        currentDirectory: String, manifestsAreValid: Bool
    ) -> (diagnostics: [Diagnostic], ioError: Bool) {
        var diagnostics: [Diagnostic] = []
        var ioError = false
        var loaded: [ExamplesFile] = []
        for path in files {
            let display = relativeTo.map { DisplayPath.of(path, relativeTo: $0, currentDirectory: currentDirectory) } ?? path
            let result = ExamplesFilePipeline.run(fileAt: URL(fileURLWithPath: path), displayPath: display)
            diagnostics += result.diagnostics
            if result.ioError != nil { ioError = true }
            if let file = result.file { loaded.append(file) }
        }
        guard manifestsAreValid else { return (diagnostics, ioError) }
        let all = ExampleCheck.candidates(validated, linked: linked.map(\.manifest))
        diagnostics += ExampleCheck.diagnostics(forExamplesOf: owners, against: all)
        for file in loaded {
            diagnostics += ExampleCheck.diagnostics(for: file.examples, against: all)
        }
        return (diagnostics, ioError)
    }
}
