/// The names the generated code declares beside the manifest's own, per scope: the one list that validation
/// checks every manifest name against and that docs/manifest.md's reserved names are kept in step with (by a test).
///
/// A manifest name that lands in one of these scopes with one of these names would redeclare, hide or be hidden by
/// generated code, so it is refused with a message saying how to rename it.
enum GeneratedNames {
    /// Types in the namespace besides route structs and enums (`Routes.External`, `Routes.Screens`).
    static let namespaceTypes = ["External", "Screens"]
    /// The namespace type a manifest with `tabs:` declares besides those (`Routes.Tab`); free without `tabs`, so an
    /// existing enum or route named `Tab` keeps working until the manifest declares tabs.
    static let tabsType = "Tab"
    /// Static members of the namespace besides the intent builders (`Routes.match(_:)`, `Routes.register(on:)`, and
    /// in the app's manifest `registerApp(on:...)`, reserved in every manifest so that `app: true` never breaks one).
    /// `Routes.entryPoints`, which reads notification taps, quick actions and activities, is reserved likewise.
    /// The matcher's private helpers are renamed by the renderer instead, so their names stay free.
    static let namespaceMembers = ["match", "register", "registerApp", "entryPoints"]
    /// Members of every route struct besides its extras: `descriptor`, the `parameters` it encodes to, the links
    /// RouteKit gives external routes (`url`, `universalLink`), `parentRoute` (`parent:`, `ParentedRoute`), and
    /// `hashValue`, which a stored property would turn into a deprecated `Hashable` witness, and what RouteKit gives
    /// routes with entry points (`entryPoints`, `notificationPayload`, `quickAction`, `activity`).
    static let routeMembers = ["descriptor", "parameters", "url", "universalLink", "parentRoute", "hashValue",
                               "entryPoints", "notificationPayload", "quickAction", "activity"]
    /// Static members of a manifest enum besides its cases (`CaseIterable`'s `allCases`).
    static let enumMembers = ["allCases"]
    /// Route names the manifest language itself reserves: `opens: nothing` in `examples:` says a link opens no route.
    static let reservedRouteNames = ["nothing"]
    /// Names Swift reserves for every type's own members (`Routes.Type` is the namespace's metatype): no nested
    /// type can take them.
    static let reservedTypeNames = ["Type", "Protocol"]

    /// Whether `name` is one of `names`; the lists are a handful of short names, so a scan that compares lengths
    /// first beats hashing the name (this runs for every route and every extra).
    static func contains(_ names: [String], _ name: String) -> Bool {
        let length = name.utf8.count
        for candidate in names where candidate.utf8.count == length && candidate == name { return true }
        return false
    }
}
