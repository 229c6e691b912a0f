#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads and decodes an examples file (`routegen lint routes.yml --examples links.yml`): a YAML file (or property
/// list) whose one key is `examples:`, written as a manifest's. Checking it needs the manifests (`ExampleCheck`).
public enum ExamplesFilePipeline {
    public struct Result: Sendable {
        /// Nil when the file cannot be read or has errors of its own shape.
        public var file: ExamplesFile?
        public var diagnostics: [Diagnostic]
        /// Set when the file could not be read at all (exit 2).
        public var ioError: String?
    }

    public static func run(fileAt url: URL, displayPath: String) -> Result {
        switch FileBytes.read(atPath: url.path, upTo: ManifestLimits.maximumFileSize + 1) {
        case .failure(let failure):
            return Result(file: nil, diagnostics: [.error("cannot read examples file: \(failure.reason)",
                                                          at: SourceLocation(file: displayPath))], ioError: failure.reason)
        case .success(let bytes):
            let loaded = ManifestFormat(fileName: url.lastPathComponent) == .yaml
                ? YAMLLoader.load(bytes: bytes, file: displayPath)
                : PlistLoader.load(bytes: bytes, file: displayPath)
            guard let root = loaded.root else { return Result(file: nil, diagnostics: loaded.diagnostics.sortedByPosition()) }
            let decoded = ExampleDecoder.decodeFile(root, sourcePath: displayPath)
            let diagnostics = (loaded.diagnostics + decoded.diagnostics).sortedByPosition()
            return Result(file: diagnostics.containsErrors ? nil : decoded.file, diagnostics: diagnostics)
        }
    }
}
