import CatalogRoutes
import RouteKit
import ScreenSupport

/// The screens of the routes CatalogRoutes declares: the app registers them with `Catalog.register(on:screens:)`.
public struct CatalogScreens: Catalog.Screens {
    public init() {}

    public func makeProduct(_ route: Catalog.Product) -> Screen { ProductScreen(id: route.id) }
    public func makeReviews(_ route: Catalog.Reviews) -> Screen { ProductScreen(id: route.productID) }
}

/// Shows one product; the app prints its id.
public final class ProductScreen: ScreenBase {
    public let id: Int

    init(id: Int) {
        self.id = id
        super.init()
    }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}
