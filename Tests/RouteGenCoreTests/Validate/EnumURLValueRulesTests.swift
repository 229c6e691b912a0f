import Foundation
import Testing
@testable import RouteGenCore

/// Enum cases with a URL value of their own: both YAML forms, every broken rule at its line, defaults by Swift name
/// or URL value, and ambiguity decided on URL values (header: 3 lines, so `enums:` starts on line 4).
@Suite("Validation: enum URL values")
struct EnumURLValueRulesTests {
    private func cases(_ text: String) throws -> [EnumCase] {
        let result = runYAML(header + text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        return try #require(result.manifest?.manifest.enums.first?.cases)
    }

    @Test("List form: plain names and one-pair mappings, each URL value located where it is written")
    func listForm() throws {
        let decoded = try cases("enums:\n  Sort: [relevance, { priceAsc: price-asc }, { in: 'in stock' }]\n")
        #expect(decoded.map(\.name) == ["relevance", "priceAsc", "in"])
        #expect(decoded.map(\.urlValue) == ["relevance", "price-asc", "in stock"])
        #expect(decoded.map(\.hasOwnURLValue) == [false, true, true])
        #expect(decoded[1].location == SourceLocation(file: "routes.yml", line: 5, column: 23))
        #expect(decoded[1].urlValueLocation == SourceLocation(file: "routes.yml", line: 5, column: 33))
        #expect(decoded[0].urlValueLocation == nil)
    }

    @Test("Mapping form: Swift name to URL value, in order, block or flow")
    func mappingForm() throws {
        let block = try cases("enums:\n  Section:\n    topSites: top-sites\n    readingList: reading-list\n    history: history\n")
        #expect(block.map(\.name) == ["topSites", "readingList", "history"])
        #expect(block.map(\.urlValue) == ["top-sites", "reading-list", "history"])
        #expect(block.map(\.hasOwnURLValue) == [true, true, false])
        #expect(block[1].urlValueLocation == SourceLocation(file: "routes.yml", line: 7, column: 18))
        let flow = try cases("enums:\n  Section: { topSites: top-sites, newTab: new }\n")
        #expect(flow.map(\.urlValue) == ["top-sites", "new"])
    }

    @Test("A kebab-case name is refused with the form that keeps it in links")
    func kebabCaseNames() {
        #expect(printed(header + "enums:\n  Section: [top-sites, 50-off]\n") == [
            "routes.yml:5:13: error: enum case 'top-sites' is not a valid Swift identifier; give the case a Swift name "
                + "and keep the text for links: { topSites: top-sites }",
            "routes.yml:5:24: error: enum case '50-off' is not a valid Swift identifier; give the case a Swift name "
                + "and keep the text for links: { name: 50-off }",
        ])
        #expect(printed(header + "enums:\n  Section:\n    top-sites: top-sites\n") == [
            "routes.yml:6:5: error: enum case 'top-sites' is not a valid Swift identifier; give the case a Swift name "
                + "and keep the text for links: { topSites: top-sites }",
        ])
    }

    @Test("URL values are non-empty and unique within the enum, plain names included; each error at its value")
    func valueRules() {
        #expect(printed(header + "enums:\n  Sort: [newest, { cheap: '' }, { best: newest }, { top: x }, { high: x }]\n") == [
            "routes.yml:5:28: error: enum case 'cheap' of enum 'Sort' has an empty URL value; links need text to name the case",
            "routes.yml:5:41: error: enum cases 'newest' and 'best' of enum 'Sort' both have the URL value 'newest'; a "
                + "link could not tell them apart\nroutes.yml:5:10: note: 'newest' takes 'newest' here",
            "routes.yml:5:71: error: enum cases 'top' and 'high' of enum 'Sort' both have the URL value 'x'; a link "
                + "could not tell them apart\nroutes.yml:5:58: note: 'top' takes 'x' here",
        ])
        // A repeated Swift name is one error, about the name.
        #expect(printed(header + "enums:\n  Sort: [a, { a: b }]\n") == [
            "routes.yml:5:15: error: duplicate case 'a' in enum 'Sort'\nroutes.yml:5:10: note: 'a' was first listed here",
        ])
        // Values differing only in case are different values: links are case-sensitive.
        #expect(printed(header + "enums:\n  Sort: [{ a: X }, { b: x }]\n").isEmpty)
    }

    @Test("Shapes that are not a case: a pair without a value, a mapping of two pairs, a list as value, a repeated key")
    func hostileShapes() {
        #expect(printed(header + "enums:\n  Sort:\n    relevance:\n    priceAsc: price-asc\n") == [
            "routes.yml:6:5: error: enum case 'relevance' of enum 'Sort' has no URL value; write 'relevance: relevance' "
                + "for links to carry its Swift name; list cases that keep their name in links as plain names: "
                + "[relevance, { other: other-value }]",
        ])
        #expect(printed(header + "enums:\n  Sort: [{ a: x, b: y }, { c: [1] }, { d: }]\n") == [
            "routes.yml:5:10: error: each case of enum 'Sort' is a name or one 'name: url value' pair, found a mapping "
                + "with 2 entries; list the cases one by one: [{ a: x }, { b: y }]",
            "routes.yml:5:31: error: the URL value of enum case 'c' must be text, found a list",
            "routes.yml:5:40: error: enum case 'd' of enum 'Sort' has no URL value; write 'd: d' for links to carry its Swift name",
        ])
        let repeated = printed(header + "enums:\n  Sort:\n    a: x\n    a: y\n")
        #expect(repeated.count == 1 && repeated[0].hasPrefix("routes.yml:7:5: error: duplicate key 'a'"), "\(repeated)")
    }

    @Test("Reserved names are checked on Swift names only; keywords are back-ticked")
    func reservedNames() {
        #expect(printed(header + "enums:\n  Mode: [{ everything: allCases }, { default: rawValue }, { in: init }]\n").isEmpty)
        #expect(printed(header + "enums:\n  Mode: [{ allCases: everything }]\n") == [
            "routes.yml:5:12: error: enum case 'allCases' collides with the generated 'Routes.Mode.allCases'; rename the case",
        ])
        let declaration = EnumDeclaration(name: "Mode", cases: [
            EnumCase(name: "default", urlValue: "back\\slash \"q\" ü", location: SourceLocation(file: "")),
            EnumCase(name: "plain", location: SourceLocation(file: "")),
        ], location: SourceLocation(file: ""))
        #expect(declaration.cases.map { EnumRenderer.caseLine($0).text }
                    == ["case `default` = \"back\\\\slash \\\"q\\\" ü\"", "case plain"])
    }

    private func route(_ extra: String) -> String {
        header + "enums:\n  Sort: [newest, { priceAsc: price-asc }, { cheap: newest2 }, { newest2: cheap }]\nroutes:\n"
            + "  list:\n    path: /list\n    exposure: external\n    handler: true\n    extras:\n      sort: \(extra)\n"
    }

    @Test("default: names a case by Swift name or by URL value; on a collision the Swift name wins")
    func defaults() throws {
        func literal(_ text: String) throws -> String? {
            let result = runYAML(route("{ type: Sort, default: \(text) }"))
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
            let manifest = try #require(result.manifest)
            let rendered = try SwiftRenderer.render(manifest)
            return rendered.split(separator: "\n").first { $0.contains("public init(sort") || $0.contains("init(sort:") }
                .map(String.init)
        }
        #expect(try literal("priceAsc")?.contains("sort: Sort = .priceAsc") == true)
        #expect(try literal("price-asc")?.contains("sort: Sort = .priceAsc") == true)
        // `newest2` is both a Swift name and another case's URL value: the Swift name wins.
        #expect(try literal("newest2")?.contains("sort: Sort = .newest2") == true)
        #expect(printed(route("{ type: Sort, default: price_asc }")) == [
            "routes.yml:12:36: error: default 'price_asc' is not a case of enum 'Sort' (newest, priceAsc (price-asc), "
                + "cheap (newest2), newest2 (cheap)); did you mean 'priceAsc'?",
        ])
    }

    private func ambiguity(_ enums: String, _ first: String, _ second: String) -> [String] {
        printed(header + "enums:\n" + enums + "routes:\n"
                + "  a:\n    path: \(first)\n    exposure: external\n    handler: true\n"
                + "  b:\n    path: \(second)\n    exposure: external\n    handler: true\n")
    }

    @Test("Ambiguity is decided on URL values: shared values tie, shared Swift names do not, a static segment wins")
    func ambiguityOnURLValues() {
        let tie = ambiguity("  Left: [{ x: shared }]\n  Right: [{ y: shared }]\n", "/c/<Left:l>", "/c/<Right:r>")
        #expect(tie.count == 1 && tie[0].contains("path '/c/<Right:r>' of route 'b' is ambiguous with route 'a'"), "\(tie)")
        #expect(ambiguity("  Left: [{ x: one }]\n  Right: [{ x: two }]\n", "/c/<Left:l>", "/c/<Right:r>").isEmpty)
        let number = ambiguity("  Left: [{ answer: '42' }]\n", "/c/<Left:l>", "/c/<int:n>")
        #expect(number.count == 1, "an enum whose URL value is a number ties with an int placeholder: \(number)")
        #expect(ambiguity("  Left: [{ answer: forty-two }]\n", "/c/<Left:l>", "/c/<int:n>").isEmpty)
        // A static segment beats any placeholder, as for every other type: no tie, but the case that can never open
        // the enum's route is said.
        #expect(ambiguity("  Section: { newTab: new, topSites: top-sites }\n", "/c/<Section:s>", "/c/new") == [
            "routes.yml:8:14: warning: case 'newTab' of placeholder '<Section:s>' equals the static segment 'new' of route 'b' at the same position: a link with 'new' there opens 'b', never 'a'\nroutes.yml:12:11: note: route 'b' has path '/c/new'",
        ])
    }

    @Test("routegen match reads URL values, shows both names, and picks the static segment over an enum value")
    func match() throws {
        let manifest = try #require(runYAML(header + "enums:\n  Section: { newTab: new, topSites: top-sites, tokyo: 東京/駅 }\n"
            + "routes:\n  shelf:\n    path: /c/<Section:s>\n    exposure: external\n    handler: true\n"
            + "    extras: { also: { type: Section, default: topSites } }\n"
            + "  compose:\n    path: /c/new\n    exposure: external\n    handler: true\n").manifest)
        let matcher = ManifestURLMatcher(manifest: manifest.manifest)
        let report = matcher.match(try #require(URL(string: "myapp://c/%E6%9D%B1%E4%BA%AC%2F%E9%A7%85")))
        #expect(report.route == "shelf")
        #expect(report.extras.map(\.description) == [
            "s: Section = .tokyo (\"東京/駅\")", "also: Section = .topSites (\"top-sites\") (default)",
        ])
        #expect(matcher.match(try #require(URL(string: "myapp://c/new"))).route == "compose")
        let swiftName = matcher.match(try #require(URL(string: "myapp://c/topSites")))
        #expect(swiftName.route == nil)
        #expect(swiftName.description.contains(
            "candidate shelf (/c/<Section:s>) failed: 'topSites' is not a Section (extra 's'); did you mean 'top-sites'?"),
                "\(swiftName.description)")
        let typo = matcher.match(try #require(URL(string: "myapp://c/top-site")))
        #expect(typo.description.contains("did you mean 'top-sites'?"), "\(typo.description)")
        let unrelated = matcher.match(try #require(URL(string: "myapp://c/zzzzzzzz")))
        #expect(unrelated.description.contains("'zzzzzzzz' is not a Section (extra 's')\n") || unrelated.description.hasSuffix("(extra 's')"),
                "\(unrelated.description)")
    }

    @Test("The catalog's example link and default column carry URL values")
    func catalog() throws {
        let manifest = try RenderFixtures.manifest("Tests/RouteGenCoreTests/Fixtures/Render/Everything/routes.yml")
        let shelf = try #require(manifest.routes.first { $0.name == "shelf" })
        let entry = CatalogEntry(shelf, in: manifest)
        #expect(entry.example == "myapp://shelf/top-sites?sort=price-asc")
        #expect(entry.extras.first { $0.name == "sort" }?.defaultValue == "price-asc")
    }
}
