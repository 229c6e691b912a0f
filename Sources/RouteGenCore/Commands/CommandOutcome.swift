#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a command decided, for the tool to print and exit with: every command of `routegen` returns one, so the
/// tool only parses arguments, prints the two streams and exits with `status`.
public struct CommandOutcome: Sendable {
    public internal(set) var status = ExitStatus.ok
    /// Diagnostics in the compiler's format and the command's own messages, in the order they arose.
    public internal(set) var standardError = ""
    /// What the command prints (generated code, a match, an export) when it writes no file.
    public internal(set) var standardOutput = ""

    init() {}

    /// Diagnostics as compilers print them (at most 100, then "too many errors"), so Xcode and SwiftPM show them on
    /// the manifest's lines.
    mutating func report(_ diagnostics: [Diagnostic]) {
        if !diagnostics.isEmpty { standardError += diagnostics.printableText() }
    }

    /// One line of the command's own (an error or a warning that is not at a manifest line).
    mutating func report(line: String) {
        standardError += line + "\n"
    }

    /// Raises the status to `status` unless a worse one was decided (usage or I/O over manifest errors).
    mutating func fail(_ status: ExitStatus) {
        self.status.escalate(to: status)
    }
}

/// Ends a command early with `status`, what it printed so far kept (`CommandOutcome`).
struct CommandStop: Error {
    var status: ExitStatus
}

extension CommandOutcome {
    /// Runs `body`; a `CommandStop` sets the status it carries.
    static func running(_ body: (inout CommandOutcome) throws(CommandStop) -> Void) -> CommandOutcome {
        var outcome = CommandOutcome()
        do throws(CommandStop) {
            try body(&outcome)
        } catch {
            outcome.status = error.status
        }
        return outcome
    }

    /// The one form of every problem that is not at a manifest's line (a bad argument, a file that cannot be read
    /// or written), whichever command meets it: manifest problems are `FILE:LINE:COLUMN: error: ...`.
    public static func usageLine(_ message: String) -> String {
        "routegen: error: " + message
    }

    /// Reports a usage or I/O problem (`usageLine`) and stops the command with exit 2.
    mutating func stop(usage message: String) -> CommandStop {
        report(line: Self.usageLine(message))
        return CommandStop(status: .usageOrIO)
    }

    /// Reports `line` (a diagnostic of a manifest as a whole) and stops the command with `status`.
    mutating func stop(_ line: String, status: ExitStatus) -> CommandStop {
        report(line: line)
        return CommandStop(status: status)
    }

    /// The validated manifest at `path` through the pipeline, its diagnostics reported; stops the command (exit 2)
    /// when it cannot be read, nil when it has errors (the command goes on with the others, then exits 1).
    /// `errorsOnly`: warnings and notes are left out (`routegen match` without `--notes`).
    mutating func validatedManifest(
        at path: String, displayPath: String, errorsOnly: Bool = false
    ) throws(CommandStop) -> ValidatedManifest? {
        let result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: path), displayPath: displayPath)
        report(errorsOnly ? result.diagnostics.filter { $0.severity == .error } : result.diagnostics)
        if result.status == .usageOrIO { throw CommandStop(status: .usageOrIO) }
        return result.manifest
    }
}
