/// One entry of `routes:`.
public struct RouteDeclaration: Hashable, Sendable {
    /// lowerCamelCase route name: the builder's name; its UpperCamelCase form names the struct.
    public var name: String
    /// Becomes the doc comment of the struct and the builder.
    public var summary: String?
    /// URL pattern as written (`/user/<int:id>`); required for external routes.
    public var path: String?
    public var pathLocation: SourceLocation?
    /// Type with `init(route:)` (and `init(route:result:)` for result routes) that the route opens.
    public var screen: String?
    public var screenLocation: SourceLocation?
    /// A SwiftUI `View` with `init(route:)` (and `init(route:result:)` for result routes) that the route opens;
    /// registered only where SwiftUI exists. Excludes `screen` and `handler`.
    public var view: String?
    public var viewLocation: SourceLocation?
    public var exposure: RouteExposure
    public var presentation: RoutePresentation
    public var presentationLocation: SourceLocation?
    /// Typed parameters, in declaration order; after validation also those declared only by path placeholders.
    public var extras: [Extra]
    /// Start-for-result: the type the screen returns.
    public var result: TypeExpression?
    public var resultLocation: SourceLocation?
    /// A route with no screen that the app handles (URLNavigator's open handlers).
    public var isHandler: Bool
    /// `tab:` — the one of the manifest's `tabs` whose stack the route lives in.
    public var tab: String?
    public var tabLocation: SourceLocation?
    /// `root: true` — the route at the bottom of its tab's stack, started when the app fills its tabs.
    public var isTabRoot = false
    public var rootLocation: SourceLocation?
    /// `parent:` — the route shown below this one when a link opens it, built from this route's extras.
    public var parent: String?
    public var parentLocation: SourceLocation?
    /// `hosts:`/`schemes:` of the route's own: when either is given, the route is reachable on exactly these
    /// instead of the manifest's `url` (see `Manifest.urlSettings(of:)`); `nil` when the route declares neither.
    public var ownURL: URLSettings?
    /// The location of the route's name key.
    public var location: SourceLocation

    public init(
        name: String,
        summary: String? = nil,
        path: String? = nil,
        pathLocation: SourceLocation? = nil,
        screen: String? = nil,
        screenLocation: SourceLocation? = nil,
        view: String? = nil,
        viewLocation: SourceLocation? = nil,
        exposure: RouteExposure = .internal,
        presentation: RoutePresentation = .push,
        presentationLocation: SourceLocation? = nil,
        extras: [Extra] = [],
        result: TypeExpression? = nil,
        resultLocation: SourceLocation? = nil,
        isHandler: Bool = false,
        location: SourceLocation
    ) {
        self.name = name
        self.summary = summary
        self.path = path
        self.pathLocation = pathLocation
        self.screen = screen
        self.screenLocation = screenLocation
        self.view = view
        self.viewLocation = viewLocation
        self.exposure = exposure
        self.presentation = presentation
        self.presentationLocation = presentationLocation
        self.extras = extras
        self.result = result
        self.resultLocation = resultLocation
        self.isHandler = isHandler
        self.location = location
    }

    /// What the app must supply for this route: a screen or view type named in the manifest, a factory, or a handler.
    public var destination: Destination {
        if isHandler { return .handler }
        if let screen { return .screen(screen) }
        if let view { return .view(view) }
        return .factory
    }

    public enum Destination: Hashable, Sendable {
        case screen(String)
        /// A SwiftUI view, registered behind `#if canImport(SwiftUI) && !os(watchOS)`.
        case view(String)
        case factory
        case handler
    }
}

public enum RouteExposure: String, Hashable, Sendable, CaseIterable {
    case `internal`, external
}

/// How the destination screen is shown.
public enum RoutePresentation: Hashable, Sendable {
    case push, present, wrapped, cover
    /// One of the manifest's `displays`.
    case custom(String)

    public init(name: String) {
        switch name {
        case "push": self = .push
        case "present": self = .present
        case "wrapped": self = .wrapped
        case "cover": self = .cover
        default: self = .custom(name)
        }
    }
}
