import Foundation
import TestSupport

/// Builds stub modules of Tests/Stubs into a temporary folder, in dependency order (SwiftUI imports the others):
/// what type-checks RouteKit's AppKit branch on Linux, which no iOS SDK can (scripts/typecheck-ios.sh compiles the
/// UIKit and SwiftUI code against the real iOS SDK).
enum StubSDK {
    static let root = Repository.root
    /// The modules that stand for macOS.
    static let appKitModules = ["AppKit", "Combine", "SwiftUI"]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func build(_ modules: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in modules {
            let run = SwiftCompiler.run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                                         "-I", folder.path,
                                         "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path]
                                        + swiftFiles(in: "Tests/Stubs/\(module)"))
            guard run.status == 0 else { throw Failure(description: "stub \(module):\n\(run.output)") }
        }
        return folder
    }

    /// Compiles RouteKit's sources (and `extraFiles`) into a `RouteKit` module in `folder`, against the stubs built
    /// there, warnings as errors.
    static func emitRouteKit(in folder: URL, extraFiles: [String] = []) -> ProcessOutput {
        SwiftCompiler.run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                           "-module-name", "RouteKit", "-I", folder.path,
                           "-emit-module-path", folder.appendingPathComponent("RouteKit.swiftmodule").path]
                          + swiftFiles(in: "Sources/RouteKit") + extraFiles)
    }

    static func swiftFiles(in relativePath: String) -> [String] {
        let folder = root.appendingPathComponent(relativePath)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") } ?? []
        return files.sorted()
    }
}
