import Foundation

/// The manifests of one target and where their generated files go: the part both plugins share.
struct ManifestPlan {
    /// One manifest and the name of the Swift file generated from it.
    struct Entry {
        var manifest: URL
        /// The main generated file's name, which names the set (`Routes.generated.swift`).
        var generatedFileName: String

        /// Every file generated from the manifest, the main one first.
        var generatedFileNames: [String] { ManifestNaming.generatedFileNames(forManifest: manifest.lastPathComponent) }
    }

    var targetName: String
    /// Sorted by path, so commands and messages come out in a stable order.
    var entries: [Entry]
    /// Generated-looking Swift files already in the target, by file name (written by `generate-routes`).
    var committedFiles: [String: URL]
    /// Files named like a manifest in other letters (`Routes.yml`), with the manifest name meant: not read, and
    /// reported by both plugins (`PluginWarning.lookalike`), never skipped in silence.
    var lookalikes: [(file: URL, meant: String)]

    /// Finds the manifests among a target's files; throws when two would generate one file name.
    init(targetName: String, files: [URL]) throws {
        self.targetName = targetName
        var manifests: [URL] = []
        var committed: [String: URL] = [:]
        var lookalikes: [(file: URL, meant: String)] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let name = file.lastPathComponent
            if ManifestNaming.isManifest(fileName: name) {
                manifests.append(file)
            } else if let meant = ManifestNaming.manifestName(meantBy: name) {
                lookalikes.append((file, meant))
            } else if name.hasSuffix(ManifestNaming.generatedSuffix) {
                committed[name] = file
            }
        }
        if let collision = ManifestNaming.generatedFileCollisions(manifests.map(\.path)).first {
            throw PluginError.conflictingManifests(
                target: targetName, fileName: collision.fileName,
                manifests: collision.manifests.map { URL(fileURLWithPath: $0).lastPathComponent })
        }
        self.entries = manifests.map { Entry(manifest: $0, generatedFileName: ManifestNaming.generatedFileName(forManifest: $0.path)) }
        self.committedFiles = committed
        self.lookalikes = lookalikes
    }

    /// The manifests among `files` (a target's dependencies' files), in the order given, each once.
    static func manifests(in files: [URL]) -> [URL] {
        var seen: Set<String> = []
        return files.filter { file in
            ManifestNaming.isManifest(fileName: file.lastPathComponent) && seen.insert(file.standardizedFileURL.path).inserted
        }
    }

    /// Arguments for `routegen lint` checking that a committed generated file is what the manifest generates;
    /// `--relative-to` as for `generate`, so the two renderings can be byte-equal.
    /// `linkArguments` are the manifest's, as for `generate`: the committed file of an app's manifest registers them.
    static func committedCheckArguments(
        manifest: URL, committed: URL, stamp: URL, relativeTo root: URL, linkArguments: [String] = []
    ) -> [String] {
        [
            "lint", manifest.standardizedFileURL.path,
            "--committed", committed.standardizedFileURL.path,
            "--relative-to", root.standardizedFileURL.path,
            "--stamp", stamp.standardizedFileURL.path,
        ] + linkArguments
    }

    /// Arguments for `routegen lint --cross-manifest-only` over the manifests linked into one target: ties, and with the app's
    /// manifest (`app: true`) among them, tabs and hosts; each manifest's own errors are its own target's to report.
    static func tiesArguments(manifests: [URL], stamp: URL) -> [String] {
        ["lint", "--cross-manifest-only", "--stamp", stamp.standardizedFileURL.path] + manifests.map(\.standardizedFileURL.path)
    }

    /// Arguments for `routegen lint --cross-manifest-only --examples` over a target's examples files: their links against the
    /// manifests linked into the target (each manifest's own errors and examples are its own check's to report).
    static func examplesArguments(manifests: [URL], examples: [URL], stamp: URL, relativeTo root: URL) -> [String] {
        ["lint", "--cross-manifest-only", "--stamp", stamp.standardizedFileURL.path, "--relative-to", root.standardizedFileURL.path]
            + examples.flatMap { ["--examples", $0.standardizedFileURL.path] } + manifests.map(\.standardizedFileURL.path)
    }

    /// Manifests with their modules, in the order given, each once (by path).
    static func links(_ files: [(module: String, file: URL)]) -> [(module: String, file: URL)] {
        var seen: Set<String> = []
        return files.filter { seen.insert($0.file.standardizedFileURL.path).inserted }
    }

    /// The manifests linked with this target's: those among `linkedFiles` (its dependencies' files, with their
    /// modules), then its own, each once. Both plugins link the same set, so a file `generate-routes` commits is
    /// byte-identical to what the build plugin generates.
    func links(module: String, linkedFiles: [(module: String, file: URL)]) -> [(module: String, file: URL)] {
        Self.links(
            linkedFiles.filter { ManifestNaming.isManifest(fileName: $0.file.lastPathComponent) }
                + entries.map { (module, $0.manifest) })
    }

    /// `--module NAME --link MODULE=PATH ...` for one of this target's manifests (`generate`, `lint --committed`):
    /// the manifests linked into the app, which the app's manifest (`app: true`) registers, but the manifest itself;
    /// always the module, so `routegen` knows the links are complete (an app's manifest may link nothing).
    static func linkArguments(for manifest: URL, module: String, links: [(module: String, file: URL)]) -> [String] {
        ["--module", module] + links.filter { $0.file != manifest }
            .flatMap { ["--link", "\($0.module)=\($0.file.standardizedFileURL.path)"] }
    }

    /// Arguments for `routegen generate` into the existing folder `output` (every file of
    /// `Entry.generatedFileNames`): absolute paths only, so the caller's working directory never matters;
    /// `--relative-to` keeps machine paths out of the output, so every mode writes the same bytes.
    static func generateArguments(manifest: URL, output: URL, relativeTo root: URL) -> [String] {
        [
            "generate", manifest.standardizedFileURL.path,
            "--output", output.standardizedFileURL.path,
            "--relative-to", root.standardizedFileURL.path,
        ]
    }
}
