import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

// The routes the URL tests match with are generated: AppRoutes.generated.swift and ShopRoutes.generated.swift, from
// App.routes.yml and Shop.routes.yml in Tests/RouteGenCoreTests/Fixtures/Render/RouteKitTests (ReferenceOutputTests
// keeps them equal to the manifests' output). The tests name them without the namespace.

typealias Tab = AppRoutes.Tab
typealias Sort = AppRoutes.Sort
typealias UserProfile = AppRoutes.UserProfile
typealias NewUser = AppRoutes.NewUser
typealias UserByName = AppRoutes.UserByName
typealias UserTab = AppRoutes.UserTab
typealias Files = AppRoutes.Files
typealias Story = AppRoutes.Story
typealias Search = AppRoutes.Search
typealias FindAnything = AppRoutes.FindAnything
typealias Everything = AppRoutes.Everything
typealias Settings = AppRoutes.Settings
typealias Login = AppRoutes.Login
typealias Account = AppRoutes.Account
typealias PhotoPicker = AppRoutes.PhotoPicker
typealias Alert = AppRoutes.Alert
typealias Product = ShopRoutes.Product

/// App.routes.yml's URL settings, for matchers built by hand.
let appURLs = URLConfiguration(schemes: ["myapp"], hosts: ["myapp.example.com"])

/// A type that can decode from URLs but whose manifest says internal: still unreachable. Hand-built: the generator
/// never gives an internal route `ExternalRoute`, which is the hostile shape this checks.
struct SecretDebug: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "secretDebug", exposure: .internal, path: "/debug", urlConfiguration: appURLs)
    init() {}
    init(parameters: RouteParameters) throws {}
    var parameters: RouteParameters { RouteParameters() }
}

func url(_ text: String) -> URL {
    guard let url = URL(string: text) else { fatalError("test URL does not parse: \(text)") }
    return url
}
