// A UIKit screen and a SwiftUI view that receive the app's dependencies from the generated registration
// (`dependencies:` and `needs:` in Tests/RouteGenCoreTests/Fixtures/Render/Dependencies/Shop.routes.yml), compiled
// against the iOS SDK by scripts/typecheck-ios.sh with ShopDependenciesRoutes.generated.swift.
import RouteKit
import SwiftUI
import UIKit

/// The app's API client: one instance, made where the app starts.
final class APIClient {
    func price(of product: Int) -> String { "$\(product)" }
}

/// A store the screens share, as a protocol.
@MainActor protocol CartStore: AnyObject {
    var count: Int { get set }
}

@MainActor final class MemoryCart: CartStore {
    var count = 0
}

final class ProductViewController: UIViewController {
    let route: ShopRoutes.Product
    let api: APIClient
    let cart: any CartStore

    init(route: ShopRoutes.Product, api: APIClient, cart: any CartStore) {
        self.route = route
        self.api = api
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
        title = api.price(of: route.id)
    }

    required init?(coder: NSCoder) { fatalError("created by the navigator") }
}

struct BasketView: View {
    let cart: any CartStore
    init(route: ShopRoutes.Basket, cart: any CartStore) { self.cart = cart }
    var body: some View { Text("\(cart.count) items") }
}

final class AboutViewController: UIViewController {
    init(route: ShopRoutes.About) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("created by the navigator") }
}

@MainActor func wireShop(_ navigator: Navigator) {
    ShopRoutes.register(on: navigator, dependencies: ShopRoutes.Dependencies(api: APIClient(), cart: MemoryCart()))
}
