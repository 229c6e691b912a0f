import Foundation
import PropertyBased
import Testing
@_spi(RouteGen) @testable import RouteKit

/// `StringForm`: the one checker of a string's form that the app's matcher, saved-state restoration and the
/// generator's tools (`routegen match`, lint) share.
@Suite("Strings with a form")
struct StringFormTests {
    static let hex32 = StringForm(pattern: "[0-9a-f]{32}")

    @Test("the pattern must match the whole value, alternations included")
    func anchored() {
        let id = "0123456789abcdef0123456789abcdef"
        #expect(Self.hex32.accepts(id))
        for refused in ["x" + id, id + "x", String(id.dropLast()), id + "\n", "\n" + id, id.uppercased(), ""] {
            #expect(!Self.hex32.accepts(refused), "\(refused)")
        }
        let alternation = StringForm(pattern: "a|ab")
        #expect(alternation.accepts("a") && alternation.accepts("ab") && !alternation.accepts("abc"))
        #expect(StringForm(pattern: "(?i)[a-f]+").accepts("aBcF"))
        #expect(!StringForm(pattern: "[a-f]+").accepts("aBcF"), "no options: case matters")
    }

    @Test("lengths count characters, as Swift does")
    func lengths() {
        let form = StringForm(minLength: 2, maxLength: 3)
        #expect(!form.accepts("a") && form.accepts("ab") && form.accepts("abc") && !form.accepts("abcd"))
        #expect(form.accepts("e\u{301}é"), "a decomposed and a precomposed é are two characters")
        #expect(form.accepts("👨‍👩‍👧🇫🇷"), "an emoji sequence and a flag are one character each")
        #expect(StringForm(minLength: 0, maxLength: 0).accepts("") && !StringForm(minLength: 1).accepts(""))
        // A huge hostile value is refused by its length before the expression runs.
        #expect(!StringForm(maxLength: 253, pattern: "(a+)+b").accepts(String(repeating: "a", count: 100_000)))
    }

    @Test("a pattern that does not compile is reported, and accepts nothing")
    func invalidPattern() {
        for pattern in ["[0-9", "(a", "a{2,1}", "*a", "a)|(b"] {
            #expect(StringForm.compileError(of: pattern) != nil, "\(pattern)")
            #expect(!StringForm(pattern: pattern).accepts("a"), "\(pattern)")
        }
        #expect(StringForm.compileError(of: "[0-9a-f]{32}") == nil)
        #expect(StringForm.compileError(of: "[0-9") == "expected ']'")
        // Quoted text stays text: no pattern escapes the whole-value match.
        #expect(StringForm(pattern: "\\Qa)|(b").accepts("a)|(b") && !StringForm(pattern: "\\Qa)|(b").accepts("a"))
    }

    @Test("the form as doc comments, the catalog and messages state it")
    func description() {
        #expect(StringForm(minLength: 32, maxLength: 32, pattern: "[0-9a-f]+").description == "32 characters matching `[0-9a-f]+`")
        #expect(StringForm(minLength: 1, maxLength: 64).description == "1 to 64 characters")
        #expect(StringForm(minLength: 1).description == "at least 1 character")
        #expect(StringForm(maxLength: 10).description == "at most 10 characters")
        #expect(Self.hex32.description == "matching `[0-9a-f]{32}`")
        #expect(StringForm(pattern: "a") == StringForm(pattern: "a") && StringForm(pattern: "a") != StringForm(pattern: "b"))
    }

    @Test("The regular expression agrees with a hand-written check on random strings")
    func agreesWithHandWrittenCheck() async {
        let alphabet: [Character] = Array("0123456789abcdefABG-_é\n ")
        let text = Gen<Character?>.element(of: alphabet).map { $0 ?? "a" }.array(of: 0...40).map { String($0) }
        let groups = StringForm(pattern: "[b-d]{2}(-[b-d]{2})*")
        await propertyCheck(count: 500, input: text, Gen.int(in: 0...40), Gen.int(in: 0...40)) { value, low, high in
            let isHex = value.allSatisfy { "0123456789abcdef".contains($0) }
            #expect(Self.hex32.accepts(value) == (isHex && value.count == 32))
            let both = StringForm(minLength: low, maxLength: high, pattern: "[0-9a-f]*")
            #expect(both.accepts(value) == (isHex && (low...max(low, high)).contains(value.count) && low <= high))
            let pieces = value.split(separator: "-", omittingEmptySubsequences: false)
            #expect(groups.accepts(value) == pieces.allSatisfy { $0.count == 2 && $0.allSatisfy { "bcd".contains($0) } })
        }
    }

    static let web = URLConfiguration(schemes: [], hosts: ["signal.example"])

    /// `/s/<code>` with a formed code, `/s/<path:rest>` catching everything else under `/s`.
    static let matcher = URLMatcher<String>([
        .init(descriptor: RouteDescriptor(name: "code", exposure: .external, path: "/s/<code>", urlConfiguration: web,
                                          forms: ["code": StringForm(minLength: 4, maxLength: 8, pattern: "[a-z0-9]+"),
                                                  "tag": StringForm(pattern: "[a-z]+")])) { parameters in
            "code " + (try parameters.required("code", as: String.self))
        },
        .init(descriptor: RouteDescriptor(name: "rest", exposure: .external, path: "/s/<path:rest>", urlConfiguration: web)) { parameters in
            "rest " + (try parameters.required("rest", as: String.self))
        },
    ])

    @Test("a value out of form fails the candidate; the next route opens the link")
    func matching() throws {
        func open(_ text: String) -> String? { Self.matcher.match(URL(string: "https://signal.example" + text)!) }
        #expect(open("/s/abcd") == "code abcd")
        #expect(open("/s/abc") == "rest abc")
        #expect(open("/s/ABCD") == "rest ABCD")
        #expect(open("/s/abcd%0A") == "rest abcd\n")
        #expect(open("/s/abcd?tag=x&tag=y") == "code abcd")
        #expect(open("/s/abcd?tag=x&tag=Y") == "rest abcd", "every element of a repeated value is checked")
        let explanation = Self.matcher.explain(URL(string: "https://signal.example/s/ab")!)
        #expect(explanation.route == "rest")
        #expect(explanation.reasons.map(\.description).joined().contains(
            "'ab' is not a String of 4 to 8 characters matching `[a-z0-9]+` (extra 'code')"), "\(explanation)")
    }

    @Test("one compiled descriptor serves many tasks at once")
    func concurrentUse() async {
        let results = await withTaskGroup(of: Bool.self, returning: [Bool].self) { group in
            for index in 0..<8 {
                group.addTask {
                    var good = true
                    for round in 0..<200 {
                        let code = String(repeating: "a", count: 4 + (index + round) % 6)
                        let expected = code.count <= 8 ? "code " + code : "rest " + code
                        good = good && Self.matcher.match(URL(string: "https://signal.example/s/" + code)!) == expected
                    }
                    return good
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
