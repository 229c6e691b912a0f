import BenchmarkSupport
import Foundation
import RouteGenCore

/// The whole `routegen generate` work (read, parse, decode, validate, render, write) against the libyaml parse
/// alone of the same file, in one process, so the ratio shows what the generator adds on top of parsing.
enum GenerationBenchmark {
    static func run(sizes: [Int], directory: URL) throws {
        let report = Report(unit: .milliseconds)
        report.header("Generation (whole generate run vs libyaml parse only)")
        var ratios: [(String, Sample, Sample)] = []
        for size in sizes {
            let manifest = directory.appendingPathComponent("bench\(size).routes.yml")
            try SyntheticManifest.yaml(routeCount: size).write(to: manifest, atomically: true, encoding: .utf8)
            let output = directory.appendingPathComponent("Bench\(size)Routes.generated.swift")
            let runs = size >= 10_000 ? 5 : 9

            let generate = try Measure.run("generate \(size) routes", runs: runs) {
                let result = ManifestPipeline.run(fileAt: manifest, displayPath: manifest.lastPathComponent)
                guard let model = result.manifest else {
                    throw BenchmarkFailure("synthetic manifest has errors: \(result.diagnostics.prefix(3))")
                }
                let code = try SwiftRenderer.render(model)
                _ = try AtomicFileWriter.write(code, to: output)
            }
            let parse = try Measure.run("parse only \(size) routes", runs: runs) {
                let bytes = try [UInt8](Data(contentsOf: manifest))
                let loaded = YAMLLoader.load(bytes: bytes, file: manifest.lastPathComponent)
                guard loaded.root != nil else { throw BenchmarkFailure("parse failed") }
            }
            report.row(generate)
            report.row(parse)
            ratios.append(("generate / parse, \(size) routes", generate, parse))
        }
        for (label, numerator, denominator) in ratios {
            report.ratio(label, numerator, denominator)
        }
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
