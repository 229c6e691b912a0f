@testable import RouteKit

extension NavigationOutcome {
    /// Whether the command did what was asked, or showed a redirect's target in its place: what tests that only
    /// care that something happened check.
    var succeeded: Bool { self == .done || navigated }
}
