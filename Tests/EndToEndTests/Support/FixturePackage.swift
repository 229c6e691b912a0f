import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fixture package `Fixtures/E2EApp`, copied to `<repo>/.build-e2e/E2EApp` with a Package.swift that depends
/// on this repository by absolute path, exactly as a user's package would.
///
/// The copy and its scratch folder are reused across tests and runs, so only what a test changes rebuilds.
struct FixturePackage {
    /// The RouteGen repository these tests belong to.
    static let repository = Repository.root
    static let fixtureSource = repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/E2EApp")
    static let workArea = repository.appendingPathComponent(".build-e2e", isDirectory: true)

    let root: URL
    let scratch: URL
    /// The fixture folder copied to `root`, and the Package.swift written beside it.
    var source = Self.fixtureSource
    var manifest = Self.packageManifest
    /// Set for every `swift` command on the copy (for the prebuilt-tool hook, `ROUTEGEN_PREBUILT_BUNDLE`).
    var environment: [String: String] = [:]

    /// Runs `body` on a fresh copy of the fixture, holding a file lock so that two `swift test` processes on this
    /// machine never build the same copy at once.
    static func withFixture<T>(_ body: (FixturePackage) throws -> T) throws -> T {
        try withLockedWorkArea({
            FixturePackage(root: workArea.appendingPathComponent("E2EApp", isDirectory: true),
                           scratch: workArea.appendingPathComponent("scratch", isDirectory: true))
        }, body)
    }

    /// `Fixtures/UIKitScreensApp`: an app whose screens are UIKit view controllers and a test target, copied to
    /// `.build-e2e/UIKitScreensApp` with its own scratch folder (`swift test` builds every target of a package, and
    /// E2EApp holds targets made to fail).
    static func withUIKitScreensFixture<T>(_ body: (FixturePackage) throws -> T) throws -> T {
        try withLockedWorkArea({
            var fixture = FixturePackage(root: workArea.appendingPathComponent("UIKitScreensApp", isDirectory: true),
                                         scratch: workArea.appendingPathComponent("scratch-uikit-screens", isDirectory: true))
            fixture.source = repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/UIKitScreensApp")
            fixture.manifest = uikitScreensManifest
            return fixture
        }, body)
    }

    private static func withLockedWorkArea<T>(_ make: () throws -> FixturePackage,
                                              _ body: (FixturePackage) throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: workArea, withIntermediateDirectories: true)
        let lock = open(workArea.appendingPathComponent("lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw FixtureError.lock }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { throw FixtureError.lock }
        defer { flock(lock, LOCK_UN) }

        let fixture = try make()
        try fixture.sync()
        try discardScratchIfRouteGenFilesChanged()
        return try body(fixture)
    }

    /// SwiftPM does not notice every file added to or removed from a path dependency in a kept scratch folder: a
    /// scratch built before RouteKit gained a file fails with "cannot find 'X' in scope", one built before a file
    /// was removed with "missing inputs". The scratch folders are deleted whenever RouteGen's list of source files
    /// differs from the one they were built with.
    static func discardScratchIfRouteGenFilesChanged() throws {
        let record = workArea.appendingPathComponent("routegen-files.txt")
        let current = try routeGenFileList()
        guard (try? String(contentsOf: record, encoding: .utf8)) != current else { return }
        for folder in ["scratch", "scratch-prebuilt", "scratch-uikit-screens"] {
            try? FileManager.default.removeItem(at: workArea.appendingPathComponent(folder, isDirectory: true))
        }
        try Data(current.utf8).write(to: record, options: .atomic)
    }

    /// Every file under RouteGen's Sources/ and Plugins/, one relative path per line, sorted.
    static func routeGenFileList() throws -> String {
        var paths: [String] = []
        for top in ["Sources", "Plugins"] {
            let folder = repository.appendingPathComponent(top, isDirectory: true)
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                paths.append(top + String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count)))
            }
        }
        return paths.sorted().joined(separator: "\n")
    }

    /// Makes the copy equal to the fixture: writes only files whose bytes differ (keeping builds incremental)
    /// and deletes files the fixture does not have (such as a previous test's generated files).
    func sync() throws {
        let manager = FileManager.default
        var expected: [String: Data] = ["Package.swift": Data(manifest.utf8)]
        let enumerator = manager.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(source.standardizedFileURL.path.count + 1))
            expected[relative] = try Data(contentsOf: url)
        }
        for (relative, data) in expected {
            let destination = root.appendingPathComponent(relative)
            if (try? Data(contentsOf: destination)) == data { continue }
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: destination, options: .atomic)
        }
        for folder in ["Sources", "Tests"] {
            let existing = manager.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: [.isRegularFileKey])
            while let url = existing?.nextObject() as? URL {
                guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                if expected[relative] == nil { try manager.removeItem(at: url) }
            }
        }
    }

    /// The fixture's Package.swift: this repository as a path dependency, each target applying the build plugin.
    static var packageManifest: String {
        """
        // swift-tools-version: 6.1
        // Written by EndToEndTests: a user's package depending on RouteGen at \(repository.path).
        import PackageDescription

        let routeKit: Target.Dependency = .product(name: "RouteKit", package: "RouteGen")
        let routeGen: Target.PluginUsage = .plugin(name: "RouteGenPlugin", package: "RouteGen")
        // The screens subclass ScreenBase, a class on every platform: the registrations name them everywhere.
        let namesScreens: [SwiftSetting] = [.define("ROUTEGEN_SCREENS")]

        let package = Package(
            name: "E2EApp",
            platforms: [.macOS(.v13)],
            dependencies: [.package(name: "RouteGen", path: "\(repository.path)")],
            targets: [
                .target(name: "ScreenSupport", dependencies: [routeKit]),
                .executableTarget(name: "App", dependencies: [routeKit, "ScreenSupport"], swiftSettings: namesScreens,
                                  plugins: [routeGen]),
                // Its Routes.yaml (a resource) is a manifest name in other letters: both plugins warn about it.
                .target(name: "BrokenManifest", dependencies: [routeKit], resources: [.copy("Routes.yaml")], plugins: [routeGen]),
                .target(name: "WrongType", dependencies: [routeKit], plugins: [routeGen]),
                .target(name: "Committed", dependencies: [routeKit, "ScreenSupport"], swiftSettings: namesScreens,
                        plugins: [routeGen]),
                // The routes-only module pattern: an interface module (a manifest and a one-line placeholder
                // source file), the UI module that provides its screens, and the app that links both.
                .target(name: "CatalogRoutes", dependencies: [routeKit], plugins: [routeGen]),
                .target(name: "CatalogUI", dependencies: [routeKit, "CatalogRoutes", "ScreenSupport"]),
                // A sibling interface module: only the app links it with CatalogRoutes.
                .target(name: "CheckoutRoutes", dependencies: [routeKit], plugins: [routeGen]),
                // The app's manifest says `app: true`: its registerApp registers every linked manifest.
                .executableTarget(
                    name: "ModularApp",
                    dependencies: [routeKit, "CatalogRoutes", "CatalogUI", "CheckoutRoutes", "ScreenSupport"],
                    swiftSettings: namesScreens, plugins: [routeGen]),
                // Its manifest ties with CatalogRoutes' in their shared URL space: the build must fail.
                .target(name: "TieApp", dependencies: [routeKit, "CatalogRoutes", "ScreenSupport"], swiftSettings: namesScreens,
                        plugins: [routeGen]),
                // A second app whose own route is ModularApp's cart: separate apps, separate URL spaces.
                .target(name: "OtherApp", dependencies: [routeKit], plugins: [routeGen]),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    /// UIKitScreensApp's Package.swift: the app target with RouteGen's build plugin, and its tests. Neither defines
    /// `ROUTEGEN_SCREENS`: the screens exist only with UIKit.
    static var uikitScreensManifest: String {
        """
        // swift-tools-version: 6.1
        // Written by EndToEndTests: a user's package depending on RouteGen at \(repository.path).
        import PackageDescription

        let package = Package(
            name: "UIKitScreensApp",
            platforms: [.macOS(.v13), .iOS(.v16)],
            dependencies: [.package(name: "RouteGen", path: "\(repository.path)")],
            targets: [
                .target(
                    name: "Shelf",
                    dependencies: [.product(name: "RouteKit", package: "RouteGen")],
                    plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]),
                .testTarget(name: "ShelfTests", dependencies: ["Shelf", .product(name: "RouteKit", package: "RouteGen")]),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    /// `swift test` with the fixture's scratch folder.
    func test(_ arguments: [String] = []) throws -> ProcessOutput {
        try swiftInScratch(["test", "--scratch-path", scratch.path] + arguments)
    }

    /// The same copy with `ROUTEGEN_PREBUILT_BUNDLE` set to `bundle`: RouteGen's plugins run that bundle's
    /// `routegen`. Its own scratch folder beside the shared one: the build graph differs (no tool to build).
    func prebuilt(bundle: URL) -> FixturePackage {
        FixturePackage(
            root: root, scratch: Self.workArea.appendingPathComponent("scratch-prebuilt", isDirectory: true),
            environment: ["ROUTEGEN_PREBUILT_BUNDLE": bundle.path])
    }

    /// `swift build --target NAME` (or a product) with the shared scratch folder.
    func build(target: String) throws -> ProcessOutput {
        try swiftInScratch(["build", "--scratch-path", scratch.path, "--target", target])
    }

    func buildProduct(_ product: String) throws -> ProcessOutput {
        try swiftInScratch(["build", "--scratch-path", scratch.path, "--product", product])
    }

    /// Runs `swift ARGUMENTS` with the shared scratch folder. A scratch folder kept from a run before a source file of
    /// RouteGen was removed (a checkout of another commit) lists that file as an input and fails with "missing
    /// inputs"; that scratch is stale, not the code: it is deleted and the command run once more.
    private func swiftInScratch(_ arguments: [String]) throws -> ProcessOutput {
        let first = try Shell.swift(arguments, in: root, environment: environment)
        guard first.status != 0, first.output.contains("because of missing inputs") else { return first }
        try? FileManager.default.removeItem(at: scratch)
        return try Shell.swift(arguments, in: root, environment: environment)
    }

    /// Runs the built executable `product` with `arguments`.
    func runProduct(_ product: String, _ arguments: [String]) throws -> ProcessOutput {
        try Shell.run(binPath().appendingPathComponent(product), arguments, in: root)
    }

    /// The folder of the built products (and resource bundles).
    func binPath() throws -> URL {
        let binPath = try swiftInScratch(["build", "--scratch-path", scratch.path, "--show-bin-path"])
        return URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// `swift package --allow-writing-to-package-directory generate-routes ARGUMENTS...`, as a user runs it.
    func generateRoutes(_ arguments: [String]) throws -> ProcessOutput {
        try swiftInScratch(
            ["package", "--scratch-path", scratch.path, "--allow-writing-to-package-directory", "generate-routes"]
                + arguments
        )
    }

    func file(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func read(_ relative: String) throws -> String { try String(contentsOf: file(relative), encoding: .utf8) }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: file(relative), options: .atomic)
    }
}

enum FixtureError: Error {
    case lock
}
