@_spi(RouteGen) import RouteKit

/// The error for a custom-scheme URL two routes read two ways (`HostReadingTie`): one accepts the URL's host and
/// reads the path after it, the other reads the host as its first segment, and neither is more specific. Within a
/// manifest (`ManifestValidator`) and across manifests linked into one app (`CrossManifestTies`).
enum HostReadingTieText {
    /// One route of the pair: its name, the pattern as written and where, and `origin` (` of Feed.routes.yml`
    /// for a route of another manifest, else empty).
    struct Side {
        var route: String
        var path: String
        var location: SourceLocation
        var origin = ""
    }

    /// The error at `reported`'s pattern (the later of the two), with a note at the other's.
    static func diagnostic(_ tie: HostReadingTie, hostReader: Side, pathReader: Side, reportAtHostReader: Bool) -> Diagnostic {
        let (reported, other) = reportAtHostReader ? (hostReader, pathReader) : (pathReader, hostReader)
        return .error(
            "route '\(reported.route)' and route '\(other.route)'\(other.origin) read '\(tie.url)' two ways: "
                + "'\(hostReader.route)' accepts host '\(tie.host)' and reads path '\(tie.hostReaderPath)' with "
                + "'\(hostReader.path)'; '\(pathReader.route)' does not, and reads '\(tie.pathReaderPath)' with "
                + "'\(pathReader.path)'. Neither is more specific, so the route registered first opens it. "
                + (tie.hostIsRequired
                    ? "Give '\(pathReader.route)' 'schemeHosts: [\(tie.host)]' with schemes of its own (it then reads the "
                        + "path after the host), keep their schemes apart, or change a path"
                    : "List '\(tie.host)' in the hosts of both routes (both then read the path after it), keep their "
                        + "schemes apart, or change a path"),
            at: reported.location,
            notes: [.note("route '\(other.route)' has path '\(other.path)'", at: other.location)])
    }
}
