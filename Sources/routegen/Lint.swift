import ArgumentParser
import Foundation
import RouteGenCore

/// `routegen lint MANIFEST...`: load, decode and validate, print diagnostics; exit 0 ok, 1 errors, 2 I/O.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: deriving the name from the type (`String(describing:)` and the runtime's demangler) cost about
        // 3 M instructions on every run (7 % of a 100-route `generate`).
        commandName: "lint",
        abstract: "Check routes manifests and print compiler-format diagnostics.")

    @Argument(help: "Manifests to check (routes.yml, *.routes.yml, routes.plist, *.routes.plist).")
    var manifests: [String] = []

    /// A missing manifest is a usage error: exit 2 per SPEC section 6 (ArgumentParser's own would be 64).
    func validate() throws {
        if manifests.isEmpty {
            FileHandle.standardError.write(Data("error: give at least one manifest to lint\n".utf8))
            throw RouteGenExit.usageOrIO
        }
    }

    func run() throws {
        let outcome = ManifestLint.run(paths: manifests)
        printDiagnostics(outcome.diagnostics)
        switch outcome.status {
        case .ok: return
        case .manifestErrors: throw RouteGenExit.manifestErrors
        case .usageOrIO: throw RouteGenExit.usageOrIO
        }
    }
}
