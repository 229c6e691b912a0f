import BenchmarkSupport
import Foundation
import MatchRoutes

/// ns per generated `match(_:)` with 10, 100 and 1,000 external routes over 10,000 URLs (80 % matching), against
/// the floor measured in the same run: `URL(string:)` plus splitting host and path.
enum MatchBenchmark {
    static func run() {
        let report = Report(unit: .nanoseconds)
        report.header("URL matching (per URL, 10,000 URLs, 80% matching)")
        let cases: [(Int, @Sendable (URL) -> Bool)] = [
            (10, { M10Routes.match($0) != nil }),
            (100, { M100Routes.match($0) != nil }),
            (1_000, { M1000Routes.match($0) != nil }),
        ]
        var samples: [Int: Sample] = [:]
        var floors: [Int: Sample] = [:]
        for (size, match) in cases {
            let strings = urls(routeCount: size, count: 10_000)
            let parsed = strings.map { URL(string: $0)! }
            var matched = 0
            let sample = Measure.run("match, \(size) routes", warmup: 2, runs: 9, operations: parsed.count) {
                matched = 0
                for url in parsed where match(url) { matched += 1 }
            }
            var segments = 0
            let floor = Measure.run("floor: URL(string:) + split, \(size)", warmup: 2, runs: 9, operations: strings.count) {
                segments = 0
                for string in strings {
                    guard let url = URL(string: string) else { continue }
                    segments += (url.host?.count ?? 0) > 0 ? 1 : 0
                    segments += url.path.split(separator: "/").count
                }
            }
            report.row(sample)
            report.row(floor)
            print("  matched \(matched) of \(parsed.count) URLs (\(segments) segments in the floor)")
            samples[size] = sample
            floors[size] = floor
        }
        for size in [10, 100, 1_000] {
            report.ratio("match / floor, \(size) routes", samples[size]!, floors[size]!)
        }
        report.ratio("match 1,000 routes / match 10 routes", samples[1_000]!, samples[10]!)
    }

    /// 80 % of the URLs match a route (spread over every shape), 20 % do not.
    static func urls(routeCount: Int, count: Int) -> [String] {
        var generator = SplitMix(seed: 42)
        return (0..<count).map { index in
            let seed = Int(generator.next() % 1_000_000)
            if index % 5 == 4 { return SyntheticManifest.nonMatchingURL(seed: seed) }
            return SyntheticManifest.matchingURL(route: seed % routeCount, seed: seed)
        }
    }
}

/// A tiny deterministic generator, so every run measures the same URLs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
