/// A route that can be written to saved navigation state and read back, as route parameters.
///
/// Every `ExternalRoute` is restorable through its URL parameters (its `internal: true` extras come back as their
/// defaults). The generator conforms an internal route whose extras are all `RouteParameterConvertible` (built-ins,
/// manifest enums, arrays and optionals of them) by writing these two members over all its extras; a route with
/// any other extra type is not restorable, and saved state drops it with what stands on it.
public protocol RestorableRoute: Route {
    /// Reads the route back; throws `RouteDecodingError` when a parameter is missing or invalid (renamed extras).
    init(parameters: RouteParameters) throws
    /// Writes every extra the route needs to be rebuilt.
    var parameters: RouteParameters { get }
}

/// How saved state reads and writes one route type: keyed by the manifest route name, never the Swift type name.
struct RouteRestorer: Sendable {
    let read: @Sendable (RouteParameters) throws -> any Route
    let write: @Sendable (any Route) -> RouteParameters?

    /// The restorer of a route type, or `nil` when its extras cannot be written as route parameters.
    static func of<R: Route>(_ type: R.Type) -> RouteRestorer? {
        if let restorable = type as? any RestorableRoute.Type { return make(restorable) }
        if let external = type as? any ExternalRoute.Type { return make(external) }
        return nil
    }

    private static func make<R: RestorableRoute>(_ type: R.Type) -> RouteRestorer {
        RouteRestorer(read: { try R(parameters: $0) }, write: { ($0 as? R)?.parameters })
    }

    private static func make<R: ExternalRoute>(_ type: R.Type) -> RouteRestorer {
        RouteRestorer(read: { try R(parameters: $0) }, write: { ($0 as? R)?.parameters })
    }
}
