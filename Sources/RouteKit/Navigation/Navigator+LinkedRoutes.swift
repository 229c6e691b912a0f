#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The external routes of every manifest linked into the app, which the app's generated `registerApp` hands the
/// navigator, so that a module whose routes were never registered is reported instead of its links silently
/// opening nothing.
struct LinkedRouteCheck {
    var expected: [any ExternalRoute.Type] = []
    var checked = false
    var report: (@MainActor ([any ExternalRoute.Type]) -> Void)?
}

extension Navigator {
    /// Declares the external routes linked into the app (the generated `registerApp` passes every linked
    /// manifest's). In debug builds, `markReady()` or the first `open`, whichever comes first, reports once those
    /// that have no registration then (`onUnregisteredLinkedRoutes`; by default a warning on standard error):
    /// a link to one of them would open nothing. Release builds do not check.
    @_spi(RouteGen) public func expectRegistrations(of routes: [any ExternalRoute.Type]) {
        linkedRoutes.expected += routes
        linkedRoutes.checked = false
    }

    /// The expected external routes (`expectRegistrations(of:)`) that have no registration now.
    public var unregisteredLinkedRoutes: [any ExternalRoute.Type] {
        var seen = Set<ObjectIdentifier>()
        return linkedRoutes.expected.filter { type in
            let key = ObjectIdentifier(type)
            return registrations[key] == nil && seen.insert(key).inserted
        }
    }

    /// Told, once, of the linked external routes without a registration (see `expectRegistrations(of:)`); `nil`
    /// (the default) writes a warning naming them to standard error.
    public var onUnregisteredLinkedRoutes: (@MainActor ([any ExternalRoute.Type]) -> Void)? {
        get { linkedRoutes.report }
        set { linkedRoutes.report = newValue }
    }

    /// Called by `markReady()` and `open(_:)`: the debug-build check, at most once per set of expectations.
    func checkLinkedRoutesOnce() {
        #if DEBUG
        guard !linkedRoutes.checked, !linkedRoutes.expected.isEmpty else { return }
        linkedRoutes.checked = true
        let missing = unregisteredLinkedRoutes
        guard !missing.isEmpty else { return }
        if let report = linkedRoutes.report {
            report(missing)
        } else {
            let names = missing.map { "\(String(reflecting: $0)) ('\($0.descriptor.name)')" }
            writeToStandardError(
                "RouteKit: warning: linked external routes without a registration (links to them open nothing): "
                    + names.joined(separator: ", ") + "\n")
        }
        #endif
    }
}
