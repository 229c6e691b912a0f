import Foundation

/// Median, min and max of repeated runs: a single run on a shared 2-core machine says little.
public struct Sample: Sendable {
    public let label: String
    /// Seconds per run (or per operation, when `perOperation` was given), sorted ascending.
    public let values: [Double]
    /// The same values in the order they were measured, for ratios taken round by round (`Measure.interleaved`).
    public let rounds: [Double]

    public init(label: String, rounds: [Double]) {
        self.label = label
        self.rounds = rounds
        self.values = rounds.sorted()
    }

    public var median: Double {
        let n = values.count
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2
    }
    public var min: Double { values.first ?? 0 }
    public var max: Double { values.last ?? 0 }
}

public enum Measure {
    /// Runs `body` `warmup` times unmeasured, then `runs` times measured; each value is divided by `operations`.
    /// `prepare` runs before every run, unmeasured (e.g. removing the previous run's output file).
    public static func run(
        _ label: String, warmup: Int = 1, runs: Int = 7, operations: Int = 1,
        prepare: () -> Void = {}, _ body: () throws -> Void
    ) rethrows -> Sample {
        for _ in 0..<warmup {
            prepare()
            try body()
        }
        var values: [Double] = []
        values.reserveCapacity(runs)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            prepare()
            let elapsed = try clock.measure { try body() }
            values.append(seconds(elapsed) / Double(operations))
        }
        return Sample(label: label, rounds: values)
    }

    /// One body of `interleaved(_:warmup:runs:operations:)`; `prepare` runs before each run of it, unmeasured.
    public struct Case {
        let label: String
        let prepare: () -> Void
        let body: () throws -> Void

        public init(_ label: String, prepare: @escaping () -> Void = {}, _ body: @escaping () throws -> Void) {
            self.label = label
            self.prepare = prepare
            self.body = body
        }
    }

    /// Runs several bodies in turn, round after round (A B C, A B C, ...), after `warmup` unmeasured rounds.
    ///
    /// On a shared machine load comes in bursts; measured back to back, a burst lands on every body of a round
    /// rather than on one whole row, so ratios taken round by round (`Report.ratioByRound`) stay honest.
    public static func interleaved(_ cases: [Case], warmup: Int = 2, runs: Int = 9, operations: Int = 1) throws -> [Sample] {
        for _ in 0..<warmup {
            for entry in cases {
                entry.prepare()
                try entry.body()
            }
        }
        var rounds = Array(repeating: [Double](), count: cases.count)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            for (index, entry) in cases.enumerated() {
                entry.prepare()
                rounds[index].append(seconds(try clock.measure(entry.body)) / Double(operations))
            }
        }
        return zip(cases, rounds).map { Sample(label: $0.label, rounds: $1) }
    }

    public static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

/// Prints aligned rows: label, median, min, max in a chosen unit.
public struct Report {
    public enum Unit: Sendable {
        case milliseconds, microseconds, nanoseconds
        var scale: Double { switch self { case .milliseconds: 1e3; case .microseconds: 1e6; case .nanoseconds: 1e9 } }
        var name: String { switch self { case .milliseconds: "ms"; case .microseconds: "µs"; case .nanoseconds: "ns" } }
    }

    public let unit: Unit

    public init(unit: Unit) { self.unit = unit }

    public func header(_ title: String) {
        print("\n## \(title)")
        print(pad("case", 44) + pad("median", 12) + pad("min", 12) + pad("max", 12))
    }

    public func row(_ sample: Sample) {
        print(pad(sample.label, 44) + pad(format(sample.median), 12) + pad(format(sample.min), 12) + pad(format(sample.max), 12))
    }

    public func ratio(_ label: String, _ numerator: Sample, _ denominator: Sample) {
        let value = numerator.median / denominator.median
        print(pad(label, 44) + String(format: "%.2fx", value))
    }

    /// The ratio of medians, then the median / min / max of the ratios of each round, for samples measured by
    /// `Measure.interleaved` in the same rounds.
    public func ratioByRound(_ label: String, _ numerator: Sample, _ denominator: Sample) {
        let perRound = zip(numerator.rounds, denominator.rounds).map { $0 / $1 }
        let ratios = Sample(label: label, rounds: perRound)
        print(pad(label, 44) + String(format: "%.2fx   (round by round: median %.2fx, min %.2fx, max %.2fx)",
                                      numerator.median / denominator.median, ratios.median, ratios.min, ratios.max))
    }

    private func format(_ seconds: Double) -> String {
        String(format: "%.3f %@", seconds * unit.scale, unit.name)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
