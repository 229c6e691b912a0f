import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit  // registers and encodes the way generated code does

/// A navigator over a `NavigationModel` with every `NavRoutes` route registered, the way generated
/// `Routes.register(on:screens:)` registers them, and a readable picture of the state for assertions.
@MainActor
final class NavigationHarness {
    let model: NavigationModel
    let navigator: Navigator
    private(set) var changes: [NavigationChange] = []
    private(set) var pings = 0
    /// Every refused navigation or action, as its description.
    private(set) var failures: [String] = []
    private var observation: StateObservation?
    private var failureLog: FailureLog?

    init(tabs: [String] = NavRoutes.Tab.allCases.map(\.rawValue)) {
        model = NavigationModel(tabs: tabs)
        navigator = Navigator(presenter: model)
        observation = model.observe { [unowned self] in changes.append($0) }
        navigator.logsFailures = false
        failureLog = FailureLog(navigator) { [unowned self] in failures.append("\($0.action) \($0.route ?? "-"): \($0.reason)") }
        Self.register(on: navigator) { [unowned self] in pings += 1 }
    }

    static func register(on navigator: Navigator, ping: @escaping @MainActor () -> Void = {}) {
        navigator.registerScreen(NavRoutes.Home.self) { _ in PlainScreen("home") }
        navigator.registerScreen(NavRoutes.SearchHome.self) { _ in PlainScreen("search") }
        navigator.registerScreen(NavRoutes.Profile.self) { PlainScreen("profile\($0.id)") }
        navigator.registerScreen(NavRoutes.Album.self) { PlainScreen("album\($0.id).\($0.albumID)") }
        navigator.registerScreen(NavRoutes.Photo.self) { PlainScreen("photo\($0.zoom)") }
        navigator.registerScreen(NavRoutes.Note.self) { PlainScreen("note:\($0.text)") }
        navigator.registerScreen(NavRoutes.Wizard.self) { _ in PlainScreen("wizard") }
        navigator.registerScreen(NavRoutes.Composer.self) { PlainScreen("composer:\($0.draft.text)") }
        navigator.registerScreen(NavRoutes.SignIn.self) { _ in PlainScreen("signIn") }
        navigator.registerResultScreen(NavRoutes.Picker.self) { ResultScreen<String>(sink: $1) }
        navigator.registerResultScreen(NavRoutes.Chooser.self) { ResultScreen<Int>(sink: $1) }
        navigator.registerHandler(NavRoutes.Ping.self) { _ in
            ping()
            return true
        }
    }

    /// `home: home note:a | search: - | *profile: profile1 album1.2 ^picker`: `*` marks the selected tab,
    /// `^` an entry that opens a modal layer.
    var layout: String { Self.layout(of: model.state) }

    static func layout(of state: NavigationState) -> String {
        state.tabs.map { tab in
            let layers = state.layers(in: tab).map { layer in
                layer.map(label).joined(separator: " ")
            }
            let text = layers.isEmpty ? "-" : layers.joined(separator: " ^")
            return (tab == state.selectedTab ? "*" : "") + "\(tab): \(text)"
        }.joined(separator: " | ")
    }

    /// The label of the `PlainScreen` the test registrations make for the entry's route, read from the route value;
    /// the route name for any other route.
    static func label(_ entry: NavigationEntry) -> String {
        let route = entry.intent.route
        switch route {
        case is NavRoutes.Home: return "home"
        case is NavRoutes.SearchHome: return "search"
        case let profile as NavRoutes.Profile: return "profile\(profile.id)"
        case let album as NavRoutes.Album: return "album\(album.id).\(album.albumID)"
        case let photo as NavRoutes.Photo: return "photo\(photo.zoom)"
        case let note as NavRoutes.Note: return "note:\(note.text)"
        case is NavRoutes.Wizard: return "wizard"
        case let composer as NavRoutes.Composer: return "composer:\(composer.draft.text)"
        case is NavRoutes.SignIn, is ShelfRoutes.SignIn: return "signIn"
        case is ShelfRoutes.Library: return "library"
        case is ShelfRoutes.Account: return "account"
        case is ShelfRoutes.Purchases: return "purchases"
        case let book as ShelfRoutes.Book: return "book\(book.bookID)"
        case let chapter as ShelfRoutes.Chapter: return "chapter\(chapter.bookID).\(chapter.number)"
        default: return entry.routeName
        }
    }

    /// The screen of the top entry of the selected tab.
    var top: Screen? { model.state.visibleEntries.last.flatMap { model.screen(of: $0.id) } }

    /// The screen of the entry whose label is `label`, top-most first.
    func screen(_ label: String) -> Screen? {
        entry(label).flatMap { model.screen(of: $0.id) }
    }

    /// The entry whose label is `label`, top-most first.
    func entry(_ label: String) -> NavigationEntry? {
        for tab in model.state.tabs.reversed() {
            if let entry = model.state.entries(in: tab).last(where: { Self.label($0) == label }) { return entry }
        }
        return nil
    }

    @discardableResult
    func start<R: Route>(_ route: R, from source: Screen? = nil) -> Bool {
        navigator.start(Intent(route), from: source).succeeded
    }

    /// The `routeNavigation` value of the view showing `label`.
    func routeNavigation(_ label: String) -> RouteNavigation {
        RouteNavigation(navigator: navigator, screen: screen(label)!)
    }

    @discardableResult
    func open(_ text: String) -> Bool {
        navigator.open(URL(string: text)!) == .shown
    }
}

/// Collects results so a test can check each arrived exactly once.
@MainActor
final class ResultLog<Value: Sendable & Equatable> {
    private(set) var results: [RouteResult<Value>] = []
    func add(_ result: RouteResult<Value>) { results.append(result) }
}

/// Collects a navigator's refusals through the one channel, `NavigationObserver.navigator(_:didReport:)`: every
/// `.problem(.refused)`, and a link's refusal or failure (`.problem(.link)`); the navigator holds it weakly, so a test
/// keeps it. `problems` has every problem, `events` everything reported.
@MainActor
final class FailureLog: NavigationObserver {
    private(set) var failures: [NavigationFailure] = []
    private(set) var problems: [NavigationProblem] = []
    private(set) var events: [NavigationEvent] = []
    private let each: @MainActor (NavigationFailure) -> Void

    init(_ navigator: Navigator, each: @escaping @MainActor (NavigationFailure) -> Void = { _ in }) {
        self.each = each
        navigator.addObserver(self)
    }

    var descriptions: [String] { failures.map(\.description) }
    var reasons: [NavigationFailure.Reason] { failures.map(\.reason) }

    func navigator(_ navigator: Navigator, didReport event: NavigationEvent) {
        events.append(event)
        guard case .problem(let problem) = event else { return }
        problems.append(problem)
        let failure: NavigationFailure
        switch problem {
        case .refused(let refused): failure = refused
        case .link(_, .failed(let failed)): failure = failed
        case .link(_, .refused(let interceptor)): failure = NavigationFailure(route: nil, action: "open", reason: .intercepted(by: interceptor))
        default: return
        }
        failures.append(failure)
        each(failure)
    }
}

/// Collects the route ties a navigator reports (`NavigationProblem.routeTie`), held weakly by it.
@MainActor
final class TieLog: NavigationObserver {
    private(set) var ties: [RouteTie] = []
    private let each: @MainActor (RouteTie) -> Void

    init(_ navigator: Navigator, each: @escaping @MainActor (RouteTie) -> Void = { _ in }) {
        self.each = each
        navigator.addObserver(self)
    }

    func navigator(_ navigator: Navigator, didReport event: NavigationEvent) {
        guard case .problem(.routeTie(let tie)) = event else { return }
        ties.append(tie)
        each(tie)
    }
}
