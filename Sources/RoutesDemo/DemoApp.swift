import Foundation
import RouteKit

/// The demo's "app": a navigator showing screens through a RecordingPresenter, with every route of the
/// manifest registered by the generated `Routes.register(on:screens:)`.
@MainActor
final class DemoApp {
    let presenter = RecordingPresenter()
    let navigator: Navigator
    private let handlers = AlertHandler()

    init() {
        navigator = Navigator(presenter: presenter)
        Routes.register(on: navigator, screens: handlers)
    }

    /// `UserProfileViewController(id: 42, tab: posts)`, oldest first; `(empty)` when nothing is shown.
    var screenStack: String {
        let names = presenter.shownScreens.map { screen in (screen as? DemoScreen)?.summary ?? "\(type(of: screen))" }
        return names.isEmpty ? "(empty)" : names.joined(separator: " > ")
    }

    /// Prints what the generated matcher makes of `url`, opens it, and prints the resulting stack.
    @discardableResult
    func open(_ url: URL) -> Bool {
        print("open \(url.absoluteString)")
        switch Routes.match(url) {
        case .userProfile(let route):
            print("  matched: userProfile")
            print("  extras: id=\(route.id) referrer=\(route.referrer ?? "nil") tab=\(route.tab.rawValue) tags=\(route.tags)")
            print("  rebuilt link: \(route.url.absoluteString)")
        case .alert(let route):
            print("  matched: alert")
            print("  extras: title=\(route.title) message=\(route.message ?? "nil")")
        case nil:
            print("  matched: nothing (no external route accepts this URL)")
        }
        let outcome = navigator.open(url)
        print("  navigator.open -> \(outcome)")
        print("  screen stack: \(screenStack)")
        return outcome == .shown
    }
}

/// The app's side of the `alert` handler route (`handler: true`): the generated `Routes.Screens` requires it.
@MainActor
final class AlertHandler: Routes.Screens {
    func handleAlert(_ route: Routes.Alert) -> Bool {
        print("  alert handler: \(route.title)\(route.message.map { ": \($0)" } ?? "")")
        return true
    }
}
