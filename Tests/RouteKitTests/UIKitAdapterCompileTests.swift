import Foundation
import Testing

/// The UIKit adapter cannot run here, but it can be type-checked: against a stub `UIKit` module transcribed from
/// Apple's documentation (Tests/Stubs/UIKit), the RouteKit sources, adapter included and unchanged, compile in
/// Swift 6 mode with warnings as errors. One module emit for the stub, one type-check of RouteKit.
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
            "-typecheck", "-module-name", "RouteKit", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-I", folder.path,
        ] + sources + [probe.path])
        #expect(check.status == 0, "\(check.output)")
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
