import Foundation
import Testing
@testable import RouteGenCore

/// `routegen match MANIFEST... URL`: the URL is matched against every manifest, as the app's navigator would.
@Suite("Matching against several manifests")
struct ManifestSetMatchTests {
    private func manifest(_ routes: String, schemes: String = "[shop]") -> Manifest {
        runYAML("version: 1\nurl:\n  schemes: \(schemes)\nroutes:\n" + routes).manifest!.manifest
    }

    private var catalog: Manifest { manifest("  item:\n    path: /item/<int:id>\n    exposure: external\n  any:\n    path: /<path:rest>\n    exposure: external\n") }
    private var cart: Manifest { manifest("  cart:\n    path: /cart\n    exposure: external\n  product:\n    path: /item/<int:number>\n    exposure: external\n") }

    @Test func namesTheManifestOfTheMostSpecificRoute() {
        let match = ManifestSetMatch(url: URL(string: "shop://cart")!, manifests: [("catalog.yml", catalog), ("cart.yml", cart)])
        #expect(match.winner == 1)
        #expect(match.description.split(separator: "\n").first == "shop://cart matches cart (/cart) in cart.yml")
    }

    @Test func tiesGoToTheFirstManifestAndAreNamed() {
        let match = ManifestSetMatch(url: URL(string: "shop://item/3")!, manifests: [("catalog.yml", catalog), ("cart.yml", cart)])
        #expect(match.winner == 0)
        #expect(match.tied == [1])
        let lines = match.description.split(separator: "\n").map(String.init)
        #expect(lines.first == "shop://item/3 matches item (/item/<int:id>) in catalog.yml")
        #expect(lines.contains { $0.hasPrefix("  tie: cart.yml has product (/item/<int:number>)") })
    }

    @Test func noMatchExplainsEachManifest() {
        let other = manifest("  page:\n    path: /page\n    exposure: external\n", schemes: "[other]")
        let match = ManifestSetMatch(url: URL(string: "shop://page")!, manifests: [("cart.yml", cart), ("other.yml", other)])
        #expect(!match.isMatch)
        #expect(match.description == """
            shop://page matches no route in any manifest
              cart.yml:
                - no pattern matches the path /page
              other.yml:
                - scheme 'shop' is not accepted
            """)
    }

    @Test func oneManifestPrintsAsBefore() {
        let match = ManifestSetMatch(url: URL(string: "shop://item/3")!, manifests: [("catalog.yml", catalog)])
        #expect(match.description == ManifestURLMatcher(manifest: catalog).match(URL(string: "shop://item/3")!).description)
    }
}
