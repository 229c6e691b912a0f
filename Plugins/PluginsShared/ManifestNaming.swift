// The one home of the naming rule: compiled into both plugins (this folder is symlinked into each plugin folder) and
// into RouteGenCore (symlinked as Sources/RouteGenCore/Model/ManifestNaming.swift), whose decoder takes a manifest's
// default namespace from it and whose tool names its output files with it. Plugins cannot import RouteGenCore, so
// this file imports nothing at all. The tool names its output files through `ManifestGenerate`, so it stays internal.

/// Which files are routes manifests and what their generated Swift files are called.
enum ManifestNaming {
    /// Suffix of every generated file: `routes.yml` -> `Routes.generated.swift`.
    static let generatedSuffix = ".generated.swift"

    /// The names a manifest is, or ends in after a `.`; Bazel's rule (`bazel/defs.bzl`) lists the same.
    static let manifestBases = ["routes.yml", "routes.yaml", "routes.plist"]

    /// The manifest names: `routes.yml`, `*.routes.yml`, `routes.plist`, `*.routes.plist`, and `.yaml` for `.yml`.
    static func isManifest(fileName: String) -> Bool {
        for base in manifestBases {
            if fileName == base { return true }
            if fileName.hasSuffix("." + base), fileName.count > base.count + 1 { return true }
        }
        return false
    }

    /// Examples files the build checks against the target's manifests and those it links: `examples.yml`,
    /// `*.examples.yml` (pinned links kept apart from the manifests, `routegen lint --examples`), `.yaml` as `.yml`.
    static func isExamplesFile(fileName: String) -> Bool {
        ["examples.yml", "examples.yaml"].contains { base in
            fileName == base || (fileName.hasSuffix("." + base) && fileName.count > base.count + 1)
        }
    }

    /// `routes.yml` -> `Routes.generated.swift`, `Feed.routes.yml` -> `FeedRoutes.generated.swift`: the main one of
    /// `generatedFileNames(forManifest:)`, which also names the committed set.
    ///
    /// Derived from the file name alone (never from the manifest's `namespace:`), so plugins can name outputs
    /// without reading the manifest; a path counts by its last component.
    static func generatedFileName(forManifest fileName: String) -> String {
        let lastComponent = fileName.split(separator: "/").last.map(String.init) ?? fileName
        return namespace(forManifest: lastComponent) + generatedSuffix
    }

    /// How many files hold a manifest's route structs and builders, each route in the one its name picks
    /// (`RouteShards` in the renderer). A fixed number, so a plugin or a Bazel rule can declare every output
    /// without reading the manifest, and an edited route rewrites, and the compiler retype-checks, one of them.
    static let routeFileCount = 16

    /// Every file generated from a manifest, the main one first: `Routes.generated.swift` (the namespace, its enums
    /// and tabs: what every file that names a route depends on, rewritten only when those change),
    /// `Routes+Registration.generated.swift` (URL matching and registration: what changes with the set of routes
    /// and their manifest lines), then `Routes+Shard00.generated.swift` ... `Routes+Shard15.generated.swift`
    /// (the route structs and builders).
    static func generatedFileNames(forManifest fileName: String) -> [String] {
        let main = generatedFileName(forManifest: fileName)
        let base = String(main.dropLast(generatedSuffix.count))
        return [main, base + "+Registration" + generatedSuffix]
            + (0..<routeFileCount).map { index in
                base + "+Shard" + (index < 10 ? "0" : "") + String(index) + generatedSuffix
            }
    }

    /// The namespace a manifest file name implies (the default of `namespace:`): `Feed.routes.yml` -> `FeedRoutes`,
    /// anything else -> `Routes`.
    static func namespace(forManifest fileName: String) -> String {
        let lower = fileName.lowercased()
        for suffix in [".routes.yml", ".routes.yaml", ".routes.plist"] where lower.hasSuffix(suffix) {
            let stem = fileName.dropLast(suffix.count)
            guard let first = stem.first else { break }
            return first.uppercased() + stem.dropFirst() + "Routes"
        }
        return "Routes"
    }
}
