/// A route that knows the screen below it: opened from a link (or started with `.parents`), it is shown on top of
/// its parent chain, so the back button leads somewhere sensible.
///
/// The generator conforms a route with `parent:` in the manifest and builds the parent from the child's own
/// extras (same names, same types; the parent's other extras take their defaults).
public protocol ParentedRoute: Route {
    associatedtype ParentRoute: Route
    /// The route shown directly below this one in a back stack.
    var parentRoute: ParentRoute { get }
}

extension Route {
    /// The parent chain, nearest first; at most `limit` routes, so a hand-written cycle cannot loop.
    func parentChain(limit: Int = 16) -> [any Route] {
        var chain: [any Route] = []
        var current: any Route = self
        while chain.count < limit, let parent = Self.parent(of: current) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    private static func parent(of route: any Route) -> (any Route)? {
        guard let parented = route as? any ParentedRoute else { return nil }
        return parented.parentRoute
    }
}

extension AnyIntent {
    /// An intent for a route whose type is only known at run time, with the route's own presentation.
    init(route: any Route, presentation: Presentation? = nil) {
        self = Self.wrap(route, presentation)
    }

    private static func wrap<R: Route>(_ route: R, _ presentation: Presentation?) -> AnyIntent {
        AnyIntent(Intent(route, presentation: presentation))
    }
}
