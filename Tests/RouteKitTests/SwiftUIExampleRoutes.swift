import Foundation
@_spi(RouteGen) import RouteKit  // registerScreen, settingValue: the generated-code API these routes are shaped like

// Routes shaped like the generator's output for Examples/SwiftUIApp/Sources/ShelfApp/routes.yml (tabs, `tab:`,
// `parent:`, a result route, a custom display), with the example's login wall, so the example app's flows run on
// Linux through Navigator + NavigationModel (SwiftUIExampleFlowTests).

enum ShelfRoutes {
    /// `Routes.Tab`, with `root: true` on `library` and `account`.
    enum Tab: String, TabRoots, Hashable, Sendable {
        case library, account

        var root: AnyIntent? {
            switch self {
            case .library: AnyIntent(Intent(ShelfRoutes.Library()))
            case .account: AnyIntent(Intent(ShelfRoutes.Account()))
            }
        }
    }

    static let urls = URLConfiguration(schemes: ["shelf"], hosts: [])

    /// `library: { view: LibraryView, tab: library }`.
    struct Library: Route, RestorableRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "library", exposure: .internal, presentation: .push, tab: Tab.library.rawValue)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `book: { path: /book/<int:bookID>, exposure: external, tab: library, parent: library }`.
    struct Book: LinkedRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(
            name: "book", exposure: .external, presentation: .push, path: "/book/<int:bookID>", urlConfiguration: urls, tab: Tab.library.rawValue)
        var bookID: Int
        init(bookID: Int) { self.bookID = bookID }
        init(parameters: RouteParameters) throws { try self.init(bookID: parameters.required("bookID", as: Int.self)) }
        var parameters: RouteParameters { RouteParameters().settingValue("bookID", self.bookID) }
    }

    /// `chapter: { path: /book/<int:bookID>/chapter/<int:number>, exposure: external, parent: book }`.
    struct Chapter: LinkedRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(
            name: "chapter", exposure: .external, presentation: .push, path: "/book/<int:bookID>/chapter/<int:number>", urlConfiguration: urls)
        var bookID: Int
        var number: Int
        init(bookID: Int, number: Int) {
            self.bookID = bookID
            self.number = number
        }
        init(parameters: RouteParameters) throws {
            try self.init(bookID: parameters.required("bookID", as: Int.self), number: parameters.required("number", as: Int.self))
        }
        var parameters: RouteParameters { RouteParameters().settingValue("bookID", self.bookID).settingValue("number", self.number) }
    }

    /// `purchases: { path: /account/purchases, exposure: external, tab: account, parent: account }`.
    struct Purchases: LinkedRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(
            name: "purchases", exposure: .external, presentation: .push, path: "/account/purchases", urlConfiguration: urls,
            tab: Tab.account.rawValue)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `rate: { presentation: wrapped, result: Int, extras: { bookID: Int } }`.
    struct Rate: ResultRoute, RestorableRoute, Hashable, Sendable {
        typealias Result = Int
        static let descriptor = RouteDescriptor(name: "rate", exposure: .internal, presentation: .wrapped)
        var bookID: Int
        init(bookID: Int) { self.bookID = bookID }
        init(parameters: RouteParameters) throws { try self.init(bookID: parameters.required("bookID", as: Int.self)) }
        var parameters: RouteParameters { RouteParameters().settingValue("bookID", self.bookID) }
    }

    /// `account: { view: AccountView, tab: account }`.
    struct Account: Route, RestorableRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "account", exposure: .internal, presentation: .push, tab: Tab.account.rawValue)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `signIn: { view: SignInView, presentation: cover }`.
    struct SignIn: Route, RestorableRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "signIn", exposure: .internal, presentation: .cover)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }
}

// What the generator emits for `parent:`.
extension ShelfRoutes.Book: ParentedRoute {
    var parentRoute: ShelfRoutes.Library { ShelfRoutes.Library() }
}

extension ShelfRoutes.Chapter: ParentedRoute {
    var parentRoute: ShelfRoutes.Book { ShelfRoutes.Book(bookID: self.bookID) }
}

extension ShelfRoutes.Purchases: ParentedRoute {
    var parentRoute: ShelfRoutes.Account { ShelfRoutes.Account() }
}

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
