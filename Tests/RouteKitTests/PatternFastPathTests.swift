@testable import RouteKit
import Testing

/// `RoutePattern(parsing:)` reads plain-ASCII patterns scalar by scalar instead of Character by Character (it is
/// most of the generator's validation time at 10,000 routes). Both readings must give the same segments and the
/// same errors with the same offsets, or a manifest would be judged differently depending on its characters.
@Suite("Pattern parser: ASCII fast path")
struct PatternFastPathTests {
    /// Pieces that make valid and broken patterns: separators, brackets in every wrong place, colons, types,
    /// names, digits, `_`, catch-alls and duplicates.
    static let pieces = ["/", "/", "<", ">", ":", "a", "id", "int:", "path:", "uuid:", "Kind:", "_x", "9", "-", ".", "*", " ", "x<y>", "<id>"]

    static func parseBoth(_ text: String) -> (scalars: Result<[RoutePattern.Segment], RoutePatternError>,
                                            characters: Result<[RoutePattern.Segment], RoutePatternError>) {
        (Result { () throws(RoutePatternError) in try RoutePatternParser.parse(units: text.unicodeScalars) },
         Result { () throws(RoutePatternError) in try RoutePatternParser.parse(units: text) })
    }

    @Test("Random ASCII patterns: the same segments or the same error and offset either way")
    func randomPatternsAgree() {
        var random = SeededRandom(seed: 7)
        var errors = 0
        for _ in 0..<3_000 {
            let count = Int(random.next() % 9) + 1
            let text = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            let (scalars, characters) = Self.parseBoth(text)
            #expect(scalars == characters, "\(text.debugDescription)")
            if case .failure = characters { errors += 1 }
            // And the public entry point takes one of them.
            #expect(Result { () throws(RoutePatternError) in try RoutePattern(parsing: text).segments } == characters)
        }
        // The alphabet must reach the error paths often, or agreement on them means little.
        #expect(errors > 500)
    }

    @Test("CR LF is one Character: such a pattern takes the Character path and keeps Character offsets")
    func carriageReturnLineFeed() {
        let text = "/a\r\n/<b"
        let result = Result { () throws(RoutePatternError) in try RoutePattern(parsing: text).segments }
        #expect(result == Self.parseBoth(text).characters)
        #expect(result == .failure(.unbalancedAngleBracket(offset: 4)))  // 5 if CR and LF were counted apart
    }
}
