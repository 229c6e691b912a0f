/// The manifest's top-level `entryPoints:`: what the entry points of its routes share.
struct EntryPointSettings: Hashable, Sendable {
    /// `typePrefix:` — what quick action and activity types start with (the app's bundle identifier, by
    /// convention): `com.example.myapp` gives `com.example.myapp.userProfile`. Nil: the namespace.
    var typePrefix: String? = nil
    var typePrefixLocation: SourceLocation? = nil
    /// `linkKeys:` — where a notification payload may carry a link instead of the typed form (`url`, `deeplink`,
    /// `ab_uri`, a dotted path such as `custom.u`), tried in order.
    var linkKeys: [String] = []
    var linkKeyLocations: [SourceLocation] = []
    /// Where `entryPoints:` was written.
    var location: SourceLocation? = nil

    /// The type string of a route's quick actions and activities.
    func type(of route: String, namespace: String) -> String {
        (typePrefix ?? namespace) + "." + route
    }

    static func decode(_ node: ManifestNode, at location: SourceLocation, reader: inout NodeReader) -> EntryPointSettings {
        var settings = EntryPointSettings(location: location)
        let entries = reader.entries(of: node, named: "entryPoints", allowed: ManifestKeys.entryPoints,
                                     context: "'entryPoints'") ?? []
        for (key, _, value) in entries {
            if key == "typePrefix" {
                settings.typePrefix = reader.string(value, named: "entryPoints.typePrefix")
                settings.typePrefixLocation = value.contentLocation
            } else {
                let keys = reader.strings(value, named: "entryPoints.linkKeys")
                settings.linkKeys = keys.map(\.0)
                settings.linkKeyLocations = keys.map(\.1)
            }
        }
        return settings
    }
}
