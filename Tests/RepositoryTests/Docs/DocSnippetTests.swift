import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// The code blocks of every documentation page: manifests lint, excerpts are the files they quote, and every Swift
/// snippet that is not a fragment compiles (here on Linux, or through the iOS SDK check for UIKit and SwiftUI).
@Suite("Documentation snippets")
struct DocSnippetTests {
    /// How a page's Swift snippets are compiled. A page with a Swift snippet that is neither a fragment nor an excerpt
    /// must be listed here.
    enum Compilation {
        /// Each snippet is, line for line, in one of these files, which a test target (or an end-to-end build) compiles.
        case containedIn([String])
        /// A test assembles the page's snippets and compiles them (the SwiftUI cookbook: `SwiftUICookbookTests`).
        case assembledBy(String)
        /// Here, against RouteKit, with the code generated from `manifest` (package-relative, `nil`: the page's
        /// first manifest, `""`: none) and `support` (app types the page does not show); snippets that import UIKit
        /// or SwiftUI are left to the iOS SDK check.
        case compiled(manifest: String?, support: String?)
    }

    static let pages: [String: Compilation] = [
        "README.md": .compiled(manifest: nil, support: nil),
        "docs/integration.md": .compiled(manifest: nil, support: nil),
        "docs/manifest.md": .containedIn(["Tests/RouteKitTests/QuerySpecificityTests.swift"]),
        "docs/migrating.md": .containedIn(["Tests/GeneratedCodeTests/MigratingGuideTests.swift"]),
        "Sources/RouteKit/RouteKit.docc/GettingStarted.md": .compiled(manifest: "", support: "Tests/DocSnippets/GettingStarted/Support.swift"),
        "Sources/RouteKit/RouteKit.docc/URLRules.md": .containedIn(["Tests/RouteKitTests/QuerySpecificityTests.swift"]),
        "docs/swiftui.md": .containedIn(["Tests/Stubs/Clients/ConfirmationDialogs.swift"]),
        "docs/modular-apps.md": .containedIn(["Tests/EndToEndTests/Fixtures/E2EApp/Sources/ModularApp/main.swift"]),
        "Sources/RouteKit/RouteKit.docc/SwiftUICookbook.md": .assembledBy("Tests/RepositoryTests/Docs/SwiftUICookbookTests.swift"),
        // Compiled here without the app's UIKit screens, and run by UIKitScreensEndToEndTests (`testingPageIsTheFixture`).
        "Sources/RouteKit/RouteKit.docc/Testing.md": .compiled(manifest: nil, support: nil),
        "Sources/RouteKit/RouteKit.docc/ObservingNavigation.md": .containedIn(["Tests/RouteKitTests/ObservingNavigationTests.swift"]),
    ]

    /// Pages whose `<!-- ios-sdk -->` snippets the iOS SDK check compiles, with the code their manifest generates,
    /// checked in for that check (which compiles files as they are): kept equal to the page's manifest here.
    static let iosPages = [
        "README.md": "Tests/DocSnippets/README/Routes.generated.swift",
        "docs/integration.md": "Tests/DocSnippets/integration/Routes.generated.swift",
    ]

    @Test("The routes the iOS SDK check compiles a page's snippets with are what its manifest generates")
    func iosPagesRoutesAreFresh() throws {
        for (path, generated) in Self.iosPages.sorted(by: { $0.key < $1.key }) {
            let page = try DocPage(path: path)
            let text = try #require(page.blocks.first { $0.language == "yaml" && $0.marker == .none }?.code)
            let rendered = try SwiftRenderer.render(try Manifests.validated(yaml: text))
            let url = Repository.url(generated)
            if ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(rendered.utf8).write(to: url)
            }
            let committed = try String(contentsOf: url, encoding: .utf8)
            #expect(committed == rendered, "\(generated) is stale: re-record with ROUTEGEN_RECORD=1")
            #expect(page.blocks.contains { $0.marker == .iosSDK }, "\(path) has no <!-- ios-sdk --> snippet")
            // Once the SDK check lists what it compiles, the page must be among them.
            let modules = Repository.url("scripts/typecheck-ios/modules.txt")
            if let list = try? String(contentsOf: modules, encoding: .utf8) {
                #expect(list.contains("\(path)#ios-sdk"), "scripts/typecheck-ios/modules.txt does not compile \(path)#ios-sdk")
            }
        }
    }

    static func pagesWithBlocks() throws -> [(page: DocPage, blocks: [DocPage.Block])] {
        try DocPage.all().map { ($0, $0.blocks) }
    }

    @Test("Every manifest snippet lints, or fails with the error its first line announces")
    func manifestsLint() throws {
        var checked = 0
        for (page, blocks) in try Self.pagesWithBlocks() {
            for block in blocks where block.language == "yaml" && block.marker == .none {
                checked += 1
                let diagnostics = Manifests.run(yaml: block.code, file: "routes.yml").diagnostics
                let firstLine = block.code.prefix { $0 != "\n" }
                if firstLine.hasPrefix("# routegen lint: error: ") {
                    let announced = firstLine.dropFirst("# routegen lint: error: ".count)
                    #expect(diagnostics.contains { $0.severity == .error && $0.message.hasPrefix(announced) },
                            "\(page.path):\(block.line): announced \(announced), got \(diagnostics.map(\.description))")
                } else {
                    #expect(diagnostics.isEmpty, "\(page.path):\(block.line):\n\(diagnostics.map(\.description).joined(separator: "\n"))")
                }
            }
        }
        #expect(checked >= 8)
    }

    @Test("Every excerpt is in the file it names, line for line and in order")
    func excerptsAreTheirFiles() throws {
        for (page, blocks) in try Self.pagesWithBlocks() {
            for block in blocks {
                guard case .excerpt(let path) = block.marker else { continue }
                let file = try String(contentsOf: Repository.url(path), encoding: .utf8)
                let missing = Self.missingLines(of: block.code, in: file, skipping: ["..."])
                #expect(missing == nil, "\(page.path):\(block.line): not in \(path) (in order): \(missing ?? "")")
            }
        }
    }

    @Test("Every Swift snippet that is not a fragment is compiled somewhere")
    func everySnippetHasACompiler() throws {
        for (page, blocks) in try Self.pagesWithBlocks() {
            if blocks.contains(where: { $0.marker == .iosSDK }) {
                #expect(Self.iosPages[page.path] != nil, "\(page.path) has <!-- ios-sdk --> snippets: list it in DocSnippetTests.iosPages")
            }
            let snippets = blocks.filter { $0.language == "swift" && $0.marker == .none }
            guard !snippets.isEmpty else { continue }
            let compilation = try #require(Self.pages[page.path], """
                \(page.path) has Swift snippets (line \(snippets[0].line)) that nothing compiles: list the page in \
                DocSnippetTests.pages, or mark a snippet that is not a program with <!-- fragment: why --> before its fence
                """)
            switch compilation {
            case .containedIn(let paths):
                let files = try paths.map { try String(contentsOf: Repository.url($0), encoding: .utf8) }
                for snippet in snippets {
                    let found = files.contains { Self.missingLines(of: snippet.code, in: $0, skipping: [], contiguous: true) == nil }
                    #expect(found, "\(page.path):\(snippet.line): not compiled in \(paths.joined(separator: " or "))")
                }
            case .assembledBy(let path):
                let test = try String(contentsOf: Repository.url(path), encoding: .utf8)
                #expect(test.contains(page.path), "\(path) does not read \(page.path)")
            case .compiled:
                break
            }
        }
    }

    @Test("Platform-neutral snippets compile against RouteKit; every page's snippets are written for the SDK check",
          .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"))
    func snippetsCompile() throws {
        let output = Repository.url(".build/doc-snippets")
        try? FileManager.default.removeItem(at: output)
        for (page, blocks) in try Self.pagesWithBlocks() {
            guard case .compiled(let manifestPath, let support) = Self.pages[page.path] else { continue }
            let snippets = blocks.filter { $0.language == "swift" && ($0.marker == .none || $0.marker == .iosSDK) }
            guard !snippets.isEmpty else { continue }
            let manifest: ValidatedManifest?
            if let manifestPath {
                manifest = manifestPath.isEmpty ? nil : try Manifests.validated(manifestPath)
            } else {
                let text = try #require(blocks.first { $0.language == "yaml" && $0.marker == .none }?.code,
                                        "\(page.path): its snippets need the page's manifest, and it has none")
                manifest = try Manifests.validated(yaml: text)
            }
            let folder = output.appendingPathComponent(Self.slug(page.path))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var files: [URL] = []
            if let manifest {
                files.append(folder.appendingPathComponent("Routes.generated.swift"))
                try Data(try SwiftRenderer.render(manifest).utf8).write(to: files[0])
            }
            if let support {
                files.append(folder.appendingPathComponent("Support.swift"))
                try FileManager.default.copyItem(at: Repository.url(support), to: files.last!)
            }
            // One file per page, snippets in order; a page's snippets share one module, as an app's files do.
            let source = snippets.map { "// \(page.path):\($0.line)\n" + $0.code }.joined(separator: "\n\n") + "\n"
            let snippetFile = folder.appendingPathComponent("Snippets.swift")
            try Data(source.utf8).write(to: snippetFile)
            let apple = snippets.contains { $0.marker == .iosSDK || $0.code.contains("import UIKit") || $0.code.contains("import SwiftUI") }
            try Data((apple ? "ios\n" : "any\n").utf8).write(to: folder.appendingPathComponent("PLATFORM"))
            guard !apple else { continue }   // the iOS SDK check compiles these
            // As an app's build sees them where UIKit is missing: the screen types need not exist.
            let run = try SwiftCompiler.typecheck(files + [snippetFile], swiftVersion: "6", namesScreens: false)
            #expect(run.status == 0, "\(page.path): its snippets do not compile:\n\(run.output)")
        }
    }

    @Test("The testing article's manifest and code are the UIKit-screens fixture's, which the end-to-end test runs")
    func testingPageIsTheFixture() throws {
        let page = try DocPage(path: "Sources/RouteKit/RouteKit.docc/Testing.md")
        let fixture = "Tests/EndToEndTests/Fixtures/UIKitScreensApp/"
        let manifest = try String(contentsOf: Repository.url(fixture + "Sources/Shelf/routes.yml"), encoding: .utf8)
        #expect(page.blocks.first { $0.language == "yaml" }?.code.trimmingCharacters(in: .newlines)
                == manifest.trimmingCharacters(in: .newlines))
        let files = try ["Sources/Shelf/LoginWall.swift", "Tests/ShelfTests/NavigationTests.swift",
                         "Tests/ShelfTests/XCTestNavigationTests.swift"]
            .map { try String(contentsOf: Repository.url(fixture + $0), encoding: .utf8) }
        let snippets = page.blocks.filter { $0.language == "swift" && $0.marker == .none }
        #expect(snippets.count >= 7)
        for snippet in snippets {
            let found = files.contains { Self.missingLines(of: snippet.code, in: $0, skipping: [], contiguous: true) == nil }
            #expect(found, "Testing.md:\(snippet.line): not in the fixture's files")
        }
        // The screens, a fragment on the page (UIKit only), are the fixture's.
        let screens = try String(contentsOf: Repository.url(fixture + "Sources/Shelf/Screens.swift"), encoding: .utf8)
        let fragments = page.blocks.filter { $0.language == "swift" && $0.marker == .fragment }
        #expect(fragments.count == 1)
        for fragment in fragments {
            #expect(Self.missingLines(of: fragment.code, in: screens, skipping: ["..."]) == nil, "Testing.md:\(fragment.line)")
        }
        // Every test of the fixture is on the page but the platform check, which the end-to-end test runs.
        let tests = files[1].split(separator: "\n").filter { $0.contains("@Test func") }
        #expect(tests.count == 6)
        for test in tests where !test.contains("screensThisPlatformLacks") {
            #expect(snippets.contains { $0.code.contains(test) }, "\(test) is not on the page")
        }
    }

    @Test("A declaration a page quotes in a code span (`func makeSearch(...) -> Screen`) is one the code has")
    func quotedDeclarationsExist() throws {
        var sources = try String(contentsOf: Repository.url("Tests/GeneratedCodeTests/Routes.generated.swift"), encoding: .utf8)
        for file in KnownNames.swiftFiles(under: "Sources/RouteKit") { sources += try String(contentsOf: file, encoding: .utf8) }
        let lines = Set(sources.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        var checked = 0
        for page in try DocPage.all() {
            for (span, _) in page.codeSpans where span.hasPrefix("func ") {
                checked += 1
                #expect(lines.contains { $0 == span || $0.hasSuffix(" " + span) }, "\(page.path): `\(span)` is declared nowhere")
            }
        }
        #expect(checked >= 4)
    }

    @Test("The block reader: fences, markers, nested fences, indented blocks")
    func blockReader() {
        let page = DocPage(path: "x.md", text: """
            text `a`
            <!-- fragment: a part -->
            ```swift
            let a = 1
            ```
            ````markdown
            ```swift
            inside
            ```
            ````
              ```yaml
              b: 2
              ```
            <!-- excerpt: Sources/X.swift -->
            ```swift
            c
            ```
            """)
        let blocks = page.blocks
        #expect(blocks.map(\.language) == ["swift", "markdown", "yaml", "swift"])
        #expect(blocks.map(\.marker) == [.fragment, .none, .none, .excerpt("Sources/X.swift")])
        #expect(blocks[1].code == "```swift\ninside\n```")
        #expect(blocks[2].code == "b: 2")
        #expect(page.codeSpans.map(\.span) == ["a"])
    }

    /// `nil` when every line of `snippet` (trimmed, blank lines and `skipping` left out) is in `file` in order
    /// (`contiguous`: one after another); else the first line that is not.
    static func missingLines(of snippet: String, in file: String, skipping: Set<String>, contiguous: Bool = false) -> String? {
        let trim = { (line: Substring) in line.trimmingCharacters(in: .whitespaces) }
        let wanted = snippet.split(separator: "\n").map(trim).filter { !$0.isEmpty && !skipping.contains($0) }
        let lines = file.split(separator: "\n").map(trim).filter { !$0.isEmpty }
        if contiguous {
            guard let first = wanted.first else { return nil }
            let found = lines.indices.contains { start in
                lines[start] == first && start + wanted.count <= lines.count
                    && Array(lines[start..<(start + wanted.count)]) == wanted
            }
            return found ? nil : first
        }
        var position = lines.startIndex
        for line in wanted {
            guard let found = lines[position...].firstIndex(of: line) else { return line }
            position = found + 1
        }
        return nil
    }

    /// `docs/manifest.md` -> `docs-manifest`.
    static func slug(_ path: String) -> String {
        String(path.dropLast(3).map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
