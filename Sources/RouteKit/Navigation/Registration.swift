/// One registered destination, with its route type erased.
@MainActor
struct Registration {
    enum Outcome {
        /// A screen was made; carries the sink it was given, if it is a result screen.
        case screen(Screen, sink: (any ResultSinkControl)?)
        case handled
        /// A result handler was started; it completes the sink itself, later, unless the sink cancels its task.
        case handling(Task<Void, Never>, sink: any ResultSinkControl)
        case failed
    }

    /// Makes the screen of (or handles) a route of the registered type; `sink` is the caller's, for start-for-result.
    let perform: @MainActor (any Route, (any ResultSinkControl)?) -> Outcome
    /// The URL-matcher entry when the type is an `ExternalRoute` with external exposure.
    let entry: URLMatcher<AnyIntent>.Entry?
    /// How saved navigation state reads and writes the route, when it can (`RestorableRoute`, `ExternalRoute`).
    let restorer: RouteRestorer?
    /// Handler routes show nothing, so saved state has nothing to rebuild for them.
    let showsScreen: Bool
    /// The registered type's descriptor, to say which internal route a link designates.
    var descriptor: RouteDescriptor

    static func screen<R: Route>(_ type: R.Type, make: @escaping @MainActor (R) -> Screen) -> Registration {
        Registration(perform: { route, _ in
            guard let route = route as? R else { return .failed }
            return .screen(make(route), sink: nil)
        }, entry: entry(for: type), restorer: RouteRestorer.of(type), showsScreen: true, descriptor: R.descriptor)
    }

    static func resultScreen<R: ResultRoute>(
        _ type: R.Type,
        make: @escaping @MainActor (R, ResultSink<R.Result>) -> Screen
    ) -> Registration {
        Registration(perform: { route, callerSink in
            guard let route = route as? R else { return .failed }
            // Started without a callback (or redirected here): the screen still gets a sink that closes it.
            let sink = (callerSink as? ResultSink<R.Result>) ?? ResultSink<R.Result>(deliver: nil)
            return .screen(make(route, sink), sink: sink)
        }, entry: entry(for: type), restorer: RouteRestorer.of(type), showsScreen: true, descriptor: R.descriptor)
    }

    static func handler<R: Route>(_ type: R.Type, handle: @escaping @MainActor (R) -> Bool) -> Registration {
        Registration(perform: { route, _ in
            guard let route = route as? R else { return .failed }
            return handle(route) ? .handled : .failed
        }, entry: entry(for: type), restorer: nil, showsScreen: false, descriptor: R.descriptor)
    }

    static func resultHandler<R: ResultRoute>(
        _ type: R.Type,
        handle: @escaping @MainActor (R) async -> R.Result?
    ) -> Registration {
        Registration(perform: { route, callerSink in
            guard let route = route as? R else { return .failed }
            // Started without a callback (or redirected here): the handler still runs, its value goes nowhere.
            let sink = (callerSink as? ResultSink<R.Result>) ?? ResultSink<R.Result>(deliver: nil)
            let task = Task { @MainActor in
                let value = await handle(route)
                sink.complete(value.map { .ok($0) } ?? .canceled, closing: false)
            }
            return .handling(task, sink: sink)
        }, entry: entry(for: type), restorer: nil, showsScreen: false, descriptor: R.descriptor)
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
