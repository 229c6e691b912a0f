import BenchmarkSupport
import Foundation
import MatchRoutes

/// ns per URL for the generated `match(_:)` with 10, 100 and 1,000 external routes over 10,000 URLs (80 % matching),
/// against the floor measured in the same run: `URL(string:)` plus splitting host and path.
///
/// Like with like: both the match and the floor start from the URL *text*, so the match row includes
/// `URL(string:)` too; the "pre-parsed" row (match on ready `URL` values) is printed for information only.
/// Every size gets the same mix of URL shapes, so the 1,000 / 10 ratio measures route count alone.
/// All nine rows (three sizes, three rows each) are measured interleaved, round by round, and every ratio is also
/// given round by round, so a burst of load from other work skews both sides of a ratio alike — the 1,000 / 10
/// ratio included, whose two sides were measured minutes apart before.
enum MatchBenchmark {
    static func run() throws {
        let report = Report(unit: .nanoseconds)
        report.header("URL matching (per URL, 10,000 URLs, 80% matching)")
        let matchers: [(Int, @Sendable (URL) -> Bool)] = [
            (10, { M10Routes.match($0) != nil }),
            (100, { M100Routes.match($0) != nil }),
            (1_000, { M1000Routes.match($0) != nil }),
        ]
        final class Counts: @unchecked Sendable { var matched = 0, preParsed = 0, segments = 0 }
        var cases: [Measure.Case] = []
        var counts: [Counts] = []
        for (size, match) in matchers {
            let strings = urls(routeCount: size, count: 10_000)
            let parsed = strings.map { URL(string: $0)! }
            let count = Counts()
            counts.append(count)
            cases += [
                Measure.Case("URL(string:) + match, \(size) routes") { count.matched = matchPass(strings, match) },
                Measure.Case("  match only (pre-parsed URL), \(size)") {
                    count.preParsed = parsed.reduce(0) { $0 + (match($1) ? 1 : 0) }
                },
                Measure.Case("floor: URL(string:) + split, \(size)") { count.segments = floorPass(strings) },
            ]
        }
        let measured = try Measure.interleaved(cases, warmup: 2, runs: 9, operations: 10_000)
        for (index, (size, _)) in matchers.enumerated() {
            for row in 0..<3 { report.row(measured[3 * index + row]) }
            let count = counts[index]
            print("  \(size) routes: matched \(count.matched) (pre-parsed: \(count.preParsed)) of 10000 URLs "
                  + "(\(count.segments) segments in the floor)")
        }
        for (index, (size, _)) in matchers.enumerated() {
            report.ratioByRound("match / floor, \(size) routes", measured[3 * index], measured[3 * index + 2])
        }
        report.ratioByRound("match 1,000 routes / match 10 routes", measured[6], measured[0])
    }

    /// One pass of the match row (`match`) or the floor row (`floor`) of a size; returns the matched or segment count,
    /// so that the work cannot be optimised away. Profile the pass alone with
    /// `valgrind --tool=callgrind --toggle-collect='*matchPass*' --toggle-collect='*floorPass*'`.
    static func profile(_ row: String, size: Int) throws -> Int {
        let matchers: [Int: @Sendable (URL) -> Bool] = [
            10: { M10Routes.match($0) != nil }, 100: { M100Routes.match($0) != nil }, 1_000: { M1000Routes.match($0) != nil },
        ]
        guard let match = matchers[size] else { throw BenchmarkFailure("size must be 10, 100 or 1000") }
        let strings = urls(routeCount: size, count: 10_000)
        // Builds the matcher (a lazy static) first, so that a profile of `matchPass` alone counts matching only.
        _ = URL(string: strings[0]).map(match)
        switch row {
        case "match": return matchPass(strings, match)
        case "floor": return floorPass(strings)
        default: throw BenchmarkFailure("row must be match or floor")
        }
    }

    /// The measured work: parse each URL text, then match it. Returns how many matched.
    @inline(never)
    static func matchPass(_ strings: [String], _ match: (URL) -> Bool) -> Int {
        var matched = 0
        for string in strings {
            guard let url = URL(string: string) else { continue }
            if match(url) { matched += 1 }
        }
        return matched
    }

    /// The floor: parse each URL text, then split host and path. Returns the segment count.
    @inline(never)
    static func floorPass(_ strings: [String]) -> Int {
        var segments = 0
        for string in strings {
            guard let url = URL(string: string) else { continue }
            segments += (url.host?.count ?? 0) > 0 ? 1 : 0
            segments += url.path.split(separator: "/").count
        }
        return segments
    }

    /// 80 % of the URLs match a route, 20 % do not; the six route shapes are equally frequent at every size. Each
    /// size's URLs are on its manifest's own scheme and host (`bench0010`, `bench0010.example.com`, ...).
    static func urls(routeCount: Int, count: Int) -> [String] {
        var generator = SplitMix(seed: 42)
        let scheme = SyntheticManifest.matchScheme(routeCount: routeCount)
        return (0..<count).map { index in
            let seed = Int(generator.next() % 1_000_000)
            if index % 5 == 4 {
                return SyntheticManifest.nonMatchingURL(seed: seed, routeCount: routeCount, scheme: scheme)
            }
            let shape = seed % 6
            let route = shape + 6 * ((seed / 6) % SyntheticManifest.routes(ofShape: shape, routeCount: routeCount))
            return SyntheticManifest.matchingURL(route: route, seed: seed, scheme: scheme)
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
