import Foundation
import Testing
import TestSupport

/// The UIKit adapter cannot run here, but it can be type-checked: against a stub `UIKit` module transcribed from
/// Apple's documentation (Tests/Stubs/UIKit), the RouteKit sources, adapter included and unchanged, compile in
/// Swift 6 mode with warnings as errors; an app cannot call its drawing or reach its UIKit delegates. One module
/// emit for the stub, one for RouteKit, one type-check of a client.
@Suite("UIKit adapter type-checks against the documented UIKit declarations",
       .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"))
struct UIKitAdapterCompileTests {
    static let root = Repository.root

    @Test func adapterCompilesWithStrictConcurrency() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = Self.root.appendingPathComponent("Tests/Stubs/UIKit/UIKit.swift")
        let module = SwiftCompiler.run([
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
        let check = SwiftCompiler.run([
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
        let app = SwiftCompiler.run([
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
