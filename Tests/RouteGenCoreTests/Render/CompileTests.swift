import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// Real `swiftc` runs: generated code typechecks warning-free in both language modes, and compile errors
/// caused by the manifest are reported at the manifest's lines. Few on purpose: each run costs seconds.
@Suite("Generated code compiles", .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"))
struct CompileTests {
    static let fixtureTypes = Repository.url("Tests/GeneratedCodeTests/Support/FixtureTypes.swift")

    @Test("The feature fixture typechecks with RouteKit, warnings as errors", arguments: ["6", "5"])
    func featureFixture(swiftVersion: String) throws {
        let manifest = try RenderFixtures.validated("Tests/RouteGenCoreTests/Fixtures/Render/Everything/routes.yml")
        let run = try SwiftCompiler.typecheck(source: try SwiftRenderer.render(manifest), with: [Self.fixtureTypes],
                                              swiftVersion: swiftVersion)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("Tab roots: Routes.Tab.root starts each marked route with no arguments; compiles warning-free")
    func tabRoots() throws {
        let manifest = try RenderFixtures.validated(yaml: """
            version: 1
            tabs: [home, search, profile]
            routes:
              home: { screen: HomeScreen, tab: home, root: true }
              search: { screen: SearchScreen, tab: search, root: true, extras: { query: String?, page: { type: Int, default: 1 } } }
              profile: { screen: ProfileScreen, tab: profile, extras: { id: Int } }

            """)
        let source = try SwiftRenderer.render(manifest)
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("case .home: AnyIntent(Intent(Routes.Home()))"), "\(source)")
        #expect(lines.contains("case .search: AnyIntent(Intent(Routes.Search()))"))
        #expect(lines.contains("case .profile: nil"))
        let screens = """
            import RouteKit
            final class HomeScreen: Screen { init(route: Routes.Home) {} }
            final class SearchScreen: Screen { init(route: Routes.Search) {} }
            final class ProfileScreen: Screen { init(route: Routes.Profile) {} }
            """
        let screensFile = FileManager.default.temporaryDirectory.appendingPathComponent("roots-\(UUID().uuidString).swift")
        try Data(screens.utf8).write(to: screensFile)
        defer { try? FileManager.default.removeItem(at: screensFile) }
        let run = try SwiftCompiler.typecheck(source: source, with: [screensFile])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("Tab roots in a feature manifest: the app's Routes.Tab.root starts them; app and feature compile together")
    func tabRootsAcrossManifests() throws {
        let app = try RenderFixtures.validated(yaml: """
            version: 1
            app: true
            tabs: [home, cart]
            routes:
              home: { screen: HomeScreen, tab: home, root: true }

            """)
        let feature = try RenderFixtures.validated(yaml: """
            version: 1
            namespace: Checkout
            routes:
              basket: { screen: BasketScreen, tab: cart, root: true, extras: { coupon: String? } }

            """, fileName: "Checkout/routes.yml")
        let source = try SwiftRenderer.render(app, linked: [LinkedManifest(module: nil, manifest: feature)])
        #expect(source.contains("case .cart: AnyIntent(Intent(Checkout.Basket()))"), "\(source)")
        let screens = """
            import RouteKit
            final class HomeScreen: Screen { init(route: Routes.Home) {} }
            final class BasketScreen: Screen { init(route: Checkout.Basket) {} }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feature-roots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screensFile = folder.appendingPathComponent("Screens.swift"), featureFile = folder.appendingPathComponent("Checkout.generated.swift")
        try Data(screens.utf8).write(to: screensFile)
        try Data(try SwiftRenderer.render(feature).utf8).write(to: featureFile)
        let run = try SwiftCompiler.typecheck(source: source, with: [screensFile, featureFile])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("Hostile summaries, defaults, paths and keyword names stay text: the output compiles, nothing injected")
    func escaping() throws {
        let manifest = try RenderFixtures.validated("Tests/RouteGenCoreTests/Fixtures/Render/Escaping/routes.yml")
        let source = try SwiftRenderer.render(manifest)
        // Had any text become code, these declarations would collide with the injected ones.
        let probe = """
            struct Injected {}
            struct Injected2 {}
            extension Routes { struct Injected {}; struct Injected2 {} }
            """
        let probeFile = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).swift")
        try Data(probe.utf8).write(to: probeFile)
        defer { try? FileManager.default.removeItem(at: probeFile) }
        let run = try SwiftCompiler.typecheck(source: source, with: [probeFile])
        #expect(run.status == 0, "\(run.output)")
        for line in source.split(separator: "\n") where line.contains("Injected") || line.contains("*/") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            #expect(trimmed.hasPrefix("///") || line.contains("\"\\\"); struct Injected2"), "\(line)")
        }
        let directives = source.split(separator: "\n").filter { $0.contains("#sourceLocation") && !$0.hasPrefix("#sourceLocation") }
        #expect(directives.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") || $0.contains("\\u{2028}#sourceLocation()") })
    }

    static let brokenManifest = """
        version: 1
        url: { schemes: [myapp] }
        routes:
          profile:
            screen: WrongScreen
            exposure: external
            path: /p/<int:id>
            extras:
              id: Int
              token: NotConvertible
              missing: { type: NoSuchType?, internal: true }
          picker:
            screen: PickerScreen
            result: NoSuchResult
        """

    @Test("Errors caused by the manifest point at its lines: screen init, non-convertible type, unknown types")
    func errorsAtManifestLines() throws {
        let manifest = try RenderFixtures.validated(yaml: Self.brokenManifest)
        let stubs = """
            import RouteKit
            final class WrongScreen { init() {} }
            final class PickerScreen { init(route: Routes.Picker) {} }
            struct NotConvertible: Hashable, Sendable {}
            """
        let stubFile = FileManager.default.temporaryDirectory.appendingPathComponent("stubs-\(UUID().uuidString).swift")
        try Data(stubs.utf8).write(to: stubFile)
        defer { try? FileManager.default.removeItem(at: stubFile) }
        let run = try SwiftCompiler.typecheck(source: try SwiftRenderer.render(manifest), with: [stubFile])
        #expect(run.status != 0)
        let errorLines = Set(run.output.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("routes.yml:"), line.contains(": error:") else { return nil }
            return Int(line.split(separator: ":")[1])
        })
        #expect(errorLines.contains(5), "screen without init(route:) at the screen line\n\(run.output)")
        #expect(errorLines.contains(10), "non-RouteParameterConvertible type at the extra's line\n\(run.output)")
        #expect(errorLines.contains(11), "unknown type at the extra's line\n\(run.output)")
        #expect(errorLines.contains(13), "result routes need init(route:result:) at the screen line\n\(run.output)")
        #expect(errorLines.contains(14), "unknown result type at the result line\n\(run.output)")
    }

    @Test("Routes are always Hashable: an extra of a non-Hashable app type is an error at its manifest line only")
    func nonHashableExtra() throws {
        let manifest = try RenderFixtures.validated(yaml: """
            version: 1
            url: { schemes: [myapp] }
            routes:
              compose:
                extras:
                  draft: NotHashable
              share:
                path: /share/<int:id>
                exposure: external
                extras:
                  note: { type: NotHashable?, internal: true }
            """)
        let stubs = """
            import RouteKit
            struct NotHashable: Sendable {}
            """
        let stubFile = FileManager.default.temporaryDirectory.appendingPathComponent("stubs-\(UUID().uuidString).swift")
        try Data(stubs.utf8).write(to: stubFile)
        defer { try? FileManager.default.removeItem(at: stubFile) }
        let run = try SwiftCompiler.typecheck(source: try SwiftRenderer.render(manifest), with: [stubFile])
        #expect(run.status != 0)
        let errors = run.output.split(separator: "\n").filter { $0.contains(": error:") }
        let errorLines = Set(errors.compactMap { line -> Int? in
            guard line.hasPrefix("routes.yml:") else { return nil }
            return Int(line.split(separator: ":")[1])
        })
        #expect(errorLines == [6, 11], "\(run.output)")
        #expect(errors.allSatisfy { $0.hasPrefix("routes.yml:") }, "no error inside the generated file\n\(run.output)")
        #expect(errors.contains { $0.contains("Hashable") || $0.contains("Equatable") || $0.contains("==") }, "\(run.output)")
    }

    @Test("A missing imported module is reported at the manifest's import line")
    func missingImport() throws {
        let manifest = try RenderFixtures.validated(yaml: """
            version: 1
            imports:
              - NoSuchModuleAnywhere
            routes:
              home: {}
            """)
        let run = try SwiftCompiler.typecheck(source: try SwiftRenderer.render(manifest))
        #expect(run.status != 0)
        #expect(run.output.contains("routes.yml:3:"), "\(run.output)")
        #expect(run.output.contains("NoSuchModuleAnywhere"))
    }

    @Test("RouteKit's API for generated code stays out of the app's files of the same module")
    func generatedOnlyAPIIsHidden() throws {
        let manifest = try RenderFixtures.validated(yaml: "version: 1\nroutes:\n  home: { handler: true }\n")
        // The generated file imports RouteKit's `RouteGen` SPI; a file of the app, beside it, does not see it.
        let appFile = """
            import RouteKit
            @MainActor func appCode(_ navigator: Navigator) {
                navigator.register(Routes.Home.self) { _ in true }
                navigator.registerHandler(Routes.Home.self) { _ in true }
                var parameters = RouteParameters()
                parameters.append("1", for: "a")
                parameters.setValue("b", 2)
                _ = RouteParameters().settingValue("c", 3)
                _ = URLMatcher<Routes.External>.Builder(capacity: 1)
            }
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString).swift")
        try Data(appFile.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try SwiftCompiler.typecheck(source: try SwiftRenderer.render(manifest), with: [file])
        #expect(run.status != 0)
        let errors = run.output.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains(": error: ") }
        #expect(errors.count == 4, "only the four generated-only names fail\n\(run.output)")
        for name in ["registerHandler", "setValue", "settingValue"] {
            #expect(errors.contains { $0.contains("'\(name)' is inaccessible due to '@_spi' protection level") },
                    "\(name)\n\(run.output)")
        }
        // A type that is SPI as a whole is not in the app's scope at all.
        #expect(errors.contains { $0.contains("cannot find 'URLMatcher' in scope") }, "\(run.output)")
    }
}
