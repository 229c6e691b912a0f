import Foundation

/// What one child process did: its exit status and what it wrote.
public struct ProcessOutput: CustomStringConvertible, Sendable {
    public var status: Int32
    /// Standard output, with standard error interleaved unless the run kept it apart.
    public var output: String
    /// Standard error when the run kept it apart (`ChildProcess.Errors.apart`); empty otherwise.
    public var errors: String

    public init(status: Int32, output: String, errors: String = "") {
        self.status = status
        self.output = output
        self.errors = errors
    }

    public var description: String { "exit \(status)\n\(output)" + (errors.isEmpty ? "" : "\n\(errors)") }
}

/// Runs the tools the tests drive (the compiler, `swift`, `routegen`, shell scripts) and collects what they print,
/// the one place that sets up `Process`, its pipes and its environment.
public enum ChildProcess {
    /// Where standard error goes.
    public enum Errors: Sendable {
        /// Into `output`, interleaved with standard output as a terminal shows them.
        case interleaved
        /// Into `errors`, through a file, so a child that fills one stream never blocks on the other.
        case apart
    }

    /// Runs `executable arguments...` in `directory` (this process's own when `nil`) with `environment` (this
    /// process's when `nil`), `input` on standard input (nothing when `nil`), and waits for it to exit.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        input: String? = nil, errors: Errors = .interleaved
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        var scratch: [URL] = []
        defer { for file in scratch { try? FileManager.default.removeItem(at: file) } }
        func scratchFile(_ contents: String) -> URL {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-child-\(UUID().uuidString)")
            _ = FileManager.default.createFile(atPath: file.path, contents: Data(contents.utf8))
            scratch.append(file)
            return file
        }
        if let input {
            process.standardInput = try FileHandle(forReadingFrom: scratchFile(input))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let output = Pipe()
        process.standardOutput = output
        let errorFile: URL?
        switch errors {
        case .interleaved:
            process.standardError = output
            errorFile = nil
        case .apart:
            let file = scratchFile("")
            process.standardError = try FileHandle(forWritingTo: file)
            errorFile = file
        }
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = try errorFile.map { try String(contentsOf: $0, encoding: .utf8) } ?? ""
        return ProcessOutput(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
                             errors: errorText)
    }

    /// This process's environment without the variables whose names start with one of `prefixes` (the test
    /// runner's own SwiftPM state, `SWIFTPM_`, which a child `swift` must not inherit), with `extra` added.
    public static func environment(removing prefixes: [String], adding extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where prefixes.contains(where: key.hasPrefix) {
            environment[key] = nil
        }
        return environment.merging(extra) { $1 }
    }

    /// The first executable `name` in the folders of PATH.
    public static func onPath(_ name: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// `/opt/swift/usr/bin/swift` when present (the CI machine's toolchain), else the first `swift` on PATH.
    public static let swift: URL = {
        let fixed = URL(fileURLWithPath: "/opt/swift/usr/bin/swift")
        if FileManager.default.isExecutableFile(atPath: fixed.path) { return fixed }
        return onPath("swift") ?? fixed
    }()
}
