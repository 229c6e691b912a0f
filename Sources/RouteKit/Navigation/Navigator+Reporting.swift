/// What the navigator tells others: the outcome of each navigation, the observers that hear every event, and the
/// problems it reports to them and, when ``Navigator/logsFailures``, to standard error.
extension Navigator {
    /// Adds an observer, held weakly: it sees every completed navigation and every refusal (the one failure channel).
    public func addObserver(_ observer: any NavigationObserver) {
        observers.append(WeakObserver(observer: observer))
    }

    public func removeObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    // MARK: Outcomes and events

    /// What became of one navigation.
    enum Navigated {
        /// Shown (or handled) as asked.
        case done
        /// An interceptor redirected it (its type name) and the redirect's target was shown.
        case redirected(by: String, to: String)
        /// Not shown; reported unless the caller reports it itself (`open`).
        case failed(NavigationFailure)

        var succeeded: Bool {
            if case .failed = self { return false }
            return true
        }
    }

    /// Tells observers about a problem, and logs it when `logsFailures`.
    func report(_ problem: NavigationProblem) {
        if logsFailures { debugLog(problem.description + "\n") }
        notify(.problem(problem))
    }

    /// Tells every observer, in the order they were added.
    func notify(_ event: NavigationEvent) {
        observers.removeAll { $0.observer == nil }
        for observer in observers {
            observer.observer?.navigator(self, didReport: event)
        }
    }

    #if DEBUG
    static let logsFailuresByDefault = true
    #else
    static let logsFailuresByDefault = false
    #endif
}

@MainActor
struct WeakObserver {
    weak var observer: (any NavigationObserver)?
}
