/// Handed to a result screen so it can return a value without knowing how it was shown.
///
/// `finish(_:)` and `cancel()` close the screen the way it was shown (pop or dismiss) and deliver the
/// result to the caller; only the first call counts. The sink holds its screen weakly, so a screen that
/// stores its sink does not create a retain cycle.
@MainActor
public final class ResultSink<Result: Sendable> {
    private var deliver: (@MainActor (RouteResult<Result>) -> Void)?
    private weak var screen: Screen?
    private weak var navigator: Navigator?
    /// The async handler computing the result, cancelled when the result is no longer awaited.
    private var handlerTask: Task<Void, Never>?

    init(deliver: (@MainActor (RouteResult<Result>) -> Void)?) {
        self.deliver = deliver
    }

    /// Sets where the result goes, for a sink made before its caller's continuation.
    func onDelivery(_ deliver: @escaping @MainActor (RouteResult<Result>) -> Void) {
        self.deliver = deliver
    }

    /// A sink shown on no screen that keeps what it is given (`delivered`): for a result view's `#Preview` and for
    /// testing its buttons without a navigator.
    public static func recording() -> ResultSink<Result> {
        ResultSink(deliver: nil)
    }

    /// True once a result was delivered (or the screen was closed); later calls are ignored.
    private(set) var isCompleted = false
    /// The result delivered, once `isCompleted`: the first `finish` or `cancel`, or `.canceled` when the screen closed.
    public private(set) var delivered: RouteResult<Result>?

    /// Closes the screen and delivers `.ok(value)`.
    public func finish(_ value: Result) {
        complete(.ok(value), closing: true)
    }

    /// Closes the screen and delivers `.canceled`.
    public func cancel() {
        complete(.canceled, closing: true)
    }

    func complete(_ result: RouteResult<Result>, closing: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        delivered = result
        // A handler that completes the sink itself is finishing anyway; one abandoned must stop its work.
        handlerTask?.cancel()
        handlerTask = nil
        let navigator = navigator
        navigator?.detach(self)
        if closing, let screen, let navigator { navigator.presenter.close(screen) }
        let deliver = deliver
        self.deliver = nil
        deliver?(result)
    }
}

/// The type-erased handle the navigator keeps for a shown result screen.
@MainActor
protocol ResultSinkControl: AnyObject {
    func attach(screen: Screen, navigator: Navigator)
    /// For a result handler: the navigator to detach from, the task to cancel when the result is abandoned.
    func attach(handler: Task<Void, Never>, navigator: Navigator)
    /// Whether this is the sink of `screen` itself (not of a handler `screen` started).
    func isShown(on screen: Screen) -> Bool
    /// Closes the screen (if any) and delivers `.canceled`: the caller stopped waiting.
    func cancel()
    /// The screen is gone (closed by the user, released, or never shown): deliver `.canceled` without closing.
    func cancelWithoutClosing()
}

extension ResultSink: ResultSinkControl {
    func attach(screen: Screen, navigator: Navigator) {
        self.screen = screen
        self.navigator = navigator
    }

    func attach(handler: Task<Void, Never>, navigator: Navigator) {
        handlerTask = handler
        self.navigator = navigator
    }

    func cancelWithoutClosing() {
        complete(.canceled, closing: false)
    }

    func isShown(on candidate: Screen) -> Bool {
        screen === candidate
    }
}
