import Foundation

/// `routegen lint`: checks manifests and decides the exit status, kept here (not in the CLI) so it is testable.
public enum ManifestLint {
    /// Exit statuses of SPEC section 6.
    public enum Status: Int32, Sendable {
        case ok = 0, manifestErrors = 1, usageOrIO = 2
    }

    public struct Outcome: Sendable {
        /// Every diagnostic of every manifest, in argument order, each manifest's sorted by position.
        public var diagnostics: [Diagnostic]
        public var status: Status
    }

    /// Paths are shown as given and resolved against the current directory.
    public static func run(paths: [String]) -> Outcome {
        var diagnostics: [Diagnostic] = []
        var status = Status.ok
        for path in paths {
            let result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: path), displayPath: path)
            diagnostics += result.diagnostics
            if result.ioError != nil {
                status = .usageOrIO
            } else if result.diagnostics.containsErrors, status == .ok {
                status = .manifestErrors
            }
        }
        return Outcome(diagnostics: diagnostics, status: status)
    }
}
