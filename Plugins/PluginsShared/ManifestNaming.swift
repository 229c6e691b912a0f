// The one home of the naming rule: compiled into both plugins (this folder is symlinked into each plugin folder) and
// into RouteGenCore (symlinked as Sources/RouteGenCore/Model/ManifestNaming.swift), whose decoder takes a manifest's
// default namespace from it, whose loader picks YAML or a property list by it and whose tool names its output files
// with it. Plugins cannot import RouteGenCore, so this file imports nothing at all. The tool names its output files
// through `ManifestGenerate`, so it stays internal.

/// Which files are routes manifests and what their generated Swift files are called.
enum ManifestNaming {
    /// Suffix of every generated file: `routes.yml` -> `Routes.generated.swift`.
    static let generatedSuffix = ".generated.swift"

    /// The names a manifest is, or ends in after a `.`; Bazel's rule (`bazel/defs.bzl`) lists the same. Names are
    /// case-sensitive, as SwiftPM's file handling and Linux file systems are.
    static let manifestBases = ["routes.yml", "routes.yaml", "routes.plist"]

    /// The accepted names, as messages list them.
    static let acceptedNames = "routes.yml, *.routes.yml, routes.plist, *.routes.plist; .yaml as .yml"

    /// The base `fileName` is or ends in after a `.` with something before it; nil when it is not a manifest name.
    private static func base(of fileName: String) -> String? {
        manifestBases.first { base in
            fileName == base || (fileName.hasSuffix("." + base) && fileName.count > base.count + 1)
        }
    }

    /// The manifest names: `routes.yml`, `*.routes.yml`, `routes.plist`, `*.routes.plist`, and `.yaml` for `.yml`.
    static func isManifest(fileName: String) -> Bool {
        base(of: fileName) != nil
    }

    /// The manifest name meant by a file that is not one but would be in other letter case (`Routes.yml`,
    /// `ROUTES.yaml`, `Feed.Routes.yml` -> `routes.yml`, `routes.yaml`, `Feed.routes.yml`): the plugins report such a
    /// file instead of skipping it in silence. Nil for a manifest and for any other name.
    static func manifestName(meantBy fileName: String) -> String? {
        guard !isManifest(fileName: fileName), let base = base(of: fileName.lowercased()) else { return nil }
        // The lowercased name ends in the base: so does the name, in other letters of the same count (ASCII).
        return String(fileName.dropLast(base.count)) + base
    }

    /// Whether a manifest is read as a property list (`routes.plist`, `*.routes.plist`; any `*.plist` given to the
    /// tool by hand) rather than YAML.
    static func isPropertyList(fileName: String) -> Bool {
        fileName.hasSuffix(".plist")
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
        namespace(forManifest: lastComponent(of: fileName)) + generatedSuffix
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
    /// anything else (`routes.yml`, a file not named as a manifest) -> `Routes`.
    static func namespace(forManifest fileName: String) -> String {
        guard let base = base(of: fileName), fileName != base else { return "Routes" }
        let stem = fileName.dropLast(base.count + 1)
        return stem.prefix(1).uppercased() + stem.dropFirst() + "Routes"
    }

    /// Manifests (paths) that would write one generated file, by that file's name, each group in the order given:
    /// `routes.yml` and `routes.plist` of one folder, or manifests of two folders generated into one. Both the tool
    /// (`generate --output DIR`) and the plugins (a target's manifests) refuse them.
    static func generatedFileCollisions(_ manifests: [String]) -> [(fileName: String, manifests: [String])] {
        var groups: [(fileName: String, manifests: [String])] = []
        for manifest in manifests {
            let name = generatedFileName(forManifest: manifest)
            if let index = groups.firstIndex(where: { $0.fileName == name }) {
                groups[index].manifests.append(manifest)
            } else {
                groups.append((name, [manifest]))
            }
        }
        return groups.filter { $0.manifests.count > 1 }
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
