/// A route that can be written to saved navigation state and read back, as route parameters.
///
/// Every `ExternalRoute` is restorable through its URL parameters (its `internal: true` extras come back as their
/// defaults). The generator conforms an internal route whose extras are all `RouteParameterConvertible` (built-ins,
/// manifest enums, arrays and optionals of them) by writing these two members over all its extras; a route with
/// any other extra type is not restorable, and saved state drops it with what stands on it. Its parameters are
/// every extra the route needs to be rebuilt; reading fails (and the entry is dropped) when the manifest renamed one.
public protocol RestorableRoute: ParameterCodableRoute {}

/// How saved state reads and writes one route type: keyed by the manifest route name, never the Swift type name.
struct RouteRestorer: Sendable {
    let read: @Sendable (RouteParameters) throws -> any Route
    let write: @Sendable (any Route) -> RouteParameters?

    /// The restorer of a route type, or `nil` when its extras cannot be written as route parameters.
    static func of<R: Route>(_ type: R.Type) -> RouteRestorer? {
        guard let coded = type as? any ParameterCodableRoute.Type else { return nil }
        return make(coded)
    }

    private static func make<R: ParameterCodableRoute>(_ type: R.Type) -> RouteRestorer {
        RouteRestorer(read: { parameters in
            // A value out of form (saved by an app version whose manifest had no form) is unreadable, like a
            // value that no longer converts.
            try R.descriptor.checkForms(parameters)
            return try R(parameters: parameters)
        }, write: { ($0 as? R)?.parameters })
    }
}
