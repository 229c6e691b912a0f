import PropertyBased
import Testing
@testable import RouteGenCore

/// `TypeExpressionParser.parseSimple` reads plain ASCII types from their bytes before the tokenizer and parser run;
/// whatever it reads must be what the full parser reads, or a type would mean something different depending on
/// which path took it.
@Suite("Type expressions: byte shortcut")
struct TypeExpressionShortcutTests {
    static let pieces = ["Int", "String", "Photo", "ID", "_x", "9", ".", "?", "[", "]", " ", "<", ">", ":", "Any",
                         "AnyObject", "Swift", "é", "!", "(", ")", ","]

    @Test("Random types: the shortcut answers what the full parser answers, or leaves the text to it")
    func shortcutAgreesWithParser() {
        // Deterministic (PropertyBased's xoshiro256**), so a failure reproduces.
        var generator = Xoshiro(seed: (0x5EED, 1, 2, 3))
        func next() -> UInt64 { generator.next() }
        var read = 0
        for _ in 0..<5_000 {
            let count = Int(next() % 6) + 1
            let text = (0..<count).map { _ in Self.pieces[Int(next() % UInt64(Self.pieces.count))] }.joined()
            if let simple = TypeExpressionParser.parseSimple(text) {
                read += 1
                #expect(TypeExpressionParser.parseFull(text) == .success(simple), "\(text.debugDescription)")
            }
        }
        #expect(read > 300)
    }

    @Test("The shortcut reads the common spellings", arguments: ["Int", "String?", "[UUID]", "[Photo.ID]?", "A.B.C"])
    func shortcutReadsCommonTypes(text: String) throws {
        let simple = try #require(TypeExpressionParser.parseSimple(text))
        #expect(TypeExpressionParser.parseFull(text) == .success(simple))
        #expect(simple.description == text)
    }
}
