import Foundation
import Testing
@testable import RouteGenCore

/// The generator's own string edits answer what Foundation's did, so generated files and messages keep their bytes.
@Suite("Text: string edits agree with Foundation")
struct StringEditingTests {
    static let samples = [
        "", "plain", "it's", "''", "a|b|c", "|", "x\u{301}|y", "line\r\nnext\rlast\n", "\r\r\n\n\r",
        "\r", "\r\n", "\n\r", " \t ", "\u{3000}\u{A0}\u{2009}", "\u{2028}", "\u{85}", " x ", "\t\u{301}", "é|'",
    ]

    @Test("replacingEvery is replacingOccurrences for one scalar", arguments: samples)
    func replacingEvery(text: String) {
        #expect(text.replacingEvery("|", with: "\\|") == text.replacingOccurrences(of: "|", with: "\\|"))
        #expect(text.replacingEvery("'", with: "''") == text.replacingOccurrences(of: "'", with: "''"))
    }

    /// Foundation leaves a quote or pipe that a combining mark follows (one grapheme), which breaks YAML's quoting
    /// and Markdown's table cells: both read code points.
    @Test("A quote or pipe with a combining mark after it is still escaped")
    func combiningMark() {
        #expect("'\u{301}".replacingEvery("'", with: "''") == "''\u{301}")
        #expect("a|\u{301}b".replacingEvery("|", with: "\\|") == "a\\|\u{301}b")
    }

    @Test("normalizingLineEndings turns \\r\\n and \\r into \\n", arguments: samples)
    func lineEndings(text: String) {
        let foundation = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        #expect(text.normalizingLineEndings == foundation)
        #expect(!text.normalizingLineEndings.unicodeScalars.contains("\r"))
    }

    @Test("isBlankLine is trimmingCharacters(in: .whitespaces).isEmpty", arguments: samples)
    func blank(text: String) {
        #expect(text.isBlankLine == text.trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test("removingPercentEscapes is removingPercentEncoding", arguments: [
        "", "name", "a%20b", "%C3%A9t%C3%A9", "%e2%82%AC", "100%", "%4", "%zz", "%%", "%FF", "%C3", "%00", "a+b",
        "%25%32%30", "é", "%C0%AF",
    ])
    func percent(text: String) {
        #expect(text.removingPercentEscapes == text.removingPercentEncoding)
    }

    @Test("Malformed escapes and bytes that are not UTF-8 give nil, never a crash")
    func malformed() {
        #expect("%".removingPercentEscapes == nil)
        #expect("%G0".removingPercentEscapes == nil)
        #expect("%80".removingPercentEscapes == nil)
        #expect("a%2".removingPercentEscapes == nil)
        #expect("%41%42".removingPercentEscapes == "AB")
    }
}
