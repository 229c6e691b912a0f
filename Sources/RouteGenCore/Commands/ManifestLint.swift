#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `routegen lint`: checks manifests and decides the exit status, kept here (not in the CLI) so it is testable.
public enum ManifestLint {
    struct Outcome: Sendable {
        /// Every diagnostic of every manifest, in argument order, each manifest's sorted by position; then what
        /// spans them (`LinkedManifests`: ties, tabs against the app's, hosts).
        var diagnostics: [Diagnostic]
        var status: ExitStatus
        /// The manifests that are valid, in argument order: what an export writes from once `status` is ok.
        var manifests: [Manifest]
    }

    /// The command's arguments, as `routegen lint` takes them (see `run(paths:...)`).
    public struct Request: Sendable {
        var manifests: [String]
        var relativeTo: String?
        var crossManifestOnly: Bool
        /// The committed generated file of the one manifest.
        var committed: String?
        /// `MODULE=PATH`, as given to `generate`.
        var links: [String]
        var module: String?
        /// Files of pinned links.
        var examples: [String]
        /// A file to write (empty) when the check passes.
        var stamp: String?

        public init(manifests: [String], relativeTo: String? = nil, crossManifestOnly: Bool = false, committed: String? = nil,
                    links: [String] = [], module: String? = nil, examples: [String] = [], stamp: String? = nil) {
            self.manifests = manifests
            self.relativeTo = relativeTo
            self.crossManifestOnly = crossManifestOnly
            self.committed = committed
            self.links = links
            self.module = module
            self.examples = examples
            self.stamp = stamp
        }
    }

    /// The whole command: its usage rules, the linked manifests, the check, and the stamp when it passes.
    public static func run(_ request: Request, currentDirectory: String = FileManager.default.currentDirectoryPath) -> CommandOutcome {
        CommandOutcome.running { outcome throws(CommandStop) in
            if let problem = usageProblem(request) { throw outcome.stop(usage: problem) }
            let linked = try LinkArguments.manifests(
                request.links, module: request.module, relativeTo: request.relativeTo, currentDirectory: currentDirectory,
                outcome: &outcome)
            let checked = run(
                paths: request.manifests, relativeTo: request.relativeTo, crossManifestOnly: request.crossManifestOnly,
                committed: committedFiles(request), linked: linked,
                examples: request.examples)
            outcome.report(checked.diagnostics)
            if checked.status != .ok { throw CommandStop(status: checked.status) }
            if let stamp = request.stamp, !StampFile.write(atPath: stamp) {
                throw outcome.stop(usage: "cannot write \(stamp)")
            }
        }
    }

    /// What is wrong with the arguments themselves, before any file is read.
    private static func usageProblem(_ request: Request) -> String? {
        if request.manifests.isEmpty { return "give at least one manifest to lint" }
        if request.committed == nil, request.examples.isEmpty, !request.links.isEmpty || request.module != nil {
            return "--link and --module go with --committed or --examples"
        }
        if request.committed != nil, request.manifests.count != 1 {
            return "--committed checks one manifest; give exactly one"
        }
        return nil
    }

    /// `--committed FILE` belongs to the one manifest given.
    private static func committedFiles(_ request: Request) -> [String: URL] {
        guard let file = request.committed, let manifest = request.manifests.first else { return [:] }
        return [manifest: URL(fileURLWithPath: file)]
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
    ///
    /// `displayPaths` (one per path), when given, name the manifests instead (`routegen export`'s own rule).
    static func run(
        paths: [String], displayPaths: [String]? = nil, relativeTo: String? = nil, crossManifestOnly: Bool = false,
        committed: [String: URL] = [:], linked: [LinkedManifest] = [], examples: [String] = []
    ) -> Outcome {
        let currentDirectory = FileManager.default.currentDirectoryPath
        var diagnostics: [Diagnostic] = []
        var status = ExitStatus.ok
        var validated: [Manifest] = []
        for (index, path) in paths.enumerated() {
            let display = displayPaths?[index]
                ?? relativeTo.map { DisplayPath.of(path, relativeTo: $0, currentDirectory: currentDirectory) } ?? path
            var result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: path), displayPath: display)
            if let manifest = result.manifest {
                validated.append(manifest.manifest)
                if let file = committed[path], let stale = CommittedFileCheck.diagnostic(for: manifest, committed: file, linked: linked) {
                    result.diagnostics.append(stale)
                }
            }
            if crossManifestOnly { continue }
            diagnostics += result.diagnostics
            status.escalate(to: result.status)
        }
        // The build's check (`crossManifestOnly`) warns about hosts only at the top of the app (the manifest with `app: true`),
        // so that each module's own check does not repeat it.
        let spanning = LinkedManifests.diagnostics(for: validated, checkHosts: !crossManifestOnly || validated.contains(where: \.isApp))
        diagnostics += spanning
        if spanning.containsErrors { status.escalate(to: .manifestErrors) }
        // The build's check (`crossManifestOnly`) leaves each manifest's own examples to that manifest's check, and checks the
        // examples files it is given.
        let checked = checkExamples(of: crossManifestOnly ? [] : validated, against: validated, linked: linked, files: examples,
                                    relativeTo: relativeTo, currentDirectory: currentDirectory,
                                    manifestsAreValid: crossManifestOnly ? validated.count == paths.count : status == .ok)
        diagnostics += checked.diagnostics
        status.escalate(to: checked.ioError ? .usageOrIO : checked.diagnostics.containsErrors ? .manifestErrors : .ok)
        return Outcome(diagnostics: diagnostics, status: status, manifests: validated)
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
