import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// Every diagnostic a documentation page quotes is one the tools print: each quote has a reproduction here that
/// produces it (a manifest, a compile, a `routegen` run), and a quote without one fails.
///
/// A quote is a line `path:line:column: error|warning|note: message` in a code block, or a code span starting with
/// `error: `, `warning: ` or `note: ` (or a location and one of those). Paths, lines and columns are the page's
/// illustration and are not compared; `…` (or `...`) in the message stands for text left out.
@Suite("Messages the documentation quotes are the tools' own", .enabled(if: SwiftCompiler.swiftc != nil && RouteGenTool.url != nil,
                                                                     "needs swiftc on PATH and the routegen product built"))
struct QuotedMessagesTests {
    enum Producer {
        /// The pipeline's diagnostics for this manifest.
        case manifest(String)
        /// The compiler's errors and notes for the manifest's generated code with this app code.
        case compile(String, app: String)
        /// The compiler's error for code generated for another RouteKit contract.
        case contract(Int)
        /// `routegen` run in a folder holding `files`; `$ROOT` in arguments is that folder's absolute path.
        case tool([String], files: [String: String])
        /// Printed by a plugin, which only an end-to-end build runs: the test at this path asserts it.
        case assertedBy(String)
    }

    static let checkout = "version: 1\nnamespace: Checkout\nurl:\n  schemes: [shop]\nroutes:\n"
        + "  order: { path: /order/<int:id>, exposure: external, handler: true, tab: carts }\n"
        + "  item: { path: /item/<int:number>, exposure: external, handler: true }\n"
    static let catalog = "version: 1\nnamespace: Catalog\nurl:\n  schemes: [shop]\nroutes:\n"
        + "  product: { path: /item/<int:id>, exposure: external, handler: true }\n"
    static let app = "version: 1\nnamespace: AppRoutes\napp: true\nurl:\n  hosts: [shop.example.com]\ntabs: [browse, cart]\n"
    static let linked = Producer.tool(
        ["lint", "--cross-manifest-only", "$ROOT/Sources/CatalogRoutes/routes.yml", "$ROOT/Sources/CheckoutRoutes/routes.yml",
         "$ROOT/Sources/ModularApp/routes.yml"],
        files: ["Sources/CheckoutRoutes/routes.yml": checkout, "Sources/CatalogRoutes/routes.yml": catalog,
                "Sources/ModularApp/routes.yml": app])

    /// The quoted message (`severity: text`, as pages write it) and how to produce it.
    static let reproductions: [(quote: String, producer: Producer)] = [
        ("error: route 'legacy' and route 'click' read 'myapp://clicks.example.com/x' two ways: 'click' accepts host "
            + "'clicks.example.com' and reads path '/x' with '/x'; 'legacy' does not, and reads '/clicks.example.com/x' with "
            + "'/clicks.example.com/x'. Neither is more specific, so the route registered first opens it. List "
            + "'clicks.example.com' in the hosts of both routes (both then read the path after it), keep their schemes "
            + "apart, or change a path",
         .manifest("""
            version: 1
            url: { schemes: [myapp], hosts: [www.example.com] }
            routes:
              click: { path: /x, exposure: external, handler: true, hosts: [clicks.example.com], schemes: [myapp] }
              legacy: { path: /clicks.example.com/x, exposure: external, handler: true }

            """)),
        ("error: unknown key 'presentaton' in route 'home'; did you mean 'presentation'?",
         .manifest("version: 1\nroutes:\n  home:\n    screen: Home\n    presentaton: push\n")),
        ("error: unknown key 'presentaton' in route 'userProfile'; did you mean 'presentation'?",
         .manifest("version: 1\nroutes:\n  userProfile:\n    screen: UserProfileViewController\n    presentaton: push\n")),
        ("error: extra 'url' collides with the generated member 'Routes.Open.url'; rename the extra and keep 'url' in links with key: url",
         .manifest("version: 1\nurl: { schemes: [myapp] }\nroutes:\n  open:\n    path: /open\n    exposure: external\n    extras:\n      url: URL\n")),
        ("error: example link 'myapp://user/7' opens 'userProfile' with id: 7; the example expects id: 8",
         .tool(["lint", "routes.yml"], files: ["routes.yml": "version: 1\nurl: { schemes: [myapp] }\nroutes:\n"
             + "  userProfile: { path: /user/<int:id>, exposure: external, handler: true }\n"
             + "examples:\n  - url: myapp://user/7\n    opens: userProfile\n    extras: { id: 8 }\n"])),
        ("error: mapping values are not allowed in this context",
         .manifest("version: 1\nroutes:\n  home:\n    screen: Home\n      path: /home\n")),
        ("note: line 5 is indented more than this line, so YAML reads it as part of this line's value; start both keys at column 5",
         .manifest("version: 1\nroutes:\n  home:\n    screen: Home\n      path: /home\n")),
        ("error: defaults are supported for built-in and enum types; extra 'tab' is 'ProfileTabb', not a manifest enum; did you mean 'ProfileTab'?",
         .manifest("version: 1\nenums:\n  ProfileTab: [posts, likes]\nroutes:\n  profile:\n    screen: P\n    extras:\n      tab: { type: ProfileTabb, default: posts }\n")),
        ("error: cannot find type 'Thing' in scope",
         .compile("version: 1\nroutes:\n  settings:\n    screen: SettingsScreen\n    extras:\n      ref: Thing?\n",
                  app: "final class SettingsScreen { init(route: Routes.Settings) {} }\n")),
        ("error: 'init(route:_:)' is unavailable: 'DetailScreen' is the screen of route 'detail': it needs init(route: Routes.Detail)",
         .compile("version: 1\nroutes:\n  detail:\n    screen: DetailScreen\n", app: "final class DetailScreen { init() {} }\n")),
        ("note: protocol requires function 'makeCompose(_:result:)'",
         .compile("version: 1\nroutes:\n  compose:\n    result: String\n",
                  app: "@MainActor struct AppScreens: Routes.Screens {}\n")),
        ("error: no such module 'routegen 2 generated this file for RouteKit contract 2, but its RouteKit has contract 1: update the RouteGen package, or regenerate the file with routegen 1'",
         .contract(2)),
        ("error: path '/item/<int:number>' of route 'item' is ambiguous with route 'product' of /…/Sources/CatalogRoutes/routes.yml: a URL on scheme 'shop' can match both with equal specificity (manifests linked into one app share one URL space)",
         linked),
        ("note: route 'product' (namespace Catalog) has path '/item/<int:id>'", linked),
        ("error: tab 'carts' of route 'order' is not one of the app's tabs (browse, cart); did you mean 'cart'?", linked),
        ("warning: this manifest lists no 'url.hosts', but /…/Sources/ModularApp/routes.yml of the same app lists 'shop.example.com': https links on 'shop.example.com' open none of this manifest's external routes (such as 'order'); add 'hosts: [shop.example.com]' under 'url:'",
         linked),
        ("error: path ... is ambiguous with route 'product' of Features/Shop/Shop.routes.yml",
         .tool(["lint", "Features/Shop/Shop.routes.yml", "Clash/Clash.routes.yml"],
               files: ["Clash/Clash.routes.yml": catalog.replacingOccurrences(of: "Catalog", with: "Clash").replacingOccurrences(of: "product", with: "item"),
                       "Features/Shop/Shop.routes.yml": catalog.replacingOccurrences(of: "Catalog", with: "Shop")])),
        ("error: Routes.generated.swift is stale: …",
         .tool(["lint", "routes.yml", "--committed", "Routes.generated.swift"],
               files: ["routes.yml": "version: 1\nroutes:\n  home: { screen: Home }\n", "Routes.generated.swift": "// old\n"])),
        ("error: ...; did you mean 'external'?",
         .manifest("version: 1\nroutes:\n  home:\n    handler: true\n    exposure: extrenal\n")),
        ("warning: Sources/CatalogRoutes holds a routes manifest but no Swift file, so SwiftPM drops target 'CatalogRoutes' … add one Swift file to it, e.g. Sources/CatalogRoutes/CatalogRoutes.swift holding a comment",
         .assertedBy("Tests/EndToEndTests/ModularEndToEndTests.swift")),
    ]

    @Test("Every quote of a page has a reproduction here")
    func everyQuoteIsReproduced() throws {
        var quotes = 0
        for page in try DocPage.all() {
            for quote in Self.quotes(in: page) {
                quotes += 1
                #expect(Self.reproductions.contains { Self.normalized($0.quote) == Self.normalized(quote) },
                        "\(page.path) quotes a message with no reproduction in QuotedMessagesTests: \(quote)")
            }
        }
        #expect(quotes >= 10)
    }

    @Test("Each reproduction prints its message", arguments: reproductions.indices)
    func reproductionPrintsTheQuote(_ index: Int) throws {
        let (quote, producer) = Self.reproductions[index]
        if case .assertedBy(let path) = producer {
            let test = try String(contentsOf: Repository.url(path), encoding: .utf8)
            let text = Self.pieces(of: quote)[0].drop { $0 != " " }.dropFirst()
            #expect(test.contains(text.prefix(60)), "\(path) does not assert \(quote)")
            return
        }
        let printed = try Self.lines(of: producer)
        #expect(printed.contains { Self.matches(quote, $0) }, "not printed: \(quote)\nprinted:\n\(printed.joined(separator: "\n"))")
    }

    /// The two forms docs/cli.md describes, as the tool prints them: a manifest that cannot be read is reported on
    /// the file, anything else by `routegen:`.
    @Test("What cli.md says about an unreadable manifest and a bad argument is what routegen prints")
    func unreadableFileAndUsageForms() throws {
        let page = try #require(try DocPage.all().first { $0.path == "docs/cli.md" })
        let missing = try RouteGenTool.run(["lint", "/nonexistent.yml"], in: FileManager.default.temporaryDirectory)
        #expect(missing.status == 2)
        let line = try #require(missing.output.split(separator: "\n").first.map(String.init))
        #expect(line == "/nonexistent.yml: error: cannot read manifest: no such file")
        #expect(page.text.contains("`\(line)`"), "docs/cli.md quotes it")
        let usage = try RouteGenTool.run(["lint", "--no-such-option"], in: FileManager.default.temporaryDirectory)
        #expect(usage.status == 2 && usage.output.hasPrefix("routegen: error: "), "\(usage.output)")
        #expect(page.text.contains("`routegen: error: message`"))
    }

    @Test("Quotes are found in blocks and spans; locations and ellipses are not compared")
    func quoteReader() {
        let page = DocPage(path: "x.md", text: """
            A span `error: one` and `routes.yml:1:2: warning: two`, not `path:line:column: error: message`.

            ```
            a/b.yml:3:4: note: three
            ```
            """)
        #expect(Self.quotes(in: page).sorted() == ["error: one", "note: three", "warning: two"])
        #expect(Self.matches("error: a … c", "x.yml:1:1: error: a b c d"))
        #expect(!Self.matches("error: a … c", "x.yml:1:1: error: b c"))
        #expect(!Self.matches("error: a", "x.yml:1:1: warning: a"))
    }

    // MARK: Reading quotes

    static let located = #"^\s*\S+:\d+:\d+: ((error|warning|note): .*)$"#

    /// The quoted messages of `page`, as `severity: text`.
    static func quotes(in page: DocPage) -> [String] {
        var quotes: [String] = []
        for block in page.blocks where block.language.isEmpty || block.language == "text" {
            for line in block.code.split(separator: "\n") {
                if let quote = message(of: String(line)) { quotes.append(quote) }
            }
        }
        for (span, _) in page.codeSpans {
            let flat = span.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            if let quote = message(of: flat) {
                quotes.append(quote)
            } else if ["error: ", "warning: ", "note: "].contains(where: flat.hasPrefix) {
                quotes.append(flat)
            }
        }
        // "error: ..." alone quotes no message.
        return quotes.filter { quote in !quote.drop { $0 != " " }.allSatisfy { " .…;".contains($0) } }
    }

    /// `severity: text` of a located diagnostic line, or nil.
    static func message(of line: String) -> String? {
        guard let match = line.range(of: located, options: .regularExpression) else { return nil }
        let text = line[match]
        guard let start = text.range(of: #"(error|warning|note): "#, options: .regularExpression) else { return nil }
        return String(text[start.lowerBound...])
    }

    static func normalized(_ quote: String) -> String {
        quote.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func pieces(of quote: String) -> [String] {
        normalized(quote).replacingOccurrences(of: "...", with: "…").components(separatedBy: "…")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether the printed diagnostic `line` is `quote`: same severity and text, `…` matching anything.
    static func matches(_ quote: String, _ line: String) -> Bool {
        guard let printed = message(of: line) ?? (line.hasPrefix("error: ") || line.hasPrefix("warning: ") ? line : nil) else { return false }
        let text = normalized(printed)
        var position = text.startIndex
        for (index, piece) in pieces(of: quote).enumerated() {
            guard let found = text.range(of: piece, range: position..<text.endIndex) else { return false }
            if index == 0 && found.lowerBound != text.startIndex { return false }
            position = found.upperBound
        }
        return true
    }

    // MARK: Producing messages

    static func lines(of producer: Producer) throws -> [String] {
        switch producer {
        case .manifest(let yaml):
            return Manifests.run(yaml: yaml).diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) }
        case .compile(let yaml, let app):
            let generated = try SwiftRenderer.render(try Manifests.validated(yaml: yaml))
            return try SwiftCompiler.diagnostics(typechecking: generated, app: app).lines
        case .contract(let version):
            let manifest = try Manifests.validated(yaml: "version: 1\nroutes:\n  home: { handler: true }\n")
            let run = try SwiftCompiler.typecheck(source: try SwiftRenderer.render(manifest, contract: version))
            return run.output.split(separator: "\n").map(String.init)
        case .tool(let arguments, let files):
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-quotes-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            for (path, text) in files {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            let run = try RouteGenTool.run(arguments.map { $0.replacingOccurrences(of: "$ROOT", with: folder.path) }, in: folder)
            return run.output.split(separator: "\n").map(String.init)
        case .assertedBy:
            return []
        }
    }
}
