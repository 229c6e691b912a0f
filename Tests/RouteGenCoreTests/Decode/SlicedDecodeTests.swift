import Testing
@testable import RouteGenCore

/// Large `routes:` mappings are decoded, and their duplicate keys found, in slices at once (`ContiguousSlices`):
/// the manifest and every diagnostic, in their unsorted order, must be what one slice gives.
@Suite("Sliced decoding")
struct SlicedDecodeTests {
    /// `count` routes, with decode errors planted in different slices: an unknown key, a wrong kind, a key repeated
    /// inside a route (in different slices), a route name repeated far from its first use, keys that are not names,
    /// and a mapping with a repeated key that an alias in another slice copies (reported once).
    static func brokenManifest(count: Int = 1_600) -> String {
        var yaml = "version: 1\nurl:\n  schemes: [big]\nroutes:\n"
        for index in 0..<count {
            switch index {
            case 5:
                yaml += "  r5:\n    pathh: /r5\n"
            case 10:
                yaml += "  r10: &twice { path: /r10, path: /again }\n"
            case 300:
                yaml += "  r300: { path: /r300, exposure: external, path: /r300b }\n"
            case 700:
                yaml += "  r3:\n    path: /again3\n"
            case 800:
                yaml += "  r800:\n    summary: [a]\n    path: /r800\n"
            case 1_000:
                yaml += "  ? [x, y]\n  : { path: /x }\n  ~: { path: /null }\n"
            case 1_200:
                yaml += "  r1200:\n    path: /r1200\n    exposure: external\n    path: /twice\n"
            case 1_500:
                yaml += "  r1500: *twice\n"
            default:
                yaml += "  r\(index):\n    path: /r\(index)/<int:id>\n    extras: { id: Int, note: String? }\n"
            }
        }
        return yaml
    }

    static func decode(_ yaml: String, slices: Int) throws -> DecodeResult {
        let root = try #require(YAMLLoader.load(bytes: Array(yaml.utf8), file: "Big/routes.yml").root)
        return ContiguousSlices.$limit.withValue(slices) {
            ManifestDecoder.decode(root, sourcePath: "Big/routes.yml")
        }
    }

    @Test("Every planted problem is reported once, in every slice count, in the order one slice gives")
    func sameDiagnosticsInSameOrder() throws {
        let yaml = Self.brokenManifest()
        let one = try Self.decode(yaml, slices: 1)
        let messages = one.diagnostics.map(\.description)
        #expect(messages.filter { $0.contains("duplicate key 'path'") }.count == 3, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("Big/routes.yml:2100:3: error: duplicate key 'r3'") }, "\(messages)")
        #expect(messages.contains { $0.contains("unknown key 'pathh' in route 'r5'") })
        #expect(messages.contains { $0.contains("'summary' must be a string, found a list") })
        #expect(messages.contains { $0.contains("keys in 'routes' must be names, found a list") })
        #expect(messages.contains { $0.contains("keys in 'routes' must be names, found null") })
        for slices in [2, 3, 8] {
            let sliced = try Self.decode(yaml, slices: slices)
            #expect(sliced.diagnostics == one.diagnostics, "\(slices) slices")
            #expect(sliced.manifest == one.manifest, "\(slices) slices")
        }
    }

    @Test("A valid large manifest decodes to the same routes, in order, in every slice count")
    func sameRoutes() throws {
        var yaml = "version: 1\nurl:\n  schemes: [big]\nroutes:\n"
        for index in 0..<1_200 {
            yaml += "  r\(index):\n    path: /r\(index)/<int:id>\n    exposure: internal\n    extras: { id: Int, tab: { type: String, default: a } }\n"
        }
        let one = try Self.decode(yaml, slices: 1)
        #expect(one.diagnostics.isEmpty)
        let routes = try #require(one.manifest?.routes)
        #expect(routes.map(\.name) == (0..<1_200).map { "r\($0)" })
        #expect(routes[1_199].pathLocation == SourceLocation(file: "Big/routes.yml", line: 4 * 1_199 + 6, column: 11))
        for slices in [2, 3] {
            #expect(try Self.decode(yaml, slices: slices).manifest == one.manifest)
        }
    }
}
