import Foundation
import Testing

/// The test-side AASA matcher against the examples of Apple's documentation, so the agreement tests measure
/// against Apple's rules and not against a copy of the exporter's assumptions.
@Suite("Export: the reference AASA matcher follows Apple's documented examples")
struct AASAMatcherTests {
    static func matcher(_ components: String, extra: String = "") throws -> AASAMatcher {
        let json = """
            { "applinks": { \(extra) "details": [ { "appIDs": ["ABCDE12345.com.example.app"], "components": [\(components)] } ] } }
            """
        return try AASAMatcher(json: Data(json.utf8))
    }

    /// The example file of "Supporting associated domains".
    static let appleExample = """
        { "#": "no_universal_links", "exclude": true },
        { "/": "/buy/*" },
        { "/": "/help/website/*", "exclude": true },
        { "/": "/help/*", "?": { "articleNumber": "????" } }
        """

    @Test("Apple's example: fragment exclude, path prefix, exclude before a wider pattern, query dictionary", arguments: [
        ("https://h/buy/shoes", true),
        ("https://h/buy/", true),
        ("https://h/buy/shoes#no_universal_links", false),
        ("https://h/help/website/faq", false),
        ("https://h/help/app?articleNumber=1234", true),
        ("https://h/help/app?articleNumber=123", false),
        ("https://h/help/app?other=1&articleNumber=abcd", true),
        ("https://h/help/app", false),
        ("https://h/sell", false),
        ("https://h/Buy/shoes", false),
    ])
    func appleExample(link: String, claimed: Bool) throws {
        #expect(try Self.matcher(Self.appleExample).claims(link).claimed == claimed)
    }

    @Test("Wildcards: * zero or more (across /), ? exactly one, ?* one or more")
    func wildcards() throws {
        let matcher = try Self.matcher(#"{ "/": "/a/?*" }, { "/": "/b/?" }, { "/": "/c*" }"#)
        #expect(matcher.claims("https://h/a/x").claimed)
        #expect(matcher.claims("https://h/a/x/y").claimed)
        #expect(!matcher.claims("https://h/a/").claimed)
        #expect(matcher.claims("https://h/b/x").claimed)
        #expect(!matcher.claims("https://h/b/xy").claimed)
        #expect(matcher.claims("https://h/c").claimed)
        #expect(matcher.claims("https://h/cat/dog").claimed)
    }

    @Test("Substitution variables: predefined and custom, one value each")
    func variables() throws {
        let matcher = try Self.matcher(#"{ "/": "/$(food)/$(digit)$(digit)" }"#,
                                       extra: #""substitutionVariables": { "food": ["pizza", "sushi"] },"#)
        #expect(matcher.claims("https://h/pizza/42").claimed)
        #expect(!matcher.claims("https://h/pizza/4").claimed)
        #expect(!matcher.claims("https://h/burrito/42").claimed)
        #expect(!matcher.claims("https://h/pizza/4x").claimed)
    }

    @Test("caseSensitive and percentEncoded: defaults, details defaults and the component override")
    func flags() throws {
        let sensitive = try Self.matcher(#"{ "/": "/caf%C3%A9" }"#)
        #expect(sensitive.claims("https://h/caf%C3%A9").claimed)
        #expect(!sensitive.claims("https://h/CAF%C3%A9").claimed)
        #expect(!sensitive.claims("https://h/caf%c3%a9").claimed)
        let insensitive = try Self.matcher(#"{ "/": "/buy/*" }"#, extra: #""defaults": { "caseSensitive": false },"#)
        #expect(insensitive.claims("https://h/BUY/x").claimed)
        let decoded = try Self.matcher(#"{ "/": "/café", "percentEncoded": false }"#)
        #expect(decoded.claims("https://h/caf%C3%A9").claimed)
        #expect(decoded.claims("https://h/caf%c3%a9").claimed)
    }

    @Test("First match wins: a claim before an exclude keeps the link; no match at all does not open the app")
    func order() throws {
        let matcher = try Self.matcher(#"{ "/": "/a/b" }, { "/": "/a/*", "exclude": true }, { "/": "*" }"#)
        #expect(matcher.claims("https://h/a/b").claimed)
        #expect(!matcher.claims("https://h/a/c").claimed)
        #expect(matcher.claims("https://h/z").claimed)
        #expect(!(try Self.matcher(#"{ "/": "/only" }"#).claims("https://h/other").claimed))
    }
}
