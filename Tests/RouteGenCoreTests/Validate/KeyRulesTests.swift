import Testing
@testable import RouteGenCore
import TestSupport

/// `key:` (an extra's name in URLs) and the one name check every Swift name of the manifest goes through,
/// placeholders included (header: 3 lines, so routes start on line 4).
@Suite("Validation: keys and generated names")
struct KeyRulesTests {
    private func route(path: String, _ extras: String = "") -> String {
        header + "routes:\n  open:\n    path: \(path)\n    exposure: external\n    handler: true\n"
            + (extras.isEmpty ? "" : "    extras:\n" + extras)
    }

    @Test("A key names the extra in URLs: query item or placeholder, any non-empty text")
    func keysBind() throws {
        let text = route(path: "/open/:url", "      target: { type: URL, key: url }\n      userID: { type: Int?, key: user-id }\n"
                                              + "      source: { type: String?, key: 'utm source/ü' }\n")
        let result = runYAML(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let extras = try #require(result.manifest?.manifest.routes.first?.extras)
        #expect(extras.map(\.name) == ["target", "userID", "source"])
        #expect(extras.map(\.urlName) == ["url", "user-id", "utm source/ü"])
        #expect(extras.map(\.binding) == [.path(.inferred), .query, .query])
    }

    @Test("<url> is a String placeholder: bound to a URL extra, the error points to :url")
    func untypedPlaceholderHint() {
        #expect(printed(route(path: "/open/<url>", "      target: { type: URL, key: url }\n")) == [
            "routes.yml:10:23: error: extra 'target' has type 'URL' but path placeholder '<url>' gives it type 'String'; "
                + "write ':url' for a placeholder that takes the extra's type\nroutes.yml:6:17: note: placeholder '<url>' is here",
        ])
    }

    @Test("A :name placeholder bound by key takes its extra's type for the ambiguity check")
    func colonPlaceholderTypedThroughKey() {
        let text = header + "routes:\n  a:\n    path: /a/:x\n    exposure: external\n    handler: true\n"
            + "    extras: { n: { type: Int, key: x } }\n"
            + "  b:\n    path: /a/<double:y>\n    exposure: external\n    handler: true\n"
        #expect(printed(text) == [
            "routes.yml:11:11: error: path '/a/<double:y>' of route 'b' is ambiguous with route 'a': a URL can match both "
                + "with equal specificity\nroutes.yml:6:11: note: route 'a' has path '/a/:x'",
        ])
    }

    @Test("A placeholder named like a generated member is refused, with the key that keeps its URL name")
    func placeholderCollisions() {
        #expect(printed(route(path: "/open/<parameters>")) == [
            "routes.yml:6:17: error: placeholder '<parameters>' declares extra 'parameters', which collides with the "
                + "generated member 'Routes.Open.parameters'; bind it to an extra with another name: "
                + "extras: { parametersValue: { type: String, key: parameters } }",
        ])
        // The rule does not depend on the placeholder's type: `<path:url>` was accepted before.
        #expect(printed(route(path: "/open/<path:url>")) == [
            "routes.yml:6:17: error: placeholder '<path:url>' declares extra 'url', which collides with the generated "
                + "member 'Routes.Open.url'; bind it to an extra with another name: "
                + "extras: { urlValue: { type: String, key: url } }",
        ])
        #expect(printed(route(path: "/open/<int:descriptor>")).first?.contains("type: Int, key: descriptor") == true)
        // `_` alone is not a name, in a pattern as in Swift: refused by the pattern grammar itself.
        #expect(printed(route(path: "/open/<_>")) == [
            "routes.yml:6:18: error: invalid path '/open/<_>': placeholder name '_' is not an identifier",
        ])
        #expect(printed(route(path: "/open/<parameters>", "      section: { type: String, key: parameters }\n")).isEmpty)
    }

    @Test("An extra named like a generated member or not a Swift name is told to keep its URL name with key:")
    func extraFixes() {
        #expect(printed(route(path: "/open", "      url: URL\n")) == [
            "routes.yml:10:7: error: extra 'url' collides with the generated member 'Routes.Open.url'; rename the extra "
                + "and keep 'url' in links with key: url",
        ])
        #expect(printed(route(path: "/open", "      user-id: Int\n")) == [
            "routes.yml:10:7: error: extra name 'user-id' is not a valid Swift identifier; name it 'userId' and keep "
                + "'user-id' in links with key: user-id",
        ])
        // With a key already, or never in URLs, renaming is the whole fix.
        #expect(printed(route(path: "/open", "      url: { type: URL, key: link }\n")) == [
            "routes.yml:10:7: error: extra 'url' collides with the generated member 'Routes.Open.url'; rename the extra",
        ])
        #expect(printed(route(path: "/open", "      hashValue: { type: Int?, internal: true }\n")) == [
            "routes.yml:10:7: error: extra 'hashValue' collides with the generated member 'Routes.Open.hashValue'; "
                + "rename the extra",
        ])
        #expect(printed(route(path: "/open", "      link: { type: URL, key: url }\n      desc: { type: String, key: descriptor }\n"))
                .isEmpty)
    }

    @Test("URL names are unique within a route, keys and Swift names alike")
    func uniqueURLNames() {
        #expect(printed(route(path: "/open", "      a: { type: String, key: x }\n      b: { type: String?, key: x }\n")) == [
            "routes.yml:11:32: error: extra 'b' is 'x' in URLs, like extra 'a'; keys are unique within a route\n"
                + "routes.yml:10:7: note: extra 'a' is declared here",
        ])
        #expect(printed(route(path: "/open", "      a: String\n      b: { type: String?, key: a }\n")) == [
            "routes.yml:11:32: error: extra 'b' is 'a' in URLs, like extra 'a'; keys are unique within a route\n"
                + "routes.yml:10:7: note: extra 'a' is declared here",
        ])
        // Keys may swap names: each URL name still means one extra.
        #expect(printed(route(path: "/open", "      a: { type: String, key: b }\n      b: { type: String?, key: a }\n")).isEmpty)
    }

    @Test("A placeholder cannot declare an extra whose Swift name a keyed extra already has")
    func placeholderAgainstKeyedExtra() {
        #expect(printed(route(path: "/open/<id>", "      id: { type: String?, key: ident }\n")) == [
            "routes.yml:6:17: error: placeholder '<id>' declares extra 'id', but extra 'id' is 'ident' in URLs; give the "
                + "placeholder that name or rename the extra\nroutes.yml:10:7: note: extra 'id' is declared here",
        ])
    }

    @Test("A key must be text with something in it; on an internal extra it is unused")
    func keyShapes() {
        #expect(printed(route(path: "/open", "      a: { type: String?, key: '' }\n")) == [
            "routes.yml:10:32: error: the key of extra 'a' must not be empty; leave 'key' out to use 'a' in URLs",
        ])
        #expect(printed(route(path: "/open", "      a: { type: String?, key: [x] }\n")) == [
            "routes.yml:10:32: error: 'key' must be a string, found a list",
        ])
        #expect(printed(route(path: "/open", "      a: { type: String?, internal: true, key: b }\n")) == [
            "routes.yml:10:48: warning: extra 'a' is internal: it never travels in a URL, so its key 'b' is unused",
        ])
    }

    @Test("Route and enum types cannot hide the namespace or take Swift's reserved member names")
    func reservedTypeNames() {
        #expect(printed(header + "routes:\n  type: {}\n  protocol: {}\n  routes: {}\n") == [
            "routes.yml:5:3: error: route 'type' generates 'Routes.Type', a name Swift reserves for every type's own "
                + "members; rename the route",
            "routes.yml:6:3: error: route 'protocol' generates 'Routes.Protocol', a name Swift reserves for every type's "
                + "own members; rename the route",
            "routes.yml:7:3: error: route 'routes' generates 'Routes.Routes', which hides the namespace 'Routes' inside "
                + "it; rename the route or set 'namespace:'",
        ])
        #expect(printed(header + "namespace: Home\nenums:\n  Home: [a]\n  Type: [b]\n") == [
            "routes.yml:6:3: error: enum 'Home' generates 'Home.Home', which hides the namespace 'Home' inside it; "
                + "rename the enum or set 'namespace:'",
            "routes.yml:7:3: error: enum 'Type' generates 'Home.Type', a name Swift reserves for every type's own "
                + "members; rename the enum",
        ])
    }

    @Test("An enum case cannot take the name of the enum's generated allCases")
    func enumCases() {
        #expect(printed(header + "enums:\n  Mode: [allCases, rawValue]\n") == [
            "routes.yml:5:10: error: enum case 'allCases' collides with the generated 'Routes.Mode.allCases'; rename the case",
        ])
    }
}

/// The list of reserved names in docs/manifest.md is the validator's list (`GeneratedNames`).
@Suite("Reserved names in docs/manifest.md")
struct ReservedNamesDocumentationTests {
    @Test("Every name the validator reserves is listed under 'Reserved names', and nothing else is code there")
    func referenceListsEveryReservedName() throws {
        let reference = try String(contentsOf: Repository.url("docs/manifest.md"), encoding: .utf8)
        let start = try #require(reference.range(of: "\n## Reserved names\n"))
        let section = reference[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        let table = section[..<end].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| where") }
        let listed = Set(table.flatMap { row -> [String] in
            // The second column of each row: the reserved names, each in backticks.
            let columns = row.split(separator: "|", omittingEmptySubsequences: false)
            guard columns.count > 2 else { return [] }
            return columns[2].split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        })
        let reserved = Set(GeneratedNames.namespaceTypes + [GeneratedNames.tabsType] + GeneratedNames.namespaceMembers + GeneratedNames.routeMembers
                           + GeneratedNames.enumMembers + GeneratedNames.reservedTypeNames + GeneratedNames.reservedRouteNames)
        #expect(listed == reserved)
    }
}
