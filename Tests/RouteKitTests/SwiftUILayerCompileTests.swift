import Foundation
import Testing

/// RouteKit's SwiftUI layer cannot be built on Linux, so it is type-checked, unchanged, against the stub `UIKit`,
/// `Combine` and `SwiftUI` modules in Tests/Stubs (transcribed from Apple's documented signatures): every label,
/// type, optionality and actor-isolation error in the layer fails here. It cannot prove the real SDK agrees.
@Suite("SwiftUI layer type-checks against the stub SDK modules", .enabled(if: StubCompiler.swiftc != nil, "needs swiftc on PATH"))
struct SwiftUILayerCompileTests {
    @Test("RouteKit with its SwiftUI and UIKit code, and a view registration shaped like generated code, warnings as errors")
    func layerTypeChecks() throws {
        let folder = try StubSDK.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = StubSDK.swiftFiles(in: "Sources/RouteKit")
        #expect(sources.contains { $0.hasSuffix("SwiftUI/NavigationHost.swift") })
        let module = StubSDK.emitRouteKit(in: folder)
        #expect(module.status == 0, "\(module.output)")
        let client = StubSDK.run(["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                                  "-I", folder.path, StubSDK.root.appendingPathComponent("Tests/Stubs/Clients/ViewRoutes.swift").path,
                                  StubSDK.root.appendingPathComponent("Tests/Stubs/Clients/ConfirmationDialogs.swift").path])
        #expect(client.status == 0, "\(client.output)")
    }

    @Test("The stubs are really used: the right label type-checks, a wrong one is an error at its line")
    func wrongLabelFails() throws {
        let folder = try StubSDK.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (label, compiles) in [("perform", true), ("performing", false)] {
            let file = folder.appendingPathComponent("Client.swift")
            try Data("import SwiftUI\nstruct V: View {\n    var body: some View { EmptyView().onOpenURL(\(label): { _ in }) }\n}\n".utf8)
                .write(to: file)
            let run = StubSDK.run(["-typecheck", "-swift-version", "6", "-I", folder.path, file.path])
            #expect((run.status == 0) == compiles, "\(label): \(run.output)")
            #expect(compiles || run.output.contains("Client.swift:3:"), "\(run.output)")
        }
    }
}

/// Builds the stub modules of Tests/Stubs into a temporary folder, in dependency order (SwiftUI imports the others).
enum StubSDK {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The UIKit SDK's stubs; `appKitModules` stand for macOS.
    static let modules = ["UIKit", "Combine", "SwiftUI"]
    static let appKitModules = ["AppKit", "Combine", "SwiftUI"]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func build(_ modules: [String] = modules) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in modules {
            let run = run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module, "-I", folder.path,
                           "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path]
                          + swiftFiles(in: "Tests/Stubs/\(module)"))
            guard run.status == 0 else { throw Failure(description: "stub \(module):\n\(run.output)") }
        }
        return folder
    }

    /// Compiles RouteKit's sources (and `extraFiles`) into a `RouteKit` module in `folder`, against the stubs built
    /// there, warnings as errors.
    static func emitRouteKit(in folder: URL, extraFiles: [String] = []) -> (status: Int32, output: String) {
        run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
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

    /// `StubCompiler.run`, with a missing compiler as a failed run.
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        (try? StubCompiler.run(arguments)) ?? (-1, "swiftc not found on PATH")
    }
}
