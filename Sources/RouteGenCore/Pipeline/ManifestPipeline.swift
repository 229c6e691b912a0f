#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which loader reads a manifest.
public enum ManifestFormat: Hashable, Sendable {
    case yaml, plist

    /// `.plist` files are property lists; everything else (`routes.yml`, `*.routes.yaml`) is YAML.
    public init(fileName: String) {
        self = fileName.lowercased().hasSuffix(".plist") ? .plist : .yaml
    }
}

/// Everything the tools need from one manifest: the validated model, or the reasons there is none.
public struct PipelineResult: Sendable {
    /// The validated manifest; nil when any error was found.
    public var manifest: Manifest?
    /// All diagnostics, sorted by position (stable for equal positions).
    public var diagnostics: [Diagnostic]
    /// Set when the manifest could not be read at all, so the CLI exits 2 (I/O) rather than 1 (manifest errors).
    public var ioError: String?

    public init(manifest: Manifest?, diagnostics: [Diagnostic], ioError: String? = nil) {
        self.manifest = manifest
        self.diagnostics = diagnostics
        self.ioError = ioError
    }
}

/// The facade the tools use: load -> decode -> validate. Rendering is a separate call.
///
/// Validation runs only when decoding found no errors: checking a half-decoded manifest would report
/// follow-on errors about keys the user merely misspelled.
public enum ManifestPipeline {
    /// Reads at most one byte more than `ManifestLimits.maximumFileSize`, so a huge or endless file cannot exhaust memory.
    public static func run(fileAt url: URL, displayPath: String) -> PipelineResult {
        switch read(url) {
        case .success(let bytes):
            return run(bytes: bytes, displayPath: displayPath, format: ManifestFormat(fileName: url.lastPathComponent))
        case .failure(let failure):
            return PipelineResult(
                manifest: nil,
                diagnostics: [.error("cannot read manifest: \(failure.reason)", at: SourceLocation(file: displayPath))],
                ioError: failure.reason)
        }
    }

    public static func run(bytes: [UInt8], displayPath: String, format: ManifestFormat) -> PipelineResult {
        let loaded = format == .yaml
            ? YAMLLoader.load(bytes: bytes, file: displayPath)
            : PlistLoader.load(bytes: bytes, file: displayPath)
        guard let root = loaded.root else {
            return PipelineResult(manifest: nil, diagnostics: loaded.diagnostics.sortedByPosition())
        }
        let decoded = ManifestDecoder.decode(root, sourcePath: displayPath)
        var diagnostics = loaded.diagnostics + decoded.diagnostics
        guard let manifest = decoded.manifest, !diagnostics.containsErrors else {
            return PipelineResult(manifest: nil, diagnostics: diagnostics.withoutRepeats().sortedByPosition())
        }
        let validated = ManifestValidator.validate(manifest)
        diagnostics += validated.diagnostics
        return PipelineResult(manifest: diagnostics.containsErrors ? nil : validated.manifest,
                              diagnostics: diagnostics.withoutRepeats().sortedByPosition())
    }

    private static func read(_ url: URL) -> Result<[UInt8], FileBytes.ReadFailure> {
        FileBytes.read(atPath: url.path, upTo: ManifestLimits.maximumFileSize + 1)
    }
}
