import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore
@_spi(RouteGen) import RouteKit

/// `routegen generate`: manifests -> Swift, written atomically so unchanged output keeps builds incremental.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: deriving the name from the type (`String(describing:)` and the runtime's demangler) cost about
        // 3 M instructions on every run (7 % of a 100-route `generate`).
        commandName: "generate",
        abstract: "Generate type-safe Swift routes from routes manifests.",
        discussion: """
            One manifest prints to standard output, or writes --output FILE. Several manifests need \
            --output DIR and each is written as <Manifest>.generated.swift (routes.yml -> Routes.generated.swift).
            Nothing is written when any manifest has errors.
            """
    )

    @Argument(help: "Manifest files (routes.yml, *.routes.yml, routes.plist, *.routes.plist; .yaml as .yml).")
    var manifests: [String] = []

    @Option(name: .long, help: "Output file (one manifest) or folder (several manifests).")
    var output: String?

    @Option(name: .customLong("relative-to"), help: "Folder that manifest paths in the output are relative to (default: current folder).")
    var relativeTo: String?

    @Option(name: .customLong("link"), help: ArgumentHelp(
        "A manifest linked into the app, as MODULE=PATH (repeatable): registered by the 'app: true' manifest's registerApp.",
        valueName: "module=path"))
    var links: [String] = []

    @Option(help: "The module the manifests belong to: a --link of this module is not imported.")
    var module: String?

    func run() throws {
        guard !manifests.isEmpty else { throw usage("expected at least one manifest") }
        if manifests.count > 1, output == nil {
            throw usage("several manifests need --output DIR")
        }
        let currentDirectory = FileManager.default.currentDirectoryPath
        let linked = try linkedManifests(currentDirectory: currentDirectory)
        var rendered: [(manifest: String, source: GeneratedSource)] = []
        var validated: [(path: String, manifest: Manifest)] = []
        var failed = false
        for path in manifests {
            let display = DisplayPath.of(path, relativeTo: relativeTo ?? currentDirectory, currentDirectory: currentDirectory)
            guard let manifest = try validatedManifest(at: path, displayPath: display) else {
                failed = true
                continue
            }
            if manifest.isApp, module == nil {
                // The generate-routes command plugin and hand runs: registerApp can only register what it is given.
                printError("\(display): warning: registerApp registers only the manifests given: pass every manifest "
                    + "linked into the app with --link MODULE=PATH and the app's module with --module (the build plugin does)")
            }
            validated.append((path, manifest))
        }
        // Pinned links, against the manifests given and the linked ones: a manifest change that breaks one fails
        // generation (and so the build) at the example's line. A broken manifest leaves them unchecked (its routes
        // would look missing).
        if !failed {
            let examples = ExampleCheck.diagnostics(
                forExamplesOf: validated.map(\.manifest),
                against: ExampleCheck.candidates(validated.map(\.manifest), linked: linked.map(\.manifest)))
            printDiagnostics(examples)
            if examples.containsErrors { throw ExitCode(.manifestErrors) }
        }
        for (path, manifest) in validated {
            do {
                rendered.append((path, try SwiftRenderer.renderSource(manifest, linked: linked)))
            } catch {
                printDiagnostics(error.diagnostics)
                failed = true
            }
        }
        if failed { throw ExitCode(.manifestErrors) }
        try write(rendered)
    }

    private func linkedManifests(currentDirectory: String) throws -> [LinkedManifest] {
        try LinkOptions.manifests(links, module: module, relativeTo: relativeTo, currentDirectory: currentDirectory, command: "generate")
    }

    private func write(_ rendered: [(manifest: String, source: GeneratedSource)]) throws {
        guard let output else {
            print(rendered[0].source.text, terminator: "")
            return
        }
        let (outputExists, isDirectory) = itemKind(atPath: output)
        var targets: [(url: URL, source: GeneratedSource)] = []
        if rendered.count == 1, !(outputExists && isDirectory) {
            targets = [(URL(fileURLWithPath: output), rendered[0].source)]
        } else {
            if outputExists, !isDirectory { throw usage("--output \(output) must be a folder for several manifests") }
            let folder = URL(fileURLWithPath: output, isDirectory: true)
            for item in rendered {
                let name = ManifestNaming.generatedFileName(forManifest: item.manifest)
                if targets.contains(where: { $0.url.lastPathComponent == name }) {
                    throw usage("two manifests would both write \(name); generate them into different folders")
                }
                targets.append((folder.appendingPathComponent(name), item.source))
            }
        }
        for target in targets {
            do {
                try AtomicFileWriter.write(target.source, to: target.url)
            } catch {
                printError("routegen: error: \(error)")
                throw ExitCode(.usageOrIO)
            }
        }
    }

    private func usage(_ message: String) -> ExitCode {
        printError("routegen generate: error: \(message)")
        return ExitCode(.usageOrIO)
    }
}

/// Writes one line to standard error (diagnostics and failures never mix with generated code on stdout).
private func printError(_ line: String) {
    writeToStandardError(line + "\n")
}
