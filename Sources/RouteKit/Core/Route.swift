/// A destination in the app, as a value: the generated struct for one manifest route.
///
/// Routes are plain values so that navigation can be built, compared and tested without any UI.
public protocol Route: Sendable {
    /// What the manifest says about this route; read by the navigator and the URL matcher.
    static var descriptor: RouteDescriptor { get }
}

/// A route that reads itself from ``RouteParameters`` and writes itself back: the coding that URLs
/// (``ExternalRoute``) and saved navigation state (``RestorableRoute``) share.
public protocol ParameterCodableRoute: Route {
    /// Reads the route; throws ``RouteDecodingError`` when a parameter is missing or invalid.
    init(parameters: RouteParameters) throws
    /// Writes the route, so that ``init(parameters:)`` rebuilds it.
    var parameters: RouteParameters { get }
}

/// A route reachable from outside the app through a URL.
///
/// Only types conforming to this protocol can be decoded from a URL, so an internal route can never be
/// reached by a link, whatever the link says. Its parameters are its declared, non-internal extras; saved
/// navigation state restores it through them too (its `internal: true` extras come back as their defaults).
public protocol ExternalRoute: ParameterCodableRoute {}

/// A route whose screen hands a value back to the screen that started it (start-for-result).
public protocol ResultRoute: Route {
    /// What the destination returns on success.
    associatedtype Result: Sendable
}

/// Whether links may reach a route.
public enum Exposure: String, Sendable, Hashable, CaseIterable {
    /// In-app only: never reachable from any URL.
    case `internal`
    /// Reachable from URLs whose scheme or host the manifest accepts.
    case external
}

/// How a destination screen is shown; the presenter closes it the same way.
public enum Presentation: Sendable, Hashable {
    /// Pushed onto the top-most navigation stack.
    case push
    /// Presented modally.
    case present
    /// Presented modally inside a new navigation controller.
    case wrapped
    /// Presented over the whole screen (`presentation: cover`): a full-screen cover, a sheet where covers do not
    /// exist (macOS). Like `present`, it has no navigation stack of its own.
    case cover
    /// A display the app registers by name on its presenter (`displays:` in the manifest).
    case custom(String)
}

extension RouteDescriptor {
    /// Every pattern that opens the route, canonical first.
    @_spi(RouteGen) public var paths: [String] {
        guard let path else { return [] }
        return [path] + alternatePaths
    }
}

extension Presentation: CustomStringConvertible {
    /// The manifest spelling, used in logs and recorded events.
    public var description: String {
        switch self {
        case .push: "push"
        case .present: "present"
        case .wrapped: "wrapped"
        case .cover: "cover"
        case .custom(let name): name
        }
    }

    /// The built-in presentations, in the order messages list them: the names a manifest's `displays` may not take.
    @_spi(RouteGen) public static let builtIns: [Presentation] = [.push, .present, .wrapped, .cover]

    /// The presentation `name` spells: a built-in one, else the display of that name.
    @_spi(RouteGen) public init(name: String) {
        self = Self.builtIns.first { $0.description == name } ?? .custom(name)
    }
}

/// A height at which a sheet rests (`detents:` in the manifest): the SwiftUI host and the UIKit renderer offer the
/// route's detents when they show it as a sheet, so it can open at half height and be dragged taller.
public enum SheetDetent: Sendable, Hashable {
    /// The system's half-height detent (inactive in compact height).
    case medium
    /// The system's full-height detent.
    case large
    /// A share of the height the sheet can take, above 0 and at most 1 (`40%` in the manifest).
    case fraction(Double)
    /// A fixed height in points (`320pt` in the manifest).
    case height(Double)
}

extension SheetDetent: CustomStringConvertible {
    /// The manifest spelling (`medium`, `40%`, `320pt`).
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let share): "\(Self.spell((share * 100 * 1e6).rounded() / 1e6))%"
        case .height(let points): "\(Self.spell(points))pt"
        }
    }

    /// A detent's number as the manifest writes it: integral values without `.0`, others as Swift prints them.
    @_spi(RouteGen) public static func spell(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// Which URLs may reach the external routes of one manifest (`url:` in the manifest).
@_spi(RouteGen) public struct URLConfiguration: Sendable, Hashable {
    /// Custom schemes, compared case-insensitively.
    public var schemes: [String]
    /// Hosts for https universal links and custom-scheme URLs that carry a host, compared case-insensitively.
    /// `*.example.com` accepts every subdomain of example.com (not example.com itself), as Apple's associated
    /// domains read it; the part the `*` stands for reaches the route as `RouteParameters.subdomainKey`.
    public var hosts: [String]
    /// Whether `http` links on `hosts` are read like `https` ones; `false` (`url: { http: false }`) refuses them, for
    /// an app that acts only on links that came over TLS.
    public var acceptsHTTP: Bool
    /// Hosts a custom-scheme link must carry (`schemeHosts: [linkdevice]` for `sgnl://linkdevice`), compared
    /// case-insensitively. Empty: a custom-scheme URL whose host is not in `hosts` reads the host as the path's first
    /// segment (`myapp://user/42` is `/user/42`). Not empty: on a custom scheme only these hosts open the route and
    /// the path is what follows them, so routes naming different hosts never compete; https links still go by `hosts`.
    public var schemeHosts: [String]

    public init(schemes: [String], hosts: [String], acceptsHTTP: Bool = true, schemeHosts: [String] = []) {
        self.schemes = schemes
        self.hosts = hosts
        self.acceptsHTTP = acceptsHTTP
        self.schemeHosts = schemeHosts
    }

    /// The hosts whose custom-scheme URLs are read with the path after the host: `schemeHosts` when given, else `hosts`.
    @_spi(RouteGen) public var customSchemeHosts: [String] { schemeHosts.isEmpty ? hosts : schemeHosts }

    /// Whether a custom-scheme URL on a host not in `customSchemeHosts` is read with the host as the first segment.
    @_spi(RouteGen) public var readsHostAsPath: Bool { schemeHosts.isEmpty }
}

/// How a route reads the fragment of a link (the text after `#`), as its manifest declares it. Fragments are the
/// browser's: servers never see them, so links put there what must stay out of server logs (a login token) or a
/// value for the app alone (an in-app path).
@_spi(RouteGen) public enum LinkFragment: Sendable, Hashable {
    /// The whole fragment, percent-decoded, is one value (`in: fragment`): `RouteParameters.fragmentKey`.
    case whole
    /// Query-style items (`#token=abc&data=xyz`, `in: fragmentQuery`), each under its name after `#` (`#token`).
    /// With a `path` (`fragment: p/<phone>`, a `FragmentPattern`) the fragment must start with that path, alone or
    /// followed by `?` and the items (`#p/+14085550123`, `#/<room>?via=...`): the path selects the route among
    /// routes on the same URL path, and its placeholders are read like path placeholders (under their own names).
    case items(path: String?)

    /// The fragment path the route requires, as written (`p/<phone>`, `qr-code-login`), if any.
    public var path: String? {
        if case .items(let path) = self { return path }
        return nil
    }
}

/// The static facts about a route that the runtime needs, generated from the manifest.
public struct RouteDescriptor: Sendable, Hashable {
    /// The manifest's route name; used in explanations and logs.
    public var name: String
    public var exposure: Exposure
    /// The default presentation; an `Intent` may override it.
    public var presentation: Presentation
    /// The canonical URL pattern (`/user/<int:id>`): the one links are built with; `nil` for routes without one,
    /// which no URL can reach.
    public var path: String?
    /// More patterns that open the route (`path: [/story/<int:id>, /s/<int:id>]` in the manifest: legacy and short
    /// links), matched like `path` but never written; each binds the same placeholders as `path`.
    @_spi(RouteGen) public var alternatePaths: [String]
    /// The URL rules of the route: its own `hosts:`/`schemes:` when it declares them, else its manifest's;
    /// `nil` means no URL can reach the route.
    @_spi(RouteGen) public var urlConfiguration: URLConfiguration?
    /// The URL names of the query items a link must carry for this route (`QuerySpecificity`), sorted: between
    /// routes with equally specific paths, the one requiring a strict superset wins. Items read from the fragment
    /// are named as `RouteParameters` holds them (`#token`, `#` for the whole fragment).
    @_spi(RouteGen) public var requiredQueryItems: [String]
    /// How the route reads a link's fragment (`#...`); `nil`: it does not, and the fragment is ignored.
    @_spi(RouteGen) public var fragment: LinkFragment?
    /// The manifest tab (`tab:`, a `Routes.Tab` raw value) whose stack the route lives in; `nil` shows it
    /// wherever the caller is.
    public var tab: String?
    /// The heights a sheet showing the route rests at, in the manifest's order (`detents:`); empty means the platform's
    /// default (full height). Only modal presentations have them.
    public var detents: [SheetDetent]
    /// Whether the user may dismiss the route's modal layer with a gesture (a swipe down);
    /// `interactiveDismiss: false` makes it `false`, so only the app's own action closes it.
    public var allowsInteractiveDismiss: Bool
    /// The forms of the route's string values (`pattern`, `minLength`, `maxLength` in the manifest), by URL name as
    /// `RouteParameters` holds them (`packID`, `#pack_id`, `#`): a link with a value out of form does not open the
    /// route, and saved state with one is not restored. Values set in Swift are not checked: a route built with one
    /// writes a link (`url`) that opens nothing, so check user input with `StringForm.accepts` first.
    public var forms: [String: StringForm]

    @_spi(RouteGen) public init(
        name: String,
        exposure: Exposure,
        presentation: Presentation = .push,
        path: String? = nil,
        alternatePaths: [String] = [],
        urlConfiguration: URLConfiguration? = nil,
        requiredQueryItems: [String] = [],
        fragment: LinkFragment? = nil,
        tab: String? = nil,
        detents: [SheetDetent] = [],
        allowsInteractiveDismiss: Bool = true,
        forms: [String: StringForm] = [:]
    ) {
        self.name = name
        self.exposure = exposure
        self.presentation = presentation
        self.path = path
        self.alternatePaths = alternatePaths
        self.urlConfiguration = urlConfiguration
        self.requiredQueryItems = requiredQueryItems.sorted()
        self.fragment = fragment
        self.tab = tab
        self.detents = detents
        self.allowsInteractiveDismiss = allowsInteractiveDismiss
        self.forms = forms
    }
}
