/// A presenter for unit tests of an app that drives its own presenter (`Navigator(presenter:)`): records what was
/// shown and closed instead of showing it. An app made with `Navigator(tabs:)` asserts on `Navigator.state` instead.
///
/// It holds strong references only to the screens still shown, so a screen the app leaks stays visible
/// to a weak reference in the test instead of being kept alive by the recorder.
@MainActor
public final class RecordingPresenter: ScreenPresenter {
    /// One thing that happened to a screen.
    public struct Event: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: Sendable, Hashable {
            /// Shown by the navigator.
            case show
            /// Closed by the navigator (a result screen finished or canceled).
            case close
            /// Closed by the user (`closeByUser(_:)`), reported back to the navigator.
            case closedByUser
        }

        public var kind: Kind
        /// The manifest name of the screen's route, e.g. `userProfile`.
        public var route: String
        /// The screen's type name, e.g. `UserProfileViewController` (the manifest's name for a screen this platform
        /// does not draw).
        public var screenType: String
        public var presentation: Presentation

        init(kind: Kind, route: String, screenType: String, presentation: Presentation) {
            self.kind = kind
            self.route = route
            self.screenType = screenType
            self.presentation = presentation
        }

        /// `push UserProfileViewController`, `dismiss PhotoPicker`, `user closed Settings (push)`.
        public var description: String {
            switch kind {
            case .show: "\(presentation) \(screenType)"
            case .close: "\(Self.closeVerb(presentation)) \(screenType)"
            case .closedByUser: "user closed \(screenType) (\(presentation))"
            }
        }

        private static func closeVerb(_ presentation: Presentation) -> String {
            switch presentation {
            case .push: "pop"
            case .present, .wrapped, .cover: "dismiss"
            case .custom(let name): "close \(name)"
            }
        }
    }

    private struct Shown {
        let screen: Screen
        let intent: AnyIntent
        let presentation: Presentation
    }

    /// Everything shown and closed, in order.
    public private(set) var events: [Event] = []
    private var shown: [Shown] = []

    /// Set to `false` to simulate a presenter that cannot show anything (no window yet).
    public var canShow = true

    private var reporter = ScreenRemovalReporter.disconnected

    public init() {}

    /// The screens still shown, oldest first.
    public var shownScreens: [Screen] { shown.map(\.screen) }

    /// The routes of the screens still shown, oldest first, as the navigator showed them (after redirects): a test
    /// reads them typed, `presenter.shownRoutes.last as? Routes.Item`.
    public var shownRoutes: [any Route] { shown.map(\.intent.route) }

    /// The most recently shown screen that is still shown.
    var topScreen: Screen? { shown.last?.screen }

    /// Records the parents that have a screen, root-most first, then the screen.
    public func show(_ request: ShowRequest) -> Bool {
        guard canShow else { return false }
        for parent in request.parents.reversed() {
            guard let screen = request.makeScreen(parent) else { continue }
            record(screen, parent, parent.effectivePresentation)
        }
        record(request.screen, request.intent, request.presentation)
        return true
    }

    public func connect(_ reporter: ScreenRemovalReporter) {
        self.reporter = reporter
    }

    private func record(_ screen: Screen, _ intent: AnyIntent, _ presentation: Presentation) {
        shown.append(Shown(screen: screen, intent: intent, presentation: presentation))
        events.append(Event(kind: .show, route: intent.descriptor.name, screenType: Self.typeName(screen), presentation: presentation))
    }

    public func close(_ screen: Screen) {
        guard let index = shown.firstIndex(where: { $0.screen === screen }) else { return }
        let removed = shown.remove(at: index)
        events.append(Event(kind: .close, route: removed.intent.descriptor.name, screenType: Self.typeName(screen),
                            presentation: removed.presentation))
    }

    /// Simulates the user closing a screen (swipe back, sheet pulled down) and reports it to the navigator.
    public func closeByUser(_ screen: Screen) {
        guard let index = shown.firstIndex(where: { $0.screen === screen }) else { return }
        let removed = shown.remove(at: index)
        events.append(Event(kind: .closedByUser, route: removed.intent.descriptor.name, screenType: Self.typeName(screen),
                            presentation: removed.presentation))
        reporter.screenRemoved(screen)
    }

    private static func typeName(_ screen: Screen) -> String {
        if let undrawn = screen as? UndrawnScreen { return undrawn.typeName }
        return String(describing: type(of: screen))
    }
}
