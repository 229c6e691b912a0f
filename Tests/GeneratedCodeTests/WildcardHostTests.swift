import Foundation
import RouteKit
import Testing

/// `sitePost`: a `path:` list on a wildcard host (`*.sites.example.com`) with the subdomain read into `site`,
/// through the generated code.
@Suite("Generated code: path lists and wildcard hosts")
struct WildcardHostTests {
    private func sitePost(_ text: String) -> Routes.SitePost? {
        guard case .sitePost(let route)? = Routes.match(URL(string: text)!) else { return nil }
        return route
    }

    @Test("every pattern opens the route, on any subdomain, and the route knows which")
    func matching() throws {
        let canonical = try #require(sitePost("https://blog.sites.example.com/2025/11/hello"))
        #expect(canonical == Routes.SitePost(year: 2025, slug: "hello", month: 11, site: "blog"))
        #expect(sitePost("https://blog.sites.example.com/p/2025/11/hello") == canonical)
        #expect(sitePost("https://A.B.Sites.Example.com/p/2025/11/hello")?.site == "a.b")
        #expect(sitePost("https://sites.example.com/2025/11/hello")?.site == nil)
        #expect(sitePost("https://sites.example.com/2025/11/hello") != nil)
    }

    @Test("a month outside 1...12 opens nothing; built outside them, the link opens nothing (as documented)")
    func limits() {
        #expect(sitePost("https://blog.sites.example.com/2025/12/hello")?.month == 12)
        #expect(Routes.match(URL(string: "https://blog.sites.example.com/2025/13/hello")!) == nil)
        #expect(Routes.match(URL(string: "https://blog.sites.example.com/p/2025/0/hello")!) == nil)
        let outside = Routes.SitePost(year: 2025, slug: "hello", month: 13, site: "blog")
        #expect(outside.universalLink.absoluteString == "https://blog.sites.example.com/2025/13/hello")
        #expect(Routes.match(outside.universalLink) == nil)
    }

    @Test("only the host gives the subdomain; other hosts and look-alikes open nothing")
    func hostile() {
        #expect(sitePost("https://sites.example.com/2025/11/hello?%40subdomain=evil")?.site == nil)
        #expect(sitePost("https://blog.sites.example.com/2025/11/hello?%40subdomain=evil")?.site == "blog")
        #expect(Routes.match(URL(string: "https://blog.sites.example.com.evil.com/2025/11/hello")!) == nil)
        #expect(Routes.match(URL(string: "https://evilsites.example.com/2025/11/hello")!) == nil)
        #expect(Routes.match(URL(string: "https://myapp.example.com/2025/11/hello")!) == nil)
        #expect(Routes.match(URL(string: "https://blog.sites.example.com/q/2025/11/hello")!) == nil)
    }

    @Test("links are written with the first pattern, on the route's subdomain, and read back equal")
    func building() {
        let onSite = Routes.SitePost(year: 2025, slug: "hello", month: 11, site: "blog")
        #expect(onSite.universalLink.absoluteString == "https://blog.sites.example.com/2025/11/hello")
        #expect(onSite.url == onSite.universalLink)
        let bare = Routes.SitePost(year: 2025, slug: "hello", month: 11)
        #expect(bare.universalLink.absoluteString == "https://sites.example.com/2025/11/hello")
        for route in [onSite, bare, Routes.SitePost(year: -1, slug: "a/b c", month: 1, site: "x-1.y")] {
            #expect(sitePost(route.universalLink.absoluteString) == route)
        }
    }
}
