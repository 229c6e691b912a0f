/// What an importer produces, before it is written as YAML: routes with the comments that explain them.
///
/// Importers (FRDIntent's plists today) fill it; `ImportedManifestWriter` writes it. Comments are how the import
/// says, in the file the user keeps, what it changed or could not carry over.
struct ImportedManifest: Hashable, Sendable {
    /// One route, in the order written.
    public struct Route: Hashable, Sendable {
        public var name: String
        public var path: String
        /// More patterns that open the same class (`path:` written as a list, `path` first).
        public var alternatePaths: [String] = []
        public var screen: String
        public var exposure: String
        /// One line each, written above the route.
        public var comments: [String]
    }

    /// Written at the top, before `version: 1`.
    public var header: [String] = []
    public var schemes: [String] = []
    public var hosts: [String] = []
    public var routes: [Route] = []
    /// Entries that could not become routes, one line each, written after the routes.
    public var notCarried: [String] = []
}
