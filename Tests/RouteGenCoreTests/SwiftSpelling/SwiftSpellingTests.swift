import Testing
@testable import RouteGenCore

@Suite("Swift spelling: identifiers, literals, comments")
struct SwiftSpellingTests {
    @Test("Every special character in a string literal is escaped; the literal stays on one line")
    func stringLiterals() {
        #expect(SwiftLiteral.string("plain") == "\"plain\"")
        #expect(SwiftLiteral.string("a\"b") == "\"a\\\"b\"")
        #expect(SwiftLiteral.string("back\\slash") == "\"back\\\\slash\"")
        #expect(SwiftLiteral.string("line\nbreak\r\ttab\0") == "\"line\\nbreak\\r\\ttab\\0\"")
        #expect(SwiftLiteral.string("\u{7}\u{2028}\u{202E}\u{FEFF}") == "\"\\u{7}\\u{2028}\\u{202E}\\u{FEFF}\"")
        #expect(SwiftLiteral.string("\\(interpolation)") == "\"\\\\(interpolation)\"")
        #expect(SwiftLiteral.string("ünï 🚀") == "\"ünï 🚀\"")
        let hostile = "\"); #sourceLocation()\n*/ \u{85}"
        #expect(!SwiftLiteral.string(hostile).contains("\n"))
    }

    @Test("Unescaped quotes never appear inside a literal", arguments: ["\"", "\\\"", "a\"\"b", "\\", "\\\\\""])
    func quotesAlwaysEscaped(_ text: String) {
        let literal = Array(SwiftLiteral.string(text).dropFirst().dropLast())
        var index = 0
        while index < literal.count {
            if literal[index] == "\\" { index += 2; continue }
            #expect(literal[index] != "\"", "unescaped quote in \(String(literal))")
            index += 1
        }
    }

    @Test("Keywords are back-ticked in declarations; call-site labels only for inout")
    func identifiers() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("self") == "`self`")
        #expect(SwiftIdentifier.escaped("Type") == "`Type`")
        #expect(SwiftIdentifier.escaped("userProfile") == "userProfile")
        #expect(SwiftIdentifier.argumentLabel("default") == "default")
        #expect(SwiftIdentifier.argumentLabel("inout") == "`inout`")
        #expect(SwiftIdentifier.isValid("ok_1"))
        #expect(!SwiftIdentifier.isValid("1abc"))
        #expect(!SwiftIdentifier.isValid("a b"))
        #expect(!SwiftIdentifier.isValid("a`b"))
        #expect(!SwiftIdentifier.isValid(""))
    }

    @Test("A name is what Swift accepts for a declaration", arguments: [
        ("_", false),                 // the wildcard, not a name
        ("__", true), ("_id", true), ("id_", true),
        ("default", true),            // keywords are names: back-ticked when written
        ("\u{345}a", false),          // a combining mark that is alphabetic cannot start a name
        ("\u{301}a", false),          // nor one that is not
        ("e\u{301}t\u{e9}", true),    // a combining mark continues one (decomposed "été")
        ("caf\u{e9}", true), ("\u{3bb}", true), ("\u{540d}\u{524d}", true),
        ("a-b", false), ("a.b", false), ("a b", false), ("9a", false),
    ])
    func identifierEdges(name: String, valid: Bool) {
        #expect(SwiftIdentifier.isValid(name) == valid)
    }

    @Test("Every stage takes the same names: a type expression's parts are names the renderer can write")
    func typeExpressionNames() {
        #expect((try? TypeExpressionParser.parse("Caf\u{e9}.Cre\u{300}me?").get()) == .optional(.named(["Caf\u{e9}", "Cre\u{300}me"])))
        #expect((try? TypeExpressionParser.parse("\u{301}Name").get()) == nil)
    }

    @Test("Doc comments split on every line break and drop control characters")
    func docComments() {
        #expect(SwiftLiteral.docCommentLines("a\r\nb\rc\nd\u{7}") == ["a", "b", "c", "d"])
        #expect(SwiftLiteral.docCommentLines("x\n\n") == ["x"])
        var writer = SwiftWriter(displayPath: "r.yml")
        writer.docComment("one */\n}\nstruct X {}")
        #expect(writer.text == "/// one */\n/// }\n/// struct X {}\n")
        #expect(SwiftLiteral.commentText("a\nb") == "a\\nb")
    }

    @Test("Mapped spans set the manifest line before each mapped line and reset once after")
    func mappedSpans() {
        var writer = SwiftWriter(displayPath: "dir/routes.yml")
        let entries: [(Int?, String)] = [(3, "let a = 1"), (nil, "let b = 2"), (5, "let c = 3"), (6, "let d = 4"), (7, "skipped")]
        writer.mappedLines(entries) { entry in entry.0 == 7 ? nil : (entry.0, "\(entry.1)") }
        #expect(writer.text == """
            #sourceLocation(file: "dir/routes.yml", line: 3)
            let a = 1
            #sourceLocation()
            let b = 2
            #sourceLocation(file: "dir/routes.yml", line: 5)
            let c = 3
            #sourceLocation(file: "dir/routes.yml", line: 6)
            let d = 4
            #sourceLocation()

            """)
    }
}
