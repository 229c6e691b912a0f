import Foundation
import Testing
@testable import RouteGenCore

/// `routegen match` logic: the same decisions as the generated code, explained.
@Suite("Manifest URL matcher")
struct ManifestURLMatcherTests {
    static let matcher: ManifestURLMatcher = {
        // The fixture is known-valid; a failure here fails every test below with the diagnostics.
        let manifest = try? RenderFixtures.manifest("Tests/RouteGenCoreTests/Fixtures/Render/Everything/routes.yml")
        return ManifestURLMatcher(manifest: manifest ?? Manifest(sourcePath: "missing"))
    }()

    static func report(_ text: String) throws -> URLMatchReport {
        matcher.match(try #require(URL(string: text)))
    }

    @Test("A match lists every extra with its type and converted value, defaults and internal extras marked")
    func matched() throws {
        let report = try Self.report("myapp://user/42?tab=likes&tags=a&tags=b%20c&source=forged")
        #expect(report.route == "userProfile")
        #expect(report.extras.map(\.description) == [
            "id: Int = 42",
            "referrer: String? = nil (absent)",
            "tab: ProfileTab = .likes",
            "tags: [String] = [\"a\", \"b c\"]",
            "source: String? (internal: never read from a URL)",
        ])
        #expect(report.description.hasPrefix("myapp://user/42?tab=likes&tags=a&tags=b%20c&source=forged matches userProfile (/user/<int:id>)"))
    }

    @Test("A match shows the route's tab and its parent chain, nearest first; a route without either shows neither")
    func tabAndParents() throws {
        let report = try Self.report("myapp://user/42/photo/6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        #expect(report.route == "userPhoto")
        #expect(report.tab == "profile")
        #expect(report.parents == ["userProfile"])
        let lines = report.description.split(separator: "\n").map(String.init)
        // Not `tab: profile`, which would read as a second `tab` extra beside `tab: ProfileTab = .likes`.
        #expect(lines.suffix(2) == ["  opens in tab 'profile'", "  parents (nearest first): userProfile"])
        #expect(!lines.contains("  tab: profile"))
        let plain = try Self.report("myapp://alert?title=x")
        #expect(plain.tab == nil && plain.parents.isEmpty)
        #expect(!plain.description.contains("tab:") && !plain.description.contains("parents"))
    }

    @Test("An extra with a key is read by its key and shown by both names")
    func keyedExtras() throws {
        let report = try Self.report("myapp://web?url=https%3A%2F%2Fexample.com%2Fa&user-id=7&target=ignored")
        #expect(report.route == "web")
        #expect(report.extras.map(\.description) == [
            "target (url in links): URL = https://example.com/a",
            "userID (user-id in links): Int? = 7",
        ])
        let absent = try Self.report("myapp://web?url=https://example.com")
        #expect(absent.extras.last?.description == "userID (user-id in links): Int? = nil (absent)")
        let placeholder = try Self.report("myapp://browse/news")
        #expect(placeholder.extras.map(\.description) == ["section (parameters in links): String = \"news\""])
        let invalid = try Self.report("myapp://web?url=https://example.com&user-id=seven")
        #expect(!invalid.isMatch)
        #expect(invalid.description.contains("user-id"), "a conversion failure names the key: \(invalid.description)")
    }

    @Test("Defaults, custom types (unchecked) and keyword-named extras")
    func defaultsAndCustom() throws {
        let article = try Self.report("https://myapp.example.com/articles/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/x?photo=p1")
        let byName = Dictionary(uniqueKeysWithValues: article.extras.map { ($0.name, $0) })
        #expect(byName["page"]?.description == "page: Int = 1 (default)")
        #expect(byName["greeting"]?.description == "greeting: String = \"hi \\\"there\\\"\" (default)")
        #expect(byName["articleID"]?.value == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        #expect(byName["photo"]?.value == "\"p1\"")
        #expect(byName["photo"]?.note?.hasPrefix("unchecked") == true)
        let search = try Self.report("myapp://search?query=q&default=4")
        #expect(search.extras.first { $0.name == "default" }?.value == "4")
    }

    @Test("No match explains why", arguments: [
        ("otherapp://user/1", "scheme 'otherapp' is not accepted"),
        ("https://evil.example.com/user/1", "host 'evil.example.com' is not accepted"),
        ("myapp://nowhere/at/all", "no pattern matches the path"),
        ("myapp://user/abc", "user"),
        ("myapp://search", "missing extra 'query'"),
        ("myapp://articles/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/x?sort=sideways", "'sideways' is not a Sort"),
        ("myapp://settings", "matches internal route 'settings' only: internal routes are never reachable from a URL"),
    ])
    func noMatch(url: String, reason: String) throws {
        let report = try Self.report(url)
        #expect(!report.isMatch)
        #expect(report.extras.isEmpty)
        #expect(report.description.contains("matches no route"))
        #expect(report.description.contains(reason), "\(report.description)")
    }

    @Test("Internal routes never match, even through a URL that fits their path")
    func internalRoutes() throws {
        for url in ["myapp://settings?section=a", "https://myapp.example.com/settings", "myapp://logout"] {
            #expect(try Self.report(url).route == nil)
        }
    }

    @Test("An internal route without a path, named by a URL, is explained as internal; so is an internal-only manifest")
    func internalByNameAndInternalOnly() throws {
        let text = "version: 1\nurl: { schemes: [shop] }\nroutes:\n  reviews:\n    extras: { productID: Int }\n"
        let internalOnly = try #require(runYAML(text).manifest)
        let reviews = ManifestURLMatcher(manifest: internalOnly.manifest).match(try #require(URL(string: "shop://Reviews")))
        #expect(reviews.description == """
            shop://Reviews matches no route
              - matches internal route 'reviews' only, by name (it has no path): internal routes are never reachable from a URL
            """)
        let elsewhere = ManifestURLMatcher(manifest: internalOnly.manifest).match(try #require(URL(string: "shop://cart")))
        #expect(elsewhere.description.contains("the manifest has internal routes only (1)"), "\(elsewhere.description)")
        let other = ManifestURLMatcher(manifest: internalOnly.manifest).match(try #require(URL(string: "shop://cart/reviews")))
        #expect(other.internalRoutesWithMatchingName.isEmpty)
        #expect(!other.description.contains("no routes registered"), "\(other.description)")

        let mixed = try #require(runYAML(text + "  product:\n    path: /product/<int:id>\n    exposure: external\n").manifest)
        let byName = ManifestURLMatcher(manifest: mixed.manifest).match(try #require(URL(string: "shop://reviews")))
        #expect(byName.description == """
            shop://reviews matches no route
              - matches internal route 'reviews' only, by name (it has no path): internal routes are never reachable from a URL
            """)
        // Said once: "no pattern matches the path /settings" would contradict "matches internal route 'settings'".
        let settings = try Self.report("myapp://settings")
        #expect(!settings.description.contains("no pattern matches"), "\(settings.description)")
        #expect(settings.description.components(separatedBy: "internal routes are never reachable").count == 2)
        #expect(try Self.report("myapp://nowhere/at/all").description.contains("no pattern matches the path /nowhere/at/all"))
        let empty = try #require(runYAML("version: 1\nurl: { schemes: [shop] }\n").manifest)
        #expect(ManifestURLMatcher(manifest: empty.manifest).match(try #require(URL(string: "shop://x"))).description
            == "shop://x matches no route\n  - the manifest has no routes")
    }
}
