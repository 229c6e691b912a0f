import Testing
@testable import RouteGenCore

/// `view:` routes: decoded, validated against `screen` and `handler`, registered behind `#if canImport(SwiftUI)`
/// with the `init` call mapped to the `view:` line.
@Suite("view: routes (SwiftUI)")
struct ViewRouteTests {
    static let manifest = header + """
        routes:
          photo:
            view: Gallery.PhotoView
          pick:
            view: PickView
            result: String
          home:
            screen: HomeScreen
          other: {}

        """

    @Test func viewIsTheRoutesDestinationWithItsLine() throws {
        let result = runYAML(Self.manifest)
        #expect(result.diagnostics.isEmpty)
        let routes = try #require(result.manifest?.manifest.routes)
        let photo = try #require(routes.first { $0.name == "photo" })
        #expect(photo.destination == .view("Gallery.PhotoView"))
        #expect(photo.viewLocation?.line == 6)
        #expect(routes.first { $0.name == "home" }?.destination == .screen("HomeScreen"))
    }

    @Test func viewMustNameATypeAndItsKeyIsSuggested() {
        #expect(printed(header + "routes:\n  photo:\n    view: '[PhotoView]'\n") == [
            "routes.yml:6:11: error: 'view' must name a type (a SwiftUI View with init(route:)), found '[PhotoView]'",
        ])
        #expect(printed(header + "routes:\n  photo:\n    viwe: PhotoView\n").first?.contains("did you mean 'view'?") == true)
    }

    @Test func viewExcludesScreenAndHandlerAtTheViewLine() {
        #expect(printed(header + "routes:\n  photo:\n    screen: PhotoScreen\n    view: PhotoView\n") == [
            "routes.yml:7:11: error: route 'photo' has both 'screen' and 'view'; a route opens a view controller or a SwiftUI view, not both",
        ])
        #expect(printed(header + "routes:\n  photo:\n    view: PhotoView\n    handler: true\n") == [
            "routes.yml:6:11: error: route 'photo' has both 'view' and 'handler: true'; a route opens a view or is handled, not both",
        ])
    }

    @Test func viewRoutesAreRegisteredBehindCanImportSwiftUIAtTheirLinesAndUndrawnElsewhere() throws {
        let text = try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.manifest))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let start = try #require(lines.firstIndex(of: "#if canImport(SwiftUI) && !os(watchOS)"))
        #expect(Array(lines[start...].prefix(10)) == [
            "#if canImport(SwiftUI) && !os(watchOS)",
            "#sourceLocation(file: \"routes.yml\", line: 6)",
            "navigator.registerView(Routes.Photo.self) { Gallery.PhotoView(route: $0) }",
            "#sourceLocation(file: \"routes.yml\", line: 8)",
            "navigator.registerResultView(Routes.Pick.self) { PickView(route: $0, result: $1) }",
            "#sourceLocation()",
            // Without SwiftUI the routes stay registered and navigate; their entries say why nothing is drawn.
            "#else",
            "navigator.registerUndrawnScreen(Routes.Photo.self, type: \"Gallery.PhotoView\", needs: \"SwiftUI\")",
            "navigator.registerUndrawnResultScreen(Routes.Pick.self, type: \"PickView\", needs: \"SwiftUI\")",
            "#endif",
        ])
        // View routes are not left to the app: only `other` is a requirement of `Screens`.
        #expect(text.contains("func makeOther("))
        #expect(!text.contains("func makePhoto(") && !text.contains("func makePick("))
        #expect(!text.contains("import SwiftUI"))
        // A manifest without views writes no SwiftUI block.
        let plain = try SwiftRenderer.render(try RenderFixtures.validated(yaml: header + "routes:\n  home:\n    screen: HomeScreen\n"))
        #expect(!plain.contains("SwiftUI"))
    }
}
