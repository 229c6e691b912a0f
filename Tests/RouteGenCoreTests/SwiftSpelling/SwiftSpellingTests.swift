import Testing
@testable import RouteGenCore

@Suite("Swift syntax: identifiers, literals, comments")
struct SwiftSyntaxTests {
    @Test("Every special character in a string literal is escaped; the literal stays on one line")
    func stringLiterals() {
        #expect(SwiftSyntax.stringLiteral("plain") == "\"plain\"")
        #expect(SwiftSyntax.stringLiteral("a\"b") == "\"a\\\"b\"")
        #expect(SwiftSyntax.stringLiteral("back\\slash") == "\"back\\\\slash\"")
        #expect(SwiftSyntax.stringLiteral("line\nbreak\r\ttab\0") == "\"line\\nbreak\\r\\ttab\\0\"")
        #expect(SwiftSyntax.stringLiteral("\u{7}\u{2028}\u{202E}\u{FEFF}") == "\"\\u{7}\\u{2028}\\u{202E}\\u{FEFF}\"")
        #expect(SwiftSyntax.stringLiteral("\\(interpolation)") == "\"\\\\(interpolation)\"")
        #expect(SwiftSyntax.stringLiteral("ünï 🚀") == "\"ünï 🚀\"")
        let hostile = "\"); #sourceLocation()\n*/ \u{85}"
        #expect(!SwiftSyntax.stringLiteral(hostile).contains("\n"))
    }

    @Test("Unescaped quotes never appear inside a literal", arguments: ["\"", "\\\"", "a\"\"b", "\\", "\\\\\""])
    func quotesAlwaysEscaped(_ text: String) {
        let literal = Array(SwiftSyntax.stringLiteral(text).dropFirst().dropLast())
        var index = 0
        while index < literal.count {
            if literal[index] == "\\" { index += 2; continue }
            #expect(literal[index] != "\"", "unescaped quote in \(String(literal))")
            index += 1
        }
    }

    @Test("Keywords are back-ticked in declarations; call-site labels only for inout")
    func identifiers() {
        #expect(SwiftSyntax.identifier("default") == "`default`")
        #expect(SwiftSyntax.identifier("self") == "`self`")
        #expect(SwiftSyntax.identifier("Type") == "`Type`")
        #expect(SwiftSyntax.identifier("userProfile") == "userProfile")
        #expect(SwiftSyntax.argumentLabel("default") == "default")
        #expect(SwiftSyntax.argumentLabel("inout") == "`inout`")
        #expect(SwiftSyntax.isIdentifier("ok_1"))
        #expect(!SwiftSyntax.isIdentifier("1abc"))
        #expect(!SwiftSyntax.isIdentifier("a b"))
        #expect(!SwiftSyntax.isIdentifier("a`b"))
        #expect(!SwiftSyntax.isIdentifier(""))
    }

    @Test("Doc comments split on every line break and drop control characters")
    func docComments() {
        #expect(SwiftSyntax.docCommentLines("a\r\nb\rc\nd\u{7}") == ["a", "b", "c", "d"])
        #expect(SwiftSyntax.docCommentLines("x\n\n") == ["x"])
        var writer = SwiftWriter(displayPath: "r.yml")
        writer.docComment("one */\n}\nstruct X {}")
        #expect(writer.text == "/// one */\n/// }\n/// struct X {}\n")
        #expect(SwiftSyntax.commentText("a\nb") == "a\\nb")
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
