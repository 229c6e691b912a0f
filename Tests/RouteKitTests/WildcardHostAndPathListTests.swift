import Foundation
import Testing
@_spi(RouteGen) @testable import RouteKit

/// Two routes of the kind a multi-site app declares: a post on any subdomain (`*.example.com`, several patterns, the
/// subdomain read into `site`), and a page on one named host.
enum SitesSpace {
    struct Post: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "post", exposure: .external, path: "/post/<int:id>", alternatePaths: ["/p/<int:id>", "/<int:id>"],
            urlConfiguration: URLConfiguration(schemes: ["sites"], hosts: ["*.example.com", "*.eu.example.com"]))
        var id: Int
        var site: String
        init(id: Int, site: String) { self.id = id; self.site = site }
        init(parameters: RouteParameters) throws {
            id = try parameters.required("id", as: Int.self)
            site = try parameters.required(RouteParameters.subdomainKey, as: String.self)
        }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.set(id, for: "id")
            p.set(site, for: RouteParameters.subdomainKey)
            return p
        }
    }

    /// On `help.example.com` only: `/p/<int:n>` ties with the post's second pattern there.
    struct Help: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "help", exposure: .external, path: "/p/<int:n>",
            urlConfiguration: URLConfiguration(schemes: [], hosts: ["help.example.com"]))
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// On the bare domain: no subdomain of it, so never a tie with the post.
    struct Home: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "home", exposure: .external, path: "/p/<int:n>",
            urlConfiguration: URLConfiguration(schemes: [], hosts: ["example.com"]))
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }
}

@Suite("RouteKit: wildcard hosts and several patterns per route")
struct WildcardHostAndPathListTests {
    static let matcher = URLMatcher<SitesSpace.Post>([.init(SitesSpace.Post.self) { $0 }])

    @Test("a wildcard accepts subdomains at any depth, not the domain; the longest entry decides; names beat wildcards")
    func hostRules() {
        let hosts = ["*.example.com", "*.eu.example.com", "shop.example.com"]
        #expect(HostPattern.accepts("blog.example.com", in: hosts) == (true, "blog"))
        #expect(HostPattern.accepts("a.b.example.com", in: hosts) == (true, "a.b"))
        #expect(HostPattern.accepts("x.eu.example.com", in: hosts) == (true, "x"))
        #expect(HostPattern.accepts("eu.example.com", in: hosts) == (true, "eu"))
        #expect(HostPattern.accepts("shop.example.com", in: hosts) == (true, nil))
        for refused in ["example.com", ".example.com", "notexample.com", "example.com.evil.org", "com", ""] {
            #expect(HostPattern.accepts(refused, in: hosts).accepted == false, "\(refused)")
        }
        #expect(HostPattern.overlaps("*.example.com", "Blog.Example.com"))
        #expect(HostPattern.overlaps("*.example.com", "*.eu.example.com"))
        #expect(!HostPattern.overlaps("*.example.com", "example.com"))
        #expect(!HostPattern.overlaps("*.example.com", "*.example.org"))
        #expect(HostPattern.linkHost(in: ["*.example.com", "example.com"], subdomain: nil) == "example.com")
        #expect(HostPattern.linkHost(in: ["*.example.com"], subdomain: nil) == nil)
        #expect(HostPattern.linkHost(in: ["example.com", "*.example.com"], subdomain: "a b") == "a%20b.example.com")
    }

    @Test("every pattern opens the route; the subdomain comes from the host only; links use the first pattern")
    func matchingAndBuilding() throws {
        let matcher = Self.matcher
        let expected = SitesSpace.Post(id: 7, site: "blog")
        for link in ["https://blog.example.com/post/7", "https://blog.example.com/p/7", "https://BLOG.example.com/7/",
                     "https://blog.example.com/7?%40subdomain=evil", "sites://blog.example.com/p/7"] {
            #expect(matcher.match(URL(string: link)!) == expected, "\(link)")
        }
        #expect(matcher.match(URL(string: "https://x.eu.example.com/7")!)?.site == "x")
        // The required subdomain is missing on a host without one: a query item cannot stand in for it.
        #expect(matcher.match(URL(string: "sites://post/7?%40subdomain=blog")!) == nil)
        #expect(matcher.match(URL(string: "https://example.com/post/7")!) == nil)
        #expect(matcher.match(URL(string: "https://blog.example.com/q/7")!) == nil)

        #expect(expected.universalLink(host: "*.example.com").absoluteString == "https://blog.example.com/post/7")
        #expect(expected.url(scheme: "sites").absoluteString == "sites://blog.example.com/post/7")
        for value in ["a.b", "x-1", "ü"] {
            let route = SitesSpace.Post(id: -3, site: value)
            #expect(matcher.match(route.universalLink(host: "*.example.com")) == route, "\(value)")
            #expect(matcher.match(route.url(scheme: "sites")) == route, "\(value)")
        }
        let explanation = matcher.explain(URL(string: "https://blog.example.com/p/7")!)
        #expect(explanation.pattern == "/p/<int:id>")
    }

    @Test("a wildcard ties with a host it covers, on any pattern of the route; never with the bare domain")
    @MainActor func ties() {
        let navigator = Navigator(presenter: RecordingPresenter())
        let tieLog = TieLog(navigator)
        var reported: [RouteTie] { tieLog.ties }
        navigator.register(SitesSpace.Post.self) { _ in LabeledScreen("post") }
        navigator.register(SitesSpace.Home.self) { _ in LabeledScreen("home") }
        #expect(reported.isEmpty)
        navigator.register(SitesSpace.Help.self) { _ in LabeledScreen("help") }
        #expect(reported.map(\.winner.pattern) == ["/p/<int:id>"])
        #expect(reported.map(\.shadowed.route) == ["help"])
    }
}
