#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import RouteGenCore

/// Loads, decodes and validates one manifest for a command: prints its diagnostics, throws exit status 2 when it
/// cannot be read, and returns `nil` when it has errors (the command goes on with the others, then exits 1).
func validatedManifest(at path: String, displayPath: String) throws -> Manifest? {
    let result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: path), displayPath: displayPath)
    printDiagnostics(result.diagnostics)
    if result.ioError != nil { throw ExitCode(.usageOrIO) }
    guard let manifest = result.manifest, !result.diagnostics.containsErrors else { return nil }
    return manifest
}
