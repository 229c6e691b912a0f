/// One registered destination, with its route type erased.
@MainActor
struct Registration {
    enum Outcome {
        /// Shown; carries the sink the screen was given, if it was a result screen.
        case shown(Screen, sink: (any ResultSinkControl)?)
        case handled
        case failed
    }

    /// Shows or handles a route of the registered type; `sink` is the caller's, for start-for-result.
    let perform: @MainActor (any Route, Presentation, Screen?, (any ResultSinkControl)?) -> Outcome
    /// The URL-matcher entry when the type is an `ExternalRoute` with external exposure.
    let entry: URLMatcher<AnyIntent>.Entry?

    static func screen<R: Route>(_ type: R.Type, presenter: any ScreenPresenter, make: @escaping @MainActor (R) -> Screen) -> Registration {
        Registration(perform: { [weak presenter] route, presentation, source, _ in
            guard let route = route as? R, let presenter else { return .failed }
            let screen = make(route)
            return presenter.show(screen, presentation: presentation, from: source) ? .shown(screen, sink: nil) : .failed
        }, entry: entry(for: type))
    }

    static func resultScreen<R: ResultRoute>(
        _ type: R.Type,
        presenter: any ScreenPresenter,
        make: @escaping @MainActor (R, ResultSink<R.Result>) -> Screen
    ) -> Registration {
        Registration(perform: { [weak presenter] route, presentation, source, callerSink in
            guard let route = route as? R, let presenter else { return .failed }
            // Started without a callback (or redirected here): the screen still gets a sink that closes it.
            let sink = (callerSink as? ResultSink<R.Result>) ?? ResultSink<R.Result>(deliver: nil)
            let screen = make(route, sink)
            return presenter.show(screen, presentation: presentation, from: source) ? .shown(screen, sink: sink) : .failed
        }, entry: entry(for: type))
    }

    static func handler<R: Route>(_ type: R.Type, handle: @escaping @MainActor (R) -> Bool) -> Registration {
        Registration(perform: { route, _, _, _ in
            guard let route = route as? R else { return .failed }
            return handle(route) ? .handled : .failed
        }, entry: entry(for: type))
    }

    /// Only `ExternalRoute` types with external exposure get an entry: internal routes are never put in the
    /// navigator's matcher, so no URL can reach them.
    private static func entry<R: Route>(for type: R.Type) -> URLMatcher<AnyIntent>.Entry? {
        guard R.descriptor.exposure == .external, let external = type as? any ExternalRoute.Type else { return nil }
        return makeEntry(external)
    }

    private static func makeEntry<E: ExternalRoute>(_ type: E.Type) -> URLMatcher<AnyIntent>.Entry {
        URLMatcher<AnyIntent>.Entry(type) { AnyIntent(Intent($0)) }
    }
}
