/// The version of the contract between generated code and RouteKit: what generated files may call, and how.
///
/// `routegen --version` prints the same number, so a prebuilt tool and the RouteKit an app compiles can be
/// compared. RouteKit depends on an empty module named `RouteKitContract<version>`; a generated file compiles its
/// body only where `canImport` finds that module, and against a RouteKit of another contract it stops at one
/// error naming both versions and what to do (CONTRIBUTING.md, "Versioning").
@_spi(RouteGen) public enum GeneratedCodeContract {
    /// Raised, with the module's name in Package.swift, whenever generated code changes in a way that a RouteKit
    /// of the previous contract cannot compile, or that needs what an older generated file lacks.
    public static let version = 1
}
