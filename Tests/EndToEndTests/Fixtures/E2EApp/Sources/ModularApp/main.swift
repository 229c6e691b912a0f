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
    let problems = ProblemPrinter()
    navigator.addObserver(problems)
    // One call registers every linked manifest's routes; a module left out is a missing argument.
    AppRoutes.registerApp(on: navigator, catalog: CatalogScreens(), checkout: CheckoutHandlers())

    // A start across modules: the route is CatalogRoutes', the screen CatalogUI's.
    let started = navigator.start(Catalog.reviews(productID: 5))
    print("start reviews=\(started) shown=\(describe(presenter))")
    for link in CommandLine.arguments.dropFirst() {
        let opened = navigator.open(URL(string: link)!) == .shown
        print("open \(link)=\(opened) shown=\(describe(presenter))")
    }
    _ = problems   // kept by the navigator until removed
}

/// Prints the problems the navigator reports that this app is checked for: ties and unregistered module routes.
@MainActor
final class ProblemPrinter: NavigationObserver {
    func navigator(_ navigator: Navigator, didReport event: NavigationEvent) {
        switch event {
        case .problem(.routeTie(let tie)): print("tie: \(tie)")
        case .problem(.unregisteredModuleRoutes(let routes)): print("unregistered: \(routes.map { $0.descriptor.name })")
        default: break
        }
    }
}

MainActor.assumeIsolated { run() }
