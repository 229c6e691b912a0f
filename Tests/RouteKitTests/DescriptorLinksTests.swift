import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// `RouteDescriptor.link(parameters:)` and `universalLink(parameters:)` (what `routegen export catalog` builds its
/// example links with) give the very links the route types give, for every kind of URL settings.
@Suite("Descriptor links equal the route types' links")
struct DescriptorLinksTests {
    @Test("Schemes and hosts, hosts only, scheme only, neither")
    func sameLinks() {
        let profiles = [LinkedProfile(id: 7), LinkedProfile(id: -1, tab: "a b/c"), LinkedProfile(id: 0, tab: "myapp.example.com")]
        for route in profiles {
            #expect(LinkedProfile.descriptor.link(parameters: route.parameters) == route.url)
            #expect(LinkedProfile.descriptor.universalLink(parameters: route.parameters) == route.universalLink)
        }
        let product = HostOnlyProduct(sku: "café/ü")
        #expect(HostOnlyProduct.descriptor.link(parameters: product.parameters) == product.url)
        #expect(HostOnlyProduct.descriptor.universalLink(parameters: product.parameters) == product.universalLink)
        let note = SchemeOnlyNote(id: 3)
        #expect(SchemeOnlyNote.descriptor.link(parameters: note.parameters) == note.url)
        #expect(SchemeOnlyNote.descriptor.universalLink(parameters: note.parameters).absoluteString == "about:blank")
        let unconfigured = RouteDescriptor(name: "x", exposure: .external, path: "/profile/<int:id>")
        #expect(unconfigured.link(parameters: RouteParameters()).absoluteString == "about:blank")
    }

    @Test("A static segment as links carry it", arguments: [
        ("user", "user"), ("café", "caf%C3%A9"), ("a b", "a%20b"), (".", "%2E"), ("..", "%2E%2E"), ("50*off", "50*off"), ("q?", "q%3F"),
    ])
    func encodedSegment(text: String, encoded: String) {
        #expect(RoutePattern.encodedSegment(text) == encoded)
        let link = RouteDescriptor(name: "x", exposure: .external, path: "/" + text,
                                   urlConfiguration: URLConfiguration(schemes: [], hosts: ["h.example.com"])).link(parameters: RouteParameters())
        #expect(link.absoluteString == "https://h.example.com/" + encoded)
    }
}
