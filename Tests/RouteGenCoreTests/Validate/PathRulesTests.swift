import Testing
@testable import RouteGenCore

/// Path syntax (through RouteKit's parser), placeholder/extra agreement and ambiguity.
@Suite("Validation: paths")
struct PathRulesTests {
    private func route(_ body: String) -> String {
        header + "routes:\n  home:\n    exposure: external\n" + body
    }

    @Test func syntaxErrorsComeFromRouteKitAtTheirColumn() {
        #expect(printed(route("    path: /user/<int:id\n"))
                == ["routes.yml:7:17: error: invalid path '/user/<int:id': unbalanced '<' or '>' in pattern"])
        #expect(printed(route("    path: /files/<path:rest>/more\n"))
                == ["routes.yml:7:18: error: invalid path '/files/<path:rest>/more': catch-all placeholder '<path:rest>' must be the last segment"])
        #expect(printed(route("    path: '/a/<id>/<id>'\n"))
                == ["routes.yml:7:20: error: invalid path '/a/<id>/<id>': placeholder 'id' appears more than once"])
    }

    @Test func undeclaredPlaceholdersBecomeExtrasBeforeTheDeclaredOnes() throws {
        let result = runYAML(route("    path: /a/<int:x>/<name>/<uuid:u>/:slug/<path:rest>\n    extras: { q: String?, x: Int }\n"))
        #expect(result.diagnostics.isEmpty)
        let extras = try #require(result.manifest?.manifest.routes.first?.extras)
        #expect(extras.map(\.name) == ["name", "u", "slug", "rest", "q", "x"])
        #expect(extras.map(\.type) == [.named(["String"]), .named(["UUID"]), .named(["String"]), .named(["String"]),
                                       .optional(.named(["String"])), .named(["Int"])])
        #expect(extras.map(\.binding) == [.path(.string), .path(.uuid), .path(.inferred), .path(.path), .query, .path(.int)])
        #expect(extras[1].location == SourceLocation(file: "routes.yml", line: 7, column: 29))
    }

    @Test func declaredExtraMustAgreeWithThePlaceholder() {
        #expect(printed(route("    path: /user/<int:id>\n    extras:\n      id: String\n")) == [
            "routes.yml:9:11: error: extra 'id' has type 'String' but path placeholder '<int:id>' gives it type 'Int'"
                + "\nroutes.yml:7:17: note: placeholder '<int:id>' is here",
        ])
    }

    @Test func placeholderExtrasAreNeverOptionalInternalOrDefaulted() {
        let body = "    path: /a/<int:a>/<int:b>/<int:c>\n    extras:\n      a: Int?\n      b: { type: Int, internal: true }\n      c: { type: Int, default: 3 }\n"
        #expect(printed(route(body)) == [
            "routes.yml:9:10: error: extra 'a' is bound to path placeholder '<int:a>' and cannot be optional (only a placeholder that another path of the route leaves out can be)"
                + "\nroutes.yml:7:14: note: placeholder '<int:a>' is here",
            "routes.yml:10:7: error: extra 'b' is bound to path placeholder '<int:b>' and cannot be 'internal: true'"
                + "\nroutes.yml:7:22: note: placeholder '<int:b>' is here",
            "routes.yml:11:32: error: extra 'c' is bound to path placeholder '<int:c>' and cannot have a default"
                + "\nroutes.yml:7:30: note: placeholder '<int:c>' is here",
        ])
    }

    @Test func colonPlaceholderTakesTheDeclaredSingleType() throws {
        let result = runYAML(route("    path: /story/:storyId\n    extras: { storyId: Int }\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.manifest?.manifest.routes.first?.extras.first?.binding == .path(.inferred))
        #expect(printed(route("    path: /story/:ids\n    extras: { ids: '[Int]' }\n")) == [
            "routes.yml:8:21: error: extra 'ids' is bound to path placeholder ':ids' and must be a single value, not '[Int]'"
                + "\nroutes.yml:7:18: note: placeholder ':ids' is here",
        ])
    }

    @Test func enumPlaceholdersNeedAManifestEnum() {
        let ok = runYAML(header + "enums:\n  Tab: [a, b]\nroutes:\n  home:\n    exposure: external\n    path: /t/<Tab:tab>\n")
        #expect(ok.manifest?.manifest.routes.first?.extras.first?.type == .named(["Tab"]))
        #expect(ok.manifest?.manifest.routes.first?.extras.first?.binding == .path(.enumeration("Tab")))
        #expect(printed(route("    path: /t/<Tabb:tab>\n")) == [
            "routes.yml:7:14: error: placeholder '<Tabb:tab>' has unknown type 'Tabb'; expected string, int, double, bool, uuid, path or a manifest enum",
        ])
    }

    @Test func externalRoutesNeedAPathAndAURLConfiguration() {
        #expect(printed(route("")) == ["routes.yml:5:3: error: external route 'home' needs a 'path'"])
        #expect(printed("version: 1\nroutes:\n  home:\n    exposure: external\n    path: /home\n")
                == ["routes.yml:3:3: error: external route 'home' cannot be reached: add 'url.schemes' or 'url.hosts' to the manifest, or 'hosts'/'schemes' to the route"])
    }

    @Test func internalRoutePathIsValidatedButBindsNothing() throws {
        #expect(printed(header + "routes:\n  home:\n    exposure: internal\n    path: '/a/<int'\n")
                == ["routes.yml:7:15: error: invalid path '/a/<int': unbalanced '<' or '>' in pattern"])
        let result = runYAML(header + "routes:\n  home:\n    path: /a/<int:id>\n")
        #expect(result.manifest?.manifest.routes.first?.extras.map(\.binding) == [.none])
        #expect(result.manifest?.manifest.routes.first?.extras.map(\.type) == [.named(["Int"])])
    }

    @Test func ambiguousExternalRoutesAreReportedAsAPair() {
        let text = header + "routes:\n  a:\n    exposure: external\n    path: /item/<int:id>\n  b:\n    exposure: external\n    path: /item/<double:value>\n"
        #expect(printed(text) == [
            "routes.yml:10:11: error: path '/item/<double:value>' of route 'b' is ambiguous with route 'a': a URL can match both with equal specificity"
                + "\nroutes.yml:7:11: note: route 'a' has path '/item/<int:id>'",
        ])
    }

    @Test func differentSpecificityOrDisjointTypesAreNotAmbiguous() {
        let text = header + "routes:\n  a:\n    exposure: external\n    path: /item/<int:id>\n  b:\n    exposure: external\n    path: /item/<uuid:u>\n  c:\n    exposure: external\n    path: /item/<name>\n  d:\n    exposure: external\n    path: /item/new\n  e:\n    exposure: internal\n    path: /item/<int:id>\n"
        #expect(printed(text) == [])
    }

    @Test func colonPlaceholdersAreRankedByTheirExtraType() {
        let text = header + "routes:\n  a:\n    exposure: external\n    path: /item/<int:id>\n  b:\n    exposure: external\n    path: /item/:n\n    extras: { n: Int64 }\n"
        #expect(printed(text).first?.hasPrefix("routes.yml:10:11: error: path '/item/:n' of route 'b' is ambiguous with route 'a'") == true)
    }
}
