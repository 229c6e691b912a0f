import Foundation
import Testing
@testable import RouteGenCore

/// What spans the manifests linked into one app: tabs declared once by the app's manifest, hosts that disagree,
/// ties (`CrossManifestTiesTests`), and the app's one registration call.
@Suite("Linked manifests: the app's checks and registerApp")
struct LinkedManifestsTests {
    private func manifest(_ text: String, file: String) -> ValidatedManifest {
        let result = runYAML(text, file: file)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        // After a recorded failure, an empty manifest in its place.
        return result.manifest ?? ValidatedManifest(checked: Manifest(sourcePath: file))
    }

    /// What spans `manifests` (`LinkedManifests`).
    private func spanning(_ manifests: [ValidatedManifest], checkHosts: Bool) -> [Diagnostic] {
        LinkedManifests.diagnostics(for: manifests.map(\.manifest), checkHosts: checkHosts)
    }

    private var app: ValidatedManifest {
        manifest("version: 1\nnamespace: ShopApp\napp: true\ntabs: [browse, cart]\nroutes:\n  home: { screen: Home, tab: browse }\n",
                 file: "App/routes.yml")
    }

    private func feature(_ namespace: String, tab: String = "cart", url: String = "url:\n  schemes: [shop]\n",
                         access: String = "public", destination: String = "handler: true", path: String = "/order/<int:id>",
                         file: String? = nil) -> ValidatedManifest {
        manifest("version: 1\nnamespace: \(namespace)\naccess: \(access)\n\(url)routes:\n  order:\n    path: \(path)\n"
                 + "    exposure: external\n    \(destination)\n    tab: \(tab)\n", file: file ?? "\(namespace)/routes.yml")
    }

    @Test func aFeatureTabThatIsNotTheAppsIsAnErrorAtItsLineWithDidYouMean() {
        let printed = spanning([feature("Checkout", tab: "carts"), app], checkHosts: true)
            .map(\.description)
        #expect(printed == [
            "Checkout/routes.yml:11:10: error: tab 'carts' of route 'order' is not one of the app's tabs (browse, cart); "
                + "did you mean 'cart'?\nApp/routes.yml:4:8: note: the app's tabs are declared here",
        ])
        #expect(spanning([feature("Checkout"), app], checkHosts: true).isEmpty)
        // Without the app's manifest nothing says what the tabs are: no tab check (each module builds alone).
        #expect(spanning([feature("Checkout", tab: "carts")], checkHosts: true).isEmpty)
    }

    @Test func anAppWithoutTabsAndASecondAppManifestAreErrors() {
        let bare = manifest("version: 1\napp: true\n", file: "App/routes.yml")
        #expect(spanning([feature("Checkout"), bare], checkHosts: false).map(\.description) == [
            "Checkout/routes.yml:11:10: error: tab 'cart' of route 'order' is not a tab of the app: its manifest "
                + "App/routes.yml declares no tabs; add 'tabs: [cart]' there\nApp/routes.yml:2:6: note: the app's manifest",
        ])
        let second = manifest("version: 1\napp: true\ntabs: [cart]\n", file: "Other/routes.yml")
        #expect(spanning([app, second], checkHosts: false).map(\.description) == [
            "Other/routes.yml:2:6: error: only one manifest linked into an app can say 'app: true', and App/routes.yml "
                + "already does\nApp/routes.yml:3:6: note: the app's manifest says 'app: true' here",
        ])
    }

    @Test func aManifestWithoutHostsNextToOnesWithHostsIsWarnedAtItsURLLine() {
        let hosted = feature("Catalog", url: "url:\n  schemes: [shop]\n  hosts: [shop.example.com]\n", path: "/item/<int:id>")
        let printed = spanning([hosted, feature("Checkout"), app], checkHosts: true).map(\.description)
        #expect(printed == [
            "Checkout/routes.yml:4:1: warning: this manifest lists no 'url.hosts', but Catalog/routes.yml of the same app "
                + "lists 'shop.example.com': https links on 'shop.example.com' open none of this manifest's external routes "
                + "(such as 'order'); add 'hosts: [shop.example.com]' under 'url:'",
        ])
        #expect(spanning([hosted, feature("Checkout"), app], checkHosts: false).isEmpty)
        // Only internal routes: nothing is missed.
        let internalOnly = manifest("version: 1\nroutes:\n  a: { screen: A }\n", file: "Internal/routes.yml")
        #expect(spanning([hosted, internalOnly], checkHosts: true).isEmpty)
        // A route on hosts of its own (a click-tracking domain) does not rely on the manifest's url: no warning.
        let tracking = manifest(
            "version: 1\nnamespace: Mail\nroutes:\n  click:\n    path: /<path:rest>\n    exposure: external\n"
                + "    handler: true\n    hosts: [clicks.example.com]\n", file: "Mail/routes.yml")
        #expect(spanning([hosted, tracking, app], checkHosts: true).isEmpty)
    }

    @Test func registerAppTakesOneScreensPerModuleThatNeedsThemAndRegistersEveryManifest() throws {
        let linked = [
            LinkedManifest(module: "CheckoutRoutes", manifest: feature("Checkout")),
            LinkedManifest(module: "CatalogRoutes", manifest: feature("Catalog", destination: "screen: ProductScreen", path: "/p/<int:id>")),
        ]
        let source = try SwiftRenderer.render(app, linked: linked)
        #expect(source.contains("\nimport CheckoutRoutes\nimport CatalogRoutes\n"))
        let registration = try #require(source.range(of: "// MARK: - App registration")).lowerBound
        #expect(source[registration...].contains("""
                @MainActor
                static func registerApp(
                    on navigator: Navigator,
                    checkout: some Checkout.Screens
                ) {
                    navigator.expectRegistrations(of: [
                        Checkout.Order.self,
                        Catalog.Order.self,
                    ])
                    ShopApp.register(on: navigator)
                    Checkout.register(on: navigator, screens: checkout)
                    Catalog.register(on: navigator)
                }
            """))
        // A manifest that is not the app's ignores its links.
        #expect(!(try SwiftRenderer.render(feature("Checkout"), linked: linked)).contains("registerApp"))
    }

    @Test func twoModulesWithOneNamespaceAreQualifiedAndLabelledApart() throws {
        let linked = [
            LinkedManifest(module: "Checkout", manifest: feature("Routes")),
            LinkedManifest(module: "Catalog", manifest: feature("Routes", path: "/p/<int:id>", file: "Catalog/routes.yml")),
        ]
        let source = try SwiftRenderer.render(app, linked: linked)
        #expect(source.contains("    routes: some Checkout.Routes.Screens,\n        catalogRoutes: some Catalog.Routes.Screens\n"))
        #expect(source.contains("Checkout.Routes.register(on: navigator, screens: routes)"))
        #expect(source.contains("Catalog.Routes.register(on: navigator, screens: catalogRoutes)"))
    }

    @Test func aModulesInternalManifestCannotBeRegisteredByTheApp() {
        #expect(throws: RenderError.self) { try SwiftRenderer.render(app, linked: [LinkedManifest(module: "Checkout", manifest: feature("Checkout", access: "internal"))]) }
        do {
            _ = try SwiftRenderer.render(app, linked: [LinkedManifest(module: "Checkout", manifest: feature("Checkout", access: "internal"))])
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "Checkout/routes.yml:2:12: error: the app's manifest App/routes.yml registers the routes of this manifest, "
                    + "but they are internal to module 'Checkout'; add 'access: public' so that the app can register them",
            ])
        }
        // The app's own module may keep them internal.
        #expect((try? SwiftRenderer.render(app, linked: [LinkedManifest(module: nil, manifest: feature("Checkout", access: "internal"))])) != nil)
    }

    private func rootedFeature(_ namespace: String, tab: String, route: String = "start") -> ValidatedManifest {
        manifest("version: 1\nnamespace: \(namespace)\naccess: public\nroutes:\n  \(route):\n    screen: StartScreen\n"
                 + "    tab: \(tab)\n    root: true\n", file: "\(namespace)/routes.yml")
    }

    @Test func theAppsTabsKnowRootsMarkedInFeatureManifests() throws {
        let rootedApp = manifest("version: 1\nnamespace: ShopApp\napp: true\ntabs: [browse, cart, account]\nroutes:\n"
                                 + "  home: { screen: Home, tab: browse, root: true }\n", file: "App/routes.yml")
        let linked = [LinkedManifest(module: "CheckoutRoutes", manifest: rootedFeature("Checkout", tab: "cart"))]
        let source = try SwiftRenderer.render(rootedApp, linked: linked)
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("case .browse: AnyIntent(Intent(ShopApp.Home()))"), "\(source)")
        #expect(lines.contains("case .cart: AnyIntent(Intent(Checkout.Start()))"))
        #expect(lines.contains("case .account: nil"))
        // The feature's own file has no tabs of its own to fill.
        #expect(!(try SwiftRenderer.render(rootedFeature("Checkout", tab: "cart"))).contains("enum Tab"))
        // The tab left without a root is warned at its name in the app's `tabs:`.
        #expect(spanning([rootedApp] + linked.map(\.validated), checkHosts: false).map(\.description) == [
            "App/routes.yml:4:22: warning: no manifest linked into the app marks a root for tab 'account', so starting "
                + "the app leaves it empty (reported as tabWithoutRoot); add 'root: true' to the route at the bottom of the tab",
        ])
        // No root anywhere: the app does not use roots, nothing to warn about.
        #expect(spanning([app, feature("Checkout")], checkHosts: false).isEmpty)
    }

    @Test func aTabWithRootsInTwoManifestsIsAnErrorAtTheSecond() {
        let rootedApp = manifest("version: 1\nnamespace: ShopApp\napp: true\ntabs: [cart]\nroutes:\n"
                                 + "  basket: { screen: Basket, tab: cart, root: true }\n", file: "App/routes.yml")
        let printed = spanning([rootedFeature("Checkout", tab: "cart"), rootedApp], checkHosts: false)
            .map(\.description)
        #expect(printed == [
            "Checkout/routes.yml:8:11: error: tab 'cart' has two roots, 'basket' (App/routes.yml) and 'start'; keep "
                + "'root: true' on one\nApp/routes.yml:6:46: note: 'basket' is the root here",
        ])
    }
}
