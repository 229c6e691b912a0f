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
