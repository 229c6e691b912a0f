/// The version of the contract between generated code and RouteKit: what generated files may call, and how.
///
/// `routegen --version` prints the same number, so a prebuilt tool and the RouteKit an app compiles can be
/// compared. A generated file names the contract it was written for (`RouteKitContract.V1`); compiled against a
/// RouteKit of another contract it fails with one error that names both versions (see `GeneratedCodeContractMarkers`).
public enum GeneratedCodeContract {
    /// Raised whenever generated code changes in a way an older or newer RouteKit cannot compile.
    public static let version = 1
}
