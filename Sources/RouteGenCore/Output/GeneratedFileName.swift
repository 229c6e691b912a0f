/// The file name generated code is written to; the CLI and both plugins must agree on it.
public enum GeneratedFileName {
    /// Suffix of every generated file.
    public static let suffix = ".generated.swift"

    /// `routes.yml` -> `Routes.generated.swift`, `Feed.routes.yml` -> `FeedRoutes.generated.swift`.
    ///
    /// Takes a file name or a path (only the last component counts); derived from the name alone, never
    /// from the manifest's `namespace:`, so plugins can name outputs without reading the manifest.
    public static func forManifest(named fileName: String) -> String {
        let lastComponent = fileName.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? fileName
        return Manifest.defaultNamespace(forFileName: lastComponent) + suffix
    }
}
