import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

@Suite("Hostile URLs")
struct HostileInputTests {
    let matcher = standardMatcher

    @Test("invalid percent escapes are no match", arguments: [
        "myapp://user/%zz", "myapp://user/%4", "myapp://user/42%", "myapp://user/%C3%28",
        "myapp://user/42?referrer=%", "myapp://user/42?referrer=%G1", "myapp://user/42?%FF=1", "myapp://%zz/42",
    ])
    func invalidEscapes(text: String) {
        // Foundation refuses or re-encodes some of these (`%4` becomes `%254`) before the matcher sees them,
        // so the matcher is tested on the raw text: nothing matches and nothing crashes.
        #expect(matcher.match(rawText: text, trace: &noTrace) == nil)
        var trace: [URLMatchExplanation.Reason]? = []
        _ = matcher.match(rawText: text, trace: &trace)
        #expect(trace?.contains(.invalidPercentEncoding) == true)
    }

    @Test func malformedTextNeverMatches() {
        for text in ["", ":", "://", "1abc://user/42", "myapp", "/user/42", "user/42", "myapp://", "myapp:", "https://", "https://:80/user/42"] {
            #expect(matcher.match(rawText: text, trace: &noTrace) == nil, "\(text)")
        }
    }

    @Test func aHundredKilobyteURLIsNoMatch() throws {
        let long = String(repeating: "a", count: 100_000)
        for text in ["myapp://user/\(long)/x", "myapp://\(long)", "myapp://alert?title=\(long)&title=\(long)",
                     "myapp://user/" + String(repeating: "%41", count: 33_000) + "/x"] {
            let url = try #require(URL(string: text))
            #expect(matcher.match(url) == nil)
        }
        #expect(matcher.match(rawText: "myapp://user/" + String(repeating: "%4", count: 50_000), trace: &noTrace) == nil)
        // Long but valid values still work.
        let valid = try #require(URL(string: "myapp://user/\(long)"))
        #expect(matcher.match(valid) == .byName(UserByName(name: long)))
        let query = try #require(URL(string: "myapp://user/42?referrer=\(long)&\(long)=1"))
        #expect(matcher.match(query) == .user(UserProfile(id: 42, referrer: long)))
    }

    @Test func tenThousandSegmentsAreNoMatch() throws {
        let deep = try #require(URL(string: "myapp://user/" + Array(repeating: "x", count: 10_000).joined(separator: "/")))
        #expect(matcher.match(deep) == nil)
        let slashes = try #require(URL(string: "myapp://user" + String(repeating: "/", count: 10_000) + "42"))
        #expect(matcher.match(slashes) == .user(UserProfile(id: 42)))
        // A catch-all swallows them all without recursion.
        let files = try #require(URL(string: "myapp://files/" + Array(repeating: "d", count: 10_000).joined(separator: "/")))
        guard case .files(let found)? = matcher.match(files) else {
            Issue.record("catch-all did not match")
            return
        }
        #expect(found.rest.split(separator: "/").count == 10_000)
    }

    @Test func manyQueryItemsAndHugeNumbers() throws {
        let items = (0..<5_000).map { "tags=\($0)" }.joined(separator: "&")
        let url = try #require(URL(string: "myapp://user/42?\(items)"))
        guard case .user(let user)? = matcher.match(url) else {
            Issue.record("no match")
            return
        }
        #expect(user.tags.count == 5_000)
        let huge = try #require(URL(string: "myapp://user/" + String(repeating: "9", count: 10_000)))
        #expect(matcher.match(huge) == .byName(UserByName(name: String(repeating: "9", count: 10_000))))
    }

    @Test func explanationsOfHugeValuesStayShort() throws {
        let url = try #require(URL(string: "myapp://find/x?page=" + String(repeating: "z", count: 50_000)))
        #expect(matcher.explain(url).description.count < 1_000)
    }
}

nonisolated(unsafe) private var noTrace: [URLMatchExplanation.Reason]? = nil
