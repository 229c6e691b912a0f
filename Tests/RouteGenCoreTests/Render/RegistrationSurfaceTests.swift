import Testing
@testable import RouteGenCore

/// `register(on:)` exists only when it registers every route; a manifest with routes that need a
/// factory or a handler gets only `register(on:screens:)`, so the app's part cannot be forgotten.
@Suite("Registration surface")
struct RegistrationSurfaceTests {
    private let registerAlone = "static func register(on navigator: Navigator) {"
    private let registerWithScreens = "static func register(on navigator: Navigator, screens: some Routes.Screens) {"

    private func render(_ routes: String) throws -> String {
        try SwiftRenderer.render(RenderFixtures.validated(yaml: "version: 1\nroutes:\n" + routes))
    }

    @Test func screensOnlyManifestHasBothForms() throws {
        let text = try render("  home:\n    screen: HomeScreen\n")
        #expect(text.contains(registerAlone))
        #expect(text.contains(registerWithScreens + "\n        Routes.register(on: navigator)\n    }"))
    }

    @Test func factoryOrHandlerRouteLeavesOnlyTheFormWithScreens() throws {
        for pending in ["  picker: {}\n", "  logout:\n    handler: true\n"] {
            let text = try render("  home:\n    screen: HomeScreen\n" + pending)
            #expect(!text.contains(registerAlone), "\(pending)")
            #expect(!text.contains("Routes.register(on: navigator)"), "\(pending)")
            // The manifest's screens are registered by the one remaining form, still mapped to their lines (undrawn
            // where UIKit is missing).
            #expect(text.contains(registerWithScreens + "\n        #if (canImport(UIKit) && !os(watchOS)) || ROUTEGEN_SCREENS\n"
                + "#sourceLocation(file: \"routes.yml\", line: 4)\n"
                + "        navigator.registerScreen(Routes.Home.self) { HomeScreen(route: $0) }"), "\(text)")
        }
    }
}
