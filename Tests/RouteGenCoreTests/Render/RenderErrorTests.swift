import Testing
@testable import RouteGenCore

/// The renderer refuses what it cannot write safely, with diagnostics at the manifest's lines.
@Suite("Render errors")
struct RenderErrorTests {
    static func location(_ line: Int) -> RouteGenCore.SourceLocation { RouteGenCore.SourceLocation(file: "routes.yml", line: line, column: 3) }

    static func manifest(extra: Extra, routeName: String = "home") -> Manifest {
        Manifest(sourcePath: "routes.yml", routes: [
            RouteDeclaration(name: routeName, extras: [extra], location: location(1)),
        ])
    }

    @Test("Defaults that do not parse as their type are errors at the default's line", arguments: [
        ("Int", "12abc"), ("Int8", "128"), ("UInt", "-1"), ("Bool", "yes"), ("Double", "nan"), ("UUID", "nope"),
        ("Date", "2024-02-30T00:00:00Z"), ("URL", "no scheme"), ("URL", "https://ex ample.com"), ("URL", "https://é.com"),
    ])
    func badDefaults(type: String, text: String) {
        let extra = Extra(name: "x", type: .named([type]), defaultValue: .scalar(text, location: Self.location(7)),
                          binding: .none, location: Self.location(7))
        #expect(throws: RenderError.self) { try SwiftRenderer.render(Self.manifest(extra: extra)) }
        do throws(RenderError) {
            _ = try SwiftRenderer.render(Self.manifest(extra: extra))
        } catch {
            #expect(error.diagnostics.map(\.location.line) == [7])
        }
    }

    @Test("A default for an app type cannot be written safely")
    func customTypeDefault() {
        let extra = Extra(name: "x", type: .named(["Money"]), defaultValue: .scalar("5", location: Self.location(4)),
                          binding: .none, location: Self.location(4))
        #expect(throws: RenderError.self) { try SwiftRenderer.render(Self.manifest(extra: extra)) }
    }

    @Test("An enum default must be one of its cases")
    func enumDefault() throws {
        var manifest = Self.manifest(extra: Extra(
            name: "tab", type: .named(["Tab"]), defaultValue: .scalar("nope", location: Self.location(9)),
            binding: .none, location: Self.location(9)))
        manifest.enums = [EnumDeclaration(name: "Tab", cases: [EnumCase(name: "a", location: Self.location(2))],
                                          location: Self.location(2))]
        #expect(throws: RenderError.self) { try SwiftRenderer.render(manifest) }
        manifest.routes[0].extras[0].defaultValue = Extra.DefaultValue.scalar("a", location: Self.location(9))
        #expect(try SwiftRenderer.render(manifest).contains("tab: Tab = .a"))
    }

    @Test("Names that are not identifiers never reach the output", arguments: [
        "a\"b", "x) {}; struct Evil {", "two words", "", "9lives",
    ])
    func hostileNames(_ name: String) {
        let extra = Extra(name: name, type: .named(["Int"]), binding: .none, location: Self.location(3))
        #expect(throws: RenderError.self) { try SwiftRenderer.render(Self.manifest(extra: extra)) }
        let route = Extra(name: "ok", type: .named(["Int"]), binding: .none, location: Self.location(3))
        #expect(throws: RenderError.self) { try SwiftRenderer.render(Self.manifest(extra: route, routeName: name)) }
        var screen = Self.manifest(extra: route)
        screen.routes[0].screen = name
        #expect(throws: RenderError.self) { try SwiftRenderer.render(screen) }
        let typed = Extra(name: "ok", type: .named(["Photo", name]), binding: .none, location: Self.location(3))
        #expect(throws: RenderError.self) { try SwiftRenderer.render(Self.manifest(extra: typed)) }
    }

    @Test("Safe defaults render as non-failable expressions")
    func safeDefaults() throws {
        func rendered(_ type: String, _ text: String) throws -> String {
            let extra = Extra(name: "x", type: .named([type]), defaultValue: .scalar(text, location: Self.location(2)),
                              binding: .none, location: Self.location(2))
            return try SwiftRenderer.render(Self.manifest(extra: extra))
        }
        #expect(try rendered("UUID", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F").contains("UUID(uuid: (0xE6, 0x21,"))
        #expect(try rendered("Date", "1970-01-02T00:00:00Z").contains("Date(timeIntervalSince1970: 86400.0)"))
        #expect(try rendered("Int", "007").contains("x: Int = 7"))
        #expect(try rendered("String", "a\"b\n").contains("x: String = \"a\\\"b\\n\""))
        #expect(!(try rendered("String", "x").contains("!")))
    }
}
