/// What the navigator tells others: the outcome of each navigation, the observers that hear every event, and the
/// problems it reports to them and, when ``Navigator/logsFailures``, to standard error.
extension Navigator {
    /// Adds an observer, held until ``removeObserver(_:)`` (as interceptors are: an analytics observer the app
    /// did not keep must not stop hearing): it sees every event of the one channel, after the observers added before
    /// it. An observer gets the navigator with each event, so it need not keep it (keeping it strongly is a cycle).
    public func addObserver(_ observer: any NavigationObserver) {
        observers.append(observer)
    }

    public func removeObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0 === observer }
    }

    // MARK: Outcomes and events

    /// Tells observers about a problem, and logs it when `logsFailures`.
    func report(_ problem: NavigationProblem) {
        if logsFailures { debugLog(problem.description + "\n") }
        notify(.problem(problem))
    }

    /// Tells every observer, in the order they were added.
    func notify(_ event: NavigationEvent) {
        // A copy: an observer may add or remove observers while it hears the event.
        for observer in observers {
            observer.navigator(self, didReport: event)
        }
    }

    #if DEBUG
    static let logsFailuresByDefault = true
    #else
    static let logsFailuresByDefault = false
    #endif
}
