/// What an export produced: the file's text, and warnings to print beside it.
struct ExportOutput: Sendable {
    var text: String
    /// Warnings (never errors): an export with errors produces no output but an `ExportFailure`.
    var diagnostics: [Diagnostic]

    init(text: String, diagnostics: [Diagnostic] = []) {
        self.text = text
        self.diagnostics = diagnostics
    }
}

/// Why an export wrote nothing; the CLI exits 1 for `.manifest` and 2 for `.usage`, as `lint` does.
enum ExportFailure: Error, Sendable, Equatable {
    /// What the manifests say rules the file out (no hosts, no external route, too large), as diagnostics.
    case manifest([Diagnostic])
    /// A missing or malformed option.
    case usage(String)
}
