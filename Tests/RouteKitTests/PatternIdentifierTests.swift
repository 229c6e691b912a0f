@_spi(RouteGen) import RouteKit
import Testing

/// Placeholder names follow the one identifier rule (`Identifier`), the rule the generator checks every Swift name
/// against: a name a pattern accepts is a property the generated code can declare, in any script.
@Suite("Pattern: placeholder names are Swift names")
struct PatternIdentifierTests {
    private func placeholderNames(_ text: String) throws -> [String] {
        try RoutePattern(parsing: text).placeholders.map(\.name)
    }

    @Test("Letters of any script, combining marks after the first letter, ASCII digits and _ make a name")
    func nonASCIINamesAccepted() throws {
        #expect(try placeholderNames("/a/<名前>/<int:café>") == ["名前", "café"])
        #expect(try placeholderNames("/:Straße/<e\u{301}x>") == ["Straße", "e\u{301}x"])
        #expect(try placeholderNames("/<_id2>") == ["_id2"])
    }

    @Test("Non-ASCII digits, a leading digit, punctuation and _ alone are refused, with their offset")
    func otherCharactersRefused() {
        let cases: [(String, String, Int)] = [
            ("/<a٣>", "a٣", 2),            // Arabic-Indic digit: a number to Character, not a digit to Swift
            ("/<9lives>", "9lives", 2),
            ("/:_", "_", 2),
            ("/<int:_>", "_", 6),
            ("/<na-me>", "na-me", 2),
        ]
        for (text, name, offset) in cases {
            #expect(throws: RoutePatternError.invalidPlaceholderName(name, offset: offset), "\(text)") {
                try RoutePattern(parsing: text)
            }
        }
    }

    @Test("Offsets count Characters: CR LF is one, a combined letter is one")
    func characterOffsets() {
        #expect(throws: RoutePatternError.unbalancedAngleBracket(offset: 4)) { try RoutePattern(parsing: "/a\r\n/<b") }
        #expect(throws: RoutePatternError.unbalancedAngleBracket(offset: 3)) { try RoutePattern(parsing: "/e\u{301}\u{301}/<b") }
        #expect(throws: RoutePatternError.invalidPlaceholderName("9x", offset: 5)) { try RoutePattern(parsing: "/a\r\n/<9x>") }
    }

    @Test("Every / separates segments, also one that a combining mark follows, as in the URLs it matches")
    func slashBeforeCombiningMark() throws {
        #expect(try RoutePattern(parsing: "/a/\u{301}b").segments == [.literal("a"), .literal("\u{301}b")])
    }

    @Test("Identifier.isValid is the rule the parser applies to names and placeholder types")
    func sameRule() {
        for name in ["id", "名前", "café", "e\u{301}", "_x", "Tab", "a٣", "\u{301}a", "9a", "_", "", "a b", "ab-c"] {
            let parsed = (try? RoutePattern(parsing: "/<\(name)>")) != nil
            #expect(parsed == Identifier.isValid(name), "\(name.debugDescription)")
        }
    }

    @Test("ASCII is decided as the Unicode rule decides it: letters and _ start a name, digits only continue one")
    func asciiAsUnicode() {
        for value in UInt8(0)...UInt8(0x7F) {
            let scalar = Unicode.Scalar(value)
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
            let letter = scalar.properties.isAlphabetic
            #expect(Identifier.isHead(scalar) == (scalar == "_" || (letter && !isMark)), "\(value)")
            #expect(Identifier.isContinuation(scalar) == (scalar == "_" || letter || isMark || ("0"..."9").contains(scalar)),
                    "\(value)")
        }
    }
}
