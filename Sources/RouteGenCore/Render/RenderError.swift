/// Why a validated manifest still could not be rendered (a default that cannot be written as safe Swift).
///
/// Carries compiler-format diagnostics so the CLI reports it like any manifest error, at the default's line.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
