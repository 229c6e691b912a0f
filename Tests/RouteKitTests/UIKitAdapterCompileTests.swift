import Foundation
import Testing

/// The UIKit adapter cannot run here, but it can be type-checked: against a stub `UIKit` module transcribed from
/// Apple's documentation (Tests/Stubs/UIKit), the RouteKit sources, adapter included and unchanged, compile in
/// Swift 6 mode with warnings as errors; an app cannot call its drawing or reach its UIKit delegates. One module
/// emit for the stub, one for RouteKit, one type-check of a client.
@Suite("UIKit adapter type-checks against the documented UIKit declarations",
       .enabled(if: StubCompiler.swiftc != nil, "needs swiftc on PATH"))
struct UIKitAdapterCompileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func adapterCompilesWithStrictConcurrency() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = Self.root.appendingPathComponent("Tests/Stubs/UIKit/UIKit.swift")
        let module = try StubCompiler.run([
            "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            stub.path, "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
        ])
        #expect(module.status == 0, "\(module.output)")
        // Names the adapter's type: had `#if canImport(UIKit)` skipped the adapter, this would not compile.
        let probe = folder.appendingPathComponent("Probe.swift")
        try Data("let adapterWasCompiled: UIKitNavigationRenderer.Type = UIKitNavigationRenderer.self\n".utf8).write(to: probe)
        let sources = (FileManager.default.enumerator(at: Self.root.appendingPathComponent("Sources/RouteKit"),
                                                      includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map(\.path) ?? []).sorted()
        #expect(sources.contains { $0.hasSuffix("UIKit/UIKitNavigationRenderer.swift") })
        let check = try StubCompiler.run([
            "-emit-module", "-module-name", "RouteKit", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-I", folder.path, "-emit-module-path", folder.appendingPathComponent("RouteKit.swiftmodule").path,
        ] + sources + [probe.path])
        #expect(check.status == 0, "\(check.output)")
        guard check.status == 0 else { return }

        // An app sees the renderer's model and root view controller, not its drawing or its UIKit delegates.
        let client = folder.appendingPathComponent("Client.swift")
        try Data("""
            import RouteKit
            import UIKit
            @MainActor func use(_ renderer: UIKitNavigationRenderer) {
                _ = renderer.rootViewController
                renderer.render()
                let _: any UINavigationControllerDelegate = renderer
                let _: any UITabBarControllerDelegate = renderer
                let _: any UIAdaptivePresentationControllerDelegate = renderer
            }

            """.utf8).write(to: client)
        let app = try StubCompiler.run([
            "-typecheck", "-module-name", "Client", "-parse-as-library", "-swift-version", "6", "-I", folder.path, client.path,
        ])
        let errors = app.output.split(separator: "\n").filter { $0.contains("Client.swift:") && $0.contains("error:") }
        #expect(errors.count == 4, "\(app.output)")
        #expect(errors.contains { $0.contains("Client.swift:5:") && $0.contains("'render' is inaccessible") }, "\(app.output)")
        for line in 6...8 {
            #expect(errors.contains { $0.contains("Client.swift:\(line):") && $0.contains("does not conform") }, "\(app.output)")
        }
    }

}

/// Runs `swiftc` from PATH.
enum StubCompiler {
    static let swiftc: URL? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    struct NoCompiler: Error {}

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let swiftc else { throw NoCompiler() }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
