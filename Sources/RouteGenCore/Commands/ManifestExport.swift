#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `routegen export`: loads and checks manifests like `lint`, then writes one kind of file from them. Kept here
/// (not in the CLI) so that it runs in-process in tests.
public enum ManifestExport {
    public enum Kind: String, Sendable, CaseIterable {
        case aasa, entitlements, urlTypes = "url-types", catalog, graph
    }

    /// Everything the kinds take besides the manifests; each kind reads only its own.
    public struct Options: Sendable {
        /// aasa: `TEAMID.bundle.id`, one or more.
        public var appIDs: [String] = []
        /// aasa: the host whose file to write, when the manifests list different hosts.
        public var host: String?
        /// entitlements: `applinks:HOST?mode=developer`.
        public var developerMode = false
        /// url-types: prefix of each `CFBundleURLName`.
        public var bundleID: String?
        /// catalog: Markdown or JSON.
        var format: CatalogExport.Format = .markdown
        /// graph: Mermaid or Graphviz DOT.
        var graphFormat: GraphExport.Format = .mermaid

        public init() {}

        /// Reads `--format` for `kind` (catalog: markdown or json; graph: mermaid or dot); returns the usage error when
        /// `name` is neither. Other kinds take no format and ignore it.
        public mutating func setFormat(_ name: String, for kind: Kind) -> String? {
            switch kind {
            case .graph:
                guard let parsed = GraphExport.Format(rawValue: name) else { return "--format of graph is mermaid or dot" }
                graphFormat = parsed
            case .catalog:
                guard let parsed = CatalogExport.Format(rawValue: name) else { return "--format of catalog is markdown or json" }
                format = parsed
            case .aasa, .entitlements, .urlTypes:
                break
            }
            return nil
        }
    }

    public struct Outcome: Sendable {
        /// The file, when the export succeeded.
        public var text: String?
        /// Every diagnostic, manifests in argument order, each sorted by position; warnings may accompany a text.
        public var diagnostics: [Diagnostic]
        /// A usage problem (exit 2), printed as `routegen export: error: ...`.
        public var usageError: String?
        public var status: ExitStatus
    }

    /// The whole command: `paths` shown relative to `relativeTo` (default: the current folder), the file printed or
    /// written atomically to `output` (an unchanged file left untouched).
    public static func run(
        _ kind: Kind, paths: [String], relativeTo: String?, options: Options, output: String?,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> CommandOutcome {
        CommandOutcome.running { outcome throws(CommandStop) in
            let displays = paths.map {
                DisplayPath.of($0, relativeTo: relativeTo ?? currentDirectory, currentDirectory: currentDirectory)
            }
            let exported = run(kind, paths: paths, displayPaths: displays, options: options)
            outcome.report(exported.diagnostics)
            if let message = exported.usageError {
                throw outcome.stop("routegen export: error: \(message)", status: .usageOrIO)
            }
            if exported.status != .ok { throw CommandStop(status: exported.status) }
            guard let text = exported.text else { return }
            guard let output else {
                outcome.standardOutput = text
                return
            }
            do throws(AtomicFileWriter.Failure) {
                try AtomicFileWriter.write(text, to: URL(fileURLWithPath: output))
            } catch {
                throw outcome.stop("routegen export: error: \(error)", status: .usageOrIO)
            }
        }
    }

    /// `paths` are read from disk; `displayPaths` (same count) name them in diagnostics and output.
    public static func run(_ kind: Kind, paths: [String], displayPaths: [String]? = nil, options: Options = Options()) -> Outcome {
        guard !paths.isEmpty else {
            return Outcome(text: nil, diagnostics: [], usageError: "expected at least one manifest", status: .usageOrIO)
        }
        var diagnostics: [Diagnostic] = []
        var manifests: [Manifest] = []
        var status = ExitStatus.ok
        for (index, path) in paths.enumerated() {
            let display = displayPaths?[index] ?? path
            let result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: path), displayPath: display)
            diagnostics += result.diagnostics
            if result.ioError != nil {
                status = .usageOrIO
            } else if let manifest = result.manifest {
                manifests.append(manifest.manifest)
            } else if status == .ok {
                status = .manifestErrors
            }
        }
        guard status == .ok else { return Outcome(text: nil, diagnostics: diagnostics, usageError: nil, status: status) }
        return export(kind, manifests, options: options, diagnostics: diagnostics)
    }

    /// The export of already validated manifests.
    public static func export(_ kind: Kind, _ manifests: [Manifest], options: Options, diagnostics: [Diagnostic] = []) -> Outcome {
        do throws(ExportFailure) {
            let output: ExportOutput
            switch kind {
            case .aasa: output = try AASAExport.render(manifests, appIDs: options.appIDs, host: options.host)
            case .entitlements: output = try EntitlementsExport.render(manifests, developerMode: options.developerMode)
            case .urlTypes: output = try URLTypesExport.render(manifests, bundleID: options.bundleID)
            case .catalog: output = CatalogExport.render(manifests, format: options.format)
            case .graph: output = GraphExport.render(manifests, format: options.graphFormat)
            }
            return Outcome(text: output.text, diagnostics: diagnostics + output.diagnostics, usageError: nil, status: .ok)
        } catch {
            switch error {
            case .manifest(let found):
                return Outcome(text: nil, diagnostics: diagnostics + found, usageError: nil, status: .manifestErrors)
            case .usage(let message):
                return Outcome(text: nil, diagnostics: diagnostics, usageError: message, status: .usageOrIO)
            }
        }
    }
}
