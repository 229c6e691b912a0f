@_spi(RouteGen) import RouteKit

/// One entry of `routes:`: what the manifest says of the route, completed by validation.
///
/// A plain value: the init sets what a route is built from, every other field starts at the default written beside
/// it.
public struct RouteDeclaration: Hashable, Sendable {
    /// lowerCamelCase route name: the builder's name; its UpperCamelCase form names the struct.
    public var name: String
    /// Becomes the doc comment of the struct and the builder.
    var summary: String? = nil
    /// `path:` as written: the URL patterns that open the route (`/user/<int:id>`), one or a list, each with its
    /// location; empty when the route has none (external routes need one). The first is canonical: links are built
    /// with it. RouteKit's `RouteDescriptor` takes them as `path` and `alternatePaths`.
    var paths: [WrittenPath] = []
    /// Type with `init(route:)` (and `init(route:result:)` for result routes) that the route opens.
    var screen: String? = nil
    var screenLocation: SourceLocation? = nil
    /// A SwiftUI `View` with `init(route:)` (and `init(route:result:)` for result routes) that the route opens;
    /// registered only where SwiftUI exists. Excludes `screen` and `handler`.
    var view: String? = nil
    var viewLocation: SourceLocation? = nil
    /// `needs:` — the manifest's dependencies the screen's or view's `init` takes after `route:`, in this order.
    var needs: [NeededDependency] = []
    public var exposure: Exposure = .internal
    public var presentation: Presentation = .push
    var presentationLocation: SourceLocation? = nil
    /// Typed parameters, in declaration order; after validation also those declared only by path placeholders.
    public var extras: [Extra] = []
    /// Start-for-result: the type the screen returns.
    var result: TypeExpression? = nil
    var resultLocation: SourceLocation? = nil
    /// A route with no screen that the app handles (URLNavigator's open handlers).
    public var isHandler = false
    /// `tab:` — the one of the manifest's `tabs` whose stack the route lives in.
    var tab: String? = nil
    var tabLocation: SourceLocation? = nil
    /// `root: true` — the route at the bottom of its tab's stack, started when the app fills its tabs.
    var isTabRoot = false
    var rootLocation: SourceLocation? = nil
    /// `detents:` — the heights a sheet showing the route rests at, in the manifest's order; empty when the route
    /// declares none (the platform's full height). `detentLocations` holds each one's location.
    var detents: [RouteDetent] = []
    var detentLocations: [SourceLocation] = []
    var detentsLocation: SourceLocation? = nil
    /// `interactiveDismiss: false` — a swipe may not dismiss the route's modal layer.
    var allowsInteractiveDismiss = true
    var interactiveDismissLocation: SourceLocation? = nil
    /// `parent:` — the route shown below this one when a link opens it, built from this route's extras.
    var parent: String? = nil
    var parentLocation: SourceLocation? = nil
    /// `hosts:`/`schemes:` of the route's own: when either is given, the route is reachable on exactly these
    /// instead of the manifest's `url` (see `Manifest.urlSettings(of:)`); `nil` when the route declares neither.
    var ownURL: URLSettings? = nil
    /// `fragment:` — the path a link's fragment must start with for this route, as written (`p/<phone>`,
    /// `qr-code-login`; RouteKit's `FragmentPattern`); query-style items may follow it after `?` (extras
    /// `in: fragmentQuery`). Its placeholders are extras bound like the path's.
    var fragmentName: String? = nil
    var fragmentNameLocation: SourceLocation? = nil
    /// `entryPoints:` — the ways besides links that open the route (notification taps, quick actions, Spotlight,
    /// Handoff), in the manifest's order, each with its location; empty when it lists none (all off).
    var entryPoints: [EntryPoint] = []
    var entryPointLocations: [SourceLocation] = []
    var entryPointsLocation: SourceLocation? = nil
    /// The location of the route's name key.
    var location: SourceLocation

    init(
        name: String,
        summary: String? = nil,
        path: String? = nil,
        pathLocation: SourceLocation? = nil,
        screen: String? = nil,
        screenLocation: SourceLocation? = nil,
        view: String? = nil,
        viewLocation: SourceLocation? = nil,
        exposure: Exposure = .internal,
        presentation: Presentation = .push,
        presentationLocation: SourceLocation? = nil,
        extras: [Extra] = [],
        result: TypeExpression? = nil,
        resultLocation: SourceLocation? = nil,
        isHandler: Bool = false,
        location: SourceLocation
    ) {
        self.name = name
        self.summary = summary
        self.paths = path.map { [WrittenPath(text: $0, location: pathLocation)] } ?? []
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

    /// The canonical pattern: the first of `paths`.
    public var path: String? { paths.first?.text }
    var pathLocation: SourceLocation? { paths.first?.location }
    /// The patterns after the canonical one: they open the route, links are never built with them.
    var alternatePaths: [String] { paths.dropFirst().map(\.text) }

    /// One pattern of `path:`, as written.
    struct WrittenPath: Hashable, Sendable {
        var text: String
        var location: SourceLocation?
    }

    /// What the app must supply for this route: a screen or view type named in the manifest, a factory, or a handler.
    var destination: Destination {
        if isHandler { return .handler }
        if let screen = screen { return .screen(screen) }
        if let view = view { return .view(view) }
        return .factory
    }

    enum Destination: Hashable, Sendable {
        case screen(String)
        /// A SwiftUI view, registered behind `#if canImport(SwiftUI) && !os(watchOS)`.
        case view(String)
        case factory
        case handler
    }
}

/// A height a sheet rests at, as the manifest writes it: `medium`, `large`, a share of the height (`40%`) or a
/// height in points (`320pt`).
enum RouteDetent: Hashable, Sendable, CustomStringConvertible {
    case medium, large
    /// A share of the height, as the manifest's percentage: above 0 and at most 100.
    case percent(Double)
    /// Points, above 0.
    case height(Double)

    /// The spellings `detents:` accepts, for messages and did-you-mean.
    static let words = ["medium", "large"]

    /// The detent `text` spells, or nil when it spells none (`40%`, `320pt`; the number is plain decimal, without
    /// sign or exponent).
    init?(manifest text: String) {
        switch text {
        case "medium": self = .medium
        case "large": self = .large
        default:
            if text.hasSuffix("%"), let percent = Self.number(text.dropLast()) {
                self = .percent(percent)
            } else if text.hasSuffix("pt"), let points = Self.number(text.dropLast(2)) {
                self = .height(points)
            } else {
                return nil
            }
        }
    }

    private static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.count <= 20, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              text.filter({ $0 == "." }).count <= 1, text.first != ".", text.last != "." else { return nil }
        return Double(text)
    }

    /// The manifest spelling.
    var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .percent(let percent): "\(Self.spell(percent))%"
        case .height(let points): "\(Self.spell(points))pt"
        }
    }

    /// A percentage as the share it is, in decimal text: `40` is `0.4`, `12.5` is `0.125`, `100` is `1`. Shifting
    /// the digits instead of dividing keeps `33.3` from becoming `0.33299999999999996`.
    static func share(ofPercent percent: Double) -> String {
        let spelled = spell(percent)
        guard !spelled.contains("e") else { return String(percent / 100) }
        let parts = spelled.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        let decimals = parts.count > 1 ? String(parts[1]) : ""
        while whole.count < 3 { whole = "0" + whole }
        var integer = String(whole.dropLast(2))
        while integer.count > 1, integer.hasPrefix("0") { integer.removeFirst() }
        var fraction = String(whole.suffix(2)) + decimals
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? integer : "\(integer).\(fraction)"
    }

    /// Integral values without `.0`; others as Swift prints them (RouteKit's spelling, so that a detent reads the
    /// same in a message and in RouteKit's logs).
    static func spell(_ value: Double) -> String {
        SheetDetent.spell(value)
    }
}

// A route's exposure and presentation are RouteKit's `Exposure` and `Presentation`: the descriptor the renderer writes
// holds the very values the model holds, and RouteKit's cases are the ones the manifest can name.
