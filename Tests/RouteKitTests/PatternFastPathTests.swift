@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// `RoutePattern(parsing:)` reads plain-ASCII patterns scalar by scalar instead of Character by Character (it is
/// most of the generator's validation time at 10,000 routes). Both readings must give the same segments and the
/// same errors with the same offsets, or a manifest would be judged differently depending on its characters.
@Suite("Pattern parser: ASCII fast path")
struct PatternFastPathTests {
    /// Pieces that make valid and broken patterns: separators, brackets in every wrong place, colons, types,
    /// names, digits, `_`, catch-alls and duplicates.
    static let pieces = ["/", "/", "<", ">", ":", "a", "id", "int:", "path:", "uuid:", "Kind:", "_x", "9", "-", ".", "*", " ", "x<y>", "<id>"]

    /// One to nine random pieces, joined.
    static func pattern(from pieces: [String], _ random: inout SeededRandom) -> String {
        let count = Int(random.next() % 9) + 1
        return (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

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
            let text = Self.pattern(from: Self.pieces, &random)
            let (scalars, characters) = Self.parseBoth(text)
            #expect(scalars == characters, "\(text.debugDescription)")
            if case .failure = characters { errors += 1 }
            // And the public entry point takes one of them.
            #expect(Result { () throws(RoutePatternError) in try RoutePattern(parsing: text).segments } == characters)
        }
        // The alphabet must reach the error paths often, or agreement on them means little.
        #expect(errors > 500)
    }

    @Test("Random patterns: the byte reader gives the unit parser's segments, and declines only what is invalid or not ASCII")
    func byteReaderAgrees() {
        var random = SeededRandom(seed: 11)
        var read = 0
        for _ in 0..<5_000 {
            let text = Self.pattern(from: Self.bytePieces, &random)
            let characters = Result { () throws(RoutePatternError) in try RoutePatternParser.parse(units: text) }
            if let segments = RoutePatternByteParser.parse(text) {
                read += 1
                #expect(characters == .success(segments), "\(text.debugDescription)")
            } else if case .success = characters {
                // Valid patterns it declines must hold a byte it does not read.
                #expect(text.utf8.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }, "\(text.debugDescription)")
            }
        }
        // Valid patterns must be common, or agreement on them means little.
        #expect(read > 700)
    }

    @Test("The byte reader reads typical manifest paths")
    func byteReaderReadsTypicalPaths() throws {
        for text in ["/", "", "/user/<int:id>", "/s2/<int:id>/tab/<Tab:tab>", "/story/:storyId", "//a//<path:rest>//",
                     "/a:b/<_x9>", "/doc/<uuid:doc>"] {
            let segments = try #require(RoutePatternByteParser.parse(text), "\(text.debugDescription)")
            #expect(Result { () throws(RoutePatternError) in try RoutePatternParser.parse(units: text) } == .success(segments))
        }
    }

    /// `pieces` plus non-ASCII letters and CR, which the byte reader must decline.
    static let bytePieces = pieces + ["é", "\r", "\r\n", "<é>", "int:", "<path:p>", "/:", ":x"]

    @Test("CR LF is one Character: such a pattern takes the Character path and keeps Character offsets")
    func carriageReturnLineFeed() {
        let text = "/a\r\n/<b"
        let result = Result { () throws(RoutePatternError) in try RoutePattern(parsing: text).segments }
        #expect(result == Self.parseBoth(text).characters)
        #expect(result == .failure(.unbalancedAngleBracket(offset: 4)))  // 5 if CR and LF were counted apart
    }
}
