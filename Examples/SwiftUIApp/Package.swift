// swift-tools-version: 6.1
// ShelfApp, a SwiftUI app on RouteGen, as an app package: Xcode (and Swift Playgrounds) open this folder as an iOS
// app through AppleProductTypes' `.iOSApplication` product, which makes the app bundle and merges Info.plist (the
// `shelf` URL type, written by `routegen export url-types`) into its Info.plist. Without AppleProductTypes (`swift
// build` on a Mac) the same target builds as a macOS executable. Linux CI drives the same flows through
// NavigationModel instead: Tests/RouteKitTests/SwiftUIExampleFlowTests.swift.
import PackageDescription
#if canImport(AppleProductTypes)
import AppleProductTypes

let products: [Product] = [
    .iOSApplication(
        name: "ShelfApp",
        targets: ["ShelfApp"],
        bundleIdentifier: "com.example.ShelfApp",
        displayVersion: "1.0",
        bundleVersion: "1",
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft,
                                         .portraitUpsideDown(.when(deviceFamilies: [.pad]))],
        additionalInfoPlistContentFilePath: "Info.plist"
    ),
]
#else
let products: [Product] = [.executable(name: "ShelfApp", targets: ["ShelfApp"])]
#endif

let package = Package(
    name: "ShelfApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: products,
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
