import Foundation
@testable import RouteGenCore
@_spi(RouteGen) import RouteKit

/// Paths and helpers shared by the render tests; the repository is found from this file's path.
enum RenderFixtures {
    /// The package root (this file is Tests/RouteGenCoreTests/Render/RenderTestSupport.swift).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The model of a package-relative manifest (`validated(_:)`), for the stages after validation.
    static func manifest(_ relativePath: String) throws -> Manifest {
        try validated(relativePath).manifest
    }

    /// The model of manifest text (`validated(yaml:fileName:)`), for the stages after validation.
    static func manifest(yaml: String, fileName: String = "routes.yml") throws -> Manifest {
        try validated(yaml: yaml, fileName: fileName).manifest
    }

    /// Runs the real pipeline on a package-relative manifest, displayed by its package-relative path.
    static func validated(_ relativePath: String) throws -> ValidatedManifest {
        let result = ManifestPipeline.run(fileAt: url(relativePath), displayPath: relativePath)
        guard let manifest = result.manifest else {
            throw FixtureError(message: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return manifest
    }

    /// Runs the pipeline on manifest text written to a temporary file named `fileName`.
    static func validated(yaml: String, fileName: String = "routes.yml") throws -> ValidatedManifest {
        let result = ManifestPipeline.run(bytes: Array(yaml.utf8), displayPath: fileName, format: .yaml)
        guard let manifest = result.manifest else {
            throw FixtureError(message: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return manifest
    }

    struct FixtureError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// Plain `swiftc` runs against RouteKit, built once per test process as a module in a temporary folder.
enum SwiftCompiler {
    struct Run {
        var status: Int32
        var output: String
    }

    /// `swiftc` from PATH (it is /opt/swift/usr/bin/swiftc on the CI machine).
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// A folder holding RouteKit.swiftmodule, or the compiler's complaint.
    static let routeKitModule: Result<URL, RenderFixtures.FixtureError> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-render-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = (FileManager.default.enumerator(at: RenderFixtures.url("Sources/RouteKit"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map(\.path) ?? []).sorted()
        let run = SwiftCompiler.run([
            "-emit-module", "-module-name", "RouteKit", "-parse-as-library", "-swift-version", "6",
            "-emit-module-path", folder.appendingPathComponent("RouteKit.swiftmodule").path,
        ] + sources)
        guard run.status == 0 else { return .failure(.init(message: run.output)) }
        let contract = contractModule(GeneratedCodeContract.version, in: folder)
        return contract.status == 0 ? .success(folder) : .failure(.init(message: contract.output))
    }()

    /// Emits the (empty) `RouteKitContract<version>` module into `folder`, as SwiftPM builds it beside RouteKit.
    @discardableResult
    static func contractModule(_ version: Int, in folder: URL) -> Run {
        run([
            "-emit-module", "-module-name", "RouteKitContract\(version)", "-parse-as-library", "-swift-version", "6",
            "-emit-module-path", folder.appendingPathComponent("RouteKitContract\(version).swiftmodule").path,
            RenderFixtures.url("Sources/RouteKitContract/RouteKitContract.swift").path,
        ])
    }

    /// Typechecks `files` (which `import RouteKit`) with warnings as errors. `namesScreens`: the target defines
    /// `ROUTEGEN_SCREENS`, so the generated registration names the `screen:` types here too (the tests declare
    /// stand-ins for them); without it, as in an app's test target on Linux, they need not exist.
    static func typecheck(_ files: [URL], swiftVersion: String, namesScreens: Bool = true) throws -> Run {
        let module = try routeKitModule.get()
        return run(["-typecheck", "-swift-version", swiftVersion, "-warnings-as-errors", "-I", module.path]
                   + (namesScreens ? ["-D", "ROUTEGEN_SCREENS"] : []) + files.map(\.path))
    }

    /// Writes `source` to a temporary file (named `fileName`) and typechecks it with `extra` files.
    static func typecheck(source: String, fileName: String = "Routes.generated.swift", with extra: [URL] = [],
                          swiftVersion: String = "6", namesScreens: Bool = true) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-src-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(fileName)
        try Data(source.utf8).write(to: file)
        return try typecheck([file] + extra, swiftVersion: swiftVersion, namesScreens: namesScreens)
    }

    static func run(_ arguments: [String]) -> Run {
        guard let swiftc else { return Run(status: -1, output: "swiftc not found on PATH") }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Run(status: -1, output: "cannot run swiftc: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
