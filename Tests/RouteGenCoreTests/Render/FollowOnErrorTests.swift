import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// One mistake in the manifest is one compiler error, on the manifest's line: no follow-on errors in the generated
/// file. The compiler's own lines are compared, so a regression shows the count and the places.
@Suite("Compiler errors caused by the manifest: one, on its line",
       .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"))
struct FollowOnErrorTests {
    /// The `error:` and `note:` lines the compiler prints (without the source excerpts under them).
    static func diagnostics(_ yaml: String, app: String) throws -> [String] {
        let compiled = try SwiftCompiler.diagnostics(typechecking: try SwiftRenderer.render(try RenderFixtures.validated(yaml: yaml)), app: app)
        #expect(compiled.status != 0)
        return compiled.lines
    }

    /// The cases: before, the external route gave 10 errors (6 at the manifest line, 4 inside the generated
    /// file: Hashable, Equatable, and a builder call diagnosed against `init(parameters:)`), the internal one 3.
    static let unknownTypes: [(yaml: String, app: String, expected: String)] = [
        ("""
            version: 1
            url: { schemes: [myapp] }
            routes:
              profile:
                path: /profile/<int:id>
                exposure: external
                screen: ProfileScreen
                extras:
                  ref: Thing?
                  tab: String?
            """,
         "final class ProfileScreen { init(route: Routes.Profile) {} }\n",
         "routes.yml:9:38: error: cannot find type 'Thing' in scope"),
        ("""
            version: 1
            routes:
              settings:
                screen: SettingsScreen
                extras:
                  refs: "[Thing]"
            """,
         "final class SettingsScreen { init(route: Routes.Settings) {} }\n",
         "routes.yml:6:30: error: cannot find type 'Thing' in scope"),
    ]

    @Test("An unknown type is one error at the extra's line, on an external route and on an internal one",
          arguments: unknownTypes.indices)
    func unknownType(_ index: Int) throws {
        let (yaml, app, expected) = Self.unknownTypes[index]
        let printed = try Self.diagnostics(yaml, app: app)
        #expect(printed == [expected])
    }

    /// An app type on a link that cannot be read from one: before, two errors about `optional(_:as:)` and
    /// `setOptional(_:_:)` inside the generated decoding and encoding; now one, naming the type and the protocol.
    @Test("A custom extra type that is not RouteParameterConvertible is one error at the extra's line",
          arguments: ["price: Money?", "price: Money", "price: \"[Money]\"", "price: { type: Money, key: p }"])
    func notConvertibleIsOneErrorAtTheExtra(_ extra: String) throws {
        let yaml = """
            version: 1
            url: { schemes: [shop] }
            routes:
              product:
                path: /product/<int:id>
                exposure: external
                extras:
                  \(extra)
                  note: String?
            """
        let app = "struct Money: Hashable, Sendable { var cents: Int }\n"
        let printed = try Self.diagnostics(yaml, app: app)
        #expect(printed.filter { !$0.contains(": note: ") }.count == 1, "\(printed)")
        #expect(printed.first?.hasPrefix("routes.yml:8:") == true, "\(printed)")
        #expect(printed.first?.hasSuffix("error: type 'Money' does not conform to protocol 'RouteParameterConvertible'") == true,
                "\(printed)")
    }

    @Test("A factory the app forgot: the compiler's note names the route's manifest line")
    func missingFactoryNamesTheRoute() throws {
        let yaml = """
            version: 1
            routes:
              home:
                screen: HomeScreen
              compose:
                result: String
              logout:
                handler: true
            """
        let app = """
            final class HomeScreen { init(route: Routes.Home) {} }
            @MainActor struct AppScreens: Routes.Screens {
                func handleLogout(_ route: Routes.Logout) -> Bool { true }
            }
            """
        let printed = try Self.diagnostics(yaml, app: app)
        #expect(printed == [
            "app.swift:3:19: error: type 'AppScreens' does not conform to protocol 'Routes.Screens'",
            "routes.yml:5:14: note: protocol requires function 'makeCompose(_:result:)' with type '(Routes.Compose, "
                + "ResultSink<Routes.Compose.Result>) -> Screen' (aka '(Routes.Compose, ResultSink<String>) -> AnyObject')",
        ])
    }

    /// A screen whose `init` does not take the route: the compiler's error names the `init` the route needs, at the
    /// manifest's `screen:` line (before, "argument passed to call that takes no arguments" and nothing more).
    static let screenInits: [(app: String, expected: [String])] = [
        ("final class DetailScreen { init() {} }\nfinal class PickerScreen { init(route: Routes.Picker, result: ResultSink<Int>) {} }\n",
         ["routes.yml:4:56: error: 'init(route:_:)' is unavailable: 'DetailScreen' is the screen of route 'detail': it needs init(route: Routes.Detail)"]),
        ("final class DetailScreen { init(route: Int) {} }\nfinal class PickerScreen { init(route: Routes.Picker) {} }\n",
         ["routes.yml:4:56: error: 'init(route:_:)' is unavailable: 'DetailScreen' is the screen of route 'detail': it needs init(route: Routes.Detail)",
          "routes.yml:6:62: error: 'init(route:result:_:)' is unavailable: 'PickerScreen' is the screen of route 'picker': it needs init(route: Routes.Picker, result: ResultSink<Int>)"]),
    ]

    @Test("A screen without the route's init: one error at the screen: line naming the init", arguments: screenInits.indices)
    func screenInitMismatchNamesTheInit(_ index: Int) throws {
        let yaml = """
            version: 1
            routes:
              detail:
                screen: DetailScreen
              picker:
                screen: PickerScreen
                result: Int
            """
        let printed = try Self.diagnostics(yaml, app: Self.screenInits[index].app)
        #expect(printed.filter { !$0.contains(": note: ") } == Self.screenInits[index].expected)
    }

    @Test("Screens with the right inits, a convenience init of their own and a subclass compile without a warning")
    func rightInitsCompile() throws {
        let yaml = "version: 1\nroutes:\n  detail:\n    screen: DetailScreen\n  picker:\n    screen: PickerScreen\n    result: Int\n"
        let manifest = try RenderFixtures.validated(yaml: yaml)
        let appFile = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString).swift")
        try Data("""
            import RouteKit
            class Base { init(route: Routes.Detail) {} }
            final class DetailScreen: Base { convenience init(route: Routes.Detail, animated: Bool = true) { self.init(route: route) } }
            final class PickerScreen { init(route: Routes.Picker, result: ResultSink<Int>, title: String = "") {} }
            """.utf8).write(to: appFile)
        defer { try? FileManager.default.removeItem(at: appFile) }
        let run = try SwiftCompiler.typecheck(source: try SwiftRenderer.render(manifest), with: [appFile])
        #expect(run.status == 0 && !run.output.contains("warning:"), "\(run.output)")
    }
}
