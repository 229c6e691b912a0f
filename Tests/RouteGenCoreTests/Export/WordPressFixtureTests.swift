import Foundation
import Testing
@_spi(RouteGen) import RouteKit
@testable import RouteGenCore
import TestSupport

/// A multi-site blogging app's link table (Tests/RouteGenCoreTests/Fixtures/WordPress): path lists, a wildcard host
/// with the subdomain read into an extra, through lint, `routegen match`, the exports and RouteKit's link building.
@Suite("WordPress-like link table")
struct WordPressFixtureTests {
    static let path = "Tests/RouteGenCoreTests/Fixtures/WordPress/WordPress.routes.yml"

    static func manifest() throws -> Manifest {
        try RenderFixtures.manifest(path)
    }

    @Test("lints without a diagnostic")
    func lints() {
        let result = ManifestPipeline.run(fileAt: Repository.url(Self.path), displayPath: Self.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// (link, route it opens or nil, the subdomain extra's value as `routegen match` shows it).
    static let cases: [(String, String?, String?)] = [
        ("https://blog.wordpress.com/2025/11/26/hello", "post", "site (the link's subdomain): String? = \"blog\""),
        ("https://blog.wordpress.com/p/2025/11/26/hello", "post", "site (the link's subdomain): String? = \"blog\""),
        ("https://a.b.wordpress.com/2025/11/26/hello/", "post", "site (the link's subdomain): String? = \"a.b\""),
        ("https://BLOG.WordPress.com/2025/11/26/hello", "post", "site (the link's subdomain): String? = \"blog\""),
        ("https://wordpress.com/2025/11/26/hello", "post", "site (the link's subdomain): String? = nil (absent)"),
        ("https://apps.wordpress.com/2025/11/26/hello", "post", "site (the link's subdomain): String? = nil (absent)"),
        ("https://wordpress.com/2025/11/26/hello?%40subdomain=evil", "post", "site (the link's subdomain): String? = nil (absent)"),
        ("https://blog.wordpress.com/2023/12/31/x", "post", "month: Int = 12"),
        ("https://blog.wordpress.com/2023/13/01/x", nil, nil),
        ("https://blog.wordpress.com/2023/0/01/x", nil, nil),
        ("https://blog.wordpress.com/2023/1/32/x", nil, nil),
        ("https://blog.wordpress.com/1899/1/1/x", nil, nil),
        ("https://blog.wordpress.com/read/feeds/12", "readerFeed", nil),
        ("https://blog.wordpress.com/reader/feeds/12", "readerFeed", nil),
        ("https://wordpress.com/read/feed/12", "readerFeed", nil),
        ("wordpress://read/feed/12", "readerFeed", nil),
        ("https://wordpress.com/read/feed/x", nil, nil),
        ("https://wordpress.com/read/list/alice/cats", "readerList", nil),
        ("https://wordpress.com/read/search/cats/posts", "readerSearch", nil),
        ("https://wordpress.com/stats/example.blog", "stats", nil),
        ("https://wordpress.com/stats/day/example.blog", "stats", nil),
        ("https://wordpress.com/stats/insights/example.blog", "stats", nil),
        ("https://wordpress.com/notifications", "notifications", nil),
        ("https://x.wordpress.com/mbar?redirect_to=%2Fwp-admin", "mbar", "blog (the link's subdomain): String = \"x\""),
        ("https://wordpress.com/mbar", nil, nil),
        ("wordpress://mbar", nil, nil),
        ("https://wordpress.com.evil.com/notifications", nil, nil),
        ("https://evilwordpress.com/notifications", nil, nil),
        ("https://wordpress.org/notifications", nil, nil),
        ("https://wordpress.com/notifications?source=email", "notifications", "source: String? = \"email\""),
        ("https://blog.wordpress.com/2025/11/26/hello?source=qr", "post", "source: String? = \"qr\""),
        ("https://x.wordpress.com/mbar?source=admin-bar&redirect_to=%2F", "mbar", "source: String? = \"admin-bar\""),
        ("wordpress://read/feed/12?source=widget", "readerFeed", "source: String? = \"widget\""),
        ("https://wordpress.com/stats/example.blog", "stats", "source: String? = nil (absent)"),
        // The app banner: the whole fragment is one value, percent-decoded.
        ("https://apps.wordpress.com/get/?campaign=x#%2Fmedia%2F1234567", "appBanner",
         "destination (the link's fragment): String? = \"/media/1234567\""),
        ("https://apps.wordpress.com/get#/media/1234567", "appBanner", "destination (the link's fragment): String? = \"/media/1234567\""),
        ("https://apps.wordpress.com/get?campaign=x", "appBanner", "destination (the link's fragment): String? = nil (absent)"),
        ("https://apps.wordpress.com/get?campaign=x#", "appBanner", "destination (the link's fragment): String? = nil (absent)"),
        // QR login: the fragment's name selects the route, its items follow after '?'.
        ("https://apps.wordpress.com?#qr-code-login?token=abc&data=xyz", "qrLogin", "token (token in the link's fragment): String = \"abc\""),
        ("https://apps.wordpress.com/#qr-code-login?data=x%2By%20z&token=abc", "qrLogin",
         "data (data in the link's fragment): String = \"x+y z\""),
        ("https://apps.wordpress.com/#qr-code-login?token=abc&data=xyz&utm=1", "qrLogin", nil),
        ("https://apps.wordpress.com/", "appsHome", nil),
        ("https://apps.wordpress.com/#qr-code-login?token=abc", "appsHome", nil),
        ("https://apps.wordpress.com/#qr-code-login", "appsHome", nil),
        ("https://apps.wordpress.com/#other?token=abc&data=xyz", "appsHome", nil),
        ("https://apps.wordpress.com/#token=abc&data=xyz", "appsHome", nil),
        ("https://apps.wordpress.com/?token=abc&data=xyz", "appsHome", nil),
        ("https://apps.wordpress.com/?%23token=abc&%23data=xyz#qr-code-login", "appsHome", nil),
        ("https://apps.wordpress.com/#QR-code-login?token=abc&data=xyz", "appsHome", nil),
        ("https://wordpress.com/#qr-code-login?token=abc&data=xyz", nil, nil),
    ]

    @Test("routegen match: every path of a list, on any subdomain, with the subdomain; look-alike hosts open nothing")
    func matching() throws {
        let matcher = ManifestURLMatcher(manifest: try Self.manifest())
        var passed = 0
        for (link, route, shown) in Self.cases {
            let report = matcher.match(try #require(URL(string: link)))
            #expect(report.route == route, "\(link): \(report)")
            if let shown { #expect(report.extras.map(\.description).contains(shown), "\(link): \(report)") }
            if report.route == route { passed += 1 }
        }
        print("WordPress-like table: \(passed) of \(Self.cases.count) links open what they should")
        #expect(passed == Self.cases.count)
    }

    @Test("`source`, declared once, is every route's last extra, read from and written to links")
    func sharedSource() throws {
        let manifest = try Self.manifest()
        #expect(manifest.routes.count == 10)
        for route in manifest.routes {
            #expect(route.extras.last?.name == "source" && route.extras.last?.isShared == true, "\(route.name)")
            #expect(route.extras.filter { $0.name == "source" }.count == 1, "\(route.name)")
        }
        let mbar = try #require(manifest.routes.first { $0.name == "mbar" })
        #expect(mbar.extras.map(\.name) == ["blog", "redirectTo", "source"])
        let descriptor = RouteDescriptor(name: mbar.name, exposure: .external, path: mbar.path,
                                         urlConfiguration: manifest.urlSettings(of: mbar).configuration)
        var parameters = RouteParameters()
        parameters[RouteParameters.subdomainKey] = ["x"]
        parameters["source"] = ["qr code"]
        let link = descriptor.universalLink(parameters: parameters)
        #expect(link.absoluteString == "https://x.wordpress.com/mbar?source=qr%20code")
        let back = ManifestURLMatcher(manifest: manifest).match(link)
        #expect(back.route == "mbar" && back.extras.map(\.description).contains("source: String? = \"qr code\""), "\(back)")
    }

    @Test("a month outside 1...12 is said by routegen match")
    func limits() throws {
        let report = ManifestURLMatcher(manifest: try Self.manifest()).match(try #require(URL(string: "https://blog.wordpress.com/2023/13/01/x")))
        #expect(report.description.contains("month"), "\(report)")
        #expect(report.description.contains("Int in 1...12"), "\(report)")
    }

    @Test("a match on one group of hosts does not list another group that has no pattern for the path")
    func quietExplanation() throws {
        let matcher = ManifestURLMatcher(manifest: try Self.manifest())
        let report = matcher.match(try #require(URL(string: "https://blog.wordpress.com/read/feed/12")))
        #expect(report.description == """
            https://blog.wordpress.com/read/feed/12 matches readerFeed (/read/feed/<int:feedID>)
              feedID: Int = 12
              source: String? = nil (absent)
            """)
    }

    @Test("links: the first pattern, on the subdomain the route carries, read back to the same values")
    func building() throws {
        let manifest = try Self.manifest()
        let post = try #require(manifest.routes.first { $0.name == "post" })
        let descriptor = RouteDescriptor(name: post.name, exposure: .external, path: post.path,
                                         alternatePaths: post.alternatePaths,
                                         urlConfiguration: manifest.urlSettings(of: post).configuration)
        var parameters = RouteParameters()
        for (name, value) in [("year", "2025"), ("month", "11"), ("day", "26"), ("slug", "hello")] { parameters[name] = [value] }
        #expect(descriptor.universalLink(parameters: parameters).absoluteString == "https://wordpress.com/2025/11/26/hello")
        parameters[RouteParameters.subdomainKey] = ["blog"]
        let link = descriptor.universalLink(parameters: parameters)
        #expect(link.absoluteString == "https://blog.wordpress.com/2025/11/26/hello")
        #expect(descriptor.link(parameters: parameters).absoluteString == "wordpress://blog.wordpress.com/2025/11/26/hello")
        let back = ManifestURLMatcher(manifest: manifest).match(link)
        #expect(back.route == "post" && back.extras.map(\.description).contains("site (the link's subdomain): String? = \"blog\""))
        let custom = ManifestURLMatcher(manifest: manifest).match(descriptor.link(parameters: parameters))
        #expect(custom.route == "post" && custom.extras.map(\.description).contains("site (the link's subdomain): String? = \"blog\""))
    }

    @Test("entitlements claim the wildcard; the AASA has every pattern once and says where it is served")
    func exports() throws {
        let manifest = try Self.manifest()
        let entitlements = try EntitlementsExport.render([manifest]).text
        #expect(entitlements.contains("<string>applinks:*.wordpress.com</string>"))
        #expect(entitlements.contains("<string>applinks:wordpress.com</string>"))
        let aasa = try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "wordpress.com")
        for pattern in ["/read/feeds/", "/reader/feeds/", "/read/feed/", "/stats/day/?*", "/stats/insights/?*", "/p/"] {
            #expect(aasa.text.contains("\"/\": \"" + pattern), "\(pattern)")
        }
        #expect(aasa.text.contains("\"/\": \"/mbar\""))
        #expect(aasa.diagnostics.map(\.description) == [
            "Tests/RouteGenCoreTests/Fixtures/WordPress/WordPress.routes.yml:8:12: note: serve this file at "
                + "https://wordpress.com/.well-known/apple-app-site-association: the system verifies '*.wordpress.com' "
                + "with the file on 'wordpress.com' (a subdomain listed on its own serves its own copy)",
        ])
        // `--host '*.wordpress.com'` is the same file; a subdomain listed by name has its own, without mbar.
        let wildcard = try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "*.wordpress.com")
        #expect(wildcard.text == aasa.text)
        let apps = try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "apps.wordpress.com")
        #expect(!apps.text.contains("/mbar") && apps.text.contains("/notifications"))
        #expect(apps.diagnostics.isEmpty)
        // A link on a subdomain is claimed by the file on the wildcard's domain, as the system fetches it.
        #expect(AASAClaim.of(URL(string: "https://blog.wordpress.com/p/2025/11/26/hello")!, manifests: [manifest])?.isClaimed == true)
        #expect(AASAClaim.of(URL(string: "https://blog.wordpress.com/mbar")!, manifests: [manifest])?.isClaimed == true)
        let components = AASAExport.components([manifest])
        #expect(Set(components.map(\.key)).count == components.count)
    }

    @Test("runtime, routegen match and the AASA agree on sampled links of every pattern and subdomain")
    func agreement() throws {
        let tally = try AASAAgreementTests.check([try Self.manifest()], host: "wordpress.com", seed: 34, samples: 40, randomPaths: 300)
        print("AASA agreement, WordPress-like table: \(tally)")
        #expect(tally.missed.isEmpty, "\(tally.missed.prefix(10))")
        #expect(tally.unexplained.isEmpty, "\(tally.unexplained.prefix(10))")
        #expect(tally.opened > 200)
    }

    @Test("routegen match says what a fragment route missed, and why a query item did not stand in for a fragment one")
    func fragmentExplanations() throws {
        let matcher = ManifestURLMatcher(manifest: try Self.manifest())
        let home = matcher.match(try #require(URL(string: "https://apps.wordpress.com/?token=abc#qr-code-login?data=x")))
        #expect(home.description == """
            https://apps.wordpress.com/?token=abc#qr-code-login?data=x matches appsHome (/)
              source: String? = nil (absent)
              passed over:
              - candidate qrLogin (/) failed: missing item 'token' of the link's fragment
              - query item 'token' is ignored: route appsHome does not declare it
            """, "\(home.description)")
        let login = matcher.match(try #require(URL(string: "https://apps.wordpress.com/?token=zz&%23data=q#qr-code-login?token=abc&data=x")))
        #expect(login.route == "qrLogin")
        #expect(login.ignoredQueryItems == [
            "query item 'token' is ignored: route qrLogin reads 'token' from the link's fragment (#...)",
            "query item '#data' is ignored: names that start with '#' are never read from the query",
        ])
        let other = matcher.match(try #require(URL(string: "https://apps.wordpress.com/#other?token=abc&data=x")))
        #expect(other.description.contains("candidate qrLogin (/) failed: the link's fragment does not start with 'qr-code-login'"))
    }

    @Test("fragment links: builders write the name and the items, the whole value escaped, and they read back")
    func fragmentBuilding() throws {
        let manifest = try Self.manifest()
        let matcher = ManifestURLMatcher(manifest: manifest)
        let qr = manifest.linkDescriptor(of: try #require(manifest.routes.first { $0.name == "qrLogin" }))
        var parameters = RouteParameters()
        parameters["#token"] = ["a&b=c#d"]
        parameters["#data"] = ["x y+z"]
        let link = qr.universalLink(parameters: parameters)
        #expect(link.absoluteString == "https://apps.wordpress.com#qr-code-login?data=x%20y%2Bz&token=a%26b%3Dc%23d")
        let back = matcher.match(link)
        #expect(back.route == "qrLogin", "\(back)")
        #expect(back.extras.map(\.description) == [
            "token (token in the link's fragment): String = \"a&b=c#d\"", "data (data in the link's fragment): String = \"x y+z\"",
            "source: String? = nil (absent)",
        ])
        // The query of the built link stays empty: fragment values never travel as query items.
        #expect(URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems == nil)
        let banner = manifest.linkDescriptor(of: try #require(manifest.routes.first { $0.name == "appBanner" }))
        var bannerParameters = RouteParameters()
        bannerParameters["campaign"] = ["x"]
        bannerParameters[RouteParameters.fragmentKey] = ["/media/1234567?x=1#2"]
        let bannerLink = banner.universalLink(parameters: bannerParameters)
        #expect(bannerLink.absoluteString == "https://apps.wordpress.com/get?campaign=x#/media/1234567%3Fx%3D1%232")
        #expect(matcher.match(bannerLink).extras.map(\.description).contains(
            "destination (the link's fragment): String? = \"/media/1234567?x=1#2\""))
        bannerParameters[RouteParameters.fragmentKey] = []
        #expect(banner.universalLink(parameters: bannerParameters).absoluteString == "https://apps.wordpress.com/get?campaign=x")
    }

    @Test("the AASA for apps.wordpress.com: QR login's '#' pattern before the home route on the same path; they agree")
    func fragmentExports() throws {
        let manifest = try Self.manifest()
        let apps = try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "apps.wordpress.com").text
        let qr = try #require(apps.range(of: "\"/\": \"/\", \"#\": \"qr-code-login?*\""))
        let home = try #require(apps.range(of: "\"/\": \"/\", \"comment\": \"WordPressRoutes.appsHome"))
        #expect(qr.lowerBound < home.lowerBound)
        #expect(apps.contains("\"/\": \"/get\", \"comment\""), "an optional fragment adds no '#' key")
        #expect(AASAClaim.of(URL(string: "https://apps.wordpress.com/#qr-code-login?token=a&data=b")!, manifests: [manifest])?
            .component?.hasPrefix("WordPressRoutes.qrLogin") == true)
        #expect(AASAClaim.of(URL(string: "https://apps.wordpress.com/#other")!, manifests: [manifest])?
            .component?.hasPrefix("WordPressRoutes.appsHome") == true)
        let tally = try AASAAgreementTests.check([manifest], host: "apps.wordpress.com", seed: 34, samples: 40, randomPaths: 100)
        print("AASA agreement, WordPress-like table, apps.wordpress.com: \(tally)")
        // The app opens mbar (on '*.wordpress.com') on apps.wordpress.com too, whose own file leaves the wildcard's
        // routes out: a gap of the wildcard export, not of fragments.
        let missed = tally.missed.filter { !$0.contains("apps.wordpress.com/mbar") }
        #expect(missed.isEmpty, "\(missed.prefix(10))")
        #expect(tally.unexplained.isEmpty, "\(tally.unexplained.prefix(10))")
        #expect(tally.opened > 50)
    }

    @Test("the catalog lists every pattern and the subdomain extra")
    func catalog() throws {
        let markdown = CatalogExport.render([try Self.manifest()], format: .markdown).text
        #expect(markdown.contains("- also opened by: `/reader/feeds/<int:feedID>`, `/read/feed/<int:feedID>`"))
        #expect(markdown.contains("| `site` | `String?` | subdomain | — |"))
        #expect(markdown.components(separatedBy: "| `source` | `String?` | query (every route) | — |").count == 11)
        #expect(markdown.contains("- universal link: `https://blog.wordpress.com/mbar`"))
        #expect(markdown.contains("| `destination` | `String?` | fragment | — |"))
        #expect(markdown.contains("| `token` | `String` | fragment item | — |"))
        #expect(markdown.contains("- universal link: `https://apps.wordpress.com#qr-code-login?data=data&token=token`"))
    }
}
