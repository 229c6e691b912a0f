import CatalogRoutes
import CatalogUI
import CheckoutRoutes
import Foundation
import RouteKit
import ScreenSupport

/// The app's own screen; the catalog's come from CatalogUI.
final class CartScreen: ScreenBase {
    init(route: AppRoutes.Cart) { super.init() }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

/// The app handles CheckoutRoutes' order route itself.
struct CheckoutHandlers: Checkout.Screens {
    func handleOrder(_ route: Checkout.Order) -> Bool {
        print("order \(route.id)")
        return true
    }
}

@MainActor
func describe(_ presenter: RecordingPresenter) -> String {
    presenter.shownScreens.map { screen in
        if let product = screen as? ProductScreen { return "ProductScreen#\(product.id)" }
        return "\(type(of: screen))"
    }.joined(separator: ",")
}

@MainActor
func run() {
    let presenter = RecordingPresenter()
    let navigator = Navigator(presenter: presenter)
    navigator.onRouteTie = { print("tie: \($0)") }
    navigator.onUnregisteredModuleRoutes = { print("unregistered: \($0.map { $0.descriptor.name })") }
    // One call registers every linked manifest's routes; a module left out is a missing argument.
    AppRoutes.registerApp(on: navigator, catalog: CatalogScreens(), checkout: CheckoutHandlers())

    // A start across modules: the route is CatalogRoutes', the screen CatalogUI's.
    let started = navigator.start(Catalog.reviews(productID: 5))
    print("start reviews=\(started) shown=\(describe(presenter))")
    for link in CommandLine.arguments.dropFirst() {
        let opened = navigator.open(URL(string: link)!)
        print("open \(link)=\(opened) shown=\(describe(presenter))")
    }
}

MainActor.assumeIsolated { run() }
