import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// Screens and views that need the app's dependencies receive them from the generated registration, typed: the
/// app passes `Routes.Dependencies` once, and a screen whose init does not take what its route needs is one error.
@Suite("Screen dependencies", .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"))
struct DependenciesTests {
    static let yaml = """
        version: 1
        dependencies:
          api: APIClient
          store: any CartStore
        routes:
          profile:
            screen: ProfileScreen
            needs: [api]
          cart:
            screen: CartScreen
            needs: [store, api]
            result: Int
          about:
            screen: AboutScreen
        """

    static let app = """
        final class APIClient { init() {} }
        @MainActor protocol CartStore: AnyObject {}
        final class Store: CartStore {}
        final class ProfileScreen { let api: APIClient; init(route: Routes.Profile, api: APIClient) { self.api = api } }
        final class CartScreen { init(route: Routes.Cart, result: ResultSink<Int>, store: any CartStore, api: APIClient) {} }
        final class AboutScreen { init(route: Routes.About) {} }
        @MainActor func wire(_ navigator: Navigator) {
            Routes.register(on: navigator, dependencies: Routes.Dependencies(api: APIClient(), store: Store()))
        }
        """

    @Test("The app passes its dependencies once; each screen's init receives what its route needs")
    func compiles() throws {
        let compiled = try SwiftCompiler.diagnostics(
            typechecking: try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.yaml)), app: Self.app)
        #expect(compiled.status == 0, "\(compiled.lines)")
        let source = try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.yaml))
        #expect(source.contains("ProfileScreen(route: $0, api: dependencies.api)"))
        #expect(source.contains("CartScreen(route: $0, result: $1, store: dependencies.store, api: dependencies.api)"))
        #expect(!source.contains("static func register(on navigator: Navigator)"), "no registration without them")
    }

    @Test("Forgetting the dependencies, or a screen without the init its route needs, is one error each")
    func mistakesAreErrors() throws {
        let source = try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.yaml))
        let forgotten = Self.app.replacingOccurrences(
            of: "Routes.register(on: navigator, dependencies: Routes.Dependencies(api: APIClient(), store: Store()))",
            with: "Routes.register(on: navigator)")
        let missing = try SwiftCompiler.diagnostics(typechecking: source, app: forgotten)
        #expect(missing.lines.filter { $0.contains(": error: ") }.count == 1, "\(missing.lines)")
        #expect(missing.lines.first?.contains("missing argument for parameter 'dependencies'") == true, "\(missing.lines)")

        let wrongInit = Self.app.replacingOccurrences(
            of: "init(route: Routes.Profile, api: APIClient) { self.api = api }", with: "init(route: Routes.Profile) { api = APIClient() }")
        let wrong = try SwiftCompiler.diagnostics(typechecking: source, app: wrongInit)
        let errors = wrong.lines.filter { $0.contains(": error: ") }
        #expect(errors == ["routes.yml:7:57: error: 'init(route:api:_:)' is unavailable: 'ProfileScreen' is the screen of "
                           + "route 'profile': it needs init(route: Routes.Profile, api: APIClient)"], "\(wrong.lines)")
    }

    @Test("needs: names only declared dependencies, on a screen or a view", arguments: [
        ("dependencies: { api: APIClient }\nroutes:\n  a:\n    screen: A\n    needs: [apo]\n",
         "routes.yml:6:13: error: route 'a' needs 'apo', which 'dependencies:' does not declare; did you mean 'api'?"),
        ("routes:\n  a:\n    screen: A\n    needs: [api]\n",
         "routes.yml:5:13: error: route 'a' needs 'api', which 'dependencies:' does not declare; declare it under 'dependencies:' with its type"),
        ("dependencies: { api: APIClient }\nroutes:\n  a:\n    handler: true\n    needs: [api]\n",
         "routes.yml:6:13: error: route 'a' has 'needs' but no 'screen' or 'view'; the app's own factory or handler (Routes.Screens) holds what it needs"),
        ("dependencies: { navigator: APIClient }\nroutes:\n  a:\n    screen: A\n",
         "routes.yml:2:17: error: dependency name 'navigator' is taken by the generated registration; choose another name"),
        ("dependencies: { api: \"[APIClient]\" }\nroutes:\n  a:\n    screen: A\n",
         "routes.yml:2:22: error: dependency 'api' must name a type ('APIClient', 'Shop.Cart', or 'any Store' for a protocol), found '[APIClient]'"),
    ])
    func rules(_ manifest: String, _ expected: String) {
        #expect(printed("version: 1\n" + manifest) == [expected])
    }
}
