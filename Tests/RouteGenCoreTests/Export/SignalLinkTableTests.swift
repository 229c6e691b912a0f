import Foundation
import Testing
import TestSupport
@_spi(RouteGen) import RouteKit
@testable import RouteGenCore

/// The messaging link table's values of a required form (Tests/RouteGenCoreTests/Fixtures/Messaging: signal.art,
/// signal.tube, signal.link), through lint, `routegen match`, the generated code's text, the exports and RouteKit's link building.
@Suite("Signal-like link table: strings with a form")
struct SignalLinkTableTests {
    static let path = MessagingFixtureTests.path
    static let id = "0123456789abcdef0123456789abcdef"
    static let key = String(repeating: "0123456789abcdef", count: 4)
    static let callKey = "bcdf-ghkm-npqr-stxz-bcdf-ghkm-npqr-stxz"

    static func manifest() throws -> Manifest {
        try MessagingFixtureTests.manifest()
    }

    /// (link, the route it opens or nil, what `routegen match` prints: a value, or why a candidate failed).
    static let cases: [(String, String?, String)] = [
        ("https://signal.art/addstickers/#pack_id=\(id)&pack_key=\(key)", "addStickers",
         "packID (pack_id in the link's fragment): String = \"\(id)\""),
        ("https://signal.art/addstickers#pack_key=\(key)&pack_id=\(id)", "addStickers",
         "packKey (pack_key in the link's fragment): String = \"\(key)\""),
        ("https://signal.art/addstickers/#pack_id=\(id.dropLast())&pack_key=\(key)", nil,
         "'\(id.dropLast())' is not a String matching `[0-9a-f]{32}` (item 'pack_id' of the link's fragment)"),
        ("https://signal.art/addstickers/#pack_id=\(id)&pack_key=\(key)0", nil,
         "is not a String matching `[0-9a-f]{64}` (item 'pack_key' of the link's fragment)"),
        ("https://signal.art/addstickers/#pack_id=\(id.uppercased())&pack_key=\(key)", nil,
         "'\(id.uppercased())' is not a String matching `[0-9a-f]{32}`"),
        ("https://signal.art/addstickers/#pack_id=\(id.dropLast())g&pack_key=\(key)", nil,
         "'\(id.dropLast())g' is not a String matching `[0-9a-f]{32}`"),
        ("https://signal.tube/#proxy.example.org", "proxy", "host (the link's fragment): String = \"proxy.example.org\""),
        ("https://signal.tube/#proxy", nil,
         "'proxy' is not a String of at most 253 characters matching `[A-Za-z0-9-]{1,63}(\\.[A-Za-z0-9-]{1,63})+` (the link's fragment)"),
        ("https://signal.tube/#proxy..example.org", nil, "'proxy..example.org' is not a String of at most 253"),
        ("https://signal.tube/#\(String(repeating: "a.", count: 127))a", nil, "is not a String of at most 253"),
        ("https://signal.tube/#proxy.example.org%2Fpath", nil, "'proxy.example.org/path' is not a String"),
        ("https://signal.link/call/#key=\(callKey)", "callLink", "key (key in the link's fragment): String = \"\(callKey)\""),
        ("https://signal.link/call/#key=\(callKey.dropLast(5))", nil,
         "'\(callKey.dropLast(5))' is not a String of 39 characters matching `[bcdfghkmnpqrstxz]{4}(-[bcdfghkmnpqrstxz]{4})*` (item 'key' of the link's fragment)"),
        ("https://signal.link/call/#key=\(callKey.dropLast())a", nil, "'\(callKey.dropLast())a' is not a String of 39 characters"),
        ("https://signal.link/call/#key=\(callKey.replacingOccurrences(of: "-", with: "_"))", nil, "is not a String of 39 characters"),
    ]

    @Test("routegen match opens each link in form and names the extra, the form and the value of each malformed one")
    func matching() throws {
        let matcher = ManifestURLMatcher(manifest: try Self.manifest())
        var passed = 0
        for (link, route, shown) in Self.cases {
            let report = matcher.match(try #require(URL(string: link)))
            #expect(report.route == route, "\(link): \(report)")
            #expect(report.description.contains(shown), "\(link): \(report)")
            if report.route == route, report.description.contains(shown) { passed += 1 }
        }
        print("Signal-like table: \(passed) of \(Self.cases.count) links open (or are refused) as they should")
        #expect(passed == Self.cases.count)
    }

    @Test("the generated descriptor carries the forms; doc comments state them")
    func generated() throws {
        let source = try SwiftRenderer.render(try RenderFixtures.validated(Self.path))
        #expect(source.contains("forms: [\"#pack_id\": StringForm(pattern: \"[0-9a-f]{32}\"), \"#pack_key\": StringForm(pattern: \"[0-9a-f]{64}\")]"), "\(source)")
        #expect(source.contains("forms: [\"#\": StringForm(maxLength: 253, pattern: \"[A-Za-z0-9-]{1,63}(\\\\.[A-Za-z0-9-]{1,63})+\")]"))
        #expect(source.contains("    /// - `packID`: matching `[0-9a-f]{32}`\n"))
        #expect(source.contains("    /// - `key`: 39 characters matching `[bcdfghkmnpqrstxz]{4}(-[bcdfghkmnpqrstxz]{4})*`\n"))
    }

    @Test("links built from values in form read back through routegen match")
    func building() throws {
        let manifest = try Self.manifest()
        let matcher = ManifestURLMatcher(manifest: manifest)
        let stickers = try #require(manifest.routes.first { $0.name == "addStickers" })
        var parameters = RouteParameters()
        parameters["#pack_id"] = [Self.id]
        parameters["#pack_key"] = [Self.key]
        let link = manifest.linkDescriptor(of: stickers).universalLink(parameters: parameters)
        #expect(link.absoluteString == "https://signal.art/addstickers#pack_id=\(Self.id)&pack_key=\(Self.key)")
        #expect(matcher.match(link).route == "addStickers")
        let proxy = try #require(manifest.routes.first { $0.name == "proxy" })
        var host = RouteParameters()
        host[RouteParameters.fragmentKey] = ["proxy.example.org"]
        #expect(matcher.match(manifest.linkDescriptor(of: proxy).universalLink(parameters: host)).route == "proxy")
    }

    @Test("the AASA keeps Apple's wildcards and says the app checks the form; the catalog shows it")
    func exports() throws {
        let manifest = try Self.manifest()
        let art = try AASAExport.render([manifest], appIDs: ["ABCDE12345.org.signal"], host: "signal.art").text
        #expect(art.contains("{ \"/\": \"/addstickers\", \"#\": \"?*\", \"comment\": "))
        #expect(art.contains("pack_id: the app checks its form (matching `[0-9a-f]{32}`), which Apple's patterns cannot state"))
        let tube = try AASAExport.render([manifest], appIDs: ["ABCDE12345.org.signal"], host: "signal.tube").text
        #expect(tube.contains("host: the app checks its form (at most 253 characters matching"))
        let catalog = CatalogExport.render([manifest], format: .markdown).text
        #expect(catalog.contains("| `packID` | ``String (matching `[0-9a-f]{32}`)`` | fragment item | — |"), "\(catalog)")
        // The example link takes formed values from the manifest's examples, so it opens the route...
        #expect(catalog.contains("- universal link: `https://signal.art/addstickers#pack_id=0123456789abcdef0123456789abcdef&pack_key="), "\(catalog)")
        #expect(!catalog.contains("stand-in values"))
        // ...and without them the made-up values are marked as stand-ins.
        var unpinned = manifest
        unpinned.examples = []
        let bare = CatalogExport.render([unpinned], format: .markdown).text
        #expect(bare.contains("- stand-in values (types your app declares, or values a form needs): `packID`, `packKey`"), "\(bare)")
    }

    @Test("runtime, routegen match and the AASA agree on sampled links: every link the app opens is claimed")
    func agreement() throws {
        var tallies: [String] = []
        for host in ["signal.art", "signal.tube", "signal.link"] {
            let tally = try AASAAgreementTests.check([try Self.manifest()], host: host, seed: 43, samples: 40, randomPaths: 200)
            tallies.append("\(host): \(tally)")
            #expect(tally.missed.isEmpty, "\(tally.missed.prefix(10))")
            #expect(tally.unexplained.isEmpty, "\(tally.unexplained.prefix(10))")
        }
        print("AASA agreement, Signal-like table:\n" + tallies.joined(separator: "\n"))
    }
}
