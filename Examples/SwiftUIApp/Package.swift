// swift-tools-version: 6.1
// A complete SwiftUI app on RouteGen, kept as documentation. Built only on Apple platforms (`swift build` here on a
// Mac builds it as a macOS app; open the folder in Xcode to run it on iOS). Linux CI drives the same flows through
// NavigationModel instead: Tests/RouteKitTests/SwiftUIExampleFlowTests.swift.
import PackageDescription

let package = Package(
    name: "ShelfApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "ShelfApp",
            dependencies: [.product(name: "RouteKit", package: "RouteGen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
