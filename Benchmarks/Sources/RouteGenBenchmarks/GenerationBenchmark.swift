import BenchmarkSupport
import Foundation
import RouteGenCore

/// The generator against the libyaml parse alone of the same file, two ways:
///
/// - in process: read, parse, decode, validate, render, write (what `routegen generate` does) against read and
///   parse only, so the ratio shows what the generator adds on top of parsing;
/// - as processes: the real `routegen generate FILE --output OUT` (the build-tool plugin's binary, built beside this
///   one) against this executable's `parse-only FILE` mode, so start-up is counted on both sides as a build sees it.
///
/// The output file is removed before every run (unmeasured): the generator really writes, as after a manifest edit,
/// instead of finding an identical file and leaving it untouched.
enum GenerationBenchmark {
    static func run(sizes: [Int], directory: URL, tools: URL) throws {
        let report = Report(unit: .milliseconds)
        report.header("Generation (whole generate run vs libyaml parse only)")
        var ratios: [(String, Sample, Sample)] = []
        let routegen = tools.appendingPathComponent("routegen-tool")
        let runsProcesses = FileManager.default.isExecutableFile(atPath: routegen.path)
        for size in sizes {
            let manifest = directory.appendingPathComponent("bench\(size).routes.yml")
            try SyntheticManifest.yaml(routeCount: size).write(to: manifest, atomically: true, encoding: .utf8)
            let output = directory.appendingPathComponent("Bench\(size)Routes.generated.swift")
            let removeOutput = { _ = try? FileManager.default.removeItem(at: output) }
            let runs = size >= 10_000 ? 5 : 9

            // Generator and parse-only are measured interleaved, round by round, so that a burst of load from
            // other work lands on both sides of a ratio; in-process and process pairs are separate rounds.
            let inProcess = try Measure.interleaved([
                Measure.Case("generate \(size) routes", prepare: removeOutput) {
                    let result = ManifestPipeline.run(fileAt: manifest, displayPath: manifest.lastPathComponent)
                    guard let model = result.manifest else {
                        throw BenchmarkFailure("synthetic manifest has errors: \(result.diagnostics.prefix(3))")
                    }
                    let code = try ManifestPipeline.render(model)
                    _ = try ManifestPipeline.write(code, to: output)
                },
                Measure.Case("parse only \(size) routes") { try ParseOnly.run(manifest) },
            ], warmup: 1, runs: runs)
            report.row(inProcess[0])
            report.row(inProcess[1])
            ratios.append(("generate / parse, \(size) routes", inProcess[0], inProcess[1]))
            guard runsProcesses else { continue }
            let processes = try Measure.interleaved([
                Measure.Case("process: routegen generate \(size)", prepare: removeOutput) {
                    try Subprocess.run(routegen, ["generate", manifest.path, "--output", output.path])
                },
                Measure.Case("process: parse only \(size)") {
                    try Subprocess.run(URL(fileURLWithPath: CommandLine.arguments[0]), ["parse-only", manifest.path])
                },
            ], warmup: 1, runs: runs)
            report.row(processes[0])
            report.row(processes[1])
            ratios.append(("process generate / parse, \(size) routes", processes[0], processes[1]))
        }
        if !runsProcesses { print("  (no \(routegen.path): process rows skipped)") }
        for (label, numerator, denominator) in ratios {
            report.ratioByRound(label, numerator, denominator)
        }
        if let largest = sizes.max() {
            try stages(size: largest, directory: directory)
        }
    }

    /// Where the in-process time goes: each stage timed alone on the previous stage's (unmeasured) result.
    private static func stages(size: Int, directory: URL) throws {
        let report = Report(unit: .milliseconds)
        report.header("Generation stages, \(size) routes (each stage alone, in process)")
        let manifest = directory.appendingPathComponent("bench\(size).routes.yml")
        let output = directory.appendingPathComponent("Bench\(size)Stages.generated.swift")
        let name = manifest.lastPathComponent
        let bytes = try [UInt8](Data(contentsOf: manifest))
        let runs = 5
        guard let root = ManifestPipeline.load(bytes: bytes, displayPath: name, format: .yaml).root else {
            throw BenchmarkFailure("parse failed")
        }
        guard let decoded = ManifestPipeline.decode(root, displayPath: name).manifest else {
            throw BenchmarkFailure("decode failed")
        }
        guard let validated = ManifestPipeline.validate(decoded).validated else {
            throw BenchmarkFailure("synthetic manifest has errors")
        }
        let code = try ManifestPipeline.render(validated)
        report.row(Measure.run("load (libyaml + node tree)", runs: runs) {
            _ = ManifestPipeline.load(bytes: bytes, displayPath: name, format: .yaml)
        })
        report.row(Measure.run("decode", runs: runs) {
            _ = ManifestPipeline.decode(root, displayPath: name)
        })
        report.row(Measure.run("validate", runs: runs) {
            _ = ManifestPipeline.validate(decoded)
        })
        report.row(try Measure.run("render", runs: runs) {
            _ = try ManifestPipeline.render(validated)
        })
        report.row(try Measure.run("write (\(code.text.utf8.count / 1_000_000) MB)", runs: runs,
                                   prepare: { _ = try? FileManager.default.removeItem(at: output) }) {
            _ = try ManifestPipeline.write(code, to: output)
        })
    }
}

/// Reading and parsing a manifest with libyaml into the node tree, and nothing else.
enum ParseOnly {
    static func run(_ manifest: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: manifest))
        let loaded = ManifestPipeline.load(bytes: bytes, displayPath: manifest.lastPathComponent, format: .yaml)
        guard loaded.root != nil else { throw BenchmarkFailure("parse failed") }
    }
}

/// Runs a tool to completion; a non-zero exit is a benchmark failure (a broken run must not look fast).
///
/// Spawned with `posix_spawn` and reaped with `wait4`, output to /dev/null: Foundation's `Process` with a pipe
/// added about 50 ms to every run here (its exit notification), the same on both sides of a ratio, which pulled
/// every process ratio towards 1. On failure the tool runs once more through `Process` to report its message.
enum Subprocess {
    static func run(_ executable: URL, _ arguments: [String]) throws {
        _ = try runTimed(executable, arguments)
    }

    /// `run(_:_:)`, returning the wall time and the child's CPU time (user + system, from `wait4`) in seconds.
    static func runTimed(_ executable: URL, _ arguments: [String]) throws -> (wall: Double, cpu: Double) {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkFailure("cannot run \(executable.path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkFailure("wait4 failed for \(executable.lastPathComponent)") }
        }
        let wall = Measure.seconds(clock.now - start)
        guard status == 0 else { try report(executable, arguments) }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return (wall, seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    /// Runs the failed command again, capturing standard error for the failure message.
    private static func report(_ executable: URL, _ arguments: [String]) throws -> Never {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        throw BenchmarkFailure("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed: "
            + String(decoding: output.prefix(2_000), as: UTF8.self))
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
