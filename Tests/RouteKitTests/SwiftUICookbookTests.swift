import Foundation
import Testing

/// The DocC article "SwiftUI Cookbook" (Sources/RouteKit/RouteKit.docc/SwiftUICookbook.md): its Swift snippets,
/// extracted in order and compiled as one file against RouteKit (with its SwiftUI layer) and the stub SDK, warnings
/// as errors, with the example app's routes (SwiftUIExampleRoutes.swift) as `Routes`. What the article shows is
/// what compiles.
@Suite("The SwiftUI cookbook's snippets compile", .enabled(if: StubCompiler.swiftc != nil, "needs swiftc on PATH"))
struct SwiftUICookbookTests {
    static let article = StubSDK.root.appendingPathComponent("Sources/RouteKit/RouteKit.docc/SwiftUICookbook.md")

    /// The bodies of the article's ```swift blocks, in order.
    static func snippets(of markdown: String) -> [String] {
        var snippets: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                snippets.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return snippets
    }

    @Test func everySnippetCompilesAgainstRouteKitAndTheStubSDK() throws {
        let markdown = try String(contentsOf: Self.article, encoding: .utf8)
        let snippets = Self.snippets(of: markdown)
        // One per task: presentations, the handle, results, previews, launch, the wall, failures, containers.
        #expect(snippets.count >= 8)
        for name in ["pop(to:", "popToRoot()", "dismissSheet()", "close()", "select(Routes.Tab", ".recording(",
                     "Navigator(tabs: Routes.Tab.self", "onRestore:", ".restoration", "didFail", "resume(",
                     "NavigationSplitView", "RouteScreenView", "presented(as: .cover)"] {
            #expect(snippets.contains { $0.contains(name) }, "the cookbook shows no code with \(name)")
        }
        let folder = try StubSDK.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = StubSDK.emitRouteKit(in: folder)
        #expect(module.status == 0, "\(module.output)")
        let file = folder.appendingPathComponent("Cookbook.swift")
        let source = "import Foundation\nimport RouteKit\nimport SwiftUI\n\ntypealias Routes = ShelfRoutes\n\n"
            + snippets.joined(separator: "\n\n") + "\n"
        try Data(source.utf8).write(to: file)
        let routes = StubSDK.root.appendingPathComponent("Tests/RouteKitTests/SwiftUIExampleRoutes.swift").path
        let run = StubSDK.run(["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                               "-I", folder.path, file.path, routes])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func onlySwiftBlocksAreExtracted() throws {
        #expect(Self.snippets(of: "text\n```swift\nlet a = 1\n```\n```yaml\nb: 2\n```\n```swift\nlet c = 3\n```\n")
                == ["let a = 1", "let c = 3"])
    }
}
