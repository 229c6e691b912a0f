/// The one seam through which the navigator shows and closes screens, so that navigation logic is the
/// same in the app (`NavigationModel` and a renderer) and in unit tests (``RecordingPresenter``).
///
/// A presenter has two requirements and one duty: it shows what ``show(_:)`` asks for, closes what
/// ``close(_:)`` names, and reports every screen that leaves by any other means to the
/// ``ScreenRemovalReporter`` its navigator hands it, so that a caller waiting for that screen's result gets
/// ``RouteResult/canceled``.
@MainActor
public protocol ScreenPresenter: AnyObject {
    /// Shows the screen of a navigation; `false` when it cannot (no window yet, unknown custom display, a push
    /// where no navigation stack is on top), which fails the navigation.
    ///
    /// The request carries the screen, how to show it, the screen the navigation starts from, and, for a link or
    /// a `start` with ``BackStack/parents``, the route's parents with a way to build their screens.
    func show(_ request: ShowRequest) -> Bool

    /// Closes `screen` the way it was shown: pop for a push, dismiss for a presentation.
    func close(_ screen: Screen)

    /// Called by ``Navigator/init(presenter:isReady:)``: keep `reporter` and call
    /// ``ScreenRemovalReporter/screenRemoved(_:)`` for every screen that leaves other than through ``close(_:)``
    /// (the user swiped back or pulled a sheet down). Reporting a screen more than once is harmless.
    func connect(_ reporter: ScreenRemovalReporter)
}

/// How a presenter tells its navigator that a screen left, so that a waiting start-for-result gets `.canceled`.
///
/// The navigator hands one to its presenter (``ScreenPresenter/connect(_:)``); it holds the navigator weakly, so
/// a presenter may keep it for as long as it likes.
@MainActor
public struct ScreenRemovalReporter {
    private let screen: @MainActor (Screen) -> Void
    private let all: @MainActor () -> Void

    init(screen: @escaping @MainActor (Screen) -> Void, all: @escaping @MainActor () -> Void) {
        self.screen = screen
        self.all = all
    }

    /// A reporter that reports to nobody: what a presenter holds before any navigator connects to it.
    static var disconnected: ScreenRemovalReporter { ScreenRemovalReporter(screen: { _ in }, all: {}) }

    /// Reports that `screen` is no longer shown, whatever removed it.
    public func screenRemoved(_ screen: Screen) {
        self.screen(screen)
    }

    /// Reports that every screen left at once (the app reset its navigation, on logout): every result still
    /// awaited is abandoned, and the tasks of async result handlers still running are cancelled.
    public func allScreensRemoved() {
        all()
    }
}
