/// A presenter for unit tests on any platform: records what was shown and closed instead of showing it.
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
        /// The screen's type name, e.g. `UserProfileViewController`.
        public var screenType: String
        public var presentation: Presentation

        init(kind: Kind, screenType: String, presentation: Presentation) {
            self.kind = kind
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

    /// The most recently shown screen that is still shown.
    var topScreen: Screen? { shown.last?.screen }

    /// Records the parents that have a screen, root-most first, then the screen.
    public func show(_ request: ShowRequest) -> Bool {
        guard canShow else { return false }
        for parent in request.parents.reversed() {
            guard let screen = request.makeScreen(parent) else { continue }
            record(screen, parent.effectivePresentation)
        }
        record(request.screen, request.presentation)
        return true
    }

    public func connect(_ reporter: ScreenRemovalReporter) {
        self.reporter = reporter
    }

    private func record(_ screen: Screen, _ presentation: Presentation) {
        shown.append(Shown(screen: screen, presentation: presentation))
        events.append(Event(kind: .show, screenType: Self.typeName(screen), presentation: presentation))
    }

    public func close(_ screen: Screen) {
        guard let index = shown.firstIndex(where: { $0.screen === screen }) else { return }
        let removed = shown.remove(at: index)
        events.append(Event(kind: .close, screenType: Self.typeName(screen), presentation: removed.presentation))
    }

    /// Simulates the user closing a screen (swipe back, sheet pulled down) and reports it to the navigator.
    public func closeByUser(_ screen: Screen) {
        guard let index = shown.firstIndex(where: { $0.screen === screen }) else { return }
        let removed = shown.remove(at: index)
        events.append(Event(kind: .closedByUser, screenType: Self.typeName(screen), presentation: removed.presentation))
        reporter.screenRemoved(screen)
    }

    private static func typeName(_ screen: Screen) -> String {
        String(describing: type(of: screen))
    }
}
