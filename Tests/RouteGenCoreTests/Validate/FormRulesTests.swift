import Foundation
import Testing
@_spi(RouteGen) import RouteKit
@testable import RouteGenCore

/// `pattern`, `minLength` and `maxLength`: each broken rule at its line, with a way out.
@Suite("Rules: strings with a form")
struct FormRulesTests {
    static func errors(_ body: String) -> [String] {
        printed(header + body).filter { $0.contains("error:") }
    }

    @Test("keys decode onto the extra as RouteKit's StringForm")
    func decoding() throws {
        let manifest = try #require(runYAML(header + """
            routes:
              a:
                path: /a/<code>
                exposure: external
                extras:
                  code: { type: String, minLength: 4, maxLength: 8, pattern: '[a-z]+' }
                  tags: { type: "[String]", pattern: '[a-z]+' }
                  note: { type: String?, minLength: 1 }

            """).manifest?.manifest)
        let extras = try #require(manifest.routes.first?.extras)
        #expect(extras.map(\.form) == [StringForm(minLength: 4, maxLength: 8, pattern: "[a-z]+"), StringForm(pattern: "[a-z]+"),
                                       StringForm(minLength: 1)])
    }

    @Test("a string links carry, a pattern that compiles, lengths in order that the pattern can meet, a default in form")
    func rules() {
        #expect(Self.errors("""
            routes:
              a:
                path: /a/<code>
                exposure: external
                extras:
                  code: { type: String, pattern: '[0-9' }
                  count: { type: Int, pattern: '[0-9]+' }
                  day: { type: Date?, maxLength: 10 }
                  short: { type: String?, minLength: 8, maxLength: 4 }
                  fixed: { type: String?, minLength: 40, pattern: '[0-9a-f]{32}' }
                  word: { type: String, default: "Hello", pattern: '[a-z]+' }
                  hidden: { type: String?, internal: true, maxLength: 3 }
                  quoted: { type: String?, pattern: '\\Qa)' }
                  escape: { type: String?, pattern: 'a)|(b' }

            """) == [
            "routes.yml:9:39: error: the pattern of extra 'code' is not a regular expression: expected ']'",
            "routes.yml:10:37: error: 'pattern', 'minLength' and 'maxLength' give a string its form; extra 'count' is 'Int': make it 'String' (or 'String?', '[String]'), or use 'min'/'max' for a number's limits",
            "routes.yml:11:38: error: 'pattern', 'minLength' and 'maxLength' give a string its form; extra 'day' is 'Date?': make it 'String' (or 'String?', '[String]'), or use 'min'/'max' for a number's limits",
            "routes.yml:12:42: error: the lengths of extra 'short' are empty: 'minLength' 8 is above 'maxLength' 4",
            "routes.yml:13:42: error: extra 'fixed' can never be in form: its pattern matches only 32 characters, outside at least 40 characters; drop 'minLength'/'maxLength' or change the pattern",
            "routes.yml:14:39: error: the default 'Hello' of extra 'word' is not in its form: matching `[a-z]+`",
            "routes.yml:15:59: error: extra 'hidden' is 'internal: true', never read from a link, so its form is never checked; remove 'pattern'/'minLength'/'maxLength'",
            "routes.yml:17:42: error: the pattern of extra 'escape' is not a regular expression: closing ')' does not balance any groups openings",
        ])
    }

    @Test("lengths are whole numbers, 0 or more, and the keys are spelled as documented")
    func spelling() {
        #expect(Self.errors("""
            routes:
              a:
                path: /a
                exposure: external
                extras:
                  b: { type: String?, minLength: -1 }
                  c: { type: String?, maxLength: 2.5 }
                  d: { type: String?, maxlength: 2 }

            """) == [
            "routes.yml:9:38: error: 'minLength' of extra 'b' must be a whole number of characters, 0 or more, found '-1'",
            "routes.yml:10:38: error: 'maxLength' of extra 'c' must be a whole number of characters, 0 or more, found '2.5'",
            "routes.yml:11:27: error: unknown key 'maxlength' in extra 'd'; did you mean 'maxLength'?",
        ])
    }

    @Test("an example link whose value is out of form does not open the route it names")
    func examples() throws {
        let manifest = try RenderFixtures.manifest(yaml: header + """
            routes:
              a:
                path: /a/<code>
                exposure: external
                extras:
                  code: { type: String, pattern: '[a-z]{3}' }
            examples:
              - url: "myapp://a/abc"
                opens: a
                extras: { code: abc }
              - url: "myapp://a/abcd"
                opens: a
                extras: { code: abcd }

            """)
        let lines = ExampleCheck.diagnostics(forExamplesOf: [manifest], against: [manifest]).map(\.description)
        #expect(lines.count == 1 && lines[0].hasPrefix("routes.yml:14:"), "\(lines)")
        #expect(lines.first?.contains("'abcd' is not a String matching `[a-z]{3}` (extra 'code')") == true, "\(lines)")
    }

    @Test("shared extras have forms too, checked on every route")
    func shared() {
        #expect(Self.errors("""
            extras:
              ref: { type: String?, maxLength: 2, minLength: 3 }
            routes:
              a:
                path: /a
                exposure: external

            """) == ["routes.yml:5:36: error: the lengths of extra 'ref' are empty: 'minLength' 3 is above 'maxLength' 2"])
    }

    @Test("the fixed length lint reads from a pattern: only when it is cheap and certain")
    func fixedLength() {
        let cases: [(String, Int?)] = [
            ("[0-9a-f]{32}", 32), ("pi_\\d{4}", 7), ("[^]x]{2}a", 3), ("\\.", 1), ("abc", 3),
            ("a+", nil), ("a|b", nil), ("(ab){2}", nil), ("a{1,3}", nil), ("a?", nil), ("\\bx", nil), ("[[:alpha:]]", nil),
            ("^a$", nil), ("a{2}?", nil), ("\\p{L}", nil),
        ]
        for (pattern, expected) in cases {
            #expect(RouteRules.fixedLength(of: pattern) == expected, "\(pattern)")
            // Where the lint claims a length, the expression agrees on a value of that length.
            if let length = expected {
                let form = StringForm(pattern: pattern)
                #expect(!form.accepts(String(repeating: "0", count: length + 1)), "\(pattern)")
            }
        }
    }
}
