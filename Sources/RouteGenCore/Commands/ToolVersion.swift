@_spi(RouteGen) import RouteKit

/// What `routegen --version` prints: the release this tool belongs to, and the generated-code contract its output
/// compiles against (a RouteKit of the same contract compiles it), each labelled.
public enum ToolVersion {
    /// The release, `X.Y.Z`, written by `scripts/set-release-version.sh` on a release commit; `unreleased` on main
    /// and in any build of an unreleased commit.
    static let release = "unreleased"

    /// `routegen 1.2.0` and `generated-code contract 1`, one per line.
    public static var text: String {
        "routegen \(release)\ngenerated-code contract \(GeneratedCodeContract.version)"
    }
}
