import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

@Suite("RoutePattern parsing and ambiguity")
struct RoutePatternTests {
    typealias P = RoutePattern.Placeholder

    @Test func parsesEverySyntax() throws {
        let pattern = try RoutePattern(parsing: "/user/<int:id>/<name>/:story/<Tab:tab>/<path:rest>")
        #expect(pattern.segments == [
            .literal("user"),
            .placeholder(P(name: "id", type: .int)),
            .placeholder(P(name: "name", type: .string)),
            .placeholder(P(name: "story", type: .string, isColonSyntax: true)),
            .placeholder(P(name: "tab", type: .enumeration("Tab"))),
            .placeholder(P(name: "rest", type: .path)),
        ])
        #expect(pattern.placeholders.map(\.name) == ["id", "name", "story", "tab", "rest"])
        #expect(pattern.endsWithCatchAll)
        #expect(pattern.description == "/user/<int:id>/<name>/<story>/<Tab:tab>/<path:rest>")
    }

    @Test func builtInTypeKeywords() throws {
        let pattern = try RoutePattern(parsing: "/<string:a>/<double:b>/<bool:c>/<uuid:d>")
        #expect(pattern.placeholders.map(\.type) == [.string, .double, .bool, .uuid])
    }

    @Test func emptySegmentsAndRootAreFine() throws {
        #expect(try RoutePattern(parsing: "//a///b/").segments == [.literal("a"), .literal("b")])
        #expect(try RoutePattern(parsing: "/").segments.isEmpty)
        #expect(try RoutePattern(parsing: "").description == "/")
    }

    @Test("errors carry the character offset", arguments: [
        ("/user/<>", RoutePatternError.emptyPlaceholderName(offset: 7)),
        ("/user/<int:>", .emptyPlaceholderName(offset: 11)),
        ("/user/:", .emptyPlaceholderName(offset: 6)),
        ("/user/<4id>", .invalidPlaceholderName("4id", offset: 7)),
        ("/user/<a-b>", .invalidPlaceholderName("a-b", offset: 7)),
        ("/user/<:id>", .invalidType("", offset: 7)),
        ("/user/<in t:id>", .invalidType("in t", offset: 7)),
        ("/files/<path:rest>/more", .catchAllNotLast(name: "rest", offset: 7)),
        ("/a/<id>/b/<int:id>", .duplicatePlaceholderName("id", offset: 10)),
        ("/a/:id/<id>", .duplicatePlaceholderName("id", offset: 7)),
        ("/user/<int:id", .unbalancedAngleBracket(offset: 6)),
        ("/user/int:id>", .unbalancedAngleBracket(offset: 12)),
        ("/user/<<id>>", .unbalancedAngleBracket(offset: 7)),
        ("/user/><id", .unbalancedAngleBracket(offset: 6)),
        ("/user-<id>", .placeholderNotWholeSegment(offset: 1)),
        ("/<id>.json", .placeholderNotWholeSegment(offset: 5)),
        ("/é/<>", .emptyPlaceholderName(offset: 4)),
    ])
    func rejects(pattern: String, error: RoutePatternError) {
        #expect(throws: error) { try RoutePattern(parsing: pattern) }
        #expect(!error.description.isEmpty)
    }

    @Test func colonPlaceholdersTakeTheDeclaredType() throws {
        let pattern = try RoutePattern(parsing: "/story/:id/:slug").resolvingColonPlaceholders { $0 == "id" ? .int : nil }
        #expect(pattern.placeholders.map(\.type) == [.int, .string])
        #expect(pattern.description == "/story/<int:id>/<slug>")
    }

    private func ambiguous(_ a: String, _ b: String, cases: [String: [String]]? = nil) throws -> Bool {
        let left = try RoutePattern(parsing: a)
        let right = try RoutePattern(parsing: b)
        let lookup: (String) -> [String]? = { name in cases?[name] }
        let forward = left.isAmbiguous(with: right, enumCases: lookup)
        #expect(forward == right.isAmbiguous(with: left, enumCases: lookup), "ambiguity must be symmetric")
        return forward
    }

    @Test func ambiguityFollowsSpecificity() throws {
        #expect(try ambiguous("/user/<int:id>", "/user/<int:other>"))
        #expect(try ambiguous("/user/<int:id>", "/user/<double:x>"))          // 42 is both
        #expect(try !ambiguous("/user/<int:id>", "/user/<uuid:x>"))
        #expect(try !ambiguous("/user/<int:id>", "/user/<bool:x>"))
        #expect(try !ambiguous("/user/<double:id>", "/user/<bool:x>"))
        #expect(try !ambiguous("/user/<int:id>", "/user/<name>"))             // typed beats string
        #expect(try !ambiguous("/user/new", "/user/<name>"))                  // static beats placeholder
        #expect(try !ambiguous("/user/new", "/user/old"))
        #expect(try ambiguous("/user/new", "/user/new"))
        #expect(try ambiguous("/user/<a>", "/user/:b"))
        #expect(try !ambiguous("/user/<a>", "/user/<a>/posts"))               // different lengths
        #expect(try ambiguous("/files/<path:a>", "/files/<path:b>"))
        #expect(try !ambiguous("/files/<path:a>", "/files/<name>"))           // string beats path
        #expect(try !ambiguous("/files/<path:a>", "/files"))                  // catch-all needs a segment
        #expect(try !ambiguous("/<a>/x", "/<b>/y"))
        #expect(try ambiguous("/<int:a>/<b>", "/<double:a>/<c>"))
        #expect(try !ambiguous("/<int:a>/x", "/<a>/<b>"))
    }

    @Test func enumAmbiguityUsesCasesWhenKnown() throws {
        let cases = ["Tab": ["posts", "likes"], "Sort": ["likes", "newest"], "Mode": ["on", "off"], "Flag": ["true", "x"]]
        #expect(try !ambiguous("/u/<Tab:t>", "/u/<name>", cases: cases))     // string is less specific
        #expect(try ambiguous("/u/<Tab:t>", "/u/<Sort:s>", cases: cases))    // share "likes"
        #expect(try !ambiguous("/u/<Tab:t>", "/u/<Mode:m>", cases: cases))
        #expect(try ambiguous("/u/<Tab:t>", "/u/<Tab:other>", cases: cases))
        #expect(try !ambiguous("/u/<Tab:t>", "/u/<int:n>", cases: cases))
        #expect(try ambiguous("/u/<Flag:f>", "/u/<bool:b>", cases: cases))    // "true" parses as Bool
        // Unknown cases: the conservative answer.
        #expect(try ambiguous("/u/<Tab:t>", "/u/<Sort:s>"))
    }
}
