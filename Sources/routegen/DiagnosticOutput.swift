import Foundation
import RouteGenCore

/// Prints diagnostics to stderr in the compiler's format, at most 100 then "too many errors",
/// so Xcode and SwiftPM show them on the manifest's lines.
func printDiagnostics(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    FileHandle.standardError.write(Data(diagnostics.printableText().utf8))
}
