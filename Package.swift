// swift-tools-version: 6.1
import PackageDescription

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
        // `swift package generate-documentation --target RouteKit` (README, "Documentation").
        .package(url: "https://github.com/apple/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Runtime that apps link: Foundation only.
        .target(name: "RouteKit"),

        // libyaml, found through pkg-config.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        // Generator pipeline: load -> decode -> validate -> render.
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
            dependencies: ["routegen"]
        ),
        .plugin(
            name: "GenerateRoutes",
            capability: .command(
                intent: .custom(verb: "generate-routes", description: "Write the Swift generated from each routes manifest into the source tree"),
                permissions: [.writeToPackageDirectory(reason: "Writes <Manifest>.generated.swift beside each routes manifest, or the file generate-routes export names")]
            ),
            dependencies: ["routegen"]
        ),

        // The demo app: the root routes.yml through the build-tool plugin.
        .executableTarget(
            name: "RoutesDemo",
            dependencies: ["RouteKit"],
            exclude: [],
            plugins: ["RouteGenPlugin"]
        ),

        .testTarget(
            name: "RouteKitTests",
            dependencies: ["RouteKit", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        // Checked-in generator output (kept byte-equal by RouteGenCoreTests) compiled and exercised.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["RouteKit", .product(name: "PropertyBased", package: "swift-property-based")]),
        // Builds fixture packages that depend on this one, the way a user's package does.
        .testTarget(name: "EndToEndTests", dependencies: ["routegen"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
