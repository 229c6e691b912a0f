import Foundation
import Testing
@testable import RouteGenCore

/// The manifest reference's example, decoded and validated field by field, from YAML and from a plist.
@Suite("Full manifest")
struct FullManifestTests {
    private func loadYAML() throws -> Manifest {
        let result = ManifestPipeline.run(fileAt: fixtureURL("full.routes.yml"), displayPath: "full.routes.yml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.manifest).manifest
    }

    private func loadPlist() throws -> Manifest {
        let result = ManifestPipeline.run(fileAt: fixtureURL("full.routes.plist"), displayPath: "full.routes.plist")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.manifest).manifest
    }

    @Test func topLevelFields() throws {
        let manifest = try loadYAML()
        #expect(manifest.sourcePath == "full.routes.yml")
        #expect(manifest.version == 1)
        #expect(manifest.namespace == "Routes")
        #expect(manifest.namespaceLocation == SourceLocation(file: "full.routes.yml", line: 2, column: 12))
        #expect(manifest.access == .public)
        #expect(manifest.imports == ["Models"])
        #expect(manifest.url.schemes == ["myapp"])
        #expect(manifest.url.hosts == ["myapp.example.com"])
        #expect(manifest.url.hostLocations == [SourceLocation(file: "full.routes.yml", line: 7, column: 11)])
        #expect(manifest.displays == ["sheet"])
        #expect(manifest.enums.map(\.name) == ["ProfileTab"])
        #expect(manifest.enums.first?.cases.map(\.name) == ["posts", "likes", "media"])
        #expect(manifest.enums.first?.cases.last?.location == SourceLocation(file: "full.routes.yml", line: 10, column: 30))
        #expect(manifest.routes.map(\.name) == ["userProfile", "photoPicker", "alert"])
    }

    @Test func userProfileRoute() throws {
        let route = try #require(try loadYAML().routes.first)
        let file = "full.routes.yml"
        #expect(route.location == SourceLocation(file: file, line: 12, column: 3))
        #expect(route.summary == "Shows a user's profile.")
        #expect(route.path == "/user/<int:id>")
        #expect(route.pathLocation == SourceLocation(file: file, line: 14, column: 11))
        #expect(route.destination == .screen("UserProfileViewController"))
        #expect(route.exposure == .external)
        #expect(route.presentation == .push)
        #expect(route.result == nil)
        #expect(route.extras.map(\.name) == ["id", "referrer", "tab", "tags", "user"])
        #expect(route.extras.map(\.type) == [
            .named(["Int"]), .optional(.named(["String"])), .named(["ProfileTab"]),
            .array(.named(["String"])), .optional(.named(["User"])),
        ])
        #expect(route.extras.map(\.binding) == [.path(.int), .query, .query, .query, .none])
        #expect(route.extras.map(\.isInternal) == [false, false, false, false, true])
        #expect(route.extras[2].defaultValue == .scalar("posts", location: SourceLocation(file: file, line: 21, column: 41)))
        #expect(route.extras.filter { $0.name != "tab" }.allSatisfy { $0.defaultValue == nil })
        #expect(route.extras[0].typeLocation == SourceLocation(file: file, line: 19, column: 11))
    }

    @Test func resultAndHandlerRoutes() throws {
        let routes = try loadYAML().routes
        let picker = routes[1]
        #expect(picker.destination == .screen("PhotoPickerViewController"))
        #expect(picker.exposure == .internal)
        #expect(picker.presentation == .present)
        #expect(picker.result == .named(["Photo", "ID"]))
        #expect(picker.path == nil)
        let alert = routes[2]
        #expect(alert.destination == .handler)
        #expect(alert.exposure == .external)
        #expect(alert.path == "/alert")
        #expect(alert.extras.map(\.name) == ["title", "message"])
        #expect(alert.extras.map(\.type) == [.named(["String"]), .optional(.named(["String"]))])
        #expect(alert.extras.map(\.binding) == [.query, .query])
    }

    @Test func yamlAndPlistGiveEqualModels() throws {
        let yaml = try loadYAML()
        let plist = try loadPlist()
        #expect(strippingLocations(yaml) == strippingLocations(plist))
    }

    @Test func plistLocationsAreKeyPaths() throws {
        let plist = try loadPlist()
        #expect(plist.routes[0].pathLocation == SourceLocation(file: "full.routes.plist", keyPath: "routes.userProfile.path"))
        #expect(plist.routes[0].extras[2].location
                == SourceLocation(file: "full.routes.plist", keyPath: "routes.userProfile.extras.tab"))
    }
}
