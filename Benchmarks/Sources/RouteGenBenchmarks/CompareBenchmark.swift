import BenchmarkSupport
import Foundation

/// This build's `routegen generate` against another build's, as processes, interleaved round by round: how a change
/// moves generation speed, measured in one run so that the machine's load lands on both sides.
///
/// `compare BASELINE`, where BASELINE is another build's `routegen-tool` (for example main's, built with
/// `swift build -c release` in the `Benchmarks` folder of a checkout of main:
/// `Benchmarks/.build/release/routegen-tool`). Both generate the same synthetic manifests (this build's
/// `SyntheticManifest`) into their own output files, removed before every run.
///
/// Each run gives wall time and CPU time (user + system, from `wait4`): on a shared machine the wall time of a
/// process includes waiting for a core, which the CPU time does not.
enum CompareBenchmark {
    static func run(baseline: URL, sizes: [Int], directory: URL, tools: URL) throws {
        let routegen = tools.appendingPathComponent("routegen-tool")
        for tool in [routegen, baseline] where !FileManager.default.isExecutableFile(atPath: tool.path) {
            throw BenchmarkFailure("no executable at \(tool.path)")
        }
        let wallReport = Report(unit: .milliseconds)
        wallReport.header("This build's routegen generate vs \(baseline.path) (processes)")
        var ratios: [(String, Sample, Sample)] = []
        for size in sizes {
            let manifest = directory.appendingPathComponent("compare\(size).routes.yml")
            try SyntheticManifest.yaml(routeCount: size).write(to: manifest, atomically: true, encoding: .utf8)
            let sides = [("this build", routegen), ("baseline", baseline)]
            var wall = Array(repeating: [Double](), count: 2), cpu = Array(repeating: [Double](), count: 2)
            let runs = size >= 10_000 ? 15 : 25, warmup = 2
            for round in 0..<(warmup + runs) {
                for (index, (_, tool)) in sides.enumerated() {
                    let output = directory.appendingPathComponent("Compare\(size)-\(index).generated.swift")
                    _ = try? FileManager.default.removeItem(at: output)
                    let measured = try Subprocess.runTimed(tool, ["generate", manifest.path, "--output", output.path])
                    guard round >= warmup else { continue }
                    wall[index].append(measured.wall)
                    cpu[index].append(measured.cpu)
                }
            }
            let samples = (0..<2).map { index in
                (Sample(label: "\(sides[index].0), \(size) routes, wall", rounds: wall[index]),
                 Sample(label: "\(sides[index].0), \(size) routes, CPU", rounds: cpu[index]))
            }
            for (wallSample, cpuSample) in samples {
                wallReport.row(wallSample)
                wallReport.row(cpuSample)
            }
            ratios.append(("this / baseline, \(size) routes, wall", samples[0].0, samples[1].0))
            ratios.append(("this / baseline, \(size) routes, CPU", samples[0].1, samples[1].1))
        }
        for (label, numerator, denominator) in ratios {
            wallReport.ratioByRound(label, numerator, denominator)
        }
    }
}
