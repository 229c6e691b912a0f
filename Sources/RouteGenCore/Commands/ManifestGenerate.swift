#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `routegen generate`: manifests -> Swift through the whole pipeline, written atomically so unchanged output keeps
/// builds incremental. Nothing is written when any manifest has errors.
public enum ManifestGenerate {
    /// The command's arguments, as `routegen generate` takes them.
    public struct Request: Sendable {
        /// Manifest files; several need `output` to be a folder.
        var manifests: [String]
        /// A file (one manifest) or folder (several); standard output when nil.
        var output: String?
        /// Folder that manifest paths in the output are relative to (default: the current folder).
        var relativeTo: String?
        /// `MODULE=PATH`: manifests linked into the app, registered by the `app: true` manifest.
        var links: [String]
        /// The module the manifests belong to: a link of this module is not imported.
        var module: String?

        public init(manifests: [String], output: String? = nil, relativeTo: String? = nil, links: [String] = [],
                    module: String? = nil) {
            self.manifests = manifests
            self.output = output
            self.relativeTo = relativeTo
            self.links = links
            self.module = module
        }
    }

    public static func run(_ request: Request, currentDirectory: String = FileManager.default.currentDirectoryPath) -> CommandOutcome {
        CommandOutcome.running { outcome throws(CommandStop) in
            try generate(request, currentDirectory: currentDirectory, outcome: &outcome)
        }
    }

    private static func generate(_ request: Request, currentDirectory: String, outcome: inout CommandOutcome) throws(CommandStop) {
        guard !request.manifests.isEmpty else { throw outcome.stop(usage: "give at least one manifest") }
        if request.manifests.count > 1, request.output == nil {
            throw outcome.stop(usage: "several manifests need --output DIR")
        }
        let linked = try LinkArguments.manifests(
            request.links, module: request.module, relativeTo: request.relativeTo, currentDirectory: currentDirectory,
            outcome: &outcome)
        var validated: [(path: String, manifest: ValidatedManifest)] = []
        var failed = false
        for path in request.manifests {
            let display = DisplayPath.of(path, relativeTo: request.relativeTo ?? currentDirectory, currentDirectory: currentDirectory)
            guard let manifest = try outcome.validatedManifest(at: path, displayPath: display) else {
                failed = true
                continue
            }
            if manifest.manifest.isApp, request.module == nil {
                // The generate-routes command plugin and hand runs: registerApp can only register what it is given.
                outcome.report(line: "\(display): warning: registerApp registers only the manifests given: pass every manifest "
                    + "linked into the app with --link MODULE=PATH and the app's module with --module (the build plugin does)")
            }
            validated.append((path, manifest))
        }
        // Pinned links, against the manifests given and the linked ones: a manifest change that breaks one fails
        // generation (and so the build) at the example's line. A broken manifest leaves them unchecked (its routes
        // would look missing).
        if !failed {
            let models = validated.map(\.manifest.manifest)
            let examples = ExampleCheck.diagnostics(
                forExamplesOf: models, against: ExampleCheck.candidates(models, linked: linked.map(\.manifest)))
            outcome.report(examples)
            if examples.containsErrors { throw CommandStop(status: .manifestErrors) }
        }
        var rendered: [(manifest: String, source: GeneratedSource)] = []
        for (path, manifest) in validated {
            do throws(RenderError) {
                rendered.append((path, try ManifestPipeline.render(manifest, linked: linked)))
            } catch {
                outcome.report(error.diagnostics)
                failed = true
            }
        }
        if failed { throw CommandStop(status: .manifestErrors) }
        try write(rendered, to: request.output, outcome: &outcome)
    }

    /// One manifest to standard output or to the file `output`, in its one-file form; into the folder `output`
    /// (an existing folder, or any path with several manifests), each manifest as the files
    /// `ManifestNaming.generatedFileNames` names, so an edit rewrites only the files it changes.
    private static func write(
        _ rendered: [(manifest: String, source: GeneratedSource)], to output: String?, outcome: inout CommandOutcome
    ) throws(CommandStop) {
        guard let output else {
            outcome.standardOutput = rendered[0].source.text
            return
        }
        let (outputExists, isDirectory) = FileKind.of(path: output)
        if rendered.count == 1, !(outputExists && isDirectory) {
            try write(outcome: &outcome) { () throws(AtomicFileWriter.Failure) in
                try ManifestPipeline.write(rendered[0].source, to: URL(fileURLWithPath: output))
            }
            return
        }
        if outputExists, !isDirectory {
            throw outcome.stop(usage: "--output \(output) must be a folder for several manifests")
        }
        if let collision = ManifestNaming.generatedFileCollisions(rendered.map(\.manifest)).first {
            throw outcome.stop(usage: "\(collision.manifests.joined(separator: " and ")) would both write "
                + "\(collision.fileName); generate them into different folders")
        }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        for item in rendered {
            try write(outcome: &outcome) { () throws(AtomicFileWriter.Failure) in
                try ManifestPipeline.write(item.source, into: folder, manifest: item.manifest)
            }
        }
    }

    private static func write(
        outcome: inout CommandOutcome, _ body: () throws(AtomicFileWriter.Failure) -> Void
    ) throws(CommandStop) {
        do throws(AtomicFileWriter.Failure) {
            try body()
        } catch {
            throw outcome.stop(usage: "\(error)")
        }
    }
}
