import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit  // registerScreen, as generated registrations call it

// The example app's session, login wall and launch over its routes, generated without its views
// (ShelfRoutes.generated.swift, which the SwiftUI cookbook's snippets also compile against).

/// The example's `Session` and `LoginWall` (Examples/SwiftUIApp/Sources/ShelfApp/LoginWall.swift), without SwiftUI.
@MainActor
final class ShelfSession {
    var isSignedIn = false
    /// The members-only navigation a signed-out reader asked for, resumed once signed in.
    var pending: NavigationRequest?
}

@MainActor
final class ShelfLoginWall: NavigationInterceptor {
    private let session: ShelfSession

    init(session: ShelfSession) {
        self.session = session
    }

    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        let route = request.intent.route
        guard route is ShelfRoutes.Chapter || route is ShelfRoutes.Purchases, !session.isSignedIn else { return .proceed }
        // A relaunch has nobody to ask: the screen is not restored.
        guard request.origin != .restoration else { return .cancel }
        session.pending = request
        return .redirect(Intent(ShelfRoutes.SignIn()))
    }
}

/// The example app's launch (`ShelfApp.init`) with test screens in place of its views.
@MainActor
final class ShelfApp {
    let session = ShelfSession()
    let navigator = Navigator(tabs: ShelfRoutes.Tab.self)
    /// What the host draws.
    var model: NavigationModel { navigator.navigationModel! }

    /// `ShelfApp.init`: the host launches the navigator when it appears (`navigator.launch(restoring:)`).
    init() {
        navigator.registerScreen(ShelfRoutes.Library.self) { _ in PlainScreen("library") }
        navigator.registerScreen(ShelfRoutes.Book.self) { PlainScreen("book\($0.bookID)") }
        navigator.registerScreen(ShelfRoutes.Chapter.self) { PlainScreen("chapter\($0.bookID).\($0.number)") }
        navigator.registerResultScreen(ShelfRoutes.Rate.self) { ResultScreen<Int>(sink: $1) }
        navigator.registerScreen(ShelfRoutes.Account.self) { _ in PlainScreen("account") }
        navigator.registerScreen(ShelfRoutes.Purchases.self) { _ in PlainScreen("purchases") }
        navigator.registerScreen(ShelfRoutes.SignIn.self) { _ in PlainScreen("signIn") }
        navigator.addInterceptor(ShelfLoginWall(session: session))
        navigator.logsFailures = false
    }

    var layout: String { NavigationHarness.layout(of: model.state) }

    func screen(_ label: String) -> Screen? {
        model.state.tabs.lazy.compactMap { tab in
            self.model.state.entries(in: tab).last { NavigationHarness.label($0) == label }.flatMap { self.model.screen(of: $0.id) }
        }.first
    }

    /// The example's `SignInView` "Sign in" button: closes the wall, then resumes what it held back.
    func signIn() {
        session.isSignedIn = true
        if let screen = screen("signIn") { RouteNavigation(screen: screen).close() }
        if let request = session.pending {
            session.pending = nil
            navigator.resume(request)
        }
    }
}
