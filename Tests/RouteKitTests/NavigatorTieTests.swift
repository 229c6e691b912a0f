import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

// Two namespaces (two manifests, two modules in an app) that declare a route for the same URL.
enum CatalogSpace {
    struct Item: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "item", exposure: .external, path: "/item/<int:id>", urlConfiguration: URLConfiguration(schemes: ["shop"], hosts: []))
        var id: Int
        init(parameters: RouteParameters) throws { id = try parameters.required("id", as: Int.self) }
        var parameters: RouteParameters { var p = RouteParameters(); p.set(id, for: "id"); return p }
    }
}

enum CheckoutSpace {
    struct Item: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "item", exposure: .external, path: "/item/<double:number>",
            urlConfiguration: URLConfiguration(schemes: ["SHOP", "checkout"], hosts: []))
        var number: Double
        init(parameters: RouteParameters) throws { number = try parameters.required("number", as: Double.self) }
        var parameters: RouteParameters { var p = RouteParameters(); p.set(number, for: "number"); return p }
    }

    /// Same path, but a URL space of its own: never a tie.
    struct Elsewhere: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "elsewhere", exposure: .external, path: "/item/<int:id>", urlConfiguration: URLConfiguration(schemes: ["other"], hosts: []))
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }
}

/// A route that carries no value: only its descriptor differs.
protocol ValuelessTestRoute: ExternalRoute, Hashable {
    init()
}

extension ValuelessTestRoute {
    init(parameters: RouteParameters) throws { self.init() }
    var parameters: RouteParameters { RouteParameters() }
}

/// A click-tracking module whose routes accept its host, and a legacy route that reads that host as a path segment:
/// `shop://clicks.example.com/wf/x` is `/wf/x` for the first and `/clicks.example.com/wf/x` for the second.
enum ClickSpace {
    struct Click: ValuelessTestRoute {
        static let descriptor = RouteDescriptor(
            name: "click", exposure: .external, path: "/wf/<path:rest>",
            urlConfiguration: URLConfiguration(schemes: ["shop"], hosts: ["Clicks.example.com"]))
    }

    struct Legacy: ValuelessTestRoute {
        static let descriptor = RouteDescriptor(
            name: "legacy", exposure: .external, path: "/clicks.example.com/<path:rest>",
            urlConfiguration: URLConfiguration(schemes: ["shop"], hosts: ["www.example.com"]))
    }

    /// The same legacy path as a static one: more specific than the click route's catch-all, so no tie.
    struct Exact: ValuelessTestRoute {
        static let descriptor = RouteDescriptor(
            name: "exact", exposure: .external, path: "/clicks.example.com/wf/x",
            urlConfiguration: URLConfiguration(schemes: ["shop"], hosts: ["www.example.com"]))
    }
}

@MainActor
final class LabeledScreen: TestScreenBase {
    let label: String
    init(_ label: String) {
        self.label = label
        super.init()
    }
    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

@MainActor
@Suite("Navigator: ties between namespaces")
struct NavigatorTieTests {
    private func navigator(catalogFirst: Bool) -> (Navigator, RecordingPresenter, [RouteTie]) {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        let tieLog = TieLog(navigator)
        var reported: [RouteTie] { tieLog.ties }
        let registerCatalog = { navigator.register(CatalogSpace.Item.self) { _ in LabeledScreen("catalog") } }
        let registerCheckout = { navigator.register(CheckoutSpace.Item.self) { _ in LabeledScreen("checkout") } }
        if catalogFirst {
            registerCatalog()
            registerCheckout()
        } else {
            registerCheckout()
            registerCatalog()
        }
        navigator.register(CheckoutSpace.Elsewhere.self) { _ in LabeledScreen("elsewhere") }
        return (navigator, presenter, reported)
    }

    private func shown(_ presenter: RecordingPresenter) -> [String] {
        presenter.shownScreens.compactMap { ($0 as? LabeledScreen)?.label }
    }

    @Test func aTieIsReportedOnceWithTheFirstRegisteredAsWinner() {
        let (navigator, presenter, reported) = navigator(catalogFirst: true)
        #expect(reported.count == 1)
        let tie = try! #require(reported.first)
        #expect(tie.winner.typeName.hasSuffix("CatalogSpace.Item"))
        #expect(tie.shadowed.typeName.hasSuffix("CheckoutSpace.Item"))
        #expect(tie.winner.pattern == "/item/<int:id>" && tie.shadowed.pattern == "/item/<double:number>")
        #expect(tie.description.contains("CatalogSpace.Item wins, registered first"))
        #expect(navigator.routeTies == reported)

        #expect(navigator.open(URL(string: "shop://item/3")!) == .shown)
        #expect(shown(presenter) == ["catalog"])
        // Where only the later route accepts the URL, it still opens.
        #expect(navigator.open(URL(string: "shop://item/2.5")!) == .shown)
        #expect(shown(presenter) == ["catalog", "checkout"])

        // Registering again replaces the screen, not the tie record.
        navigator.register(CheckoutSpace.Item.self) { _ in LabeledScreen("checkout again") }
        #expect(navigator.routeTies.count == 1)
    }

    @Test func theWinnerFollowsRegistrationOrderDeterministically() {
        let (navigator, presenter, reported) = navigator(catalogFirst: false)
        #expect(reported.map(\.winner.route) == ["item"])
        #expect(reported.first?.winner.typeName.hasSuffix("CheckoutSpace.Item") == true)
        #expect(navigator.open(URL(string: "shop://item/3")!) == .shown)
        #expect(shown(presenter) == ["checkout"])
    }

    @Test func explainNamesBothRoutesOfATie() {
        let (navigator, _, _) = navigator(catalogFirst: true)
        let explanation = navigator.explain(URL(string: "shop://item/3")!)
        #expect(explanation.route == "item")
        #expect(explanation.ties.count == 1)
        let text = explanation.description
        #expect(text.contains("CatalogSpace.Item (/item/<int:id>)"))
        #expect(text.contains("CheckoutSpace.Item (/item/<double:number>)"))

        // A URL of the other URL space names no tie.
        #expect(navigator.explain(URL(string: "other://item/3")!).ties.isEmpty)
    }

    @Test func routesOfSeparateURLSpacesOrDistinctShapesDoNotTie() {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        let tieLog = TieLog(navigator) { Issue.record("unexpected tie: \($0)") }
        navigator.register(CatalogSpace.Item.self) { _ in LabeledScreen("catalog") }
        navigator.register(CheckoutSpace.Elsewhere.self) { _ in LabeledScreen("elsewhere") }
        navigator.register(UserProfile.self) { _ in LabeledScreen("user") }
        navigator.register(UserByName.self) { _ in LabeledScreen("name") }
        #expect(navigator.routeTies.isEmpty)
        #expect(tieLog.ties.isEmpty)
    }

    @Test("a custom-scheme URL two routes read two ways (host accepted by one, first segment of the other) is a tie")
    func hostReadingTie() throws {
        for clickFirst in [true, false] {
            let presenter = RecordingPresenter()
            let navigator = Navigator(presenter: presenter)
            let tieLog = TieLog(navigator)
            var reported: [RouteTie] { tieLog.ties }
            let click = { navigator.register(ClickSpace.Click.self) { _ in LabeledScreen("click") } }
            let legacy = { navigator.register(ClickSpace.Legacy.self) { _ in LabeledScreen("legacy") } }
            if clickFirst { click(); legacy() } else { legacy(); click() }
            navigator.register(ClickSpace.Exact.self) { _ in LabeledScreen("exact") }
            let tie = try #require(reported.first)
            #expect(reported.count == 1)
            #expect(tie.winner.route == (clickFirst ? "click" : "legacy"))
            #expect(navigator.open(URL(string: "shop://clicks.example.com/wf/y")!) == .shown)
            #expect(shown(presenter) == [clickFirst ? "click" : "legacy"], "the one registered first opens it")
        }
    }
}
