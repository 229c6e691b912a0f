/// A request to show a route, optionally overriding how it is shown.
public struct Intent<R: Route>: Sendable {
    public var route: R
    /// `nil` uses the route's descriptor presentation.
    public var presentation: Presentation?

    public init(_ route: R, presentation: Presentation? = nil) {
        self.route = route
        self.presentation = presentation
    }

    /// The presentation the navigator will ask the presenter for.
    var effectivePresentation: Presentation {
        presentation ?? R.descriptor.presentation
    }

    /// The same intent shown another way for this one start: `Routes.signIn().presented(as: .cover)`.
    public func presented(as presentation: Presentation) -> Intent {
        Intent(route, presentation: presentation)
    }
}

extension Intent: Equatable where R: Equatable {}
extension Intent: Hashable where R: Hashable {}

/// An intent whose route type is erased, so that interceptors can inspect and redirect any navigation.
public struct AnyIntent: Sendable {
    /// The route value; cast it with `route(as:)`.
    public let route: any Route
    public let presentation: Presentation?

    @_spi(RouteGen) public init<R: Route>(_ intent: Intent<R>) {
        self.route = intent.route
        self.presentation = intent.presentation
    }

    /// The descriptor of the route's dynamic type.
    public var descriptor: RouteDescriptor {
        type(of: route).descriptor
    }

    /// The presentation the navigator will use.
    public var effectivePresentation: Presentation {
        presentation ?? descriptor.presentation
    }

    /// The route as a concrete type, or `nil` when it is another route.
    public func route<R: Route>(as type: R.Type) -> R? {
        route as? R
    }

    var routeType: ObjectIdentifier {
        ObjectIdentifier(Swift.type(of: route))
    }
}
