import Foundation
import RouteKit
import Testing
@testable import RouteGenCore

/// What users rely on beyond the bytes: the files parse back as JSON and property lists, the catalog's example
/// links open their own routes, and bad input stops the export with the usual diagnostics and exit statuses.
@Suite("Export: validity, examples and bad input")
struct ExportValidityTests {
    static let appID = "ABCDE12345.com.example.shop"

    static func options(_ body: (inout ManifestExport.Options) -> Void = { _ in }) -> ManifestExport.Options {
        var options = ManifestExport.Options()
        options.appIDs = [appID]
        body(&options)
        return options
    }

    @Test("The AASA parses back as JSON with Apple's structure")
    func aasaParses() throws {
        let text = try AASAExport.render(try ExportFixtures.app(), appIDs: [Self.appID, "ABCDE12345.com.example.b"]).text
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let applinks = try #require(root["applinks"] as? [String: Any])
        let details = try #require(applinks["details"] as? [[String: Any]])
        #expect(details.count == 1)
        #expect(details[0]["appIDs"] as? [String] == [Self.appID, "ABCDE12345.com.example.b"])
        let components = try #require(details[0]["components"] as? [[String: Any]])
        #expect(components.count == AASAExport.components(try ExportFixtures.app()).count)
        for component in components {
            #expect(component["/"] is String)
            #expect(component["comment"] is String)
            if let query = component["?"] { #expect(query is [String: String]) }
        }
        let variables = try #require(applinks["substitutionVariables"] as? [String: [String]])
        #expect(variables["ShopRoutes.Tab"] == ["posts", "likes", "media"])
        let defaults = try #require(applinks["defaults"] as? [String: Bool])
        #expect(defaults == ["caseSensitive": true, "percentEncoded": true])
    }

    @Test("Entitlements and URL types parse back as property lists")
    func plistsParse() throws {
        let manifests = try ExportFixtures.app()
        let entitlements = try EntitlementsExport.render(manifests, developerMode: true).text
        let parsed = try #require(try PropertyListSerialization.propertyList(from: Data(entitlements.utf8), format: nil) as? [String: Any])
        #expect(parsed[EntitlementsExport.key] as? [String] == ["applinks:shop.example.com?mode=developer",
                                                                  "applinks:www.shop.example.com?mode=developer"])
        let types = try URLTypesExport.render(manifests, bundleID: "com.example.<&>").text
        let root = try #require(try PropertyListSerialization.propertyList(from: Data(types.utf8), format: nil) as? [String: Any])
        let list = try #require(root[URLTypesExport.key] as? [[String: Any]])
        #expect(list.map { $0["CFBundleURLSchemes"] as? [String] } == [["shop"], ["legacy"]])
        #expect(list.map { $0["CFBundleURLName"] as? String } == ["com.example.<&>.ShopRoutes", "com.example.<&>.LegacyRoutes"])
        #expect(list.allSatisfy { $0["CFBundleTypeRole"] as? String == "Viewer" })
    }

    @Test("Hostile summaries survive the JSON catalog and the Markdown table stays one row per route")
    func hostileText() throws {
        let summary = "Quotes \" and \\ back\u{1}slash </string> | pipe `tick`\nsecond line"
        let manifest = try ExportFixtures.manifest(yaml: """
            version: 1
            url: { schemes: [myapp] }
            routes:
              home:
                summary: "\(summary.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{1}", with: "\\x01"))"
                path: /home
                exposure: external
            """)
        let json = CatalogExport.render([manifest], format: .json).text
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let routes = try #require((root["manifests"] as? [[String: Any]])?.first?["routes"] as? [[String: Any]])
        #expect(routes.first?["summary"] as? String == summary)
        let markdown = CatalogExport.render([manifest], format: .markdown).text
        #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| `home`") }.count == 1)
    }

    @Test("Every catalog example link opens its own route (fixtures and the render fixture with every feature)")
    func examplesRoundTrip() throws {
        var manifests = try ExportFixtures.app()
        manifests.append(try RenderFixtures.manifest("Tests/RouteGenCoreTests/Fixtures/Render/Everything/routes.yml"))
        manifests.append(try RenderFixtures.manifest("Tests/RouteGenCoreTests/Fixtures/full.routes.yml"))
        for seed in 1...40 {
            var random = LinkSampler.Random(state: UInt64(seed) &* 7_919)
            if let manifest = try? ExportFixtures.manifest(yaml: RandomRoutes.yaml(&random)) { manifests.append(manifest) }
        }
        var checked = 0
        for manifest in manifests {
            let matcher = ManifestURLMatcher(manifest: manifest)
            for route in manifest.routes {
                let entry = CatalogEntry(route, in: manifest)
                for link in [entry.example, entry.universalLink].compactMap({ $0 }) {
                    let url = try #require(URL(string: link), "\(link)")
                    #expect(matcher.match(url).route == route.name, "\(manifest.sourcePath) \(route.name): \(link)")
                    checked += 1
                }
                #expect((entry.example != nil) == (route.exposure == .external && route.path != nil))
            }
        }
        #expect(checked > 150)
    }

    @Test("No hosts: no AASA, and the diagnostic says why at the manifest")
    func noHosts() throws {
        let outcome = ManifestExport.export(.aasa, [try ExportFixtures.manifest("Legacy.routes.yml")], options: Self.options())
        #expect(outcome.status == .manifestErrors && outcome.text == nil)
        let message = try #require(outcome.diagnostics.first).description
        #expect(message.hasPrefix(ExportFixtures.folder + "Legacy.routes.yml:4:3: error: no apple-app-site-association"))
        #expect(message.contains("hosts"))
        let entitlements = ManifestExport.export(.entitlements, [try ExportFixtures.manifest("Legacy.routes.yml")], options: Self.options())
        #expect(entitlements.status == .manifestErrors)
        let urlTypes = ManifestExport.export(.urlTypes, [try ExportFixtures.manifest("Blog.routes.yml")], options: Self.options())
        #expect(urlTypes.status == .manifestErrors && urlTypes.diagnostics.first?.message.contains("url.schemes") == true)
    }

    @Test("A manifest with errors stops the export with lint's diagnostics and exit status; a missing file is an I/O error")
    func manifestErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("routes.yml")
        try Data("version: 1\nroutes:\n  home: { exposure: externl }\n".utf8).write(to: broken)
        for kind in ManifestExport.Kind.allCases {
            let outcome = ManifestExport.run(kind, paths: [broken.path], displayPaths: ["routes.yml"], options: Self.options())
            #expect(outcome.status == .manifestErrors && outcome.text == nil)
            #expect(outcome.diagnostics.map(\.description) == ManifestLint.run(paths: [broken.path]).diagnostics.map(\.description)
                .map { $0.replacingOccurrences(of: broken.path, with: "routes.yml") })
        }
        let missing = ManifestExport.run(.catalog, paths: [folder.appendingPathComponent("none.yml").path])
        #expect(missing.status == .usageOrIO)
    }

    @Test("Usage errors: no or malformed --app-id, hosts that differ without --host, an unknown --host")
    func usage() throws {
        let shop = try ExportFixtures.manifest("Shop.routes.yml"), other = try ExportFixtures.manifest("Other.routes.yml")
        #expect(ManifestExport.export(.aasa, [shop], options: ManifestExport.Options()).usageError?.contains("--app-id") == true)
        for bad in ["com.example.app", "abcde12345.com.x", "ABCDE1234.com.x", ".com.example", "ABCDE12345.", "AB CD.com.x", "ABCDE12345.com/x"] {
            let outcome = ManifestExport.export(.aasa, [shop], options: Self.options { $0.appIDs = [bad] })
            #expect(outcome.status == .usageOrIO && outcome.usageError?.contains(bad) == true, "\(bad)")
        }
        let mixed = ManifestExport.export(.aasa, [shop, other], options: Self.options())
        #expect(mixed.status == .usageOrIO && mixed.usageError?.contains("--host") == true)
        let chosen = ManifestExport.export(.aasa, [shop, other], options: Self.options { $0.host = "OTHER.example.com" })
        let text = try #require(chosen.text)
        #expect(text.contains("OtherRoutes.thing") && !text.contains("ShopRoutes."))
        let unknown = ManifestExport.export(.aasa, [shop, other], options: Self.options { $0.host = "nowhere.example.com" })
        #expect(unknown.status == .usageOrIO && unknown.usageError?.contains("nowhere.example.com") == true)
    }

    @Test("Over 128 KB the AASA is refused with its size; just under, it is written")
    func sizeLimit() throws {
        func manifest(routes: Int) throws -> Manifest {
            let lines = (0..<routes).map { "  r\($0): { path: /section\($0)/<int:id>/<uuid:u>, exposure: external }" }
            return try ExportFixtures.manifest(yaml: "version: 1\nurl: { hosts: [h.example.com] }\nroutes:\n" + lines.joined(separator: "\n") + "\n")
        }
        var low = 1, high = 400
        let failing = ManifestExport.export(.aasa, [try manifest(routes: high)], options: Self.options())
        #expect(failing.status == .manifestErrors && failing.text == nil)
        let message = try #require(failing.diagnostics.first?.message)
        #expect(message.contains("over Apple's limit of 131072 bytes (128 KB)"))
        let size = try #require(Int(message.split(separator: " ").first { Int($0) != nil } ?? ""))
        #expect(size > AASAExport.sizeLimit)
        while high - low > 1 {
            let middle = (low + high) / 2
            if ManifestExport.export(.aasa, [try manifest(routes: middle)], options: Self.options()).text != nil { low = middle } else { high = middle }
        }
        let largest = try #require(ManifestExport.export(.aasa, [try manifest(routes: low)], options: Self.options()).text)
        #expect(largest.utf8.count <= AASAExport.sizeLimit && largest.utf8.count > AASAExport.sizeLimit - 2_000)
    }

    @Test("A manifest without hosts beside one with hosts: its routes are left out, with a warning")
    func warnsForSchemeOnlyManifest() throws {
        let outcome = ManifestExport.export(.aasa, try ExportFixtures.app(), options: Self.options())
        #expect(outcome.status == .ok)
        #expect(outcome.diagnostics.map(\.severity) == [.warning])
        #expect(outcome.diagnostics.first?.location.file == ExportFixtures.folder + "Legacy.routes.yml")
        #expect(outcome.text?.contains("LegacyRoutes") == false)
    }
}
