#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which loader reads a manifest.
public enum ManifestFormat: Hashable, Sendable {
    case yaml, plist

    /// `.plist` files are property lists; everything else (`routes.yml`, `*.routes.yaml`) is YAML
    /// (`ManifestNaming`, the plugins' rule too).
    init(fileName: String) {
        self = ManifestNaming.isPropertyList(fileName: fileName) ? .plist : .yaml
    }
}

/// What a command gets from one manifest: the validated manifest, or the reasons there is none.
public struct PipelineResult: Sendable {
    /// The validated manifest; nil when any error was found.
    public var manifest: ValidatedManifest?
    /// All diagnostics, sorted by position (stable for equal positions).
    public var diagnostics: [Diagnostic]
    /// Set when the manifest could not be read at all, so the command exits 2 (I/O) rather than 1 (manifest errors).
    var ioError: String?
}

/// The generator as one typed pipeline, each stage a function of the one before's output:
///
///     bytes -load-> LoadResult -decode-> DecodeResult -validate-> ValidationResult -render-> GeneratedSource -write-> files
///                   (node tree)           (Manifest)               (ValidatedManifest)
///
/// Every command goes through it (`Commands/`): `run` is load, decode and validate, where each command starts;
/// `render` takes only a `ValidatedManifest`, so nothing unvalidated is ever written as code. Validation runs only
/// when decoding found no errors: checking a half-decoded manifest would report follow-on errors about keys the user
/// merely misspelled.
public enum ManifestPipeline {
    /// Load: bytes -> a node tree with file:line:column, or syntax errors.
    public static func load(bytes: [UInt8], displayPath: String, format: ManifestFormat) -> LoadResult {
        format == .yaml ? YAMLLoader.load(bytes: bytes, file: displayPath) : PlistLoader.load(bytes: bytes, file: displayPath)
    }

    /// Decode: a node tree -> the `Manifest` model, with every schema diagnostic.
    public static func decode(_ root: ManifestNode, displayPath: String) -> DecodeResult {
        ManifestDecoder.decode(root, sourcePath: displayPath)
    }

    /// Validate: a decoded manifest -> the completed manifest and the semantic diagnostics; `validated` when none is
    /// an error.
    public static func validate(_ manifest: Manifest) -> ValidationResult {
        ManifestValidator.validate(manifest)
    }

    /// Render: a validated manifest -> its generated Swift files. Throws when a default cannot be written as safe
    /// Swift.
    public static func render(_ manifest: ValidatedManifest) throws(RenderError) -> GeneratedSource {
        try render(manifest, linked: [])
    }

    /// Render the app's manifest (`app: true`) with `linked`, the other manifests linked into the app, which its
    /// `registerApp` registers; other manifests ignore them.
    static func render(_ manifest: ValidatedManifest, linked: [LinkedManifest]) throws(RenderError) -> GeneratedSource {
        try SwiftRenderer.renderSource(manifest, linked: linked)
    }

    /// Write: generated source -> one file (the one-file form), written atomically; a file that already holds these
    /// bytes is left untouched, so builds stay incremental.
    @discardableResult
    public static func write(_ source: GeneratedSource, to url: URL) throws(AtomicFileWriter.Failure) -> AtomicFileWriter.Outcome {
        try AtomicFileWriter.write(source.text, to: url)
    }

    /// Write, into a folder: each generated file under the name `ManifestNaming.generatedFileNames` gives it for
    /// `manifest` (a path; its last component counts), each atomically and left untouched when it already holds
    /// these bytes, so an edit rewrites only the files it changes. Returns the files, the main one first.
    @discardableResult
    public static func write(_ source: GeneratedSource, into folder: URL, manifest: String) throws(AtomicFileWriter.Failure) -> [URL] {
        let files = ManifestNaming.generatedFileNames(forManifest: manifest).map { folder.appendingPathComponent($0) }
        for (text, file) in zip(source.files, files) {
            try AtomicFileWriter.write(text, to: file)
        }
        return files
    }

    /// Reads at most one byte more than `ManifestLimits.maximumFileSize`, so a huge or endless file cannot exhaust
    /// memory, then loads, decodes and validates.
    public static func run(fileAt url: URL, displayPath: String) -> PipelineResult {
        switch FileBytes.read(atPath: url.path, upTo: ManifestLimits.maximumFileSize + 1) {
        case .success(let bytes):
            return run(bytes: bytes, displayPath: displayPath, format: ManifestFormat(fileName: url.lastPathComponent))
        case .failure(let failure):
            return PipelineResult(
                manifest: nil,
                diagnostics: [.error("cannot read manifest: \(failure.reason)", at: SourceLocation(file: displayPath))],
                ioError: failure.reason)
        }
    }

    /// Load, decode and validate.
    public static func run(bytes: [UInt8], displayPath: String, format: ManifestFormat) -> PipelineResult {
        let loaded = load(bytes: bytes, displayPath: displayPath, format: format)
        guard let root = loaded.root else {
            return PipelineResult(manifest: nil, diagnostics: loaded.diagnostics.sortedByPosition())
        }
        let decoded = decode(root, displayPath: displayPath)
        var diagnostics = loaded.diagnostics + decoded.diagnostics
        guard let manifest = decoded.manifest, !diagnostics.containsErrors else {
            return PipelineResult(manifest: nil, diagnostics: diagnostics.withoutRepeats().sortedByPosition())
        }
        let validated = validate(manifest)
        diagnostics += validated.diagnostics
        return PipelineResult(manifest: diagnostics.containsErrors ? nil : validated.validated,
                              diagnostics: diagnostics.withoutRepeats().sortedByPosition())
    }
}
