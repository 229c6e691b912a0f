import ArgumentParser
import RouteGenCore

extension CommandOutcome {
    /// Prints what the command decided (its output to standard output; diagnostics and failures, which never mix
    /// with generated code, to standard error) and exits with its status unless it is 0.
    func finish() throws {
        if !standardOutput.isEmpty { print(standardOutput, terminator: "") }
        if !standardError.isEmpty { writeToStandardError(standardError) }
        if status != .ok { throw ExitCode(status) }
    }
}
