// The four `register` overloads under names of their own, for generated registration code: a call with one
// candidate and a trailing closure typed by it type-checks with less work than picking among the overloads (two of
// them share the `screen:` label). Same behaviour as the overloads they call.
//
// `@_spi(RouteGen)`: public for generated code in other modules, which imports RouteKit with
// `@_spi(RouteGen) import RouteKit`, and out of users' sight: without that import these names are neither visible
// nor completed, and documentation leaves them out. Apps call `register`.
extension Navigator {
    /// `register(_:screen:)`: binds a route type to a screen factory.
    @_spi(RouteGen) public func registerScreen<R: Route>(_ route: R.Type, _ screen: @escaping @MainActor (R) -> Screen) {
        register(route, screen: screen)
    }

    /// `register(_:screen:)` for a result route: the factory also receives the sink to return its result through.
    @_spi(RouteGen) public func registerResultScreen<R: ResultRoute>(
        _ route: R.Type,
        _ screen: @escaping @MainActor (R, ResultSink<R.Result>) -> Screen
    ) {
        register(route, screen: screen)
    }

    /// `register(_:handler:)`: binds a route type to a handler (no screen) that returns whether it handled the route.
    @_spi(RouteGen) public func registerHandler<R: Route>(_ route: R.Type, _ handler: @escaping @MainActor (R) -> Bool) {
        register(route, handler: handler)
    }

    /// A route whose `screen:` (or `view:`) type this platform does not compile (generated in the `#else` of the
    /// screen and view registrations): registered like a screen, so links, interceptors, the state and restoration
    /// work; its entry stands for a screen that is not drawn (`NavigationEntry.undrawnReason` says why).
    @_spi(RouteGen) public func registerUndrawnScreen<R: Route>(_ route: R.Type, type: String, needs framework: String) {
        register(route, screen: { _ in UndrawnScreen.make(route: R.descriptor.name, type: type, needs: framework) })
    }

    /// `registerUndrawnScreen` for a result route: the entry's sink (`Navigator.resultSink(of:)`) returns its value.
    @_spi(RouteGen) public func registerUndrawnResultScreen<R: ResultRoute>(_ route: R.Type, type: String, needs framework: String) {
        register(route, screen: { _, _ in UndrawnScreen.make(route: R.descriptor.name, type: type, needs: framework) })
    }

    /// `register(_:handler:)` for a result route: an async handler (no screen) that returns the value, `nil` to decline.
    @_spi(RouteGen) public func registerResultHandler<R: ResultRoute>(
        _ route: R.Type,
        _ handler: @escaping @MainActor (R) async -> R.Result?
    ) {
        register(route, handler: handler)
    }
}
