/// How a command ends, as the process's exit status: every command decides it here, in one vocabulary, and the
/// tool only exits with it.
public enum ExitStatus: Int32, Sendable {
    /// Done; warnings may have been printed.
    case ok = 0
    /// A manifest has errors (printed as compiler-format diagnostics), or `match` found no route.
    case manifestErrors = 1
    /// Bad arguments, unreadable input, unwritable output.
    case usageOrIO = 2
}

extension ExitStatus {
    /// The worse of this status and `other` (usage or I/O over manifest errors over ok): the one rule by which a
    /// command that met several problems decides how it ends.
    mutating func escalate(to other: ExitStatus) {
        if other.rawValue > rawValue { self = other }
    }
}

extension PipelineResult {
    /// How a command ends because of this manifest: 2 when it could not be read, 1 when it has errors, else 0.
    var status: ExitStatus {
        if ioError != nil { return .usageOrIO }
        return diagnostics.containsErrors ? .manifestErrors : .ok
    }
}
