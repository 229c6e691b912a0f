import Foundation
import PropertyBased
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// A route whose first segment is a placeholder: for custom schemes it travels as the URL's host.
struct Greeting: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "greeting", exposure: .external, path: "/<word>/hello", urlConfiguration: appURLs)
    var word: String
    init(word: String) { self.word = word }
    init(parameters p: RouteParameters) throws { word = try p.required("word", as: String.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(word, for: "word")
        return p
    }
}

/// A catch-all at the root: for custom schemes its first piece travels as the host.
struct Anywhere: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "anywhere", exposure: .external, path: "/<path:rest>", urlConfiguration: appURLs)
    var rest: String
    init(rest: String) { self.rest = rest }
    init(parameters p: RouteParameters) throws { rest = try p.required("rest", as: String.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(rest, for: "rest")
        return p
    }
}

let roundTripMatcher = URLMatcher<AnyHashableRoute>([
    .init(Everything.self) { AnyHashableRoute($0) },
    .init(Greeting.self) { AnyHashableRoute($0) },
    .init(UserProfile.self) { AnyHashableRoute($0) },
    .init(Files.self) { AnyHashableRoute($0) },
])

struct AnyHashableRoute: Hashable, @unchecked Sendable {
    let value: AnyHashable
    init<R: ExternalRoute & Hashable>(_ route: R) { value = AnyHashable(route) }
}

/// Characters that URLs treat specially, plus non-ASCII, to stress encoding.
let trickyCharacters: [Character] = Array("aZ09 /?#%+&=;:@.~-_!$'()*,[]{}|\\\"<>^`\tüé日本😀\u{0301}")
let trickyCharacter = Gen<Character?>.element(of: trickyCharacters).map { $0 ?? "a" }
let trickyString = trickyCharacter.string(of: 0...12)
let nonEmptyTrickyString = trickyCharacter.string(of: 1...12)

@Suite("URL building and round trips")
struct URLBuildingTests {
    @Test func buildsCanonicalURLs() {
        let route = UserProfile(id: 42, referrer: "a b&c=d+e#f?g%", tags: ["x", "y/z"])
        #expect(route.url(scheme: "myapp").absoluteString == "myapp://user/42?referrer=a%20b%26c%3Dd%2Be%23f%3Fg%25&tags=x&tags=y/z")
        #expect(route.universalLink(host: "myapp.example.com").absoluteString
            == "https://myapp.example.com/user/42?referrer=a%20b%26c%3Dd%2Be%23f%3Fg%25&tags=x&tags=y/z")
        #expect(UserProfile(id: -1).url(scheme: "myapp").absoluteString == "myapp://user/-1")
    }

    @Test func queryIsSortedByNameWithArraysInOrder() {
        let route = Everything(label: "l", number: 1, rest: "r", text: "t", flag: false, words: ["b", "a"], numbers: [3, 1])
        #expect(route.url(scheme: "myapp").absoluteString == "myapp://all/l/1/r?flag=false&numbers=3&numbers=1&text=t&words=b&words=a")
    }

    @Test func pathValuesAreEncodedPerSegment() {
        #expect(UserByName(name: "a/b c").url(scheme: "myapp").absoluteString == "myapp://user/a%2Fb%20c")
        #expect(Files(rest: "docs/2024/résumé.pdf").url(scheme: "myapp").absoluteString == "myapp://files/docs/2024/r%C3%A9sum%C3%A9.pdf")
        #expect(Greeting(word: "héllo wörld").url(scheme: "myapp").absoluteString == "myapp://h%C3%A9llo%20w%C3%B6rld/hello")
        #expect(Greeting(word: "..").url(scheme: "myapp").absoluteString == "myapp://%2E%2E/hello")
    }

    @Test func aFirstSegmentEqualToAHostIsMovedIntoThePath() {
        let route = Greeting(word: "MyApp.Example.com")
        #expect(route.url(scheme: "myapp").absoluteString == "myapp://myapp.example.com/MyApp.Example.com/hello")
        #expect(roundTripMatcher.match(route.url(scheme: "myapp")) == AnyHashableRoute(route))
    }

    @Test func fixedRoundTrips() {
        let routes: [AnyHashableRoute] = [
            AnyHashableRoute(Everything(label: "a/b?c#d%e+f&g=h", number: Int.min, rest: "x y/ü/%2F", text: "",
                                        double: -0.1, flag: true, uuid: UUID(), date: Date(timeIntervalSince1970: 1.25),
                                        link: URL(string: "https://example.com/p?q=1&r=2#frag"), small: -128,
                                        big: .max, tab: .media, words: ["", " ", "&"], numbers: [0])),
            AnyHashableRoute(Greeting(word: "user@host:80")),
            AnyHashableRoute(Greeting(word: "日本")),
            AnyHashableRoute(UserProfile(id: Int.max, referrer: "+")),
        ]
        for route in routes {
            guard let external = route.value.base as? any ExternalRoute else { Issue.record("not external"); continue }
            for link in [external.url(scheme: "myapp"), external.universalLink(host: "myapp.example.com")] {
                #expect(roundTripMatcher.match(link) == route, "\(link.absoluteString)")
            }
        }
    }

    @Test func randomStringsAndNumbersRoundTrip() async {
        // Catch-all pieces may be empty or hold `/`, `%`, `?`, `#`: any non-empty catch-all value reads back.
        let pieces = trickyString.array(of: 1...4)
        await propertyCheck(count: 300, input: nonEmptyTrickyString, Gen.int(in: Int.min...Int.max), pieces, trickyString) {
            label, number, restPieces, text in
            let rest = restPieces.joined(separator: "/")
            let route = Everything(label: label, number: number, rest: rest.isEmpty ? "/" : rest, text: text, words: [text, label])
            #expect(roundTripMatcher.match(route.url(scheme: "myapp")) == AnyHashableRoute(route))
            #expect(roundTripMatcher.match(route.universalLink(host: "myapp.example.com")) == AnyHashableRoute(route))
        }
    }

    @Test func randomFirstSegmentsRoundTripThroughTheHost() async {
        await propertyCheck(count: 300, input: nonEmptyTrickyString) { word in
            let route = Greeting(word: word)
            #expect(roundTripMatcher.match(route.url(scheme: "myapp")) == AnyHashableRoute(route), "\(route.url(scheme: "myapp"))")
        }
    }

    @Test func randomRootCatchAllsRoundTripThroughTheHost() async {
        let matcher = URLMatcher<Anywhere>([.init(Anywhere.self) { $0 }])
        await propertyCheck(count: 300, input: trickyString.array(of: 1...4)) { pieces in
            let rest = pieces.joined(separator: "/")
            let route = Anywhere(rest: rest.isEmpty ? "//" : rest)
            #expect(matcher.match(route.url(scheme: "myapp")) == route, "\(route.url(scheme: "myapp"))")
            #expect(matcher.match(route.universalLink(host: "myapp.example.com")) == route)
        }
    }

    @Test func randomNumbersAndDatesRoundTrip() async {
        await propertyCheck(count: 300, input: Gen.double(in: -1e300...1e300), Gen.int(in: -62_135_596_800_000...253_402_300_799_999),
                            Gen<UInt64>.value(in: 0...UInt64.max)) { double, milliseconds, big in
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let route = Everything(label: "n", number: 0, rest: "r", double: double, date: date, big: big, numbers: [Int(truncatingIfNeeded: big)])
            #expect(roundTripMatcher.match(route.url(scheme: "myapp")) == AnyHashableRoute(route), "\(route.url(scheme: "myapp"))")
        }
    }
}
