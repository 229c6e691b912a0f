import Foundation
@_spi(RouteGen) import RouteKit
import Testing
@testable import RouteGenCore
import TestSupport

/// A generated file meets a RouteKit of another generated-code contract (a prebuilt tool, a committed file, a
/// Bazel action): the build stops at one error that names both contracts and what to do, and nothing else is
/// reported, neither in the generated file nor in the app's files that use `Routes`.
@Suite("Generated-code contract handshake", .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"))
struct ContractHandshakeTests {
    static let current = GeneratedCodeContract.version

    /// An app file that uses the generated routes: without the handshake it would fail too.
    static let appFile = """
        import RouteKit
        func open() -> Intent<Routes.UserProfile> { Routes.userProfile(id: 42) }
        """

    /// Typechecks the feature fixture rendered for `contract` with an app file, against the test's RouteKit module
    /// and, instead of its contract module, the one of `routeKitContract`.
    static func compile(generatedFor contract: Int, routeKitContract: Int) throws -> ProcessOutput {
        let manifest = try RenderFixtures.validated("Tests/RouteGenCoreTests/Fixtures/Render/Everything/routes.yml")
        let source = try SwiftRenderer.render(manifest, contract: contract)
        let routeKit = try SwiftCompiler.routeKitModule.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("RouteKit.swiftmodule"),
            withDestinationURL: routeKit.appendingPathComponent("RouteKit.swiftmodule"))
        let module = SwiftCompiler.contractModule(routeKitContract, in: folder)
        #expect(module.status == 0, "\(module.output)")
        let generated = folder.appendingPathComponent("Routes.generated.swift")
        let app = folder.appendingPathComponent("App.swift")
        try Data(source.utf8).write(to: generated)
        try Data(Self.appFile.utf8).write(to: app)
        return SwiftCompiler.run(["-typecheck", "-swift-version", "6", "-I", folder.path,
                                  generated.path, app.path, CompileTests.fixtureTypes.path])
    }

    /// The compiler's diagnostics of `severity` (one line each, not the source excerpts under them).
    static func diagnostics(_ output: String, _ severity: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter {
            $0.range(of: #"^\S+:\d+:\d+: "# + severity + ": ", options: .regularExpression) != nil
        }
    }

    @Test("Matching contracts: the file and the app compile with no diagnostic")
    func matching() throws {
        let run = try Self.compile(generatedFor: Self.current, routeKitContract: Self.current)
        #expect(run.status == 0, "\(run.output)")
        #expect(Self.diagnostics(run.output, "warning").isEmpty, "\(run.output)")
    }

    @Test("A newer tool's file against an older RouteKit: one error, both versions, update the package")
    func newerToolOlderRouteKit() throws {
        let tool = Self.current + 1
        let run = try Self.compile(generatedFor: tool, routeKitContract: Self.current)
        #expect(run.status != 0)
        let errors = Self.diagnostics(run.output, "error")
        #expect(errors.count == 1, "\(run.output)")
        let error = try #require(errors.first)
        #expect(error.contains("Routes.generated.swift:"))
        #expect(error.contains("routegen \(tool) generated this file for RouteKit contract \(tool)"), "\(error)")
        #expect(error.contains("has contract \(Self.current): update the RouteGen package"), "\(error)")
        #expect(error.contains("or regenerate the file with routegen \(Self.current)"), "\(error)")
        #expect(!run.output.contains("has no member"), "\(run.output)")
    }

    @Test("An older tool's file against a newer RouteKit: one error, both versions, regenerate")
    func olderToolNewerRouteKit() throws {
        let routeKit = Self.current + 1
        let run = try Self.compile(generatedFor: Self.current, routeKitContract: routeKit)
        #expect(run.status != 0)
        let errors = Self.diagnostics(run.output, "error")
        #expect(errors.count == 1, "\(run.output)")
        let error = try #require(errors.first)
        #expect(error.contains("routegen \(Self.current) generated this file for RouteKit contract \(Self.current)"), "\(error)")
        #expect(error.contains("has contract \(routeKit): regenerate the file with routegen \(routeKit)"), "\(error)")
        #expect(!run.output.contains("has no member"), "\(run.output)")
    }

    @Test("A RouteKit further ahead than the file knows: still one error, saying how to find the matching tool")
    func unknownContract() throws {
        let routeKit = Self.current + ContractCheckRenderer.newerContractsNamed + 1
        let run = try Self.compile(generatedFor: Self.current, routeKitContract: routeKit)
        let errors = Self.diagnostics(run.output, "error")
        #expect(errors.count == 1, "\(run.output)")
        #expect(errors.first?.contains("has another contract: regenerate the file with the routegen") == true, "\(run.output)")
    }

    @Test("Package.swift names the contract module after GeneratedCodeContract.version")
    func packageNamesTheContractModule() throws {
        let manifest = try String(contentsOf: Repository.url("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("let contractModule = \"RouteKitContract\(Self.current)\""))
        #expect(FileManager.default.fileExists(atPath: Repository.url("Sources/RouteKitContract/RouteKitContract.swift").path))
    }
}
