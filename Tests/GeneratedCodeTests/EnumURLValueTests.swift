import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// Enum cases with a URL value of their own (`priceAsc: price-asc`): links carry the URL value, percent-encoded,
/// in paths and queries; Swift code and `default:` use the Swift name; saved state keeps the URL value.
@MainActor
@Suite("Generated enums with URL values")
struct EnumURLValueTests {
    @Test("The raw value is the URL value; a case without one keeps its Swift name")
    func rawValues() {
        #expect(Routes.Sort.priceAsc.rawValue == "price-asc")
        #expect(Routes.Sort.newest.rawValue == "newest")
        #expect(Routes.Aisle.repeat.rawValue == "allCases")
        #expect(Routes.Aisle(routeParameter: "top-sites") == .topSites)
        #expect(Routes.Aisle(routeParameter: "topSites") == nil, "the Swift name is not a URL value")
        #expect(Routes.Aisle.allCases.map(\.routeParameter)
                    == ["top-sites", "reading-list", "50% off", "a/b", "東京", "back\\slash \"q\"", "allCases"])
    }

    @Test("Links write URL values percent-encoded as each part needs (`/` is data in a query value, not in a path)")
    func linkText() {
        #expect(Routes.Shelf(aisle: .topSites).sort == .priceAsc)
        #expect(Routes.Shelf(aisle: .topSites).url.absoluteString == "myapp://shelf/top-sites?sort=price-asc")
        #expect(Routes.Shelf(aisle: .halfOff, sort: .bargain, also: [.nested, .tokyo]).url.absoluteString
                    == "myapp://shelf/50%25%20off?also=a/b&also=%E6%9D%B1%E4%BA%AC&sort=50%25%2Boff%3Dyes%26more%20%231")
        #expect(Routes.Shelf(aisle: .nested).universalLink.absoluteString
                    == "https://myapp.example.com/shelf/a%2Fb?sort=price-asc")
    }

    @Test("Every case, in the path and in the query, reads back from every link form")
    func everyCaseRoundTrips() {
        for aisle in Routes.Aisle.allCases {
            for sort in Routes.Sort.allCases {
                let route = Routes.External.shelf(Routes.Shelf(aisle: aisle, sort: sort, also: [aisle, .escaped]))
                for link in route.links {
                    #expect(Routes.match(link) == route, "\(link.absoluteString)")
                }
            }
        }
    }

    @Test("A link that spells a case by its Swift name, or by text no case has, opens nothing")
    func swiftNamesAreNotLinks() throws {
        for text in ["myapp://shelf/topSites", "myapp://shelf/top-sites?sort=priceAsc", "myapp://shelf/TOP-SITES",
                     "myapp://shelf/50%20off", "myapp://shelf/a/b", "myapp://shelf/top-sites?also=halfOff"] {
            #expect(Routes.match(try #require(URL(string: text))) == nil, "\(text)")
        }
        let opened = Routes.match(try #require(URL(string: "myapp://shelf/%E6%9D%B1%E4%BA%AC?sort=newest")))
        #expect(opened == .shelf(Routes.Shelf(aisle: .tokyo, sort: .newest)))
    }

    @Test("A link that spells a case by its Swift name is explained with the URL value it meant, as routegen match does")
    func swiftNameIsExplained() throws {
        let navigator = Navigator(presenter: NavigationModel(tabs: Routes.Tab.self))
        Routes.register(on: navigator, screens: GeneratedNavigationStateTests.AppScreens())
        let explanation = navigator.explain(try #require(URL(string: "myapp://shelf/top-sites?sort=priceAsc")))
        #expect(explanation.route == nil)
        let text = explanation.reasons.map(\.description).joined(separator: "\n")
        #expect(text.contains("'priceAsc' is not a Sort (extra 'sort'); did you mean 'price-asc'?"), "\(text)")
    }

    @Test("Saved navigation state keeps the URL value, and restores the same cases")
    func restoration() throws {
        let model = NavigationModel(tabs: Routes.Tab.self)
        let navigator = Navigator(presenter: model)
        Routes.register(on: navigator, screens: GeneratedNavigationStateTests.AppScreens())
        let route = Routes.Shelf(aisle: .halfOff, sort: .bargain, also: [.tokyo])
        #expect(navigator.open(route.url) == .shown)
        let data = model.savedState()
        let saved = String(decoding: data, as: UTF8.self)
        #expect(saved.contains("50% off") || saved.contains("50%25%20off"), "\(saved)")
        #expect(!saved.contains("halfOff") && !saved.contains("bargain"), "saved by URL value: \(saved)")

        let nextModel = NavigationModel(tabs: Routes.Tab.self)
        let next = Navigator(presenter: nextModel)
        Routes.register(on: next, screens: GeneratedNavigationStateTests.AppScreens())
        let report = nextModel.restore(from: data, navigator: next)
        #expect(report.dropped.isEmpty, "\(report)")
        let screens = nextModel.state.tabs.flatMap { nextModel.state.entries(in: $0) }.compactMap { nextModel.screen(of: $0.id) as? ShelfViewController }
        #expect(screens.map(\.route) == [route])
    }
}
