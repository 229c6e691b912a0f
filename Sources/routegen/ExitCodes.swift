import ArgumentParser

/// Exit statuses: 0 ok, 1 manifest errors, 2 usage or I/O errors.
enum RouteGenExit {
    /// The manifest has errors (printed as compiler-format diagnostics).
    static let manifestErrors = ExitCode(1)
    /// Bad arguments, unreadable input, unwritable output.
    static let usageOrIO = ExitCode(2)
}
