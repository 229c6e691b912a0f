import Foundation
import Testing
@testable import RouteGenCore
@_spi(RouteGen) import RouteKit

/// A route's own `hosts:`/`schemes:`: reachable there only, its links built there, its exports per host.
@Suite("Routes with hosts and schemes of their own")
struct RouteHostsTests {
    static let manifest = """
        version: 1
        url:
          schemes: [myapp]
          hosts: [www.example.com]
        routes:
          home:
            path: /home
            exposure: external
            handler: true
          emailClick:
            path: /<path:rest>
            exposure: external
            handler: true
            hosts: [clicks.example.com, emails.example.com]
          shortLink:
            path: /s/<code>
            exposure: external
            handler: true
            schemes: [myshort]

        """

    static func validated(_ text: String = manifest) throws -> Manifest {
        let result = runYAML(text)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return try #require(result.manifest).manifest
    }

    @Test func decodedWithLocationsAndOnlyThoseReachTheRoute() throws {
        let manifest = try Self.validated()
        let click = try #require(manifest.routes.first { $0.name == "emailClick" })
        #expect(click.ownURL?.hosts == ["clicks.example.com", "emails.example.com"])
        #expect(click.ownURL?.schemes == [])
        #expect(click.ownURL?.hostLocations.map(\.line) == [14, 14])
        #expect(manifest.urlSettings(of: click).configuration == .init(schemes: [], hosts: ["clicks.example.com", "emails.example.com"]))
        let home = try #require(manifest.routes.first { $0.name == "home" })
        #expect(manifest.urlSettings(of: home) == manifest.url)
        #expect(manifest.allHosts == ["www.example.com", "clicks.example.com", "emails.example.com"])
        #expect(manifest.allSchemes == ["myapp", "myshort"])
    }

    @Test("the tracking host's catch-all does not capture the web host, nor the custom scheme")
    func matching() throws {
        let matcher = ManifestURLMatcher(manifest: try Self.validated())
        func route(_ url: String) -> String? { matcher.match(URL(string: url)!).route }
        #expect(route("https://clicks.example.com/wf/click?upn=abc") == "emailClick")
        #expect(route("https://emails.example.com/anything/at/all?qs=1") == "emailClick")
        #expect(route("https://clicks.example.com/home") == "emailClick")
        #expect(route("https://www.example.com/home") == "home")
        #expect(route("https://www.example.com/wf/click") == nil)
        #expect(route("myapp://wf/click") == nil)
        #expect(route("myshort://s/abc") == "shortLink")
        #expect(route("myapp://s/abc") == nil)
        #expect(route("https://www.example.com/s/abc") == nil)
        let report = matcher.match(URL(string: "https://clicks.example.com/wf/click?upn=abc&upn=d")!)
        #expect(report.description == """
            https://clicks.example.com/wf/click?upn=abc&upn=d matches emailClick (/<path:rest>)
              rest: String = "wf/click"
              passed over:
              - query item 'upn' is ignored: route emailClick does not declare it
            """)
    }

    @Test("descriptors and conformances use the route's own settings")
    func generatedCode() throws {
        let source = try SwiftRenderer.render(try #require(runYAML(Self.manifest).manifest))
        #expect(source.contains("struct EmailClick: UniversalLinkRoute, Hashable, Sendable"))
        #expect(source.contains("urlConfiguration: URLConfiguration(schemes: [], hosts: [\"clicks.example.com\", \"emails.example.com\"])"))
        #expect(source.contains("struct ShortLink: URLRoute, Hashable, Sendable"))
        #expect(source.contains("urlConfiguration: URLConfiguration(schemes: [\"myshort\"], hosts: [])"))
        #expect(source.contains("urlConfiguration: URLConfiguration(schemes: [\"myapp\"], hosts: [\"www.example.com\"])"))
    }

    @Test("each host's AASA holds the routes that host reaches; without --host, different hosts are a usage error")
    func aasaPerHost() throws {
        let manifest = try Self.validated()
        let web = AASAExport.components([manifest], host: "www.example.com").map(\.comment)
        #expect(web == ["Routes.home /home", "Routes.home /home (trailing slash)"])
        let clicks = try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "CLICKS.example.com").text
        #expect(clicks.contains("{ \"/\": \"/?*\", \"comment\": \"Routes.emailClick /<path:rest>\" }"))
        #expect(!clicks.contains("Routes.home"))
        #expect(throws: ExportFailure.usage(
            "the routes are on different hosts (www.example.com; clicks.example.com, emails.example.com); "
                + "each host serves its own file: pass --host HOST")) {
            try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"])
        }
        #expect(throws: ExportFailure.usage(
            "no manifest lists 'click.example.com' under 'url.hosts' or a route's 'hosts'; did you mean 'clicks.example.com'?")) {
            try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "click.example.com")
        }
    }

    @Test func entitlementsAndURLTypesListEveryHostAndScheme() throws {
        let manifest = try Self.validated()
        let entitlements = try EntitlementsExport.render([manifest]).text
        for host in ["www.example.com", "clicks.example.com", "emails.example.com"] {
            #expect(entitlements.contains("<string>applinks:\(host)</string>"))
        }
        let types = try URLTypesExport.render([manifest]).text
        #expect(types.contains("<string>myapp</string>") && types.contains("<string>myshort</string>"))
    }

    @Test func catalogLinksUseTheRoutesOwnHost() throws {
        let text = CatalogExport.render([try Self.validated()], format: .json).text
        #expect(text.contains("\"example\": \"https://clicks.example.com/a/b\""))
        #expect(text.contains("\"example\": \"myshort://s/code\""))
    }

    @Test func aManifestWithoutURLNeedsNoneWhenEveryExternalRouteHasItsOwn() {
        #expect(printed("version: 1\nroutes:\n  click:\n    path: /c\n    exposure: external\n    hosts: [c.example.com]\n") == [])
    }

    @Test func hostileAndWrongSettingsAreErrorsAtTheirLines() {
        let text = """
            version: 1
            url:
              schemes: [myapp]
            routes:
              a:
                path: /a
                exposure: external
                hosts: [https://x.example.com, ok.example.com, OK.example.com, "a b"]
                schemes: [http, My_App]
              b:
                path: /b
                hosts: [b.example.com]
              c:
                path: /c
                exposure: external
                hosts: []

            """
        #expect(printed(text) == [
            "routes.yml:8:13: error: URL host 'https://x.example.com' must not include a scheme; write only the host name",
            "routes.yml:8:52: error: duplicate URL host 'OK.example.com'\nroutes.yml:8:36: note: 'OK.example.com' was first listed here",
            "routes.yml:8:69: error: URL host 'a b' may contain only letters, digits, '-' and '.'",
            "routes.yml:9:15: error: 'http' cannot be a custom scheme; list your domain under 'hosts' for https links",
            "routes.yml:9:21: error: URL scheme 'My_App' is invalid: it must be a lowercase letter followed by lowercase letters, digits, '+', '-' or '.'",
            "routes.yml:12:5: error: route 'b' is internal: no URL reaches it, so its own 'hosts'/'schemes' are unused; remove them or set 'exposure: external'",
            "routes.yml:16:5: error: route 'c' lists no hosts and no schemes of its own, so no URL reaches it; list some, or remove 'hosts'/'schemes' to use the manifest's 'url'",
        ])
        #expect(printed(header + "routes:\n  d:\n    path: /d\n    exposure: external\n    host: [d.example.com]\n") == [
            "routes.yml:8:5: error: unknown key 'host' in route 'd'; did you mean 'hosts'?",
        ])
        #expect(printed(header + "routes:\n  d:\n    path: /d\n    exposure: external\n    hosts: d.example.com\n") == [
            "routes.yml:8:12: error: 'routes.d.hosts' must be a list, found a scalar",
        ])
    }
}
