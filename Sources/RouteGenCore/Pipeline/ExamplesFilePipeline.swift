#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads and decodes an examples file, through the pipeline's load stage (`routegen lint routes.yml --examples links.yml`): a YAML file (or property
/// list) whose one key is `examples:`, written as a manifest's. Checking it needs the manifests (`ExampleCheck`).
enum ExamplesFilePipeline {
    struct Result: Sendable {
        /// Nil when the file cannot be read or has errors of its own shape.
        var file: ExamplesFile?
        var diagnostics: [Diagnostic]
        /// Set when the file could not be read at all (exit 2).
        var ioError: String?
    }

    static func run(fileAt url: URL, displayPath: String) -> Result {
        switch FileBytes.read(atPath: url.path, upTo: ManifestLimits.maximumFileSize + 1) {
        case .failure(let failure):
            return Result(file: nil, diagnostics: [.error("cannot read examples file: \(failure.reason)",
                                                          at: SourceLocation(file: displayPath))], ioError: failure.reason)
        case .success(let bytes):
            let loaded = ManifestPipeline.load(bytes: bytes, displayPath: displayPath,
                                               format: ManifestFormat(fileName: url.lastPathComponent))
            guard let root = loaded.root else { return Result(file: nil, diagnostics: loaded.diagnostics.sortedByPosition()) }
            let decoded = ExampleDecoder.decodeFile(root, sourcePath: displayPath)
            let diagnostics = (loaded.diagnostics + decoded.diagnostics).sortedByPosition()
            return Result(file: diagnostics.containsErrors ? nil : decoded.file, diagnostics: diagnostics)
        }
    }
}
