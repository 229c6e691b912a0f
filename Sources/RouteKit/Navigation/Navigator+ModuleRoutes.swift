#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The external routes of every module's manifest linked into the app, which the app's generated `registerApp` hands the
/// navigator, so that a module whose routes were never registered is reported instead of its links silently
/// opening nothing.
struct ModuleRouteCheck {
    var expected: [any ExternalRoute.Type] = []
    var checked = false
}

extension Navigator {
    /// Declares the external routes linked into the app (the generated `registerApp` passes every linked
    /// manifest's). In debug builds, `launch(restoring:)` or the first `open`, whichever comes first, reports once those
    /// that have no registration then (``NavigationProblem/unregisteredModuleRoutes(_:)``, logged by a debug build):
    /// a link to one of them would open nothing. Release builds do not check.
    @_spi(RouteGen) public func expectRegistrations(of routes: [any ExternalRoute.Type]) {
        moduleRoutes.expected += routes
        moduleRoutes.checked = false
    }

    /// The expected external routes (`expectRegistrations(of:)`) that have no registration now.
    var unregisteredModuleRoutes: [any ExternalRoute.Type] {
        var seen = Set<ObjectIdentifier>()
        return moduleRoutes.expected.filter { type in
            let key = ObjectIdentifier(type)
            return registrations[key] == nil && seen.insert(key).inserted
        }
    }

    /// Called by `launch` (through `markReady()`) and `open(_:)`: the debug-build check, at most once per set of expectations.
    func checkModuleRoutesOnce() {
        #if DEBUG
        guard !moduleRoutes.checked, !moduleRoutes.expected.isEmpty else { return }
        moduleRoutes.checked = true
        let missing = unregisteredModuleRoutes
        guard !missing.isEmpty else { return }
        report(.unregisteredModuleRoutes(missing))
        #endif
    }
}
