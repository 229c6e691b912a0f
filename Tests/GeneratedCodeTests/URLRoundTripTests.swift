import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// The generated URL surface: `url` / `universalLink` build what `Routes.match` reads back, for every external
/// route and for values that need escaping.
@Suite("Generated URLs")
struct URLRoundTripTests {
    static let awkward = ["plain", "with space", "slash/inside", "question?mark", "hash#tag", "100%", "a&b=c",
                          "ünïcödé 🚀", "+plus", "", "..", "semi;colon"]

    static var externalRoutes: [Routes.External] {
        var routes: [Routes.External] = [
            .userProfile(Routes.UserProfile(id: 42)),
            .userProfile(Routes.UserProfile(id: -7, referrer: "mail", tab: .default, tags: ["a", "b"])),
            .article(Routes.Article(articleID: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, slug: "hello")),
            .article(Routes.Article(
                articleID: UUID(), slug: "x", page: 3, sort: .oldest, ratio: -1.25e-7, flag: true,
                since: Date(timeIntervalSince1970: 1_700_000_000.5), link: URL(string: "https://example.com/a?b=c#d"),
                ids: [1, 2, 3], photo: Photo.ID("p17"), greeting: "", size: 255)),
            .article(Routes.Article(articleID: UUID(), slug: "x", ids: [0])),
            .files(Routes.Files(rest: "docs/2024/report.pdf")),
            .search(Routes.Search(query: "q", default: -1, tabs: [.likes, .media])),
            .search(Routes.Search(query: "q", default: 0)),
            .alert(Routes.Alert(title: "Hi")),
            .web(Routes.Web(target: URL(string: "https://example.com/a?b=c#d")!, userID: 7)),
            .browse(Routes.Browse(section: "news")),
        ]
        for value in awkward {
            routes.append(.userProfile(Routes.UserProfile(id: 1, referrer: value, tags: [value, value])))
            routes.append(.alert(Routes.Alert(title: value, message: value)))
            routes.append(.search(Routes.Search(query: value)))
            routes.append(.qrLogin(Routes.QrLogin(token: value, data: value, attempt: 3)))
            // An empty fragment is no fragment: the empty string comes back as nil.
            routes.append(.appBanner(Routes.AppBanner(campaign: value, destination: value.isEmpty ? nil : value)))
            // A fragment path's placeholder, like a path's, cannot carry the empty string.
            if !value.isEmpty {
                routes.append(.chat(Routes.Chat(phone: value, thread: -3, via: [value, value])))
            }
            if !value.isEmpty, value != ".." {
                routes.append(.browse(Routes.Browse(section: value)))
            }
            if !value.isEmpty, value != "..", !value.contains("/") {
                routes.append(.article(Routes.Article(articleID: UUID(), slug: value, greeting: value)))
            }
        }
        return routes
    }

    @Test("match(route.url) gives the route back, for every external route and awkward values")
    func roundTrip() {
        for external in Self.externalRoutes {
            for link in external.links {
                #expect(Routes.match(link) == external, "\(link.absoluteString)")
            }
        }
    }

    // Found by the URL fuzzer (2.3 million inputs): `%2F` is data inside a segment, so this link's catch-all is
    // "/"; its links were `myapp://files`, which matches nothing, because the builder dropped empty pieces.
    @Test("A catch-all made of encoded slashes, or with empty pieces, is written so that it reads back")
    func catchAllWithEmptyPieces() throws {
        let opened = try #require(Routes.match(URL(string: "myapp-beta:files/%2F?95f")!))
        #expect(opened == .files(Routes.Files(rest: "/")))
        for rest in ["/", "//", "a//b", "/a", "a/", "%2F", "a/%2F/b", "a/./b", "../a", "?#/ /%"] {
            let route = Routes.External.files(Routes.Files(rest: rest))
            for link in route.links {
                #expect(Routes.match(link) == route, "\(rest.debugDescription) -> \(link.absoluteString)")
            }
        }
        // Values without empty pieces keep one segment per piece; only the others need escaped slashes.
        #expect(Routes.Files(rest: "docs/2024/report.pdf").url.absoluteString == "myapp://files/docs/2024/report.pdf")
        #expect(Routes.Files(rest: "a//b").url.absoluteString == "myapp://files/a%2F%2Fb")
        #expect(Routes.Files(rest: "/").url.absoluteString == "myapp://files/%2F")
    }

    @Test("url uses the first scheme, universalLink https and the first host")
    func linkShapes() {
        let profile = Routes.UserProfile(id: 42)
        // Defaulted extras are written too, so a link keeps its meaning if the manifest's default changes.
        #expect(profile.url.absoluteString == "myapp://user/42?tab=posts")
        #expect(profile.universalLink.absoluteString == "https://myapp.example.com/user/42?tab=posts")
        #expect(Routes.Alert(title: "Hi").url.absoluteString == "myapp://alert?title=Hi")
    }

    @Test("What a URL cannot tell apart: [] vs nil for [T]?, nil vs the default for T? with a default")
    func unrepresentableDistinctions() throws {
        let id = UUID()
        let empty = Routes.Article(articleID: id, slug: "x", ids: [])
        #expect(Routes.match(empty.url) == .article(Routes.Article(articleID: id, slug: "x", ids: nil)))
        let noDefault = Routes.Search(query: "q", default: nil)
        #expect(Routes.match(noDefault.url) == .search(Routes.Search(query: "q", default: 3)))
    }

    @Test("Defaults and absent optionals are what the manifest says when the URL leaves them out")
    func defaultsFromURL() throws {
        let url = try #require(URL(string: "myapp://articles/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/hello"))
        guard case .article(let article)? = Routes.match(url) else {
            Issue.record("article not matched")
            return
        }
        #expect(article.page == 1)
        #expect(article.ratio == 0.5)
        #expect(article.flag == false)
        #expect(article.greeting == "hi \"there\"")
        #expect(article.size == 7)
        #expect(article.sort == nil && article.since == nil && article.link == nil && article.ids == nil && article.photo == nil)
        #expect(article.slug == "hello")
    }

    @Test("Arrays come from repeated query items; enums by case name")
    func arraysAndEnums() throws {
        let url = try #require(URL(string: "myapp://user/5?tags=x&tags=y%20z&tab=default"))
        #expect(Routes.match(url) == .userProfile(Routes.UserProfile(id: 5, tab: .default, tags: ["x", "y z"])))
        let search = try #require(URL(string: "myapp://search?query=a&tabs=posts&tabs=likes&default=9"))
        #expect(Routes.match(search) == .search(Routes.Search(query: "a", default: 9, tabs: [.posts, .likes])))
    }

    @Test("A value that does not convert, or a missing required extra, is no match",
          arguments: [
              "myapp://user/99999999999999999999", "myapp://user/abc", "myapp://user/42?tab=Posts",
              "myapp://articles/not-a-uuid/x", "myapp://articles/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/x?page=1.5",
              "myapp://articles/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/x?flag=1",
              "myapp://articles/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/x?photo=q1",
              "myapp://articles/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/x?size=256",
              "myapp://search", "myapp://search?query=a&tabs=nope", "myapp://alert",
              "otherapp://user/42", "https://evil.example.com/user/42",
          ])
    func rejected(_ text: String) throws {
        let url = try #require(URL(string: text))
        #expect(Routes.match(url) == nil)
    }

    @Test("internal: true extras are never written to a URL nor read from one")
    func internalExtras() throws {
        let profile = Routes.UserProfile(id: 3, source: "secret")
        #expect(!profile.url.absoluteString.contains("source"))
        #expect(!profile.url.absoluteString.contains("secret"))
        let forged = try #require(URL(string: "myapp://user/3?source=forged"))
        guard case .userProfile(let decoded)? = Routes.match(forged) else {
            Issue.record("profile not matched")
            return
        }
        #expect(decoded.source == nil)
        let search = Routes.Search(query: "q", hidden: [1, 2])
        #expect(!search.url.absoluteString.contains("hidden"))
        let forgedSearch = try #require(URL(string: "myapp://search?query=q&hidden=1"))
        #expect(Routes.match(forgedSearch) == .search(Routes.Search(query: "q")))
    }

    @Test("Internal routes are unreachable, even by a URL that fits their path", arguments: [
        "myapp://settings", "myapp://settings?section=a", "https://myapp.example.com/settings",
        "myapp://photoPicker", "myapp://compose", "myapp://logout",
    ])
    func internalRoutesUnreachable(_ text: String) throws {
        #expect(Routes.match(try #require(URL(string: text))) == nil)
    }

}
