import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// docs/migrating.md's manifests: each passes lint, or fails with the error its first line announces
/// (`# routegen lint: error: ...`); and the first one, whose generated code the guide's Swift snippets use, agrees
/// with the "every feature" manifest those snippets are compiled against in GeneratedCodeTests.
@Suite("docs/migrating.md: its manifests lint as the guide says")
struct MigratingGuideManifestTests {
    static func manifests() throws -> [String] {
        let guide = try String(contentsOf: Repository.url("docs/migrating.md"), encoding: .utf8)
        return guide.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test("Each manifest lints clean, or reports exactly the error it announces")
    func lint() throws {
        let manifests = try Self.manifests()
        #expect(manifests.count >= 2)
        for text in manifests {
            let result = Manifests.run(yaml: text, file: "routes.yml")
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
            if let announced = text.split(separator: "\n").first, announced.hasPrefix("# routegen lint: error: ") {
                let message = announced.dropFirst("# routegen lint: error: ".count)
                #expect(errors.contains { $0.hasPrefix(message) }, "\(errors)")
            } else {
                #expect(result.diagnostics.isEmpty, "\(result.diagnostics)\n\(text)")
            }
        }
    }

    @Test("The guide's manifest is a part of the one its Swift snippets are compiled against")
    func snippetsManifestAgrees() throws {
        let text = try #require(try Self.manifests().first)
        let guide = try #require(Manifests.run(yaml: text, file: "routes.yml").manifest)
        let everything = try Manifests.validated("Tests/RouteGenCoreTests/Fixtures/Render/Everything/routes.yml").manifest
        #expect(guide.manifest.url.schemes.allSatisfy(everything.url.schemes.contains))
        #expect(guide.manifest.url.hosts.allSatisfy(everything.url.hosts.contains))
        for route in guide.manifest.routes {
            let twin = try #require(everything.routes.first { $0.name == route.name }, "\(route.name)")
            #expect(twin.path == route.path && twin.screen == route.screen && twin.exposure == route.exposure
                    && twin.presentation == route.presentation && twin.isHandler == route.isHandler, "\(route.name)")
            #expect(twin.result?.description == route.result?.description, "\(route.name)")
            for extra in route.extras {
                let other = try #require(twin.extras.first { $0.name == extra.name }, "\(route.name).\(extra.name)")
                #expect(other.type == extra.type && other.isInternal == extra.isInternal, "\(route.name).\(extra.name)")
            }
        }
    }
}
