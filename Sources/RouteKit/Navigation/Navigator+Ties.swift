#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Navigator {
    /// Every tie found between registered external routes, in the order found (see `RouteTie`).
    var routeTies: [RouteTie] { tieLedger.ties }

    /// Told of each tie as the later route is registered. By default (`nil`) the tie is written to standard error
    /// as a warning: the app still runs, with the first-registered route winning.
    public var onRouteTie: (@MainActor (RouteTie) -> Void)? {
        get { tieLedger.report }
        set { tieLedger.report = newValue }
    }

    /// Called on every registration: records the route and reports the ties it makes.
    func recordTies<R: Route>(of type: R.Type) {
        for tie in tieLedger.record(type) {
            if let report = tieLedger.report {
                report(tie)
            } else {
                debugLog("RouteKit: warning: \(tie)\n")
            }
        }
    }

    /// `explain`'s answer with the ties of the route it names, so both routes of a tie are named.
    func addingTies(to explanation: URLMatchExplanation) -> URLMatchExplanation {
        var explained = explanation
        explained.ties = tieLedger.ties(involving: explanation)
        return explained
    }
}
