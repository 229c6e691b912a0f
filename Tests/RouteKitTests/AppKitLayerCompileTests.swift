import Foundation
import Testing
import TestSupport

/// The macOS side of RouteKit cannot be built on Linux, but it can be type-checked: against stub `AppKit`, `Combine`
/// and `SwiftUI` modules transcribed from Apple's documentation, with no `UIKit` in sight, RouteKit's sources take
/// their `#elseif canImport(AppKit)` branches (`Screen` is `NSViewController`, screens are hosted through
/// `NSHostingController` and `NSViewControllerRepresentable`) and must compile in Swift 6 mode, warnings as errors.
@Suite("AppKit branch type-checks against the documented AppKit and SwiftUI declarations",
       .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"))
struct AppKitLayerCompileTests {
    @Test("RouteKit and a client with view registrations compile for AppKit, warnings as errors")
    func appKitBranchTypeChecks() throws {
        let folder = try StubSDK.build(StubSDK.appKitModules)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Names what only the AppKit branches declare: had they been skipped, this would not compile.
        let probe = folder.appendingPathComponent("Probe.swift")
        try Data("""
            import AppKit
            import SwiftUI
            func appKitBranchesWereCompiled() {
                let _: NSViewController.Type = Screen.self
                let _: NSHostingController<EmptyView>.Type = HostingController<EmptyView>.self
                let _: any NSViewControllerRepresentable.Type = ScreenView.self
            }

            """.utf8).write(to: probe)
        let module = StubSDK.emitRouteKit(in: folder, extraFiles: [probe.path])
        #expect(module.status == 0, "\(module.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("UIKit.swiftmodule").path))
        let client = SwiftCompiler.run(["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                                  "-I", folder.path, StubSDK.root.appendingPathComponent("Tests/Stubs/Clients/ViewRoutes.swift").path])
        #expect(client.status == 0, "\(client.output)")
    }
}
