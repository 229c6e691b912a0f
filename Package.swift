// swift-tools-version: 6.1
import PackageDescription

// Where the plugins get `routegen` (docs/plugins.md, "The prebuilt tool"; CONTRIBUTING.md, "Releases"):
// - ROUTEGEN_PREBUILT_BUNDLE=/absolute/path/routegen.artifactbundle: that local bundle (the test hook);
// - else `releasedTool`, when a release has set it: the artifact bundle attached to that release, so an app that
//   depends on a released RouteGen builds no tool and needs no libyaml;
// - else the `routegen` target built from source (a fresh clone, CI, contributors).
// scripts/release-artifactbundle.sh writes `releasedTool` in the release's commit; it stays nil on main.
let releasedTool: (url: String, checksum: String)? = nil

/// `path` relative to this package's folder, where SwiftPM wants a binary target's path (an absolute one it refuses).
func relativeToPackage(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let base = Context.packageDirectory.split(separator: "/"), target = path.split(separator: "/")
    var common = 0
    while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
    return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)).joined(separator: "/")
}

let prebuiltBundle = Context.environment["ROUTEGEN_PREBUILT_BUNDLE"].flatMap { $0.isEmpty ? nil : $0 }
let toolTargets: [Target]
let tool: Target.Dependency
if let prebuiltBundle {
    toolTargets = [.binaryTarget(name: "RouteGenTool", path: relativeToPackage(prebuiltBundle))]
    tool = "RouteGenTool"
} else if let releasedTool {
    toolTargets = [.binaryTarget(name: "RouteGenTool", url: releasedTool.url, checksum: releasedTool.checksum)]
    tool = "RouteGenTool"
} else {
    toolTargets = []
    tool = "routegen"
}

/// The module generated code checks for: `RouteKitContract` + `GeneratedCodeContract.version`.
let contractModule = "RouteKitContract1"

let package = Package(
    name: "RouteGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1), .macCatalyst(.v16)],
    products: [
        .library(name: "RouteKit", targets: ["RouteKit"]),
        .executable(name: "routegen", targets: ["routegen"]),
        // Underscored: for this repository's benchmarks and tools, not a stable API.
        .library(name: "_RouteGenCore", targets: ["RouteGenCore"]),
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation --target RouteKit` (CONTRIBUTING.md).
        .package(url: "https://github.com/apple/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Runtime that apps link: Foundation only.
        .target(name: "RouteKit", dependencies: [.target(name: contractModule)]),
        // Empty; its name is the generated-code contract (`GeneratedCodeContract.version`), which generated code
        // checks with `canImport`. Raise both together.
        .target(name: contractModule, path: "Sources/RouteKitContract"),

        // libyaml, found through pkg-config.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        // Generator: the pipeline load -> decode -> validate -> render, and what the tools do with its model
        // (export, import, match, the checks across the manifests of one app).
        .target(name: "RouteGenCore", dependencies: ["CYAML", "RouteKit"]),

        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteGenCore",
                "RouteKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .plugin(
            name: "RouteGenPlugin",
            capability: .buildTool(),
            dependencies: [tool]
        ),
        .plugin(
            name: "GenerateRoutes",
            capability: .command(
                intent: .custom(verb: "generate-routes", description: "Write the Swift generated from each routes manifest into the source tree"),
                permissions: [.writeToPackageDirectory(reason: "Writes <Manifest>.generated.swift beside each routes manifest, or the file generate-routes export names")]
            ),
            dependencies: [tool]
        ),

        // The demo app: the root routes.yml through the build-tool plugin.
        .executableTarget(
            name: "RoutesDemo",
            dependencies: ["RouteKit"],
            exclude: [],
            // Its screens are classes on every platform (Screens.swift): the registration names them everywhere.
            swiftSettings: [.define("ROUTEGEN_SCREENS")],
            plugins: ["RouteGenPlugin"]
        ),

        // What the test targets share: the repository's folder, one way to run a child process, `swiftc` runs
        // against RouteKit. A plain target that no product names, so it never reaches an app.
        .target(name: "TestSupport", dependencies: ["RouteKit"], path: "Tests/TestSupport"),

        .testTarget(
            name: "RouteKitTests",
            dependencies: ["RouteKit", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        // Checks of the repository rather than of the generator or RouteKit: documentation (links, names, snippets,
        // quoted messages, DocC curation), the API baseline, the Bazel example, the Benchmarks package, rules the
        // sources keep (Foundation imports, the platform API table).
        .testTarget(
            name: "RepositoryTests",
            dependencies: ["RouteGenCore", "RouteKit", "routegen", "TestSupport"]
        ),
        // Checked-in generator output (kept byte-equal by RouteGenCoreTests) compiled and exercised.
        // Its screens are stand-in classes on every platform: `ROUTEGEN_SCREENS` names them in the registration.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["RouteKit", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: [.define("ROUTEGEN_SCREENS")]
        ),
        // Builds fixture packages that depend on this one, the way a user's package does.
        .testTarget(name: "EndToEndTests", dependencies: ["routegen", "TestSupport"], exclude: ["Fixtures"]),
    ] + toolTargets,
    swiftLanguageModes: [.v6]
)
