import Foundation
@testable import RouteGenCore
import Testing
import TestSupport

/// The example SwiftUI app pins its links in its manifest (one that opens nothing among them): they pass, and a
/// manifest change that breaks one, or a wrong pin, fails `routegen lint` (exit 1) at the example's line. The docs'
/// picture of its navigation is what `routegen export graph` draws.
@Suite("Examples: the example app's pinned links and graph")
struct ExampleAppLinksTests {
    static let manifestPath = "Examples/SwiftUIApp/Sources/ShelfApp/routes.yml"

    static func text() throws -> String {
        try String(contentsOf: Repository.url(manifestPath), encoding: .utf8)
    }

    /// The 1-based line of the first line of `text` containing `needle`.
    static func line(of needle: String, in text: String) throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(needle) }) + 1
    }

    @Test("The example app pins its links, one that opens nothing among them, and they hold")
    func pinnedLinksHold() throws {
        let manifest = try RenderFixtures.manifest(Self.manifestPath)
        #expect(manifest.examples.count >= 3)
        #expect(manifest.examples.contains { $0.opens == .nothing })
        #expect(ExampleCheck.diagnostics(forExamplesOf: [manifest]).isEmpty)
        let outcome = ManifestLint.run(paths: [Repository.url(Self.manifestPath).path])
        #expect(outcome.status == .ok, "\(outcome.diagnostics)")
    }

    @Test("Breaking a pinned link fails lint with exit 1 at the example's line, saying what it opens now", arguments: [
        // A wrong pin.
        ("extras: { bookID: 7, number: 3 }", "extras: { bookID: 7, number: 4 }", "url: shelf://book/7/chapter/3",
         "example link 'shelf://book/7/chapter/3' opens 'chapter' with bookID: 7, number: 3; the example expects number: 4"),
        // A manifest change the link does not survive.
        ("path: /book/<int:bookID>/chapter/<int:number>", "path: /book/<int:bookID>/ch/<int:number>", "url: shelf://book/7/chapter/3",
         "example link 'shelf://book/7/chapter/3' should open 'chapter', but opens nothing: "),
        // A route that becomes reachable where a link was pinned to open nothing.
        ("  library:\n    summary: The shelves; the library tab's root.\n",
         "  library:\n    summary: The shelves; the library tab's root.\n    path: /library\n    exposure: external\n",
         "url: shelf://library", "example link 'shelf://library' should open nothing, but opens 'library'"),
    ])
    func breakingALinkFails(original: String, replacement: String, exampleLine: String, message: String) throws {
        let text = try Self.text()
        #expect(text.contains(original))
        let broken = text.replacingOccurrences(of: original, with: replacement)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("routes.yml")
        try Data(broken.utf8).write(to: file)
        let outcome = ManifestLint.run(paths: [file.path], relativeTo: folder.path)
        #expect(outcome.status == .manifestErrors)
        let line = try Self.line(of: exampleLine, in: broken)
        #expect(outcome.diagnostics.map(\.description).contains { $0.hasPrefix("routes.yml:\(line):10: error: \(message)") },
                "\(outcome.diagnostics)")
    }

    @Test("docs/navigation-graph.md and docs/images/shelf-navigation.dot are what export graph writes; the SVG draws that DOT")
    func docsShowTheGraph() throws {
        let manifest = try RenderFixtures.manifest(Self.manifestPath)
        let dot = GraphExport.render([manifest], format: .dot).text
        let mermaid = GraphExport.render([manifest], format: .mermaid).text
        let regenerate = "regenerate: routegen export graph \(Self.manifestPath) [--format dot], then dot -Tsvg, with Graphviz's numeric entity for '-' written as '-'"
        #expect(try String(contentsOf: Repository.url("docs/images/shelf-navigation.dot"), encoding: .utf8) == dot, "\(regenerate)")
        let page = try String(contentsOf: Repository.url("docs/navigation-graph.md"), encoding: .utf8)
        #expect(page.contains("```mermaid\n" + mermaid + "```\n"), "\(regenerate)")
        #expect(page.contains("](images/shelf-navigation.svg)"))

        // Graphviz versions lay out differently; what must agree is what is drawn: every node, edge and group of the
        // DOT is an SVG element titled by its identifier, and every label line is drawn.
        let svg = try String(contentsOf: Repository.url("docs/images/shelf-navigation.svg"), encoding: .utf8)
        let titles = Set(svg.components(separatedBy: "<title>").dropFirst().compactMap { $0.components(separatedBy: "</title>").first }
            .map { $0.replacingOccurrences(of: "&gt;", with: ">") })
        let graph = NavigationGraph([manifest])
        let expected = Set(["Routes"] + graph.groups.map { "cluster_" + $0.id } + graph.nodes.map(\.id)
                           + graph.edges.map { $0.from + "->" + $0.to })
        #expect(titles == expected, "\(regenerate)")
        for line in graph.nodes.flatMap(\.lines) {
            let escaped = line.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            #expect(svg.contains(">" + escaped + "</text>"), "'\(line)' is not drawn; \(regenerate)")
        }
    }
}
