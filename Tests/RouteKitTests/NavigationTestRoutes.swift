import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit  // registers and encodes the way generated code does

// Routes shaped exactly like the generator's output for a manifest with `tabs: [home, search, profile]`, routes
// with `tab:` and `parent:`, result routes and a custom display: the contract in docs/architecture.md
// ("What the generator emits for tabs, parents and restoration").

enum NavRoutes {
    /// `Routes.Tab`.
    enum Tab: String, CaseIterable, Hashable, Sendable {
        case home, search, profile
    }

    static let urls = URLConfiguration(schemes: ["nav"], hosts: [])

    /// `home: { screen: ..., tab: home }` — internal, no extras: restorable.
    struct Home: Route, RestorableRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "home", exposure: .internal, presentation: .push, tab: Tab.home.rawValue)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `searchHome: { tab: search }`.
    struct SearchHome: Route, RestorableRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "searchHome", exposure: .internal, presentation: .push, tab: Tab.search.rawValue)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `profile: { path: /profile/<int:id>, exposure: external, tab: profile }`.
    struct Profile: UniversalLinkRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(
            name: "profile", exposure: .external, presentation: .push, path: "/profile/<int:id>", urlConfiguration: urls, tab: Tab.profile.rawValue)
        var id: Int
        init(id: Int) { self.id = id }
        init(parameters: RouteParameters) throws { try self.init(id: parameters.required("id", as: Int.self)) }
        var parameters: RouteParameters { RouteParameters().settingValue("id", self.id) }
    }

    /// `album: { path: /profile/<int:id>/album/<int:albumID>, parent: profile, tab: profile }`.
    struct Album: UniversalLinkRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(
            name: "album", exposure: .external, presentation: .push, path: "/profile/<int:id>/album/<int:albumID>", urlConfiguration: urls,
            tab: Tab.profile.rawValue)
        var id: Int
        var albumID: Int
        init(id: Int, albumID: Int) {
            self.id = id
            self.albumID = albumID
        }
        init(parameters: RouteParameters) throws {
            try self.init(id: parameters.required("id", as: Int.self), albumID: parameters.required("albumID", as: Int.self))
        }
        var parameters: RouteParameters { RouteParameters().settingValue("id", self.id).settingValue("albumID", self.albumID) }
    }

    /// `photo: { path: /profile/<int:id>/album/<int:albumID>/photo/<uuid:photoID>, parent: album }` — no `tab:`:
    /// the tab comes from its parents.
    struct Photo: UniversalLinkRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(
            name: "photo", exposure: .external, presentation: .push,
            path: "/profile/<int:id>/album/<int:albumID>/photo/<uuid:photoID>", urlConfiguration: urls)
        var id: Int
        var albumID: Int
        var photoID: UUID
        var zoom: Int
        init(id: Int, albumID: Int, photoID: UUID, zoom: Int = 1) {
            self.id = id
            self.albumID = albumID
            self.photoID = photoID
            self.zoom = zoom
        }
        init(parameters: RouteParameters) throws {
            try self.init(id: parameters.required("id", as: Int.self), albumID: parameters.required("albumID", as: Int.self),
                          photoID: parameters.required("photoID", as: UUID.self), zoom: parameters.optional("zoom", as: Int.self) ?? 1)
        }
        var parameters: RouteParameters {
            RouteParameters().settingValue("id", self.id).settingValue("albumID", self.albumID)
                .settingValue("photoID", self.photoID).settingValue("zoom", self.zoom)
        }
    }

    /// `note: { extras: { text: String } }` — internal with route-parameter extras: restorable.
    struct Note: Route, RestorableRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "note", exposure: .internal, presentation: .push)
        var text: String
        init(text: String) { self.text = text }
        init(parameters: RouteParameters) throws { try self.init(text: parameters.required("text", as: String.self)) }
        var parameters: RouteParameters { RouteParameters().settingValue("text", self.text) }
    }

    /// `wizard: { presentation: wrapped }`.
    struct Wizard: Route, RestorableRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "wizard", exposure: .internal, presentation: .wrapped)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `composer: { presentation: sheet, extras: { draft: Draft } }` — an app type: not restorable.
    struct Composer: Route, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "composer", exposure: .internal, presentation: .custom("sheet"))
        var draft: Draft
        init(draft: Draft) { self.draft = draft }
    }

    /// `picker: { presentation: present, result: String, detents: [medium, 40%, 320pt] }`.
    struct Picker: Route, ResultRoute, RestorableRoute, Hashable, Sendable {
        typealias Result = String
        static let descriptor = RouteDescriptor(name: "picker", exposure: .internal, presentation: .present,
                                                detents: [.medium, .fraction(0.4), .height(320)])
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `chooser: { result: Int }` — pushed.
    struct Chooser: Route, ResultRoute, RestorableRoute, Hashable, Sendable {
        typealias Result = Int
        static let descriptor = RouteDescriptor(name: "chooser", exposure: .internal, presentation: .push)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `signIn: { presentation: present, interactiveDismiss: false }`.
    struct SignIn: Route, RestorableRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "signIn", exposure: .internal, presentation: .present,
                                                allowsInteractiveDismiss: false)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    /// `ping: { path: /ping, exposure: external, handler: true }`.
    struct Ping: UniversalLinkRoute, Hashable, Sendable {
        static let descriptor = RouteDescriptor(name: "ping", exposure: .external, presentation: .push, path: "/ping", urlConfiguration: urls)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }
}

/// An app type used as an extra.
struct Draft: Hashable, Sendable {
    var text: String
}

// What the generator emits for `parent:`: the parent built from the child's own extras.
extension NavRoutes.Album: ParentedRoute {
    var parentRoute: NavRoutes.Profile { NavRoutes.Profile(id: self.id) }
}

extension NavRoutes.Photo: ParentedRoute {
    var parentRoute: NavRoutes.Album { NavRoutes.Album(id: self.id, albumID: self.albumID) }
}

/// A result screen holding its sink.
@MainActor
final class ResultScreen<Value: Sendable>: TestScreenBase {
    let sink: ResultSink<Value>
    init(sink: ResultSink<Value>) {
        self.sink = sink
        super.init()
    }
}
