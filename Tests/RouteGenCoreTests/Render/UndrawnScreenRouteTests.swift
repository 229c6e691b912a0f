import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// `screen:` routes name their type only where UIKit exists or the target defines `ROUTEGEN_SCREENS`: an app whose
/// screens are UIKit view controllers builds its tests on Linux and macOS without stand-in classes, each route
/// registered undrawn there.
@Suite("screen: routes where the screen type does not compile")
struct UndrawnScreenRouteTests {
    static let manifest = header + """
        routes:
          book:
            screen: Shelf.BookViewController
          rate:
            screen: RateViewController
            result: Int
          search: {}

        """

    @Test func screenRegistrationsAndInitChecksAreBehindTheScreenConditionWithUndrawnRoutesElsewhere() throws {
        let text = try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.manifest))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let start = try #require(lines.firstIndex(of: "#if (canImport(UIKit) && !os(watchOS)) || ROUTEGEN_SCREENS"))
        #expect(Array(lines[start...].prefix(10)) == [
            "#if (canImport(UIKit) && !os(watchOS)) || ROUTEGEN_SCREENS",
            "#sourceLocation(file: \"routes.yml\", line: 6)",
            "navigator.registerScreen(Routes.Book.self) { Shelf.BookViewController(route: $0) }",
            "#sourceLocation(file: \"routes.yml\", line: 8)",
            "navigator.registerResultScreen(Routes.Rate.self) { RateViewController(route: $0, result: $1) }",
            "#sourceLocation()",
            "#else",
            "navigator.registerUndrawnScreen(Routes.Book.self, type: \"Shelf.BookViewController\", needs: \"UIKit\")",
            "navigator.registerUndrawnResultScreen(Routes.Rate.self, type: \"RateViewController\", needs: \"UIKit\")",
            "#endif",
        ])
        // The init checks extend the screen types: compiled under the same condition, and nowhere else.
        let checks = lines.indices.filter { lines[$0].hasPrefix("extension Shelf.BookViewController {") || lines[$0].hasPrefix("extension RateViewController {") }
        #expect(checks.count == 2)
        for index in checks {
            let opening = try #require(lines[..<index].lastIndex { $0.hasPrefix("#if") || $0 == "#endif" })
            #expect(lines[opening] == "#if (canImport(UIKit) && !os(watchOS)) || ROUTEGEN_SCREENS")
        }
        // A factory route is the app's, on every platform.
        #expect(text.contains("func makeSearch("))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let namesScreens: Bool
        var testDescription: String { namesScreens ? "with ROUTEGEN_SCREENS" : "as an app's test target on Linux" }
    }

    @Test("Screen types that do not exist here: the code compiles, unless the target says they exist",
          .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"),
          arguments: [Case(namesScreens: false), Case(namesScreens: true)])
    func missingScreenTypesCompileWhereTheyAreNotNamed(_ test: Case) throws {
        let manifest = header + "routes:\n  book:\n    screen: BookViewController\n  rate:\n    screen: RateViewController\n    result: Int\n"
        let app = """
            import RouteKit
            @MainActor func wire(_ navigator: Navigator) { Routes.register(on: navigator) }

            """
        let appFile = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString).swift")
        try Data(app.utf8).write(to: appFile)
        defer { try? FileManager.default.removeItem(at: appFile) }
        let run = try SwiftCompiler.typecheck(source: try SwiftRenderer.render(try RenderFixtures.validated(yaml: manifest)),
                                              with: [appFile], namesScreens: test.namesScreens)
        if test.namesScreens {
            #expect(run.status != 0)
            #expect(run.output.contains("cannot find type 'BookViewController' in scope"), "\(run.output)")
        } else {
            #expect(run.status == 0, "\(run.output)")
        }
    }
}
