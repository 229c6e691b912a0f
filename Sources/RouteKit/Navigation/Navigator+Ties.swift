#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Navigator {
    /// Every tie found between registered external routes, in the order found (see `RouteTie`).
    var routeTies: [RouteTie] { tieLedger.ties }

    /// Called on every registration: records the route and reports the ties it makes (``NavigationProblem/routeTie(_:)``),
    /// once the navigator is launched; ties found while setting up wait for `launch(restoring:)`, so an observer
    /// added after registering still hears them.
    func recordTies<R: Route>(of type: R.Type) {
        heldTies += tieLedger.record(type)
        if isReady { reportHeldTies() }
    }

    /// Reports the ties found before launch.
    func reportHeldTies() {
        let ties = heldTies
        heldTies = []
        for tie in ties { report(.routeTie(tie)) }
    }

    /// `explain`'s answer with the ties of the route it names, so both routes of a tie are named.
    func addingTies(to explanation: URLMatchExplanation) -> URLMatchExplanation {
        var explained = explanation
        explained.ties = tieLedger.ties(involving: explanation)
        return explained
    }
}
