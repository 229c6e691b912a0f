/// What a command did (`start`, `resume`, `close`, `select`, `dismissSheets`, `reset`, a screen's `pop`, a
/// simulated gesture), as a value to switch over, as ``LinkOutcome`` is for links: "done", "nothing to do" and
/// "refused or redirected, by whom" are told apart, so no command says it worked when nothing happened.
public enum NavigationOutcome: Sendable, Hashable, CustomStringConvertible {
    /// It happened as asked: a screen shown (or a handler ran), screens closed, a tab selected.
    case done
    /// What was asked is already so (the tab is selected, the screen already left, no sheet is shown): nothing
    /// changed, and nothing is reported.
    case nothingToDo
    /// The navigator is not launched yet: the navigation is kept, in order, and run by `launch(restoring:)` on top of
    /// the restored screens and tab roots, as a link is.
    case kept
    /// An interceptor (its type name) redirected it to another route (its manifest name), shown in its place: a
    /// login wall. A result the caller asked for gets `.canceled`.
    case redirected(by: String, to: String)
    /// It did not happen, and why: an interceptor's cancel (`.intercepted(by:)` names it), no registration, a push
    /// where no navigation stack is, nothing to pop. Also reported (``NavigationProblem/refused(_:)``).
    case refused(NavigationFailure)

    public var description: String {
        switch self {
        case .done: "done"
        case .nothingToDo: "nothing to do"
        case .kept: "kept until launch(restoring:), which runs it"
        case .redirected(let interceptor, let route): "redirected by the interceptor \(interceptor) to \(route)"
        case .refused(let failure): "refused: \(failure.reason)"
        }
    }

    /// Whether a screen was shown (or a handler ran): as asked, or in its place after a redirect.
    var navigated: Bool {
        switch self {
        case .done, .redirected: true
        case .nothingToDo, .kept, .refused: false
        }
    }

    /// `.done` when a change happened, `.nothingToDo` when none did.
    static func changed(_ changed: Bool) -> NavigationOutcome {
        changed ? .done : .nothingToDo
    }
}
