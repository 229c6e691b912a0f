import Foundation
import TestSupport
import Testing

/// The plugins' `XcodeBuildToolPlugin` and `XcodeCommandPlugin` code is compiled only where Xcode's
/// `XcodeProjectPlugin` module exists. This type-checks the plugins' sources, unchanged, against a stub of that module (Tests/Stubs/XcodeProjectPlugin,
/// transcribed from Apple's documented API) and the toolchain's own `PackagePlugin`, as SwiftPM compiles plugins.
@Suite(.serialized) struct XcodePluginTypeCheckTests {
    static let toolchainBin = Shell.swift.resolvingSymlinksInPath().deletingLastPathComponent()
    static let pluginAPI = toolchainBin.deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI")

    /// `swiftc` with the flags SwiftPM gives plugin sources (Swift 6, the package's tools version).
    static func swiftc(_ arguments: [String], in directory: URL) throws -> ProcessOutput {
        try Shell.run(toolchainBin.appendingPathComponent("swiftc"), [
            "-swift-version", "6", "-parse-as-library", "-I", pluginAPI.path,
            "-Xfrontend", "-package-description-version", "-Xfrontend", "6.1.0",
        ] + arguments, in: directory)
    }

    /// Both plugins, each as SwiftPM compiles it: its folder's files and the shared ones, as one module.
    @Test(arguments: [("RouteGenPlugin", "RouteGenPlugin.swift"), ("GenerateRoutes", "GenerateRoutes+Xcode.swift")])
    func pluginTypeChecksAgainstXcodeProjectPlugin(plugin: String, xcodeFile: String) throws {
        let repository = FixturePackage.repository
        let stubs = FixturePackage.workArea.appendingPathComponent("xcode-stub", isDirectory: true)
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        // Library evolution, as Apple ships the module: a switch over its enums needs `@unknown default`.
        let stub = try Self.swiftc([
            "-emit-module", "-module-name", "XcodeProjectPlugin", "-enable-library-evolution", "-suppress-warnings",
            "-o", stubs.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
            repository.appendingPathComponent("Tests/Stubs/XcodeProjectPlugin/XcodeProjectPlugin.swift").path,
        ], in: repository)
        #expect(stub.status == 0, "\(stub)")

        // Fails to compile unless the stub is found, so the Xcode branch cannot be skipped silently.
        let probe = stubs.appendingPathComponent("RequireXcodeProjectPlugin.swift")
        try Data("#if !canImport(XcodeProjectPlugin)\n#error(\"XcodeProjectPlugin stub not found\")\n#endif\n".utf8).write(to: probe)
        let sources = try ["Plugins/\(plugin)", "Plugins/PluginsShared"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { repository.appendingPathComponent(folder + "/" + $0).path }
        }
        #expect(sources.contains { $0.hasSuffix("\(plugin)/\(xcodeFile)") })
        let check = try Self.swiftc(
            ["-typecheck", "-module-name", plugin, "-I", stubs.path, probe.path] + sources, in: repository)
        #expect(check.status == 0, "\(check)")
        #expect(!check.output.contains("warning:"), "\(check)")
    }
}
