#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one object an app holds for its navigation: it registers destinations, starts routes, opens links, delivers
/// results, runs interceptors and observers, and, made with the manifest's tabs, keeps the navigation as data
/// (``NavigationState``, saved and restored) for `NavigationHost` or `UIKitNavigationRenderer` to draw.
///
/// - `Navigator(tabs: Routes.Tab.self)` (or `Navigator()` without tabs) owns a `NavigationModel`: the host or
///   renderer that draws it calls ``launch(restoring:)``, which restores, fills every tab and replays a cold-launch
///   link. `Navigator(presenter:)` drives any other ``ScreenPresenter`` (``RecordingPresenter`` in tests).
/// - Registering a route type again replaces the earlier registration (it keeps its original place in
///   the tie-breaking order of URL matching). An external route that ties with one registered before it (some URL
///   matches both with equal specificity, as across two manifests) is reported (`NavigationProblem.routeTie`); the first
///   registered wins.
/// - Only registered `ExternalRoute` types with external exposure are reachable by `open`; internal
///   routes are never put in the URL matcher.
/// - Interceptors and observers are held until removed (a login wall or an analytics observer must not vanish):
///   interceptors see every navigation before it happens, observers every event after (``NavigationEvent``).
/// - A shown screen is kept by the navigation model while its entry is in the state, and released when the entry
///   leaves; the state itself holds no screen.
@MainActor
public final class Navigator {
    /// At most this many redirects per navigation; one more cancels it (a redirect loop).
    static let maxRedirects = 8

    let presenter: any ScreenPresenter
    /// The presenter when it is the navigator's own `NavigationModel`.
    let model: NavigationModel?
    /// What draws the model (`UIKitNavigationRenderer`): kept alive by the navigator, which the app keeps.
    var renderer: AnyObject?
    /// The SwiftUI host's observable face of the model, shared by the views that keep it (they keep the navigator).
    weak var hostObject: AnyObject?

    /// Whether `open` navigates now; before ``launch(restoring:)``, a matching URL is kept and replayed
    /// (Navigator+URLs.swift).
    var isReady: Bool
    /// Whether ``launch(restoring:)`` ran: a second call is reported, not silently ignored.
    var hasLaunched = false
    /// The navigator's own observation of its model, which turns changes into ``ScreenChange`` events.
    var modelObservation: StateObservation?
    /// The top of the selected tab last reported, so that only a change of what the user sees is reported.
    var reportedTop: (tab: String, entry: NavigationEntry.ID?)?

    private(set) var registrations: [ObjectIdentifier: Registration] = [:]
    private(set) var registrationOrder: [ObjectIdentifier] = []
    /// Registered route types by manifest route name, for restoring saved state; a name two registered types share
    /// (two manifests) maps to `nil`: saved state cannot tell them apart.
    private(set) var typesByName: [String: ObjectIdentifier?] = [:]
    /// The matcher over the registered routes, built when a URL first needs it; registering a route clears it.
    var cachedMatcher: URLMatcher<AnyIntent>?
    /// The registered internal routes' paths, to explain a link no external route takes (Navigator+URLs.swift).
    var cachedInternalMatcher: URLMatcher<String>?
    private var interceptors: [any NavigationInterceptor] = []
    /// In the order they were added (Navigator+Reporting.swift).
    var observers: [any NavigationObserver] = []
    private var pendingResults: [PendingResult] = []
    /// Result handlers still running, cancelled when the presenter removes every screen.
    private var runningHandlers: [any ResultSinkControl] = []
    /// External routes' patterns, to report ties between namespaces (Navigator+Ties.swift, `RouteTie`).
    var tieLedger = RouteTieLedger()
    /// Ties found before launch, reported by it.
    var heldTies: [RouteTie] = []
    /// The routes of the modules linked into the app, checked once for registrations (Navigator+ModuleRoutes.swift).
    var moduleRoutes = ModuleRouteCheck()
    /// The URL opened before the UI was ready (the latest one wins).
    var pendingURL: URL?
    /// The starts asked before the UI was ready, in order, run by launch before the kept URL.
    var keptStarts: [KeptStart] = []
    /// Whether every problem (``NavigationProblem``: refusals, links not shown, ties, unregistered module routes,
    /// restoration drops, a second launch) is printed to standard error; on by default in debug builds only, so none
    /// is silent while developing. Observers (``NavigationObserver``) hear every problem either way.
    public var logsFailures = Navigator.logsFailuresByDefault

    /// Drives a presenter of the app's own (or a ``RecordingPresenter`` in a test). `isReady` defaults to `true`:
    /// an app that can receive a link at cold launch, before its root screen exists, passes `false` and calls
    /// ``launch(restoring:)`` once it can show screens.
    public init(presenter: any ScreenPresenter, isReady: Bool = true) {
        self.presenter = presenter
        self.model = presenter as? NavigationModel
        self.isReady = isReady
        presenter.connect(ScreenRemovalReporter(
            screen: { [weak self] screen in self?.screenClosed(screen) },
            all: { [weak self] in self?.allScreensClosed() }))
        modelObservation = model?.observe { [weak self] change in self?.modelChanged(change) }
    }

    /// A navigator that keeps the navigation as data, in one implicit tab (an app whose manifest declares no
    /// `tabs`), for `NavigationHost` or `UIKitNavigationRenderer` to draw. It is ready once ``launch(restoring:)`` ran
    /// (the host does it when it appears), so a link that arrives at cold launch lands on top of the restored screens.
    public convenience init() {
        self.init(tabs: [String]())
    }

    /// Tabs by name, for a custom container whose tabs are not a manifest's (and tests of the model); apps pass
    /// their `Routes.Tab`, so that a misspelt tab is a compile error rather than a refused navigation.
    @_spi(CustomContainer) public convenience init(tabs: [String], selectedTab: String? = nil) {
        self.init(presenter: NavigationModel(tabs: tabs, selectedTab: selectedTab), isReady: false)
    }

    /// `Navigator(tabs: Routes.Tab.self)`: the manifest's tabs and each tab's root route; `selectedTab` (the first tab
    /// by default) is the tab shown first.
    public convenience init<Tab: NavigationTab>(tabs: Tab.Type, selectedTab: Tab? = nil) {
        self.init(presenter: NavigationModel(tabs: tabs, selectedTab: selectedTab), isReady: false)
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
    func isRegistered<R: Route>(_ route: R.Type) -> Bool {
        registrations[ObjectIdentifier(route)] != nil
    }

    func store<R: Route>(_ type: R.Type, _ registration: Registration) {
        let key = ObjectIdentifier(type)
        if registrations.updateValue(registration, forKey: key) == nil { registrationOrder.append(key) }
        let name = R.descriptor.name
        if let existing = typesByName[name], existing != key {
            typesByName[name] = .some(nil)
        } else {
            typesByName[name] = key
        }
        cachedMatcher = nil
        cachedInternalMatcher = nil
        recordTies(of: type)
    }

    // MARK: Interceptors

    /// Adds an interceptor: it sees every navigation (start, open, resume, restoration, tab roots) before it
    /// happens, after the ones added before it.
    public func addInterceptor(_ interceptor: any NavigationInterceptor) {
        interceptors.append(interceptor)
    }

    public func removeInterceptor(_ interceptor: any NavigationInterceptor) {
        interceptors.removeAll { $0 === interceptor }
    }

    // MARK: Starting routes

    /// Shows (or handles) a route, and says what became of it: `.done`, `.redirected` by an interceptor (a login
    /// wall), `.refused` with why (also reported: observers, the debug log), or `.kept` before launch.
    ///
    /// With `backStack: .parents` the screen is shown on top of its ``ParentedRoute`` chain, as a link shows it.
    @discardableResult
    public func start<R: Route>(_ intent: Intent<R>, from source: Screen? = nil, backStack: BackStack = .none) -> NavigationOutcome {
        guard isReady else { return keep(AnyIntent(intent), source: source, sink: nil, backStack: backStack) }
        return navigate(AnyIntent(intent), origin: .start, source: source, sink: nil, backStack: backStack)
    }

    /// Shows a result route; `onResult` is called exactly once: with `.ok` when the screen finishes,
    /// `.canceled` when it cancels or is closed by the user, and `.canceled` at once when the route is not
    /// shown (not registered, canceled or redirected by an interceptor, refused by the presenter). For a route
    /// registered with an async handler, `onResult` gets `.ok` with the handler's value, `.canceled` when it returns
    /// `nil`. Before launch the start is kept (`.kept`), and `onResult` waits for the screen launch shows.
    @discardableResult
    public func start<R: ResultRoute>(
        _ intent: Intent<R>,
        from source: Screen? = nil,
        backStack: BackStack = .none,
        onResult: @escaping @MainActor (RouteResult<R.Result>) -> Void
    ) -> NavigationOutcome {
        let sink = ResultSink<R.Result>(deliver: onResult)
        guard isReady else { return keep(AnyIntent(intent), source: source, sink: sink, backStack: backStack) }
        return navigate(AnyIntent(intent), origin: .start, source: source, sink: sink, backStack: backStack)
    }

    /// Keeps a start asked before launch, to run once launched.
    private func keep(_ intent: AnyIntent, source: Screen?, sink: (any ResultSinkControl)?, backStack: BackStack) -> NavigationOutcome {
        keptStarts.append(KeptStart(intent: intent, source: source, sink: sink, backStack: backStack))
        return .kept
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
                if isReady {
                    navigate(AnyIntent(intent), origin: .start, source: source, sink: sink, backStack: backStack)
                } else {
                    _ = keep(AnyIntent(intent), source: source, sink: sink, backStack: backStack)
                }
            }
        } onCancel: {
            Task { @MainActor in sink.cancel() }
        }
    }

    /// Runs a navigation an interceptor held back (it returned `.redirect` or `.cancel`, e.g. to a login wall, and
    /// kept the request): once the wall is passed, the navigation happens as it was asked, a link on its parent
    /// chain, a tab's root in its tab, through the interceptors again. A result it was started for is not
    /// delivered: the caller got `.canceled` when it was held back. Says what became of it, as `start` does.
    @discardableResult
    public func resume(_ request: NavigationRequest) -> NavigationOutcome {
        let origin: NavigationOrigin = request.origin == .restoration ? .start : request.origin
        return navigate(request.intent, origin: origin, source: request.source, sink: nil,
                        backStack: request.backStack, placement: request.placement, action: "resume")
    }

    // MARK: Closing

    /// Closes a shown screen the way it was shown (pop or dismiss), without the screen knowing how; with
    /// tabs (a `NavigationModel`), the screens above it close too. Waiting results of every closed screen get
    /// `.canceled`. `.nothingToDo` when the navigation state does not hold the screen (already closed); a custom
    /// presenter is always asked, and `.done` is returned.
    @discardableResult
    public func close(_ screen: Screen) -> NavigationOutcome {
        if let model, model.entry(showing: screen) == nil { return .nothingToDo }
        presenter.close(screen)
        screenClosed(screen)
        return .done
    }

    /// Closes a shown entry the way it was shown, with every entry above it in its tab: what a test does for a screen
    /// that closes itself (`routeNavigation.close()`), given the entry from ``state``. Waiting results of every closed
    /// entry get `.canceled`. `.nothingToDo` when the entry already left.
    @discardableResult
    public func close(_ entry: NavigationEntry.ID) -> NavigationOutcome {
        guard let screen = model?.screen(of: entry) else { return .nothingToDo }
        return close(screen)
    }

    /// A screen left its presenter (reported through the presenter's `ScreenRemovalReporter`, or closed by
    /// `close(_:)`): a waiting start-for-result gets `.canceled`.
    func screenClosed(_ screen: Screen) {
        let closed = pendingResults.filter { $0.screen === screen }
        pendingResults.removeAll { $0.screen === screen }
        for pending in closed { pending.sink.cancelWithoutClosing() }
        releaseVanishedScreens()
    }

    /// The sinks of the result screens still shown, oldest first (`resultSink(of:)`).
    var shownResultSinks: [(screen: Screen, sink: any ResultSinkControl)] {
        pendingResults.compactMap { pending in
            guard let screen = pending.screen, pending.sink.isShown(on: screen) else { return nil }
            return (screen, pending.sink)
        }
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

    /// How a navigation is placed: as asked, or as a tab's root at launch, which fills its tab without selecting it
    /// (the selected tab keeps its restored sheets) and does not follow a redirect (the tab's root is never
    /// replaced by the redirect's target; the interceptor may ``resume(_:)`` the request later).
    enum Placement {
        case asked
        case tabRoot
    }

    /// Runs one navigation through the interceptors, the registration and the presenter. A failure is reported
    /// (the one channel) unless `reportsFailure` is `false`, for a caller that reports the outcome itself.
    @discardableResult
    func navigate(
        _ intent: AnyIntent, origin: NavigationOrigin, source: Screen?, sink: (any ResultSinkControl)?,
        backStack: BackStack = .none, placement: Placement = .asked, action: String? = nil, reportsFailure: Bool = true
    ) -> NavigationOutcome {
        releaseVanishedScreens()
        var current = intent
        var callerSink = sink
        var redirects = 0
        var redirectedBy: String?
        let action = action ?? (origin == .start ? "start" : "open")
        func fail(_ reason: NavigationFailure.Reason) -> NavigationOutcome {
            callerSink?.cancelWithoutClosing()
            let failure = NavigationFailure(route: current.descriptor.name, action: action, reason: reason)
            if reportsFailure { report(.refused(failure)) }
            return .refused(failure)
        }
        func done() -> NavigationOutcome {
            redirectedBy.map { .redirected(by: $0, to: current.descriptor.name) } ?? .done
        }
        decisions: while true {
            let request = NavigationRequest(intent: current, origin: origin, source: source, redirectCount: redirects,
                                            backStack: backStack, placement: placement)
            let (decision, interceptor) = decide(request)
            switch decision.kind {
            case .proceed:
                break decisions
            case .cancel:
                return fail(.intercepted(by: interceptor ?? ""))
            case .redirect(let target):
                if placement == .tabRoot { return fail(.intercepted(by: interceptor ?? "")) }
                redirects += 1
                guard redirects <= Self.maxRedirects else { return fail(.tooManyRedirects) }
                // The caller asked for another route's result: it will not come.
                callerSink?.cancelWithoutClosing()
                callerSink = nil
                current = target
                redirectedBy = interceptor ?? ""
            }
        }
        guard let registration = registrations[current.routeType] else { return fail(.unregistered) }
        let presentation = current.effectivePresentation
        switch registration.perform(current.route, callerSink) {
        case .screen(let screen, let screenSink):
            var request = ShowRequest(
                intent: current, screen: screen, presentation: presentation, source: source, origin: origin,
                backStack: backStack, parents: backStack == .parents ? current.route.parentChain().map { AnyIntent(route: $0) } : [],
                awaitsResult: callerSink != nil, makeScreen: { [weak self] in self?.makeScreen(for: $0) })
            request.isTabRoot = placement == .tabRoot
            request.isRedirectTarget = redirectedBy != nil
            guard presenter.show(request) else {
                return fail(model?.lastRefusal ?? .refusedByPresenter)
            }
            remember(screen)
            track(screen, sink: screenSink ?? callerSink)
            notify(.navigated(CompletedNavigation(intent: current, origin: origin, presentation: presentation)))
            return done()
        case .handled:
            callerSink?.cancelWithoutClosing()
            notify(.navigated(CompletedNavigation(intent: current, origin: origin, presentation: nil)))
            return done()
        case .handling(let task, let handlerSink):
            // Abandoned with its caller: the source screen closing (or released) cancels the handler's task.
            handlerSink.attach(handler: task, navigator: self)
            if let source { pendingResults.append(PendingResult(screen: source, sink: handlerSink)) }
            runningHandlers.append(handlerSink)
            notify(.navigated(CompletedNavigation(intent: current, origin: origin, presentation: nil)))
            return done()
        case .failed:
            return fail(.declinedByHandler)
        }
    }

    /// What the interceptors decide about one navigation: the first that does not proceed decides (its type name).
    func decide(_ request: NavigationRequest) -> (NavigationDecision, decidedBy: String?) {
        for interceptor in interceptors {
            let decision = interceptor.navigator(self, decide: request)
            if decision.proceeds { continue }
            return (decision, String(describing: type(of: interceptor)))
        }
        return (.proceed, nil)
    }

    /// Makes the screen of a route shown without a navigation of its own (a parent, a restored entry); a result
    /// screen gets a sink that only closes it. `nil` for unregistered and handler routes.
    func makeScreen(for intent: AnyIntent) -> Screen? {
        // Handler routes are not performed here: a handler would run without being started.
        guard let registration = registrations[intent.routeType], registration.showsScreen,
              case .screen(let screen, let sink) = registration.perform(intent.route, nil) else {
            return nil
        }
        remember(screen)
        track(screen, sink: sink)
        return screen
    }

    private func track(_ screen: Screen, sink: (any ResultSinkControl)?) {
        guard let sink else { return }
        sink.attach(screen: screen, navigator: self)
        pendingResults.append(PendingResult(screen: screen, sink: sink))
    }
}

/// A start asked before launch, run by it.
@MainActor
struct KeptStart {
    let intent: AnyIntent
    let source: Screen?
    let sink: (any ResultSinkControl)?
    let backStack: BackStack
}

/// A result screen the navigator watches without retaining it.
@MainActor
private struct PendingResult {
    weak var screen: Screen?
    let sink: any ResultSinkControl
}
