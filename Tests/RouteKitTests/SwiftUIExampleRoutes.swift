import Foundation
@_spi(RouteGen) import RouteKit  // registerScreen, settingValue: the generated-code API these routes are shaped like

// Routes shaped like the generator's output for Examples/SwiftUIApp/Sources/ShelfApp/routes.yml (tabs, `tab:`,
// `parent:`, a result route, a cover), so the example app's flows run on
// Linux through Navigator + NavigationModel (SwiftUIExampleFlowTests). Routes only: SwiftUICookbookTests compiles the
// DocC cookbook's snippets against this file and the stub SDK.

enum ShelfRoutes {
    /// `Routes.Tab`, with `root: true` on `library` and `account`.
    enum Tab: String, NavigationTab, Hashable, Sendable {
        case library, account

        var root: AnyIntent? {
            switch self {
            case .library: AnyIntent(Intent(ShelfRoutes.Library()))
            case .account: AnyIntent(Intent(ShelfRoutes.Account()))
            }
        }
    }

    static let urls = URLConfiguration(schemes: ["shelf"], hosts: [])

    // The intent builders, as the generator writes them: what apps and the docs make intents with.
    static func library() -> Intent<Library> { Intent(Library()) }
    static func book(bookID: Int) -> Intent<Book> { Intent(Book(bookID: bookID)) }
    static func chapter(bookID: Int, number: Int) -> Intent<Chapter> { Intent(Chapter(bookID: bookID, number: number)) }
    static func purchases() -> Intent<Purchases> { Intent(Purchases()) }
    static func rate(bookID: Int) -> Intent<Rate> { Intent(Rate(bookID: bookID)) }
    static func account() -> Intent<Account> { Intent(Account()) }
    static func signIn() -> Intent<SignIn> { Intent(SignIn()) }

    /// `library: { view: LibraryView, tab: library }`.
    struct Library: Route, RestorableRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "library", exposure: .internal, presentation: .push, tab: Tab.library.rawValue)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `book: { path: /book/<int:bookID>, exposure: external, tab: library, parent: library }`.
    struct Book: URLRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(
            name: "book", exposure: .external, presentation: .push, path: "/book/<int:bookID>", urlConfiguration: urls, tab: Tab.library.rawValue)
        var bookID: Int
        init(bookID: Int) { self.bookID = bookID }
        init(parameters: RouteParameters) throws { try self.init(bookID: parameters.required("bookID", as: Int.self)) }
        var parameters: RouteParameters { RouteParameters().settingValue("bookID", self.bookID) }
    }

    /// `chapter: { path: /book/<int:bookID>/chapter/<int:number>, exposure: external, parent: book }`.
    struct Chapter: URLRoute, Hashable, Sendable {
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
    struct Purchases: URLRoute, Hashable, Sendable {
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
