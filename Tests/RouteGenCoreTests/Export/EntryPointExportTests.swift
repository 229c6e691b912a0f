import Foundation
import Testing
@_spi(RouteGen) import RouteKit
@testable import RouteGenCore
import TestSupport

/// `routegen export payload-schema`, `routegen export entry-points` and `routegen check-payload`, on the manifest
/// RouteKitTests open entry points with.
@Suite("Export: entry points and payload checks")
struct EntryPointExportTests {
    static let manifest = "Tests/RouteGenCoreTests/Fixtures/Render/RouteKitTests/Entry.routes.yml"

    static func export(_ kind: ManifestExport.Kind) -> ManifestExport.Outcome {
        ManifestExport.run(kind, paths: [Repository.url(manifest).path], displayPaths: [manifest])
    }

    static func check(_ json: String) throws -> Result<String, PayloadCheck.Problem> {
        let manifests = ManifestLint.run(paths: [Repository.url(manifest).path]).manifests
        try #require(manifests.count == 1)
        return PayloadCheck.check(Data(json.utf8), against: manifests)
    }

    @Test func thePayloadSchemaIsJSONWithOneAlternativePerNotificationRoute() throws {
        let outcome = Self.export(.payloadSchema)
        let text = try #require(outcome.text)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let route = try #require(properties["route"] as? [String: Any])
        let names = (route["oneOf"] as? [[String: Any]])?.compactMap { (($0["properties"] as? [String: Any])?["name"] as? [String: Any])?["const"] as? String }
        #expect(names == ["conversation", "compose", "account"])
        #expect(Set(properties.keys) == ["aps", "route", "url", "deeplink", "ab_uri"])
        #expect(text.contains("\"minimum\": 1") && text.contains("\"pattern\": \"^(?:[A-Z]{3})$\""))
        #expect(Self.export(.payloadSchema).text == text, "deterministic")
    }

    @Test func infoPlistKeysListActivityTypesAndStaticQuickActions() throws {
        let text = try #require(Self.export(.entryPoints).text)
        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
        #expect(plist["NSUserActivityTypes"] as? [String] == ["com.example.chat.conversation"])
        let items = try #require(plist["UIApplicationShortcutItems"] as? [[String: Any]])
        #expect(items.compactMap { $0["UIApplicationShortcutItemType"] as? String } == ["com.example.chat.compose", "com.example.chat.account"])
    }

    @Test func aQuickActionWithARequiredExtraIsDynamicOnlyAndSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("routes.yml")
        try Data("""
            version: 1
            url: { schemes: [x] }
            routes:
              item: { path: /item/<int:id>, exposure: external, handler: true, entryPoints: [quickAction, handoff] }

            """.utf8).write(to: path)
        let outcome = ManifestExport.run(.entryPoints, paths: [path.path], displayPaths: ["routes.yml"])
        #expect(outcome.diagnostics.map(\.description) == [
            "routes.yml:4:81: warning: quick action of route 'item' is not static: extra 'id' has no default; add it at run time with quickAction(title:)",
        ])
        #expect(outcome.text?.contains("<string>Routes.item</string>") == true)
        #expect(outcome.text?.contains("UIApplicationShortcutItems") == false)
        let none = ManifestExport.run(.payloadSchema, paths: [path.path], displayPaths: ["routes.yml"])
        #expect(none.status == .manifestErrors)
    }

    @Test func aServersPayloadIsCheckedAsTheAppReadsIt() throws {
        #expect(try Self.check("""
            {"aps": {}, "route": {"name": "conversation", "extras": {"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "message": 7, "highlight": true}}}
            """) == .success("opens conversation (id: UUID = 6f9619ff-8b86-d011-b42d-00c04fc964ff, message: Int = 7, highlight: Bool? = true, zoom: Double = 1.0 (default), filter: Filter = .all (default), tags: [String] = [] (absent), code: String? = nil (absent))"))
        #expect(try Self.check(#"{"ab_uri": "https://chat.example.com/inbox"}"#) == .success("opens inbox ()"))
        #expect(try Self.check(#"{"route": {"name": "inbox"}}"#)
                == .failure(.init(message: "route 'inbox' does not list 'notification' under 'entryPoints' in its manifest")))
        #expect(try Self.check(#"{"route": {"name": "nope"}}"#)
                == .failure(.init(message: "no route named 'nope' serves entry points")))
        #expect(try Self.check(#"{"route": {"name": "conversation", "extras": {"id": [[1]]}}}"#)
                == .failure(.init(message: "'route.extras.id[0]' must be a string, number or boolean, found a list")))
        if case .failure(let problem) = try Self.check(#"{"url": "chat://debug"}"#) {
            #expect(problem.message.contains("matches internal route 'debugMenu' only"))
        } else {
            Issue.record("a link to an internal route opens nothing")
        }
        if case .failure(let problem) = try Self.check(#"{"route": {"name": "conversation", "extras": {"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "message": 0}}}"#) {
            #expect(problem.message.contains("message"), "\(problem.message)")
        } else {
            Issue.record("a value below its minimum opens nothing")
        }
        #expect(try Self.check("[1, 2]") == .failure(.init(message: "not a JSON object")))
        #expect(try Self.check("{") == .failure(.init(message: "not a JSON object (or larger than 1 MiB)")))
        #expect(try Self.check("{}") == .failure(.init(message: "the payload has no 'route' and none of the link keys 'url', 'deeplink', 'ab_uri', 'custom.u'")))
    }
}
