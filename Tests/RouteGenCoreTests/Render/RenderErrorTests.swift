import Testing
@testable import RouteGenCore

/// What cannot be written safely never reaches the output: refused with diagnostics at the manifest's lines, by
/// validation or, for what only the renderer can judge (a default spelled as Swift), by the render stage.
@Suite("Render errors")
struct RenderErrorTests {
    static func location(_ line: Int) -> RouteGenCore.SourceLocation { RouteGenCore.SourceLocation(file: "routes.yml", line: line, column: 3) }

    /// A route `home` with one extra `x` of `type` whose default is `text` (line 7), and `lines` more of the route.
    static func yaml(type: String, defaultText: String, lines: String = "") -> String {
        "version: 1\nenums:\n  Tab: [a]\nroutes:\n  home:\n    extras:\n"
            + "      x: { type: \(type), default: \(HostileText.yamlQuoted(defaultText)) }\n" + lines
    }

    /// The errors that refused `yaml`, from the pipeline or the render stage; empty when it rendered.
    static func refusals(_ yaml: String) -> [Diagnostic] {
        let result = runYAML(yaml)
        guard let manifest = result.manifest else { return result.diagnostics.filter { $0.severity == .error } }
        do throws(RenderError) {
            _ = try ManifestPipeline.render(manifest)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("Defaults that do not parse as their type are errors at the default's line", arguments: [
        ("Int", "12abc"), ("Int8", "128"), ("UInt", "-1"), ("Bool", "yes"), ("Double", "nan"), ("UUID", "nope"),
        ("Date", "2024-02-30T00:00:00Z"), ("URL", "no scheme"), ("URL", "https://ex ample.com"), ("URL", "https://é.com"),
    ])
    func badDefaults(type: String, text: String) {
        let refused = Self.refusals(Self.yaml(type: type, defaultText: text))
        #expect(!refused.isEmpty)
        #expect(refused.map(\.location.line) == [7])
    }

    @Test("A default for an app type cannot be written safely")
    func customTypeDefault() {
        #expect(Self.refusals(Self.yaml(type: "Money", defaultText: "5")).map(\.location.line) == [7])
    }

    @Test("An enum default must be one of its cases")
    func enumDefault() throws {
        #expect(Self.refusals(Self.yaml(type: "Tab", defaultText: "nope")).map(\.location.line) == [7])
        let manifest = try #require(runYAML(Self.yaml(type: "Tab", defaultText: "a")).manifest)
        #expect(try SwiftRenderer.render(manifest).contains("x: Tab = .a"))
    }

    @Test("A hand-built manifest with names that are not identifiers is refused by validation, at their lines", arguments: [
        "a\"b", "x) {}; struct Evil {", "two words", "", "9lives",
    ])
    func hostileNames(_ name: String) {
        func route(_ name: String = "home", screen: String = "HomeScreen", extra: Extra) -> Manifest {
            Manifest(sourcePath: "routes.yml", routes: [
                RouteDeclaration(name: name, screen: screen, extras: [extra], location: Self.location(1)),
            ])
        }
        let good = Extra(name: "ok", type: .named(["Int"]), binding: .none, location: Self.location(3))
        #expect(ManifestValidator.validate(route(extra: good)).validated != nil, "the hand-built manifest is valid as such")
        let hostile = [
            route(extra: Extra(name: name, type: .named(["Int"]), binding: .none, location: Self.location(3))),
            route(name, extra: good),
            route(screen: name, extra: good),
            route(extra: Extra(name: "ok", type: .named(["Photo", name]), binding: .none, location: Self.location(3))),
        ]
        for manifest in hostile {
            let validation = ManifestValidator.validate(manifest)
            #expect(validation.validated == nil, "\(manifest.routes[0])")
            #expect(validation.diagnostics.contains { $0.severity == .error && [1, 3].contains($0.location.line) })
        }
    }

    @Test("Safe defaults render as non-failable expressions")
    func safeDefaults() throws {
        func rendered(_ type: String, _ text: String) throws -> String {
            try SwiftRenderer.render(RenderFixtures.validated(yaml: Self.yaml(type: type, defaultText: text)))
        }
        #expect(try rendered("UUID", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F").contains("UUID(uuid: (0xE6, 0x21,"))
        #expect(try rendered("Date", "1970-01-02T00:00:00Z").contains("Date(timeIntervalSince1970: 86400.0)"))
        #expect(try rendered("Int", "007").contains("x: Int = 7"))
        #expect(try rendered("String", "a\"b\n").contains("x: String = \"a\\\"b\\n\""))
        #expect(!(try rendered("String", "x").contains("!")))
    }
}
