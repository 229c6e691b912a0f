/// Every key the manifest schema accepts, per mapping, in one place: the decoder's unknown-key check and
/// "did you mean" read these, and the JSON Schema test keeps the published schema in step with them.
enum ManifestKeys {
    /// Keys of the top-level mapping.
    static let topLevel = ["version", "namespace", "access", "imports", "url", "displays", "enums", "routes", "tabs", "app", "examples", "extras", "entryPoints", "dependencies"]
    /// Keys of `url:`.
    static let url = ["schemes", "hosts", "http"]
    /// Keys of one route under `routes:`.
    static let route = ["summary", "path", "screen", "view", "exposure", "presentation", "detents", "interactiveDismiss", "extras", "result", "handler", "tab", "root", "parent", "hosts", "schemes", "schemeHosts", "fragment", "entryPoints", "needs"]
    /// Keys of the top-level `entryPoints:` (what every route's entry points share).
    static let entryPoints = ["typePrefix", "linkKeys"]
    /// Keys of one entry of `examples:` (in a manifest or an examples file).
    static let example = ["url", "opens", "extras"]
    /// Keys of the top-level mapping of an examples file (`routegen lint --examples FILE`).
    static let examplesFile = ["examples"]
    /// Keys of an extra written in its long form (`tab: { type: ProfileTab, default: posts }`).
    static let extra = ["type", "default", "internal", "key", "in", "min", "max", "pattern", "minLength", "maxLength"]
}
