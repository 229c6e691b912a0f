import Foundation
import Testing
import TestSupport
@_spi(RouteGen) import RouteKit
@testable import RouteGenCore

/// Messaging apps' link tables in one manifest (Tests/RouteGenCoreTests/Fixtures/Messaging): values kept in the
/// fragment, read as a small path whose fixed segments pick the route (signal.me) or as hash routing with its own
/// items (matrix.to); routes named by their custom-scheme host (sgnl://linkdevice); one path with two accepted query
/// shapes (/ideal); through lint, `routegen match`, the builders, the exports and the agreement with the AASA file.
/// Its values of a required form are SignalLinkTableTests'.
@Suite("Messaging link table")
struct MessagingFixtureTests {
    static let path = "Tests/RouteGenCoreTests/Fixtures/Messaging/Messaging.routes.yml"

    static func manifest() throws -> Manifest {
        try RenderFixtures.manifest(path)
    }

    @Test("lints, its examples included, with one note: which of the two /ideal query shapes a link with both opens")
    func lints() {
        let result = ManifestPipeline.run(fileAt: Repository.url(Self.path), displayPath: Self.path)
        #expect(result.diagnostics.map(\.description) == [
            "\(Self.path):100:11: note: route 'idealSetup' and route 'idealPayment' (path '/ideal') match the same URLs; "
                + "'idealSetup' requires the query items 'setup_intent' and 'setup_intent_client_secret' and 'idealPayment' "
                + "requires 'payment_intent'. A link carrying both opens 'idealSetup' (it requires more); one carrying only "
                + "one set opens that set's route",
        ], "\(result.diagnostics)")
    }

    /// (link, route it opens or nil, values `routegen match` shows for it). Each real link is followed by its
    /// malformed variants: another prefix, a missing or extra segment, a leading '/' where none belongs or none where
    /// one does, another case.
    static let cases: [(String, String?, [String])] = [
        ("https://signal.me/#p/+14085550123", "signalPhone", ["phone: String = \"+14085550123\""]),
        ("https://signal.me/#p/%2B14085550123", "signalPhone", ["phone: String = \"+14085550123\""]),
        ("https://signal.me/?phone=1#p/+2", "signalPhone", ["phone: String = \"+2\""]),
        ("https://signal.me/#p", "signalHome", []),
        ("https://signal.me/#p/", "signalHome", []),
        ("https://signal.me/#/p/+14085550123", "signalHome", []),
        ("https://signal.me/#P/+14085550123", "signalHome", []),
        ("https://signal.me/#p/+1/2", "signalHome", []),
        ("https://signal.me/#q/+14085550123", "signalHome", []),
        ("https://signal.me/p/+14085550123", nil, []),
        ("https://signal.me/#eu/AbC-_x0", "signalUsername", ["username: String = \"AbC-_x0\""]),
        ("https://signal.me/#eu/", "signalHome", []),
        ("https://signal.me/#eu", "signalHome", []),
        ("https://signal.me/#EU/AbC", "signalHome", []),
        ("https://signal.me/", "signalHome", []),
        ("https://signal.me/#other", "signalHome", []),
        ("https://matrix.to/#/!room:example.org", "matrixTarget", ["target: String = \"!room:example.org\""]),
        ("https://matrix.to/#/@alice:example.org", "matrixTarget", ["target: String = \"@alice:example.org\""]),
        ("https://matrix.to/#/%23lobby:example.org", "matrixTarget", ["target: String = \"#lobby:example.org\""]),
        ("https://matrix.to/#/!room:example.org?via=a.org&via=b.org", "matrixTarget",
         ["via (via in the link's fragment): [String] = [\"a.org\", \"b.org\"]"]),
        ("https://matrix.to/#/#lobby:example.org/$event?via=example.org", "matrixEvent",
         ["target: String = \"#lobby:example.org\"", "event: String = \"$event\"",
          "via (via in the link's fragment): [String] = [\"example.org\"]"]),
        ("https://matrix.to/#!room:example.org", nil, []),
        ("https://matrix.to/#/", nil, []),
        ("https://matrix.to/", nil, []),
        ("https://matrix.to/#/a/b/c", nil, []),
        ("https://matrix.to/?via=x#/!room:example.org", "matrixTarget", ["via (via in the link's fragment): [String] = [] (absent)"]),
        ("https://signal.me/#/!room:example.org", "signalHome", []),
        ("sgnl://linkdevice?uuid=abc&pub_key=xyz", "linkDevice", ["uuid: String = \"abc\"", "publicKey (pub_key in links): String = \"xyz\""]),
        ("sgnl://LinkDevice?uuid=abc&pub_key=xyz", "linkDevice", ["uuid: String = \"abc\""]),
        ("sgnl://linkdevice?uuid=abc", nil, []),
        ("sgnl:///linkdevice?uuid=abc&pub_key=xyz", nil, []),
        ("sgnl://?uuid=abc&pub_key=xyz", nil, []),
        ("sgnl://joingroup#CjQKIA", "joinGroup", ["invite (the link's fragment): String = \"CjQKIA\""]),
        ("sgnl://joingroup", nil, []),
        ("sgnl://other#CjQKIA", nil, []),
        ("https://signal.me/joingroup#CjQKIA", nil, []),
        ("https://pay.example.com/ideal?payment_intent=pi_1", "idealPayment", ["payment_intent: String = \"pi_1\""]),
        ("https://pay.example.com/ideal?setup_intent=si_1&setup_intent_client_secret=s", "idealSetup",
         ["setup_intent: String = \"si_1\"", "setup_intent_client_secret: String = \"s\""]),
        ("https://pay.example.com/ideal?payment_intent=pi_1&setup_intent=si_1&setup_intent_client_secret=s", "idealSetup", []),
        ("https://pay.example.com/ideal?setup_intent=si_1", nil, []),
        ("https://pay.example.com/ideal", nil, []),
    ]

    @Test("routegen match: every link opens its route with its typed values; every malformed variant does not")
    func matching() throws {
        let matcher = ManifestURLMatcher(manifest: try Self.manifest())
        var passed = 0
        for (link, route, shown) in Self.cases {
            let report = matcher.match(try #require(URL(string: link)))
            #expect(report.route == route, "\(link): \(report)")
            let lines = report.extras.map(\.description)
            for value in shown { #expect(lines.contains(value), "\(link): \(report)") }
            if report.route == route, shown.allSatisfy(lines.contains) { passed += 1 }
        }
        print("Messaging table: \(passed) of \(Self.cases.count) links open what they should")
        #expect(passed == Self.cases.count)
    }

    @Test("routegen match names the fragment path that decided, and why a route refused the link")
    func explanations() throws {
        let matcher = ManifestURLMatcher(manifest: try Self.manifest())
        let phone = matcher.match(try #require(URL(string: "https://signal.me/#p/+14085550123")))
        #expect(phone.description == """
            https://signal.me/#p/+14085550123 matches signalPhone (/ #p/<phone>)
              phone: String = "+14085550123"
              chosen:
              - over signalHome (/), which accepts it too: signalPhone requires the fragment path 'p/<phone>' and signalHome none
            """, "\(phone.description)")
        let query = matcher.match(try #require(URL(string: "https://signal.me/?phone=1#p/+2")))
        #expect(query.ignoredQueryItems == ["query item 'phone' is ignored: 'phone' comes from the fragment's path"])
        let home = matcher.match(try #require(URL(string: "https://signal.me/#q/1")))
        #expect(home.description.contains(
            "candidate signalPhone (/) failed: the link's fragment does not start with 'p/<phone>' (#p/<phone>?...)"), "\(home)")
        #expect(home.description.contains(
            "candidate signalUsername (/) failed: the link's fragment does not start with 'eu/<username>' (#eu/<username>?...)"),
                "\(home)")
    }

    @Test("builders write '+' raw and the fragment path as links carry it, and every link reads back")
    func building() throws {
        let manifest = try Self.manifest()
        let matcher = ManifestURLMatcher(manifest: manifest)
        func descriptor(_ name: String) throws -> RouteDescriptor {
            manifest.linkDescriptor(of: try #require(manifest.routes.first { $0.name == name }))
        }
        var phone = RouteParameters()
        phone["phone"] = ["+14085550123"]
        #expect(try descriptor("signalPhone").universalLink(parameters: phone).absoluteString == "https://signal.me#p/+14085550123")
        var event = RouteParameters()
        event["target"] = ["#lobby:example.org"]
        event["event"] = ["$event"]
        event["#via"] = ["example.org", "b.org"]
        let eventLink = try descriptor("matrixEvent").universalLink(parameters: event)
        #expect(eventLink.absoluteString == "https://matrix.to#/%23lobby:example.org/$event?via=example.org&via=b.org")
        let back = matcher.match(eventLink)
        #expect(back.route == "matrixEvent", "\(back)")
        #expect(back.extras.map(\.description).contains("target: String = \"#lobby:example.org\""), "\(back)")
        var device = RouteParameters()
        device["uuid"] = ["abc"]
        device["pub_key"] = ["x+y/z="]
        let deviceLink = try descriptor("linkDevice").link(parameters: device)
        #expect(deviceLink.absoluteString.hasPrefix("sgnl://linkdevice?"), "\(deviceLink)")
        #expect(matcher.match(deviceLink).extras.map(\.description).contains("publicKey (pub_key in links): String = \"x+y/z=\""),
                "\(matcher.match(deviceLink))")
        // Hostile values in every placeholder read back as themselves.
        for value in ["a/b", "?x=1", "#h", "100%", "a&b=c", "日本 😀", "+1 (408)", ".."] {
            var parameters = RouteParameters()
            parameters["username"] = [value]
            let link = try descriptor("signalUsername").universalLink(parameters: parameters)
            let report = matcher.match(link)
            #expect(report.route == "signalUsername" && report.extras.map(\.description) == ["username: String = \(String(reflecting: value))"],
                    "\(link): \(report)")
        }
    }

    @Test("the AASA: one '#' pattern per fragment path, before the home route, wider where it says so; it agrees")
    func exports() throws {
        let manifest = try Self.manifest()
        let signal = try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "signal.me").text
        let phone = try #require(signal.range(of: "\"/\": \"/\", \"#\": \"p/?*\""))
        #expect(signal.contains("\"/\": \"/\", \"#\": \"eu/?*\""))
        let home = try #require(signal.range(of: "\"/\": \"/\", \"comment\": \"MessagingRoutes.signalHome"))
        #expect(phone.lowerBound < home.lowerBound)
        #expect(signal.contains("fragment path 'p/<phone>': its placeholders match any text, '/' and '?' included"))
        let matrix = try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: "matrix.to").text
        #expect(matrix.contains("\"#\": \"/?*/?*\"") && matrix.contains("\"#\": \"/?*\""))
        for host in ["signal.me", "matrix.to", "pay.example.com"] {
            let tally = try AASAAgreementTests.check([manifest], host: host, seed: 43, samples: 40, randomPaths: 100)
            print("AASA agreement, Messaging table, \(host): \(tally)")
            #expect(tally.missed.isEmpty, "\(tally.missed.prefix(10))")
            #expect(tally.unexplained.isEmpty, "\(tally.unexplained.prefix(10))")
        }
        // Custom-scheme links never reach the AASA file.
        for (link, _, _) in Self.cases where link.hasPrefix("https://") && !link.hasSuffix("signal.me/p/+14085550123") {
            let url = try #require(URL(string: link))
            let opened = ManifestURLMatcher(manifest: manifest).match(url).isMatch
            if opened { #expect(AASAClaim.of(url, manifests: [manifest])?.isClaimed == true, "\(link)") }
        }
    }

    @Test("the catalog lists the fragment path's placeholders as the route's values")
    func catalog() throws {
        let text = CatalogExport.render([try Self.manifest()], format: .markdown).text
        #expect(text.contains("- fragment path: `#p/<phone>`"), "\(text)")
        #expect(text.contains("| `phone` | `String` | fragment path | — |"), "\(text)")
        #expect(text.contains("https://signal.me#p/"), "\(text)")
    }
}
