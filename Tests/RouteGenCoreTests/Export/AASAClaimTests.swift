import Foundation
@testable import RouteGenCore
import Testing

/// `AASAClaim` (what the examples check asks of a universal link) agrees with the test-side matcher written from
/// Apple's documentation, on the exported file, for every sampled link of the fixtures: claimed or not, and by which
/// component.
@Suite("Export: AASAClaim agrees with the reference AASA matcher")
struct AASAClaimTests {
    @Test("Every sampled link of the Shop fixtures: same verdict, same deciding component", arguments: ["shop.example.com", "www.shop.example.com"])
    func agreesWithTheReferenceMatcher(host: String) throws {
        let manifests = try ["Shop.routes.yml", "Blog.routes.yml"].map { try RenderFixtures.manifest(ExportFixtures.folder + $0) }
        let rendered = try AASAExport.render(manifests, appIDs: ["ABCDE12345.com.example.app"], host: host)
        let reference = try AASAMatcher(json: Data(rendered.text.utf8))
        let components = AASAExport.components(manifests, host: host)
        var sampler = LinkSampler(manifests: manifests, seed: 35)
        var checked = 0
        for link in sampler.links(samplesPerRoute: 3, randomPaths: 60) {
            let text = link.text.replacingOccurrences(of: "://shop.example.com", with: "://\(host)")
            // Foundation escapes the `%` of an invalid escape (`%ZZ` becomes `%25ZZ`), so the two read different
            // paths; such a link opens no route, so the examples check never asks about it.
            guard link.form != .invalidEscape, let url = URL(string: text), url.scheme == "https" else { continue }
            let claim = try #require(AASAClaim.of(url, manifests: manifests))
            let expected = reference.claims(text)
            #expect(claim.isClaimed == expected.claimed, "\(link.form): \(text)")
            #expect(claim.component == expected.component.map { components[$0].comment }, "\(link.form): \(text)")
            checked += 1
        }
        #expect(checked > 150, "\(checked) links")
    }

    @Test("Only https links with a host have a claim")
    func httpsOnly() throws {
        let manifest = try RenderFixtures.manifest(ExportFixtures.folder + "Shop.routes.yml")
        let custom = try #require(URL(string: "shop://user/1"))
        let plain = try #require(URL(string: "http://shop.example.com/user/1"))
        let universal = try #require(URL(string: "https://SHOP.example.com/user/1"))
        #expect(AASAClaim.of(custom, manifests: [manifest]) == nil)
        #expect(AASAClaim.of(plain, manifests: [manifest]) == nil)
        #expect(AASAClaim.of(universal, manifests: [manifest])?.isClaimed == true)
    }
}
