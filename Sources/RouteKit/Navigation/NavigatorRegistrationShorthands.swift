extension Navigator {
    // The three `register` overloads under names of their own, for generated registration code: a call with one
    // candidate and a trailing closure typed by it type-checks with less work than picking among the overloads
    // (two of them share the `screen:` label). Same behaviour as the overloads they call.

    /// `register(_:screen:)`: binds a route type to a screen factory.
    public func registerScreen<R: Route>(_ route: R.Type, _ screen: @escaping @MainActor (R) -> Screen) {
        register(route, screen: screen)
    }

    /// `register(_:screen:)` for a result route: the factory also receives the sink to return its result through.
    public func registerResultScreen<R: ResultRoute>(
        _ route: R.Type,
        _ screen: @escaping @MainActor (R, ResultSink<R.Result>) -> Screen
    ) {
        register(route, screen: screen)
    }

    /// `register(_:handler:)`: binds a route type to a handler (no screen) that returns whether it handled the route.
    public func registerHandler<R: Route>(_ route: R.Type, _ handler: @escaping @MainActor (R) -> Bool) {
        register(route, handler: handler)
    }
}
