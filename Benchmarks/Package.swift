// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that users of RouteGen never resolve or build them.
// Run: swift run -c release --package-path Benchmarks RouteGenBenchmarks
let package = Package(
    name: "RouteGenBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "RouteGen", path: ".."),
    ],
    targets: [
        .target(name: "BenchmarkSupport"),
        // M10/M100/M1000.routes.yml: synthetic all-external manifests, generated at build time by the plugin
        // (re-create them with `swift run --package-path Benchmarks RouteGenBenchmarks write-manifests`).
        .target(
            name: "MatchRoutes",
            dependencies: [.product(name: "RouteKit", package: "RouteGen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
        ),
        .executableTarget(
            name: "RouteGenBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                "MatchRoutes",
                .product(name: "_RouteGenCore", package: "RouteGen"),
                .product(name: "RouteKit", package: "RouteGen"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
