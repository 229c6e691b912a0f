import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// Extras whose name in URLs (`key:`) differs from their Swift name: links written by others (`?url=`,
/// `?user-id=`, a placeholder named `parameters`) reach typed Swift names, and links built by the app use the keys.
@Suite("Generated URLs: keys")
struct URLKeyTests {
    @Test("A URLNavigator-style ?url= link and a user-id query item reach `target` and `userID`")
    func urlNavigatorLink() throws {
        let link = try #require(URL(string: "myapp://web?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc&user-id=7"))
        let expected = Routes.Web(target: try #require(URL(string: "https://example.com/a?b=c")), userID: 7)
        #expect(Routes.match(link) == .web(expected))
    }

    @Test("Built links carry the keys, not the Swift names, and read back to the same route")
    func builtLinksUseKeys() throws {
        let route = Routes.Web(target: try #require(URL(string: "https://example.com/a b?c=d&e")), userID: -3)
        let items = try #require(URLComponents(url: route.url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.map(\.name).sorted() == ["url", "user-id"])
        #expect(items.first { $0.name == "url" }?.value == "https://example.com/a%20b?c=d&e")
        #expect(!route.url.absoluteString.contains("target="))
        #expect(!route.url.absoluteString.contains("userID="))
        for link in [route.url, route.universalLink] {
            #expect(Routes.match(link) == .web(route), "\(link.absoluteString)")
        }
        let withoutUser = Routes.Web(target: try #require(URL(string: "myapp://nested")))
        #expect(Routes.match(withoutUser.url) == .web(withoutUser))
    }

    @Test("The Swift name is not an alias for the key: ?target= alone is a missing required extra, no match")
    func swiftNameIsNotReadFromURLs() throws {
        #expect(Routes.match(try #require(URL(string: "myapp://web?target=https://example.com"))) == nil)
        let ignored = try #require(URL(string: "myapp://web?url=https://example.com&userID=5"))
        #expect(Routes.match(ignored) == .web(Routes.Web(target: try #require(URL(string: "https://example.com")))))
    }

    @Test("A user-id that does not convert is no match: the key's value goes through Int's conversion")
    func keyedValueIsConverted() throws {
        #expect(Routes.match(try #require(URL(string: "myapp://web?url=https://example.com&user-id=seven"))) == nil)
    }

    @Test("A placeholder named like a generated member binds to the extra whose key it is")
    func placeholderBoundByKey() throws {
        let route = Routes.Browse(section: "news/today")
        #expect(route.url.absoluteString == "myapp://browse/news%2Ftoday")
        #expect(Routes.match(route.url) == .browse(route))
        #expect(Routes.match(try #require(URL(string: "https://myapp.example.com/browse/sport"))) == .browse(Routes.Browse(section: "sport")))
        #expect(Routes.Browse.descriptor.path == "/browse/<parameters>")
    }
}
