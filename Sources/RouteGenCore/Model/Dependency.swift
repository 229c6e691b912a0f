/// One entry of the manifest's `dependencies:`: something of the app's (an API client, a store) that screens and
/// views receive from the generated registration, typed, instead of registering their routes again by hand.
///
/// `api: APIClient` gives `Routes.Dependencies.api: APIClient`; a route's `needs: [api]` makes its screen's init
/// `init(route:api:)`. `any Store` is accepted for a protocol.
public struct Dependency: Hashable, Sendable {
    /// The Swift name: a property of `Routes.Dependencies` and an argument label of the screens' `init`.
    var name: String
    /// The type as the manifest names it (`APIClient`, `Shop.Cart`), validated as a dotted type name.
    var type: String
    /// Whether the manifest wrote `any` before a protocol's name.
    var isExistential: Bool
    var location: SourceLocation
    var typeLocation: SourceLocation?

    /// The type as Swift spells it: `any Store` or `APIClient`.
    var swiftType: String { isExistential ? "any " + type : type }
}

/// One name of a route's `needs:`, where it was written.
public struct NeededDependency: Hashable, Sendable {
    var name: String
    var location: SourceLocation
}
