import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// Alerts and confirmation dialogs are not routes: the view that asks shows them, and the chosen action navigates
/// through `routeNavigation` (docs/swiftui.md; the views are type-checked in Tests/Stubs/Clients/ConfirmationDialogs.swift).
/// These are the actions those buttons call, on a real navigator and model.
@MainActor
@Suite("Alerts and confirmation dialogs: the chosen action navigates through the model")
struct ConfirmationDialogPatternTests {
    let app = NavigationHarness()

    @Test func discardClosesTheSheetTheDialogIsInFromAnyDepth() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "draft"))
        #expect(app.model.state.hostLayers(in: "home").count == 2)
        // "Discard" from the screen pushed inside the wrapped sheet closes the whole sheet.
        #expect(app.routeNavigation("note:draft").dismissSheet().succeeded)
        #expect(app.model.state.hostLayers(in: "home").map { NavigationHarness.label($0.root) } == ["home"])
    }

    @Test func anAlertActionStartsARouteAndARefusedOneSaysWhy() {
        app.start(NavRoutes.Home())
        // "Sign In": a sheet that only the app closes (interactiveDismiss: false).
        #expect(app.routeNavigation("home").start(Intent(NavRoutes.SignIn())).succeeded)
        let signIn = app.model.state.hostLayers(in: "home").last
        #expect(signIn.map { NavigationHarness.label($0.root) } == "signIn")
        #expect(signIn?.allowsInteractiveDismiss == false)
        // From inside a plain sheet, pushing is refused and reported, as for any action.
        let log = FailureLog(app.navigator)
        #expect(!app.routeNavigation("signIn").start(Intent(NavRoutes.Note(text: "x"))).succeeded)
        #expect(log.failures.count == 1)
    }
}
