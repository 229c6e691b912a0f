import Foundation
@_spi(RouteGen) import RouteKit  // registerScreen, as generated registrations call it

// The example app's session, login wall and launch over the routes of SwiftUIExampleRoutes.swift (which stays
// routes only: the SwiftUI cookbook's snippets compile against it).

/// The example's `Session` and `LoginWall` (Examples/SwiftUIApp/Sources/ShelfApp/LoginWall.swift), without SwiftUI.
@MainActor
final class ShelfSession {
    var isSignedIn = false
    /// The members-only route a signed-out reader asked for, shown once signed in.
    var pending: (any Route)?
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
        session.pending = route
        return .redirect(Intent(ShelfRoutes.SignIn()))
    }
}

/// The example app's launch (`ShelfApp.init`) with test screens in place of its views.
@MainActor
final class ShelfApp {
    let session = ShelfSession()
    let model = NavigationModel(tabs: ShelfRoutes.Tab.self)
    let navigator: Navigator

    init() {
        navigator = Navigator(presenter: model, isReady: false)
        navigator.registerScreen(ShelfRoutes.Library.self) { _ in PlainScreen("library") }
        navigator.registerScreen(ShelfRoutes.Book.self) { PlainScreen("book\($0.bookID)") }
        navigator.registerScreen(ShelfRoutes.Chapter.self) { PlainScreen("chapter\($0.bookID).\($0.number)") }
        navigator.registerResultScreen(ShelfRoutes.Rate.self) { ResultScreen<Int>(sink: $1) }
        navigator.registerScreen(ShelfRoutes.Account.self) { _ in PlainScreen("account") }
        navigator.registerScreen(ShelfRoutes.Purchases.self) { _ in PlainScreen("purchases") }
        navigator.registerScreen(ShelfRoutes.SignIn.self) { _ in PlainScreen("signIn") }
        navigator.addInterceptor(ShelfLoginWall(session: session))
        navigator.logsFailures = false
        navigator.startTabRoots()
    }

    var layout: String { NavigationHarness.layout(of: model.state) }

    func screen(_ label: String) -> Screen? {
        model.state.tabs.lazy.compactMap { tab in
            self.model.state.entries(in: tab).last { NavigationHarness.label($0) == label }?.screen
        }.first
    }

    /// The example's `SignInView` "Sign in" button.
    func signIn() {
        session.isSignedIn = true
        if let screen = screen("signIn") { RouteNavigation(navigator: navigator, screen: screen).close() }
        if let route = session.pending {
            session.pending = nil
            resume(route)
        }
    }

    private func resume<R: Route>(_ route: R) {
        navigator.start(Intent(route), backStack: .parents)
    }
}
