#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `routegen export`: loads and checks manifests like `lint`, then writes one kind of file from them. Kept here
/// (not in the CLI) so that it runs in-process in tests.
public enum ManifestExport {
    enum Kind: String, Sendable, CaseIterable {
        case aasa, entitlements, urlTypes = "url-types", catalog, graph, payloadSchema = "payload-schema", entryPoints = "entry-points"
    }

    /// Everything the kinds take besides the manifests; each kind reads only its own.
    struct Options: Sendable {
        /// aasa: `TEAMID.bundle.id`, one or more.
        var appIDs: [String] = []
        /// aasa: the host whose file to write, when the manifests list different hosts.
        var host: String?
        /// entitlements: `applinks:HOST?mode=developer`.
        var developerMode = false
        /// url-types: prefix of each `CFBundleURLName`.
        var bundleID: String?
        /// catalog: Markdown or JSON.
        var format: CatalogExport.Format = .markdown
        /// graph: Mermaid or Graphviz DOT.
        var graphFormat: GraphExport.Format = .mermaid

        init() {}

        /// Reads `--format` for `kind` (catalog: markdown or json; graph: mermaid or dot); returns the usage error when
        /// `name` is neither. Other kinds take no format and ignore it.
        mutating func setFormat(_ name: String, for kind: Kind) -> String? {
            switch kind {
            case .graph:
                guard let parsed = GraphExport.Format(rawValue: name) else { return "--format of graph is mermaid or dot" }
                graphFormat = parsed
            case .catalog:
                guard let parsed = CatalogExport.Format(rawValue: name) else { return "--format of catalog is markdown or json" }
                format = parsed
            case .aasa, .entitlements, .urlTypes, .payloadSchema, .entryPoints:
                break
            }
            return nil
        }
    }

    struct Outcome: Sendable {
        /// The file, when the export succeeded.
        var text: String?
        /// Every diagnostic, manifests in argument order, each sorted by position; warnings may accompany a text.
        var diagnostics: [Diagnostic]
        /// A usage problem (exit 2), printed as `routegen: error: ...`.
        var usageError: String?
        var status: ExitStatus
    }

    /// An argument `routegen export` refuses, before any file is read.
    struct UsageProblem: Error {
        var message: String
    }

    /// The command's arguments, as `routegen export` takes them: the kind and `--format` as written, checked here.
    public struct Request: Sendable {
        var kind: String
        var manifests: [String]
        var output: String?
        var relativeTo: String?
        var appIDs: [String]
        var host: String?
        var developerMode: Bool
        var bundleID: String?
        var format: String?

        public init(kind: String, manifests: [String], output: String? = nil, relativeTo: String? = nil,
                    appIDs: [String] = [], host: String? = nil, developerMode: Bool = false, bundleID: String? = nil,
                    format: String? = nil) {
            self.kind = kind
            self.manifests = manifests
            self.output = output
            self.relativeTo = relativeTo
            self.appIDs = appIDs
            self.host = host
            self.developerMode = developerMode
            self.bundleID = bundleID
            self.format = format
        }

        /// The kind and its options, or the usage error: an unknown kind or format, or an option of another kind.
        func parsed() -> Result<(Kind, Options), UsageProblem> {
            guard let kind = Kind(rawValue: kind) else {
                return .failure(UsageProblem(message: "unknown kind '\(self.kind)'; expected one of "
                    + Kind.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            var options = Options()
            options.appIDs = appIDs
            options.host = host
            options.developerMode = developerMode
            options.bundleID = bundleID
            if let format, let message = options.setFormat(format, for: kind) { return .failure(UsageProblem(message: message)) }
            let misplaced: [(String, Bool, [Kind])] = [
                ("--app-id", !appIDs.isEmpty, [.aasa]), ("--host", host != nil, [.aasa]),
                ("--developer-mode", developerMode, [.entitlements]), ("--bundle-id", bundleID != nil, [.urlTypes]),
                ("--format", format != nil, [.catalog, .graph]),
            ]
            for (flag, given, owners) in misplaced where given && !owners.contains(kind) {
                return .failure(UsageProblem(message: "\(flag) applies to " + owners.map { "'\($0.rawValue)'" }.joined(separator: " and ") + " only"))
            }
            return .success((kind, options))
        }
    }

    /// The whole command: its usage rules, then `manifests` shown relative to `relativeTo` (default: the current
    /// folder), the file printed or written atomically to `output` (an unchanged file left untouched).
    public static func run(_ request: Request, currentDirectory: String = FileManager.default.currentDirectoryPath) -> CommandOutcome {
        CommandOutcome.running { outcome throws(CommandStop) in
            let kind: Kind, options: Options
            switch request.parsed() {
            case .success(let parsed): (kind, options) = parsed
            case .failure(let failure): throw outcome.stop(usage: failure.message)
            }
            let displays = request.manifests.map {
                DisplayPath.of($0, relativeTo: request.relativeTo ?? currentDirectory, currentDirectory: currentDirectory)
            }
            let exported = run(kind, paths: request.manifests, displayPaths: displays, options: options)
            outcome.report(exported.diagnostics)
            if let message = exported.usageError { throw outcome.stop(usage: message) }
            if exported.status != .ok { throw CommandStop(status: exported.status) }
            guard let text = exported.text else { return }
            guard let output = request.output else {
                outcome.standardOutput = text
                return
            }
            do throws(AtomicFileWriter.Failure) {
                try AtomicFileWriter.write(text, to: URL(fileURLWithPath: output))
            } catch {
                throw outcome.stop(usage: "\(error)")
            }
        }
    }

    /// `paths` are read from disk and checked as `routegen lint` checks them together (each manifest, then ties, tabs
    /// and pinned links across them: `ManifestLint`), so a manifest set that fails lint exports nothing, with the
    /// same diagnostics and status; `displayPaths` (same count) name them in diagnostics and output.
    static func run(_ kind: Kind, paths: [String], displayPaths: [String]? = nil, options: Options = Options()) -> Outcome {
        guard !paths.isEmpty else {
            return Outcome(text: nil, diagnostics: [], usageError: "give at least one manifest", status: .usageOrIO)
        }
        let checked = ManifestLint.run(paths: paths, displayPaths: displayPaths)
        guard checked.status == .ok else {
            return Outcome(text: nil, diagnostics: checked.diagnostics, usageError: nil, status: checked.status)
        }
        return export(kind, checked.manifests, options: options, diagnostics: checked.diagnostics)
    }

    /// The export of already validated manifests.
    static func export(_ kind: Kind, _ manifests: [Manifest], options: Options, diagnostics: [Diagnostic] = []) -> Outcome {
        do throws(ExportFailure) {
            let output: ExportOutput
            switch kind {
            case .aasa: output = try AASAExport.render(manifests, appIDs: options.appIDs, host: options.host)
            case .entitlements: output = try EntitlementsExport.render(manifests, developerMode: options.developerMode)
            case .urlTypes: output = try URLTypesExport.render(manifests, bundleID: options.bundleID)
            case .catalog: output = CatalogExport.render(manifests, format: options.format)
            case .graph: output = GraphExport.render(manifests, format: options.graphFormat)
            case .payloadSchema: output = try EntryPointExport.payloadSchema(manifests)
            case .entryPoints: output = try EntryPointExport.infoPlist(manifests)
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
