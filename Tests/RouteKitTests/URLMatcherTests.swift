import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// What a test matcher produces: the decoded route, type-erased but comparable.
enum Matched: Hashable, Sendable {
    case user(UserProfile), newUser, byName(UserByName), tab(UserTab), files(Files), story(Story)
    case search(Search), findAnything(FindAnything), everything(Everything), product(Product), alert(Alert)
    case debug
}

let standardMatcher = URLMatcher<Matched>([
    .init(UserProfile.self) { .user($0) },
    .init(NewUser.self) { _ in .newUser },
    .init(UserByName.self) { .byName($0) },
    .init(UserTab.self) { .tab($0) },
    .init(Files.self) { .files($0) },
    .init(Story.self) { .story($0) },
    .init(Search.self) { .search($0) },
    .init(FindAnything.self) { .findAnything($0) },
    .init(Everything.self) { .everything($0) },
    .init(Product.self) { .product($0) },
    .init(Alert.self) { .alert($0) },
    .init(SecretDebug.self) { _ in .debug },
])

@Suite("URLMatcher")
struct URLMatcherTests {
    let matcher = standardMatcher

    @Test("every accepted URL form reaches the route", arguments: [
        "myapp://user/42", "MyApp://user/42", "myapp://myapp.example.com/user/42", "myapp://MYAPP.example.COM/user/42",
        "https://myapp.example.com/user/42", "http://myapp.example.com/user/42", "HTTPS://Myapp.Example.com:443/user/42",
        "myapp:///user/42", "myapp:/user/42", "myapp://user/42/", "myapp://user//42", "https://myapp.example.com//user///42/",
        "myapp://user/42#fragment", "myapp://someone@user:8080/42",
    ])
    func acceptedForms(text: String) {
        #expect(matcher.match(url(text)) == .user(UserProfile(id: 42)))
    }

    @Test("unknown schemes and hosts match nothing", arguments: [
        "other://user/42", "https://evil.example.com/user/42", "https://myapp.example.com.evil.com/user/42",
        "ftp://myapp.example.com/user/42", "file:///user/42", "https:///user/42", "mailto:user/42",
    ])
    func rejectedForms(text: String) {
        #expect(matcher.match(url(text)) == nil)
    }

    @Test func explainsRejectedSchemeAndHost() {
        let scheme = matcher.explain(url("other://user/42"))
        #expect(!scheme.isMatch)
        #expect(scheme.reasons.contains(.schemeNotAccepted("other")))
        let host = matcher.explain(url("https://evil.example.com/user/42"))
        #expect(host.reasons.contains(.hostNotAccepted("evil.example.com")))
        #expect(host.description.contains("host 'evil.example.com' is not accepted"))
    }

    @Test func queryItemsAreDecodedAndRepeatedNamesGiveArrays() {
        let found = matcher.match(url("myapp://user/42?referrer=a%20b%26c&tags=x&tags=y%2Bz&tags=1+2"))
        #expect(found == .user(UserProfile(id: 42, referrer: "a b&c", tags: ["x", "y+z", "1+2"])))
    }

    @Test func queryItemNamedLikeAPlaceholderNeverOverridesThePath() {
        #expect(matcher.match(url("myapp://user/42?id=7")) == .user(UserProfile(id: 42)))
        #expect(matcher.match(url("myapp://user/42?id=junk")) == .user(UserProfile(id: 42)))
        let explanation = matcher.explain(url("myapp://user/42?id=7&id=8"))
        #expect(explanation.parameters?["id"] == ["42"])
    }

    @Test func segmentsAreDecodedAfterSplitting() {
        #expect(matcher.match(url("myapp://user/a%2Fb")) == .byName(UserByName(name: "a/b")))
        #expect(matcher.match(url("myapp://user/J%C3%BCrgen%20M")) == .byName(UserByName(name: "Jürgen M")))
        #expect(matcher.match(url("myapp://story/x%3Fy%23z")) == .story(Story(storyId: "x?y#z")))
        // The host carries the first segment for custom schemes, decoded the same way.
        #expect(matcher.match(url("myapp://us%65r/42")) == .user(UserProfile(id: 42)))
    }

    @Test("The generated matcher ranks `:post` with `post: Int32` as typed, above a string route listed first")
    func typedColonPlaceholderOutranksAnEarlierStringRoute() throws {
        #expect(AppRoutes.ChannelPost.descriptor.path == "/t/<username>/<int:post>")
        let post = try #require(AppRoutes.match(url("https://myapp.example.com/t/durov/123")))
        #expect(post == .channelPost(AppRoutes.ChannelPost(username: "durov", post: 123)))
        #expect(AppRoutes.match(url("myapp://t/durov/about")) == .channel(AppRoutes.Channel(username: "durov", slug: "about")))
        // Beyond Int32: the typed route does not convert it, so the string route opens it.
        #expect(AppRoutes.match(url("myapp://t/durov/99999999999"))
            == .channel(AppRoutes.Channel(username: "durov", slug: "99999999999")))
        #expect(AppRoutes.ChannelPost(username: "durov", post: 7).url.absoluteString == "myapp://t/durov/7")
    }

    @Test func strictConversionFallsBackToLessSpecificRoutes() {
        // Not an Int: the typed route is passed over for the string route.
        #expect(matcher.match(url("myapp://user/abc")) == .byName(UserByName(name: "abc")))
        // Overflow is no value, not a crash.
        #expect(matcher.match(url("myapp://user/99999999999999999999")) == .byName(UserByName(name: "99999999999999999999")))
        #expect(matcher.match(url("myapp://user/+5")) == .byName(UserByName(name: "+5")))
        // Optional extras are strict too: a present value that does not convert is no match.
        #expect(matcher.match(url("myapp://all/l/1/r?double=1.5")) == .everything(Everything(label: "l", number: 1, rest: "r", double: 1.5)))
        #expect(matcher.match(url("myapp://all/l/1/r?double=abc")) == nil)
        #expect(matcher.match(url("myapp://all/l/1/r?flag=TRUE")) == nil)
        #expect(matcher.match(url("myapp://all/l/1/r?small=300")) == nil)
    }

    @Test func specificityStaticThenTypedThenStringThenPath() {
        #expect(matcher.match(url("myapp://user/new")) == .newUser)
        #expect(matcher.match(url("myapp://user/7")) == .user(UserProfile(id: 7)))
        #expect(matcher.match(url("myapp://user/seven")) == .byName(UserByName(name: "seven")))
        #expect(matcher.match(url("myapp://user/7/likes")) == .tab(UserTab(id: 7, tab: .likes)))
        #expect(matcher.match(url("myapp://user/7/nope")) == nil)
        #expect(matcher.match(url("myapp://files/a/b%2Fc/d")) == .files(Files(rest: "a/b/c/d")))
        #expect(matcher.match(url("myapp://files")) == nil)
    }

    @Test func decodeFailureFallsBackToTheNextCandidate() {
        #expect(matcher.match(url("myapp://find/shoes?page=2")) == .search(try! Search(parameters: {
            var p = RouteParameters(); p.set("shoes", for: "term"); p.set(2, for: "page"); return p
        }())))
        // Missing required `page`: the catch-all takes it.
        #expect(matcher.match(url("myapp://find/shoes")) == .findAnything(try! FindAnything(parameters: {
            var p = RouteParameters(); p.set("shoes", for: "rest"); return p
        }())))
        let explanation = matcher.explain(url("myapp://find/shoes?page=two"))
        #expect(explanation.route == "findAnything")
        #expect(explanation.reasons == [.candidateRejected(
            route: "search", pattern: "/find/<term>",
            failure: .decoding(.invalid(name: "page", value: "two", type: "Int")))])
        #expect(explanation.description.contains("candidate search (/find/<term>) failed: 'two' is not an Int (extra 'page')"))
    }

    @Test func explainsNoMatch() {
        let explanation = matcher.explain(url("myapp://nowhere/at/all"))
        #expect(!explanation.isMatch)
        #expect(explanation.reasons == [.noPatternMatched(path: ["nowhere", "at", "all"])])
        let typed = URLMatcher<Matched>([.init(UserTab.self) { .tab($0) }]).explain(url("myapp://user/x1/likes"))
        #expect(typed.reasons == [.noPatternMatched(path: ["user", "x1", "likes"])])
        let missing = matcher.explain(url("myapp://alert"))
        #expect(missing.reasons == [.candidateRejected(route: "alert", pattern: "/alert", failure: .decoding(.missing(name: "title")))])
    }

    @Test func tiesAreBrokenByRegistrationOrder() {
        struct First: ExternalRoute {
            static let descriptor = RouteDescriptor(name: "first", exposure: .external, path: "/x/<a>", urlConfiguration: appURLs)
            init(parameters: RouteParameters) throws {}
            var parameters: RouteParameters { RouteParameters() }
        }
        struct Second: ExternalRoute {
            static let descriptor = RouteDescriptor(name: "second", exposure: .external, path: "/x/<b>", urlConfiguration: appURLs)
            init(parameters: RouteParameters) throws {}
            var parameters: RouteParameters { RouteParameters() }
        }
        let forward = URLMatcher<String>([.init(First.self) { _ in "first" }, .init(Second.self) { _ in "second" }])
        let backward = URLMatcher<String>([.init(Second.self) { _ in "second" }, .init(First.self) { _ in "first" }])
        for _ in 0..<20 {
            #expect(forward.match(url("myapp://x/1")) == "first")
            #expect(backward.match(url("myapp://x/1")) == "second")
        }
    }

    @Test func laterSegmentsDecideBetweenEqualEarlierOnes() {
        let a = RouteDescriptor(name: "a", exposure: .external, path: "/x/<int:n>/<rest>", urlConfiguration: appURLs)
        let b = RouteDescriptor(name: "b", exposure: .external, path: "/x/<double:n>/end", urlConfiguration: appURLs)
        let matcher = URLMatcher<String>([.init(descriptor: a) { _ in "a" }, .init(descriptor: b) { _ in "b" }])
        #expect(matcher.match(url("myapp://x/5/end")) == "b")      // (static, typed, static) beats (static, typed, string)
        #expect(matcher.match(url("myapp://x/5/other")) == "a")
        #expect(matcher.match(url("myapp://x/5.5/other")) == nil)
    }

    @Test func internalRoutesAreNeverReachable() {
        let settings = RouteDescriptor(name: "settings", exposure: .internal, path: "/settings", urlConfiguration: appURLs)
        let matcher = URLMatcher<String>([.init(descriptor: settings) { _ in "settings" }, .init(SecretDebug.self) { _ in "debug" }])
        for text in ["myapp://settings", "myapp://myapp.example.com/settings", "https://myapp.example.com/settings",
                     "myapp://debug", "https://myapp.example.com/debug"] {
            #expect(matcher.match(url(text)) == nil, "\(text)")
        }
        #expect(matcher.unreachableRoutes.map(\.route) == ["settings", "secretDebug"])
        #expect(standardMatcher.match(url("myapp://debug")) == nil)
    }

    @Test func entriesWithoutPathOrSettingsOrWithBadPatternsAreReportedUnreachable() {
        let noPath = RouteDescriptor(name: "noPath", exposure: .external, urlConfiguration: appURLs)
        let noURLs = RouteDescriptor(name: "noURLs", exposure: .external, path: "/x")
        let bad = RouteDescriptor(name: "bad", exposure: .external, path: "/x/<int:>", urlConfiguration: appURLs)
        let matcher = URLMatcher<String>([noPath, noURLs, bad].map { d in .init(descriptor: d) { _ in d.name } })
        #expect(matcher.unreachableRoutes.map(\.route) == ["noPath", "noURLs", "bad"])
        #expect(matcher.match(url("myapp://x")) == nil)
    }

    @Test func severalManifestsWithTheirOwnSchemes() {
        let id = UUID()
        #expect(matcher.match(url("shop://product/\(id.uuidString)")) == .product(Product(id: id)))
        #expect(matcher.match(url("https://shop.example.com/product/\(id.uuidString)")) == .product(Product(id: id)))
        #expect(matcher.match(url("myapp://product/\(id.uuidString)")) == nil)
        #expect(matcher.match(url("shop://user/42")) == nil)
        #expect(matcher.match(url("https://shop.example.com/user/42")) == nil)
    }

    @Test func catchAllJoinsDecodedSegments() {
        #expect(matcher.match(url("https://myapp.example.com/files/docs/r%C3%A9sum%C3%A9.pdf")) == .files(Files(rest: "docs/résumé.pdf")))
    }

    @Test func emptyMatcherExplainsItself() {
        let empty = URLMatcher<String>([])
        #expect(empty.match(url("myapp://user/42")) == nil)
        #expect(empty.explain(url("myapp://user/42")).reasons.contains(.noRoutes))
    }
}
