/// What an importer produces, before it is written as YAML: routes with the comments that explain them.
///
/// Importers (FRDIntent's plists today) fill it; `ImportedManifestWriter` writes it. Comments are how the import
/// says, in the file the user keeps, what it changed or could not carry over.
struct ImportedManifest: Hashable, Sendable {
    /// One route, in the order written.
    struct Route: Hashable, Sendable {
        var name: String
        var path: String
        /// More patterns that open the same class (`path:` written as a list, `path` first).
        var alternatePaths: [String] = []
        var screen: String
        var exposure: String
        /// One line each, written above the route.
        var comments: [String]
    }

    /// Written at the top, before `version: 1`.
    var header: [String] = []
    var schemes: [String] = []
    var hosts: [String] = []
    var routes: [Route] = []
    /// Entries that could not become routes, one line each, written after the routes.
    var notCarried: [String] = []
}
