import Foundation
import Testing
@testable import RouteGenCore

/// The AASA export names exactly the external routes it leaves out (those only a custom scheme reaches), at the
/// route's line, and says nothing when every external route is in the file.
@Suite("Export: AASA names the routes it leaves out")
struct AASAOmissionTests {
    static func export(_ text: String, host: String? = nil) throws -> ExportOutput {
        let result = runYAML(text)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let manifest = try #require(result.manifest).manifest
        return try AASAExport.render([manifest], appIDs: ["ABCDE12345.com.example.app"], host: host)
    }

    @Test("Routes on hosts of their own are listed; only the custom-scheme-only ones are named")
    func namesOnlyTheMissingRoutes() throws {
        let output = try Self.export("""
            version: 1
            url: { schemes: [sgnl] }
            routes:
              contact:
                path: /p/<phone>
                exposure: external
                handler: true
                hosts: [signal.me]
                schemes: [sgnl]
              linkDevice:
                path: /linkdevice
                exposure: external
                handler: true
              joinGroup:
                path: /joingroup
                exposure: external
                handler: true
              settings:
                path: /settings

            """, host: "signal.me")
        #expect(output.text.contains("Routes.contact /p/<phone>"))
        #expect(output.diagnostics.map(\.description) == [
            "routes.yml:10:3: warning: external routes 'linkDevice', 'joinGroup' are not in the apple-app-site-association: "
                + "no 'hosts' apply to them, so only custom schemes open them; list hosts under 'url:' (or the route's "
                + "own 'hosts:') to include them",
        ])
    }

    @Test("One route left out is named alone")
    func oneRoute() throws {
        let output = try Self.export("""
            version: 1
            url: { schemes: [myapp], hosts: [www.example.com] }
            routes:
              home:
                path: /home
                exposure: external
                handler: true
              short:
                path: /s/<code>
                exposure: external
                handler: true
                schemes: [myshort]

            """)
        #expect(output.diagnostics.map(\.message) == [
            "external route 'short' is not in the apple-app-site-association: no 'hosts' apply to it, so only custom "
                + "schemes open it; list hosts under 'url:' (or the route's own 'hosts:') to include it",
        ])
    }

    @Test("No warning when every external route has a host")
    func silentWhenComplete() throws {
        let output = try Self.export("""
            version: 1
            url: { schemes: [myapp], hosts: [www.example.com] }
            routes:
              home:
                path: /home
                exposure: external
                handler: true
              inside:
                path: /inside

            """)
        #expect(output.diagnostics.isEmpty)
    }
}
