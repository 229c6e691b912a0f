import Foundation

/// The outcome of one child process: exit status and everything it wrote to stdout and stderr, interleaved.
struct ProcessOutput: CustomStringConvertible {
    var status: Int32
    var output: String

    var description: String { "exit \(status)\n\(output)" }
}

/// Runs tools the way a user's shell would, and finds the `swift` that built these tests.
enum Shell {
    /// `/opt/swift/usr/bin/swift` when present, else the first `swift` on PATH.
    static let swift: URL = {
        let fixed = URL(fileURLWithPath: "/opt/swift/usr/bin/swift")
        if FileManager.default.isExecutableFile(atPath: fixed.path) { return fixed }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return fixed
    }()

    /// Runs `executable arguments...` in `directory` with `extra` added to the environment, collecting stdout and
    /// stderr together.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment extra: [String: String] = [:]
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        // Keep the child from inheriting the test runner's own SwiftPM state.
        for key in environment.keys where key.hasPrefix("SWIFTPM_") || key.hasPrefix("XCTest") {
            environment[key] = nil
        }
        environment.merge(extra) { $1 }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// `swift ARGUMENTS...` in `directory`.
    static func swift(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> ProcessOutput {
        try run(swift, arguments, in: directory, environment: environment)
    }
}
