import Foundation
import Testing
@testable import RouteGenCore
@_spi(RouteGen) import RouteKit
import TestSupport

/// Generated `view:` registrations against RouteKit's SwiftUI layer: on Linux the layer exists only with the stub
/// `UIKit`, `Combine` and `SwiftUI` modules of Tests/Stubs (transcribed from Apple's docs), so RouteKit is built
/// against them here. A view without the right `init` is a compile error at its manifest `view:` line.
@Suite("view: registrations compile against RouteKit's SwiftUI layer", .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"))
struct ViewRouteCompileTests {
    static let manifest = """
        version: 1
        url: { schemes: [myapp] }
        routes:
          photo:
            path: /photo/<int:id>
            exposure: external
            view: PhotoView
          pick:
            view: PickView
            result: String
          wrong:
            view: WrongView
          home:
            screen: HomeScreen

        """

    static let appTypes = """
        import RouteKit
        import SwiftUI
        import UIKit
        struct PhotoView: View {
            init(route: Routes.Photo) {}
            var body: some View { EmptyView() }
        }
        struct PickView: View {
            init(route: Routes.Pick, result: ResultSink<String>) {}
            var body: some View { EmptyView() }
        }
        struct WrongView: View {
            init(photo: Routes.Photo) {}
            var body: some View { EmptyView() }
        }
        final class HomeScreen: UIViewController {
            init(route: Routes.Home) { super.init() }
        }

        """

    @Test("A view without init(route:) is an error at its view: line, and only there")
    func wrongInitAtTheViewLine() throws {
        let run = try StubbedSDK.typecheck(source: try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.manifest)),
                                           appTypes: Self.appTypes)
        #expect(run.status != 0)
        let errorLines = Set(run.output.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("routes.yml:"), line.contains(": error:") else { return nil }
            return Int(line.split(separator: ":")[1])
        })
        #expect(errorLines == [12], "\(run.output)")
        #expect(!run.output.contains("Routes.generated.swift:"), "every error belongs to the manifest\n\(run.output)")
    }

    @Test("Screens and views registered together type-check, warnings as errors")
    func viewsAndScreensCompile() throws {
        let manifest = Self.manifest.replacingOccurrences(of: "  wrong:\n    view: WrongView\n", with: "")
        let run = try StubbedSDK.typecheck(source: try SwiftRenderer.render(try RenderFixtures.validated(yaml: manifest)),
                                           appTypes: Self.appTypes)
        #expect(run.status == 0, "\(run.output)")
    }
}

/// RouteKit built against the stub SDK modules of Tests/Stubs, once per test run.
enum StubbedSDK {
    static let folder: Result<URL, RenderFixtures.FixtureError> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-stub-sdk-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func swiftFiles(_ path: String) -> [String] {
            (FileManager.default.enumerator(at: Repository.url(path), includingPropertiesForKeys: nil)?
                .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") } ?? []).sorted()
        }
        for module in ["UIKit", "Combine", "SwiftUI", "RouteKit"] {
            let sources = module == "RouteKit" ? swiftFiles("Sources/RouteKit") : swiftFiles("Tests/Stubs/\(module)")
            let run = SwiftCompiler.run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                                         "-I", folder.path,
                                         "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path] + sources)
            guard run.status == 0 else { return .failure(.init(message: "\(module):\n\(run.output)")) }
        }
        let contract = SwiftCompiler.contractModule(GeneratedCodeContract.version, in: folder)
        guard contract.status == 0 else { return .failure(.init(message: contract.output)) }
        return .success(folder)
    }()

    /// Typechecks generated `source` (as Routes.generated.swift) with the app's types, warnings as errors.
    static func typecheck(source: String, appTypes: String) throws -> ProcessOutput {
        let sdk = try folder.get()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-views-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let generated = scratch.appendingPathComponent("Routes.generated.swift")
        let app = scratch.appendingPathComponent("AppTypes.swift")
        try Data(source.utf8).write(to: generated)
        try Data(appTypes.utf8).write(to: app)
        return SwiftCompiler.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", sdk.path,
                                  generated.path, app.path])
    }
}
