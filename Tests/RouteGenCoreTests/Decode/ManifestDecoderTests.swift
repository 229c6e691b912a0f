import Testing
@testable import RouteGenCore

/// Decoding rules: each with its exact message and position.
@Suite("Manifest decoding")
struct ManifestDecoderTests {
    @Test func unknownTopLevelKeySuggestsTheNearMiss() {
        #expect(printed("version: 1\nrotues: {}\n")
                == ["routes.yml:2:1: error: unknown key 'rotues' in the manifest; did you mean 'routes'?"])
    }

    @Test func unknownKeyWithoutNearMissListsTheKeys() {
        #expect(printed("version: 1\nurl:\n  banana: [x]\n")
                == ["routes.yml:3:3: error: unknown key 'banana' in 'url'; expected one of: schemes, hosts, http"])
    }

    @Test func unknownRouteKeySuggestsTheNearMiss() {
        #expect(printed("version: 1\nroutes:\n  home:\n    exposre: external\n")
                == ["routes.yml:4:5: error: unknown key 'exposre' in route 'home'; did you mean 'exposure'?"])
    }

    @Test func unknownExtraKeySuggestsTheNearMiss() {
        #expect(printed("version: 1\nroutes:\n  home:\n    extras:\n      id: { tpye: Int }\n")
                == ["routes.yml:5:7: error: extra 'id' needs a 'type'",
                    "routes.yml:5:13: error: unknown key 'tpye' in extra 'id'; did you mean 'type'?"])
    }

    @Test func wrongKindNamesWhatWasExpected() {
        #expect(printed("version: 1\nroutes: [home]\n")
                == ["routes.yml:2:9: error: 'routes' must be a mapping, found a list"])
        #expect(printed("version: 1\nimports: Models\n")
                == ["routes.yml:2:10: error: 'imports' must be a list, found a scalar"])
        #expect(printed("version: 1\nroutes:\n  home:\n    summary: [a]\n")
                == ["routes.yml:4:14: error: 'summary' must be a string, found a list"])
    }

    @Test func rootMustBeAMapping() {
        #expect(printed("- a\n- b\n")
                == ["routes.yml:1:1: error: a manifest must be a mapping with 'version' and 'routes', found a list"])
    }

    @Test func missingVersionIsAnError() {
        #expect(printed("routes: {}\n") == ["routes.yml:1:1: error: missing 'version: 1' at the top of the manifest"])
    }

    @Test func otherVersionsAreRejected() {
        #expect(printed("version: 2\n")
                == ["routes.yml:1:10: error: unsupported manifest version 2; this generator reads version 1"])
        #expect(printed("version: '1'\n")
                == ["routes.yml:1:10: error: 'version' must be the number 1, found '1'"])
    }

    @Test func duplicateKeysAnywhereAreReportedWithTheFirst() {
        let text = "version: 1\nroutes:\n  home:\n    extras:\n      id: Int\n      id: String\n  home: {}\n"
        #expect(printed(text) == [
            "routes.yml:6:7: error: duplicate key 'id'\nroutes.yml:5:7: note: 'id' was first written here",
            "routes.yml:7:3: error: duplicate key 'home'\nroutes.yml:3:3: note: 'home' was first written here",
        ])
    }

    @Test func duplicateKeysInsideUnknownKeysAreStillReported() {
        #expect(printed("version: 1\nextraz:\n  a: 1\n  a: 2\n") == [
            "routes.yml:2:1: error: unknown key 'extraz' in the manifest; did you mean 'extras'?",
            "routes.yml:4:3: error: duplicate key 'a'\nroutes.yml:3:3: note: 'a' was first written here",
        ])
    }

    @Test func accessAndExposureValuesSuggestNearMisses() {
        #expect(printed("version: 1\naccess: pubic\n")
                == ["routes.yml:2:9: error: 'access' must be one of public, package, internal, found 'pubic'; did you mean 'public'?"])
        #expect(printed("version: 1\nroutes:\n  home:\n    exposure: extrnal\n")
                == ["routes.yml:4:15: error: 'exposure' must be one of internal, external, found 'extrnal'; did you mean 'external'?"])
    }

    @Test func booleansMustBePlainTrueOrFalse() {
        #expect(printed("version: 1\nroutes:\n  home:\n    handler: yes\n")
                == ["routes.yml:4:14: error: 'handler' must be true or false, found 'yes'"])
        #expect(printed("version: 1\nroutes:\n  home:\n    handler: \"true\"\n")
                == ["routes.yml:4:14: error: 'handler' must be true or false without quotes"])
    }

    @Test func allDiagnosticsAreCollectedInOnePass() {
        let text = "version: 1\nacess: public\nroutes:\n  a:\n    scren: A\n  b:\n    extras: { x: 'Set<Int>' }\n"
        #expect(printed(text) == [
            "routes.yml:2:1: error: unknown key 'acess' in the manifest; did you mean 'access'?",
            "routes.yml:5:5: error: unknown key 'scren' in route 'a'; did you mean 'screen'?",
            "routes.yml:7:22: error: generic types ('Set<Int>') are not supported; supported types are a name (Int, Photo.ID), "
                + "an optional (T?), an array ([T]) and an optional array ([T]?)",
        ])
    }

    @Test func defaultsKeepTheirForm() throws {
        let text = header + "routes:\n  home:\n    extras:\n      a: { type: Int?, default: null }\n      b: { type: '[Int]', default: [] }\n      c: { type: String, default: '' }\n"
        let result = runYAML(text)
        #expect(result.diagnostics.isEmpty)
        let extras = try #require(result.manifest?.manifest.routes.first?.extras)
        #expect(extras[0].defaultValue == .null(location: SourceLocation(file: "routes.yml", line: 7, column: 33)))
        #expect(extras[1].defaultValue == .emptyList(location: SourceLocation(file: "routes.yml", line: 8, column: 36)))
        #expect(extras[2].defaultValue == .scalar("", location: SourceLocation(file: "routes.yml", line: 9, column: 36)))
    }

    @Test func nonEmptyListDefaultIsAnError() {
        #expect(printed("version: 1\nroutes:\n  home:\n    extras:\n      a: { type: '[Int]', default: [1] }\n")
                == ["routes.yml:5:36: error: the default of extra 'a' can only be an empty list ([])"])
    }

    @Test func unquotedFlowListIsAnArrayType() throws {
        let result = runYAML("version: 1\nroutes:\n  home:\n    result: [[Int]]\n    extras: { ids: [UUID] }\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.manifest?.manifest.routes.first?.result == .array(.array(.named(["Int"]))))
        #expect(result.manifest?.manifest.routes.first?.extras.first?.type == .array(.named(["UUID"])))
        #expect(printed("version: 1\nroutes:\n  home:\n    extras: { ids: [Int, String] }\n")
                == ["routes.yml:4:20: error: 'ids' must be one type; a list like [String] holds exactly one element type"])
    }

    @Test func namespaceDefaultsFromTheFileName() {
        #expect(runYAML("version: 1\n", file: "Sources/App/Feed.routes.yml").manifest?.manifest.namespace == "FeedRoutes")
        #expect(runYAML("version: 1\n", file: "routes.yml").manifest?.manifest.namespace == "Routes")
    }

    @Test func screenMustNameAType() {
        #expect(printed("version: 1\nroutes:\n  home:\n    screen: '[A]'\n")
                == ["routes.yml:4:13: error: 'screen' must name a type (a class with init(route:)), found '[A]'"])
    }

    @Test func manifestKeysListEveryAcceptedKey() {
        #expect(ManifestKeys.topLevel == ["version", "namespace", "access", "imports", "url", "displays", "enums", "routes", "tabs", "app", "examples", "extras", "entryPoints", "dependencies"])
        #expect(ManifestKeys.url == ["schemes", "hosts", "http"])
        #expect(ManifestKeys.route == ["summary", "path", "screen", "view", "exposure", "presentation", "detents", "interactiveDismiss", "extras", "result", "handler", "tab", "root", "parent", "hosts", "schemes", "schemeHosts", "fragment", "entryPoints", "needs"])
        #expect(ManifestKeys.extra == ["type", "default", "internal", "key", "in", "min", "max", "pattern", "minLength", "maxLength"])
    }
}
