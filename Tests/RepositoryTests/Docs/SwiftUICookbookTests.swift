import Foundation
import Testing
import TestSupport

/// The DocC article "SwiftUI Cookbook" (Sources/RouteKit/RouteKit.docc/SwiftUICookbook.md) shows every task of the
/// SwiftUI layer. Its snippets are compiled, in order as one file, against the iOS SDK by scripts/typecheck-ios.sh
/// (scripts/typecheck-ios/modules.txt), with the example app's routes (ShelfRoutes.generated.swift) as `Routes`.
@Suite("The SwiftUI cookbook shows every task")
struct SwiftUICookbookTests {
    static let article = Repository.url("Sources/RouteKit/RouteKit.docc/SwiftUICookbook.md")

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

    @Test func theSnippetsShowEveryTask() throws {
        let markdown = try String(contentsOf: Self.article, encoding: .utf8)
        let snippets = Self.snippets(of: markdown)
        // One per task: presentations, the handle, results, previews, launch, the wall, failures, containers.
        #expect(snippets.count >= 8)
        for name in ["pop(to:", "popToRoot()", "dismissSheet()", "close()", "select(Routes.Tab", ".recording(",
                     "Navigator(tabs: Routes.Tab.self", "onRestore:", ".restoration", "didReport", "resume(",
                     "NavigationSplitView", "RouteScreenView", "presented(as: .cover)"] {
            #expect(snippets.contains { $0.contains(name) }, "the cookbook shows no code with \(name)")
        }
    }

    @Test func onlySwiftBlocksAreExtracted() throws {
        #expect(Self.snippets(of: "text\n```swift\nlet a = 1\n```\n```yaml\nb: 2\n```\n```swift\nlet c = 3\n```\n")
                == ["let a = 1", "let c = 3"])
    }
}
