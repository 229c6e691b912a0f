#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Links: matching a URL against the registered external routes, and keeping one that arrives before launch.
extension Navigator {
    /// Navigates to the registered external route the URL designates: `true` when the link is taken, that is shown
    /// now or, before ``launch(restoring:)``, kept (replacing any earlier one) to be shown at launch; `false` when
    /// no registered route matches or the navigation was refused (reported).
    @discardableResult
    public func open(_ url: URL) -> Bool {
        checkModuleRoutesOnce()
        guard let intent = matcher.match(url) else { return false }
        guard isReady else {
            pendingURL = url
            return true
        }
        return navigate(intent, origin: .url(url), source: nil, sink: nil, backStack: .parents)
    }

    /// Whether `open` would find a registered external route for the URL; works before ready.
    public func canOpen(_ url: URL) -> Bool {
        matcher.match(url) != nil
    }

    /// Why a URL does or does not reach a registered route, naming both routes of a tie (`RouteTie`): what
    /// `routegen match` shows for a manifest, for tools and tests.
    @_spi(RouteGen) public func explain(_ url: URL) -> URLMatchExplanation {
        addingTies(to: matcher.explain(url))
    }

    /// Marks the UI ready and replays the URL kept since launch; returns whether that replay navigated.
    @discardableResult
    func markReady() -> Bool {
        isReady = true
        checkModuleRoutesOnce()
        guard let url = pendingURL else { return false }
        pendingURL = nil
        return open(url)
    }

    private var matcher: URLMatcher<AnyIntent> {
        if let cachedMatcher { return cachedMatcher }
        let built = URLMatcher(registrationOrder.compactMap { registrations[$0]?.entry })
        cachedMatcher = built
        return built
    }
}
