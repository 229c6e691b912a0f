#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Starts routes in the app and opens links, through one `ScreenPresenter`.
///
/// - Registering a route type again replaces the earlier registration (it keeps its original place in
///   the tie-breaking order of URL matching). An external route that ties with one registered before it (some URL
///   matches both with equal specificity, as across two manifests) is reported (`onRouteTie`, `routeTies`);
///   the first registered wins.
/// - Only registered `ExternalRoute` types with external exposure are reachable by `open`; internal
///   routes are never put in the URL matcher.
/// - Interceptors (held strongly: a login wall must not vanish) see every navigation; observers (held
///   weakly) see completed ones.
/// - The navigator never retains a shown screen: result screens are tracked weakly.
@MainActor
public final class Navigator {
    /// At most this many redirects per navigation; one more cancels it (a redirect loop).
    public static let maxRedirects = 8

    public let presenter: any ScreenPresenter

    /// Whether `open` navigates now; before `markReady()`, a matching URL is kept and replayed.
    public private(set) var isReady: Bool

    private(set) var registrations: [ObjectIdentifier: Registration] = [:]
    private var registrationOrder: [ObjectIdentifier] = []
    /// Registered route types by manifest route name, for restoring saved state; a name two registered types share
    /// (two manifests) maps to `nil`: saved state cannot tell them apart.
    private(set) var typesByName: [String: ObjectIdentifier?] = [:]
    private var cachedMatcher: URLMatcher<AnyIntent>?
    private var interceptors: [any NavigationInterceptor] = []
    private var observers: [WeakObserver] = []
    private var pendingResults: [PendingResult] = []
    /// Result handlers still running, cancelled when the presenter removes every screen.
    private var runningHandlers: [any ResultSinkControl] = []
    /// External routes' patterns, to report ties between namespaces (Navigator+Ties.swift, `RouteTie`).
    var tieLedger = RouteTieLedger()
    /// The routes linked into the app, checked once for registrations (Navigator+LinkedRoutes.swift).
    var linkedRoutes = LinkedRouteCheck()
    /// The URL opened before the UI was ready (the latest one wins).
    public private(set) var pendingURL: URL?
    /// Called with every refused navigation and `RouteNavigation` action, after observers: show it, count it, or
    /// fail a test on it.
    public var onFailure: (@MainActor (NavigationFailure) -> Void)?
    /// Whether refused navigations are printed to standard error; on by default in debug builds only, so a refusal
    /// is never silent while developing.
    public var logsFailures = Navigator.logsFailuresByDefault

    #if DEBUG
    static let logsFailuresByDefault = true
    #else
    static let logsFailuresByDefault = false
    #endif

    /// `isReady` defaults to `true`: an app that can receive a link at cold launch, before its root screen
    /// exists, passes `false` and calls `markReady()` once it can show screens.
    public init(presenter: any ScreenPresenter, isReady: Bool = true) {
        self.presenter = presenter
        self.isReady = isReady
        presenter.connect(ScreenRemovalReporter(
            screen: { [weak self] screen in self?.screenClosed(screen) },
            all: { [weak self] in self?.allScreensClosed() }))
    }

    // MARK: Registration

    /// Binds a route type to a screen factory.
    public func register<R: Route>(_ route: R.Type, screen: @escaping @MainActor (R) -> Screen) {
        store(R.self, .screen(R.self, make: screen))
    }

    /// Binds a result route type to a screen factory that receives the sink to return its result through.
    public func register<R: ResultRoute>(_ route: R.Type, screen: @escaping @MainActor (R, ResultSink<R.Result>) -> Screen) {
        store(R.self, .resultScreen(R.self, make: screen))
    }

    /// Binds a route type to a handler (no screen); the handler returns whether it handled the route.
    public func register<R: Route>(_ route: R.Type, handler: @escaping @MainActor (R) -> Bool) {
        store(R.self, .handler(R.self, handle: handler))
    }

    /// Binds a result route type to a handler (no screen): a service another module starts for a value.
    ///
    /// The handler is `async` and returns the value, or `nil` to decline (the caller gets `.canceled`): a service
    /// computes and returns rather than finishing a sink, and the one return makes exactly-once delivery hold by
    /// construction. Callers use `start(_:from:onResult:)` or `result(for:from:)` as for result screens; the
    /// handler runs on the main actor after interceptors let the navigation through, and observers see the
    /// navigation complete when it starts.
    public func register<R: ResultRoute>(_ route: R.Type, handler: @escaping @MainActor (R) async -> R.Result?) {
        store(R.self, .resultHandler(R.self, handle: handler))
    }

    /// Whether a route type has a registration.
    public func isRegistered<R: Route>(_ route: R.Type) -> Bool {
        registrations[ObjectIdentifier(route)] != nil
    }

    private func store<R: Route>(_ type: R.Type, _ registration: Registration) {
        let key = ObjectIdentifier(type)
        if registrations.updateValue(registration, forKey: key) == nil { registrationOrder.append(key) }
        let name = R.descriptor.name
        if let existing = typesByName[name], existing != key {
            typesByName[name] = .some(nil)
        } else {
            typesByName[name] = key
        }
        cachedMatcher = nil
        recordTies(of: type)
    }

    // MARK: Interceptors and observers

    public func addInterceptor(_ interceptor: any NavigationInterceptor) {
        interceptors.append(interceptor)
    }

    public func removeInterceptor(_ interceptor: any NavigationInterceptor) {
        interceptors.removeAll { $0 === interceptor }
    }

    public func addObserver(_ observer: any NavigationObserver) {
        observers.append(WeakObserver(observer: observer))
    }

    public func removeObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    // MARK: Starting routes

    /// Shows (or handles) a route; `false` when nothing is registered for it, an interceptor canceled it,
    /// or the presenter could not show it, with the reason reported (`onFailure`, observers, the debug log).
    ///
    /// With `backStack: .parents` the screen is shown on top of its ``ParentedRoute`` chain, as a link shows it.
    @discardableResult
    public func start<R: Route>(_ intent: Intent<R>, from source: Screen? = nil, backStack: BackStack = .none) -> Bool {
        navigate(AnyIntent(intent), origin: .start, source: source, sink: nil, backStack: backStack)
    }

    /// Shows a result route; `onResult` is called exactly once: with `.ok` when the screen finishes,
    /// `.canceled` when it cancels or is closed by the user, and `.canceled` at once when the route is not
    /// shown (not registered, canceled or redirected by an interceptor, refused by the presenter). For a route
    /// registered with an async handler, `onResult` gets `.ok` with the handler's value, `.canceled` when it returns
    /// `nil`.
    @discardableResult
    public func start<R: ResultRoute>(
        _ intent: Intent<R>,
        from source: Screen? = nil,
        backStack: BackStack = .none,
        onResult: @escaping @MainActor (RouteResult<R.Result>) -> Void
    ) -> Bool {
        navigate(AnyIntent(intent), origin: .start, source: source, sink: ResultSink<R.Result>(deliver: onResult),
                 backStack: backStack)
    }

    /// The async form of start-for-result.
    public func result<R: ResultRoute>(
        for intent: Intent<R>, from source: Screen? = nil, backStack: BackStack = .none
    ) async -> RouteResult<R.Result> {
        guard !Task.isCancelled else { return .canceled }
        let sink = ResultSink<R.Result>(deliver: nil)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                sink.onDelivery { continuation.resume(returning: $0) }
                _ = navigate(AnyIntent(intent), origin: .start, source: source, sink: sink, backStack: backStack)
            }
        } onCancel: {
            Task { @MainActor in sink.cancel() }
        }
    }

    // MARK: URLs

    /// Navigates to the registered external route the URL designates. Before `markReady()`, a matching
    /// URL is kept (replacing any earlier one) and `true` is returned; it is replayed when ready.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        checkLinkedRoutesOnce()
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

    /// Why a URL does or does not reach a registered route, naming both routes of a tie (`RouteTie`).
    public func explain(_ url: URL) -> URLMatchExplanation {
        addingTies(to: matcher.explain(url))
    }

    /// Marks the UI ready and replays the URL kept since launch; returns whether that replay navigated.
    @discardableResult
    public func markReady() -> Bool {
        isReady = true
        checkLinkedRoutesOnce()
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

    // MARK: Closing

    /// Closes a shown screen the way it was shown (pop or dismiss), without the screen knowing how; with
    /// `NavigationModel`, the screens above it close too. Waiting results of every closed screen get `.canceled`.
    public func close(_ screen: Screen) {
        presenter.close(screen)
        screenClosed(screen)
    }

    /// A screen left its presenter (reported through the presenter's `ScreenRemovalReporter`, or closed by
    /// `close(_:)`): a waiting start-for-result gets `.canceled`.
    func screenClosed(_ screen: Screen) {
        let closed = pendingResults.filter { $0.screen === screen }
        pendingResults.removeAll { $0.screen === screen }
        for pending in closed { pending.sink.cancelWithoutClosing() }
        releaseVanishedScreens()
    }

    func detach(_ sink: any ResultSinkControl) {
        pendingResults.removeAll { $0.sink === sink }
        runningHandlers.removeAll { $0 === sink }
    }

    /// Every screen left (the app reset its navigation): every result still awaited, handlers' included, is abandoned.
    func allScreensClosed() {
        let abandoned = pendingResults.map(\.sink) + runningHandlers
        pendingResults.removeAll()
        runningHandlers.removeAll()
        for sink in abandoned { sink.cancelWithoutClosing() }
    }

    /// Result screens that were released without any close report get `.canceled`.
    private func releaseVanishedScreens() {
        let vanished = pendingResults.filter { $0.screen == nil }
        guard !vanished.isEmpty else { return }
        pendingResults.removeAll { $0.screen == nil }
        for pending in vanished { pending.sink.cancelWithoutClosing() }
    }

    // MARK: The navigation itself

    @discardableResult
    func navigate(
        _ intent: AnyIntent, origin: NavigationOrigin, source: Screen?, sink: (any ResultSinkControl)?,
        backStack: BackStack = .none
    ) -> Bool {
        releaseVanishedScreens()
        var current = intent
        var callerSink = sink
        var redirects = 0
        let action = origin == .start ? "start" : "open"
        func fail(_ reason: NavigationFailure.Reason) -> Bool {
            callerSink?.cancelWithoutClosing()
            report(NavigationFailure(route: current.descriptor.name, action: action, reason: reason))
            return false
        }
        decisions: while true {
            let (decision, interceptor) = decide(current, origin: origin, source: source, redirectCount: redirects)
            switch decision {
            case .proceed:
                break decisions
            case .cancel:
                return fail(.intercepted(by: interceptor ?? ""))
            case .redirect(let target):
                redirects += 1
                guard redirects <= Self.maxRedirects else { return fail(.tooManyRedirects) }
                // The caller asked for another route's result: it will not come.
                callerSink?.cancelWithoutClosing()
                callerSink = nil
                current = target
            }
        }
        guard let registration = registrations[current.routeType] else { return fail(.unregistered) }
        let presentation = current.effectivePresentation
        switch registration.perform(current.route, callerSink) {
        case .screen(let screen, let screenSink):
            let request = ShowRequest(
                intent: current, screen: screen, presentation: presentation, source: source, origin: origin,
                backStack: backStack, parents: backStack == .parents ? current.route.parentChain().map { AnyIntent(route: $0) } : [],
                awaitsResult: callerSink != nil, makeScreen: { [weak self] in self?.makeScreen(for: $0) })
            guard presenter.show(request) else {
                return fail((presenter as? NavigationModel)?.lastRefusal ?? .refusedByPresenter)
            }
            track(screen, sink: screenSink ?? callerSink)
            notify(CompletedNavigation(intent: current, origin: origin, presentation: presentation))
            return true
        case .handled:
            callerSink?.cancelWithoutClosing()
            notify(CompletedNavigation(intent: current, origin: origin, presentation: nil))
            return true
        case .handling(let task, let handlerSink):
            // Abandoned with its caller: the source screen closing (or released) cancels the handler's task.
            handlerSink.attach(handler: task, navigator: self)
            if let source { pendingResults.append(PendingResult(screen: source, sink: handlerSink)) }
            runningHandlers.append(handlerSink)
            notify(CompletedNavigation(intent: current, origin: origin, presentation: nil))
            return true
        case .failed:
            return fail(.declinedByHandler)
        }
    }

    /// What the interceptors decide about one navigation: the first that does not proceed decides (its type name).
    func decide(_ intent: AnyIntent, origin: NavigationOrigin, source: Screen?,
                redirectCount: Int) -> (NavigationDecision, decidedBy: String?) {
        let request = NavigationRequest(intent: intent, origin: origin, source: source, redirectCount: redirectCount)
        for interceptor in interceptors {
            let decision = interceptor.navigator(self, decide: request)
            if case .proceed = decision { continue }
            return (decision, String(describing: type(of: interceptor)))
        }
        return (.proceed, nil)
    }

    /// Tells observers and `onFailure` about a refusal, and logs it when `logsFailures`.
    func report(_ failure: NavigationFailure) {
        if logsFailures { writeToStandardError(failure.description + "\n") }
        observers.removeAll { $0.observer == nil }
        for observer in observers {
            observer.observer?.navigator(self, didFail: failure)
        }
        onFailure?(failure)
    }

    /// Makes the screen of a route shown without a navigation of its own (a parent, a restored entry); a result
    /// screen gets a sink that only closes it. `nil` for unregistered and handler routes.
    func makeScreen(for intent: AnyIntent) -> Screen? {
        // Handler routes are not performed here: a handler would run without being started.
        guard let registration = registrations[intent.routeType], registration.showsScreen,
              case .screen(let screen, let sink) = registration.perform(intent.route, nil) else {
            return nil
        }
        track(screen, sink: sink)
        return screen
    }

    private func track(_ screen: Screen, sink: (any ResultSinkControl)?) {
        guard let sink else { return }
        sink.attach(screen: screen, navigator: self)
        pendingResults.append(PendingResult(screen: screen, sink: sink))
    }

    private func notify(_ navigation: CompletedNavigation) {
        observers.removeAll { $0.observer == nil }
        for observer in observers {
            observer.observer?.navigator(self, didComplete: navigation)
        }
    }
}

/// A result screen the navigator watches without retaining it.
@MainActor
private struct PendingResult {
    weak var screen: Screen?
    let sink: any ResultSinkControl
}

@MainActor
private struct WeakObserver {
    weak var observer: (any NavigationObserver)?
}
