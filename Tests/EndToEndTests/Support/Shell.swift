import Foundation
import TestSupport

/// Runs tools the way a user's shell would, and finds the `swift` that built these tests.
enum Shell {
    /// `/opt/swift/usr/bin/swift` when present, else the first `swift` on PATH.
    static var swift: URL { ChildProcess.swift }

    /// Runs `executable arguments...` in `directory` with `extra` added to the environment, collecting stdout and
    /// stderr together.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment extra: [String: String] = [:]
    ) throws -> ProcessOutput {
        // Keep the child from inheriting the test runner's own SwiftPM state.
        try ChildProcess.run(executable, arguments, in: directory,
                             environment: ChildProcess.environment(removing: ["SWIFTPM_", "XCTest"], adding: extra))
    }

    /// `swift ARGUMENTS...` in `directory`.
    static func swift(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> ProcessOutput {
        try run(swift, arguments, in: directory, environment: environment)
    }
}
