/// The route sets the URL-matching benchmark runs against; their Swift is generated at build time by
/// RouteGenPlugin from the `M*.routes.yml` beside this file (namespaces `M10Routes`, `M100Routes`, `M1000Routes`).
public enum MatchRouteSets {
    public static let sizes = [10, 100, 1_000]
}
