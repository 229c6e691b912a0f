#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore
@_spi(RouteGen) import RouteKit

/// Prints diagnostics to stderr in the compiler's format, at most 100 then "too many errors",
/// so Xcode and SwiftPM show them on the manifest's lines.
func printDiagnostics(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    writeToStandardError(diagnostics.printableText())
}
