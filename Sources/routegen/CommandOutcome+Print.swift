#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import RouteGenCore

extension CommandOutcome {
    /// Prints what the command decided (its output to standard output; diagnostics and failures, which never mix
    /// with generated code, to standard error) and exits with its status unless it is 0.
    func finish() throws {
        if !standardOutput.isEmpty {
            print(standardOutput, terminator: "")
            // Before anything on standard error: with the two streams merged, the output still comes first.
            fflush(nil)
        }
        if !standardError.isEmpty { writeToStandardError(standardError) }
        if status != .ok { throw ExitCode(status) }
    }
}
