import Foundation
import Testing
@testable import RouteGenCore

/// One path, two accepted sets of required query items (a payment or a setup): lint notes the choice, the matcher
/// opens each set's route and the larger set for a link carrying both, a link with neither set opens nothing, and the
/// apple-app-site-association lists the larger set first.
@Suite("One path, several accepted query shapes")
struct QueryShapesTests {
    static let text = """
        version: 1
        url: { schemes: [shop], hosts: [example.com] }
        routes:
          idealPayment:
            path: /ideal
            exposure: external
            handler: true
            extras: { payment_intent: String }
          idealSetup:
            path: /ideal
            exposure: external
            handler: true
            extras: { setup_intent: String, setup_intent_client_secret: String }

        """

    @Test func lintNotesTheChoiceMatchFollowsIt() throws {
        #expect(printed(Self.text) == [
            "routes.yml:10:11: note: route 'idealSetup' and route 'idealPayment' (path '/ideal') match the same URLs; "
                + "'idealSetup' requires the query items 'setup_intent' and 'setup_intent_client_secret' and 'idealPayment' "
                + "requires 'payment_intent'. A link carrying both opens 'idealSetup' (it requires more); one carrying only "
                + "one set opens that set's route",
        ])
        let manifest = try #require(runYAML(Self.text).manifest).manifest
        let matcher = ManifestURLMatcher(manifest: manifest)
        let route = { (url: String) in matcher.match(URL(string: url)!).route }
        #expect(route("https://example.com/ideal?payment_intent=pi_1") == "idealPayment")
        #expect(route("https://example.com/ideal?setup_intent=si_1&setup_intent_client_secret=s") == "idealSetup")
        #expect(route("https://example.com/ideal?setup_intent=si_1") == nil)
        #expect(route("https://example.com/ideal") == nil)
        let both = matcher.match(URL(string: "https://example.com/ideal?payment_intent=pi_1&setup_intent=si_1&setup_intent_client_secret=s")!)
        #expect(both.route == "idealSetup")
        #expect(both.description.contains(
            "- over idealPayment (/ideal), which accepts it too: idealSetup requires the query items 'setup_intent' and "
                + "'setup_intent_client_secret' and idealPayment the query item 'payment_intent'; neither includes the other, "
                + "and idealSetup requires more"), "\(both.description)")
        let comments = AASAExport.components([manifest]).map(\.comment)
        #expect(comments.firstIndex { $0.hasPrefix("Routes.idealSetup") }! < comments.firstIndex { $0.hasPrefix("Routes.idealPayment") }!)
    }

    @Test("As many items on both sides: the one listed first, said in the note and by match")
    func equalSizesGoByManifestOrder() throws {
        let text = Self.text.replacingOccurrences(of: "{ setup_intent: String, setup_intent_client_secret: String }",
                                                  with: "{ setup_intent: String }")
        #expect(printed(text).first?.contains("A link carrying both opens 'idealPayment' (as many: the one listed first)") == true)
        let matcher = ManifestURLMatcher(manifest: try #require(runYAML(text).manifest).manifest)
        let both = matcher.match(URL(string: "shop://ideal?setup_intent=s&payment_intent=p")!)
        #expect(both.route == "idealPayment")
        #expect(both.description.contains("as many; idealPayment comes first in the manifest"), "\(both.description)")
    }
}
