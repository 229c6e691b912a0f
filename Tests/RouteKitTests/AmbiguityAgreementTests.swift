import PropertyBased
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// The validator reports ambiguities through the bucketed `firstAmbiguities(in:enumCases:)`; it must name exactly
/// the partner the plain pairwise rule (`isAmbiguous(with:enumCases:)`) would, or users get a missed ambiguity
/// (two routes silently fighting over a URL) or a false error.
@Suite("Ambiguity check agreement")
struct AmbiguityAgreementTests {
    /// Small alphabets so that random patterns collide often: shared literals, overlapping typed placeholders.
    static let literals = ["a", "b", "user", "A"]
    static let placeholderTypes = ["string", "int", "double", "bool", "uuid", "Color", "Shade", "Mystery"]

    /// `Color` and `Shade` share `1`; `Color` and `int` share `1`; `Mystery` has unknown cases (conservative).
    static func enumCases(_ name: String) -> [String]? {
        switch name {
        case "Color": ["red", "1"]
        case "Shade": ["1", "true", "dark"]
        case "Loud": ["LOUD"]
        default: nil
        }
    }

    /// The pairwise reference: the first earlier pattern each one is ambiguous with.
    static func pairwise(_ patterns: [RoutePattern]) -> [Int?] {
        patterns.indices.map { index in
            patterns[..<index].indices.first { patterns[index].isAmbiguous(with: patterns[$0], enumCases: enumCases) }
        }
    }

    static func randomPattern(_ random: inout SeededRandom) -> RoutePattern {
        let count = Int(random.next(below: 4)) + 1
        var pieces: [String] = []
        for position in 0..<count {
            let isLast = position == count - 1
            switch random.next(below: isLast ? 6 : 5) {
            case 0, 1:
                pieces.append(literals[Int(random.next(below: UInt64(literals.count)))])
            case 2, 3:
                pieces.append("<\(placeholderTypes[Int(random.next(below: UInt64(placeholderTypes.count)))]):p\(position)>")
            case 4:
                pieces.append(random.next(below: 2) == 0 ? ":p\(position)" : "<Loud:p\(position)>")
            default:
                pieces.append("<path:p\(position)>")
            }
        }
        let text = "/" + pieces.joined(separator: "/")
        do {
            return try RoutePattern(parsing: text)
        } catch {
            Issue.record("generated pattern \(text) did not parse: \(error)")
            return try! RoutePattern(parsing: "/unparsed")
        }
    }

    @Test("firstAmbiguities names the same first partner as pairwise isAmbiguous on 3,000 random sets")
    func agreesOnRandomSets() {
        var random = SeededRandom(seed: 0x5EED_2026)
        var setsWithAmbiguity = 0
        var ambiguousPatterns = 0
        var partnerNotFirst = 0
        for _ in 0..<3_000 {
            let size = Int(random.next(below: 12)) + 1
            let patterns = (0..<size).map { _ in Self.randomPattern(&random) }
            let expected = Self.pairwise(patterns)
            let actual = RoutePattern.firstAmbiguities(in: patterns, enumCases: Self.enumCases)
            #expect(actual == expected, "patterns: \(patterns.map(\.description))")
            if expected.contains(where: { $0 != nil }) { setsWithAmbiguity += 1 }
            ambiguousPatterns += expected.count { $0 != nil }
            // A pattern ambiguous with several earlier ones, where the first is not the nearest: order matters.
            for (index, first) in expected.enumerated() {
                guard let first else { continue }
                if patterns[(first + 1)..<index].contains(where: { patterns[index].isAmbiguous(with: $0, enumCases: Self.enumCases) }) {
                    partnerNotFirst += 1
                }
            }
        }
        // The generator must actually exercise both answers, or agreement proves nothing.
        #expect(setsWithAmbiguity > 300)
        #expect(setsWithAmbiguity < 2_900)
        #expect(ambiguousPatterns > 500)
        #expect(partnerNotFirst > 20)
    }

    @Test("Every pattern against itself and its twin, for every single-placeholder shape")
    func exhaustiveTwins() throws {
        let pieces = Self.literals + Self.placeholderTypes.map { "<\($0):x>" } + [":x", "<Loud:x>", "<path:x>"]
        var patterns: [RoutePattern] = []
        for first in pieces where first != "<path:x>" {
            for second in pieces {
                patterns.append(try RoutePattern(parsing: "/\(first.replacing(":x", with: ":y"))/\(second)"))
            }
        }
        let doubled = patterns + patterns
        let actual = RoutePattern.firstAmbiguities(in: doubled, enumCases: Self.enumCases)
        #expect(actual == Self.pairwise(doubled))
        // Every twin is ambiguous with something earlier (at least its own first copy).
        for index in patterns.count..<doubled.count {
            let partner = try #require(actual[index])
            #expect(partner <= index - patterns.count)
        }
    }
}

/// Deterministic random numbers (PropertyBased's xoshiro256**), so a failure reproduces with the same seed.
struct SeededRandom {
    private var generator: Xoshiro

    init(seed: UInt64) {
        // Never the all-zero state, which xoshiro cannot leave.
        generator = Xoshiro(seed: (seed, ~seed, seed ^ 0x5EED_5EED_5EED_5EED, 1))
    }

    mutating func next() -> UInt64 { generator.next() }

    mutating func next(below bound: UInt64) -> UInt64 { next() % bound }
}
