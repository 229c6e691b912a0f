#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Links: matching a URL against the registered external routes, and keeping one that arrives before launch.
extension Navigator {
    /// Navigates to the registered external route the URL designates, and says what became of the link. Every
    /// outcome but `.shown` is reported (``NavigationProblem/link(_:_:)``) and logged when ``logsFailures``.
    @discardableResult
    public func open(_ url: URL) -> LinkOutcome {
        checkModuleRoutesOnce()
        let outcome = linkOutcome(url)
        if outcome != .shown { report(.link(url, outcome)) }
        return outcome
    }

    private func linkOutcome(_ url: URL) -> LinkOutcome {
        guard let intent = matcher.match(url) else {
            if let internalRoute = internalMatcher.match(url) { return .internalRouteOnly(internalRoute) }
            return .noMatch(explain(url))
        }
        guard isReady else {
            pendingURL = url
            return .kept
        }
        switch navigate(intent, origin: .url(url), source: nil, sink: nil, backStack: .parents, reportsFailure: false) {
        case .done, .nothingToDo, .kept: return .shown
        case .redirected(let interceptor, let route): return .redirected(by: interceptor, to: route)
        case .refused(let failure):
            if case .intercepted(let interceptor) = failure.reason { return .refused(by: interceptor) }
            return .failed(failure)
        }
    }

    /// Whether `open` would find a registered external route for the URL; works before launch.
    public func canOpen(_ url: URL) -> Bool {
        matcher.match(url) != nil
    }

    /// Why a URL does or does not reach a registered route, naming both routes of a tie (``RouteTie``): what
    /// `routegen match` prints for a manifest, for a debug screen or a test.
    public func explain(_ url: URL) -> URLMatchExplanation {
        addingTies(to: matcher.explain(url))
    }

    /// Marks the UI ready, reports what setting up found, and replays the URL kept since launch.
    func markReady() {
        isReady = true
        reportHeldTies()
        checkModuleRoutesOnce()
        let starts = keptStarts
        keptStarts.removeAll()
        for start in starts {
            navigate(start.intent, origin: .start, source: start.source, sink: start.sink, backStack: start.backStack)
        }
        guard let url = pendingURL else { return }
        pendingURL = nil
        open(url)
    }

    private var matcher: URLMatcher<AnyIntent> {
        if let cachedMatcher { return cachedMatcher }
        let built = URLMatcher(registrationOrder.compactMap { registrations[$0]?.entry })
        cachedMatcher = built
        return built
    }

    /// The registered internal routes that have a path, matched as if they were external on the URL settings of the
    /// registered external routes: only to say why a link that looks like theirs opens nothing.
    private var internalMatcher: URLMatcher<String> {
        if let cachedInternalMatcher { return cachedInternalMatcher }
        var configurations: [URLConfiguration] = []
        for key in registrationOrder {
            guard let urls = registrations[key]?.entry?.descriptor.urlConfiguration, !configurations.contains(urls) else { continue }
            configurations.append(urls)
        }
        var entries: [URLMatcher<String>.Entry] = []
        for key in registrationOrder {
            guard let registration = registrations[key], registration.entry == nil else { continue }
            let descriptor = registration.descriptor
            guard descriptor.exposure == .internal, descriptor.path != nil else { continue }
            for urls in descriptor.urlConfiguration.map({ [$0] }) ?? configurations {
                var reachable = descriptor
                reachable.exposure = .external
                reachable.urlConfiguration = urls
                entries.append(.init(descriptor: reachable, decode: { _ in descriptor.name }))
            }
        }
        let built = URLMatcher(entries)
        cachedInternalMatcher = built
        return built
    }
}
