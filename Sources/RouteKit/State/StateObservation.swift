/// A running observation of a navigator's state (`Navigator.observeState(_:)`): its handler is called after every
/// change for as long as the observation is kept and not cancelled.
///
/// Keep it in the object that renders or logs the model (a renderer holds it as a stored property): releasing it
/// ends the observation, so a renderer that goes away stops being called without having to say so.
@_spi(CustomContainer)
@MainActor
public final class StateObservation {
    private var handler: (@MainActor (NavigationChange) -> Void)?

    init(_ handler: @escaping @MainActor (NavigationChange) -> Void) {
        self.handler = handler
    }

    /// Ends the observation now; the handler is never called again.
    public func cancel() {
        handler = nil
    }

    /// Whether the handler is still called.
    public var isActive: Bool { handler != nil }

    func deliver(_ change: NavigationChange) {
        handler?(change)
    }
}

/// How the model holds an observation: weakly, so that releasing it ends it.
@MainActor
struct WeakObservation {
    weak var observation: StateObservation?
}
