import Foundation
import Testing
@_spi(RouteGen) import RouteKit
@testable import RouteGenCore

/// `entryPoints:`: each broken rule at its line, with did-you-mean; the names its builders take are reserved.
@Suite("Rules: entry points")
struct EntryPointRulesTests {
    static func errors(_ body: String) -> [String] {
        printed(header + body).filter { $0.contains("error:") }
    }

    @Test("a route's list and the shared settings decode onto the model")
    func decoding() throws {
        let manifest = try #require(runYAML(header + """
            entryPoints: { typePrefix: com.example.app, linkKeys: [url, custom.u] }
            routes:
              a: { path: /a, exposure: external, handler: true, entryPoints: [handoff, notification] }
              b: { path: /b, exposure: external, handler: true }

            """).manifest?.manifest)
        #expect(manifest.routes.map(\.entryPoints) == [[.handoff, .notification], []])
        #expect(manifest.entryPointSettings.linkKeys == ["url", "custom.u"])
        #expect(manifest.entryPointSettings.type(of: "a", namespace: "Routes") == "com.example.app.a")
        #expect(EntryPointSettings().type(of: "a", namespace: "Routes") == "Routes.a")
    }

    @Test("a misspelt or repeated entry point, and a key of entryPoints, at their lines")
    func spelling() {
        #expect(Self.errors("""
            entryPoints: { typePrefx: x }
            routes:
              a: { path: /a, exposure: external, handler: true, entryPoints: [notifications, quickaction, handoff, handoff, siri] }

            """) == [
            "routes.yml:4:16: error: unknown key 'typePrefx' in 'entryPoints'; did you mean 'typePrefix'?",
            "routes.yml:6:67: error: unknown entry point 'notifications' of route 'a'; did you mean 'notification'?",
            "routes.yml:6:82: error: unknown entry point 'quickaction' of route 'a'; did you mean 'quickAction'?",
            "routes.yml:6:104: error: entry point 'handoff' is listed twice for route 'a'",
            "routes.yml:6:113: error: unknown entry point 'siri' of route 'a'; expected one of: notification, quickAction, spotlight, handoff",
        ])
    }

    @Test("only external routes, a reverse-DNS prefix, free and unique link keys")
    func rules() {
        #expect(Self.errors("""
            entryPoints:
              typePrefix: com..example
              linkKeys: [url, route, aps, url, custom., ""]
            routes:
              a: { handler: true, entryPoints: [notification] }
              b: { path: /b, exposure: internal, handler: true, entryPoints: [quickAction] }
              c: { exposure: external, handler: true, entryPoints: [spotlight] }

            """) == [
            "routes.yml:5:15: error: 'entryPoints.typePrefix' must be a reverse-DNS name such as the app's bundle identifier (com.example.myapp: letters, digits, '-' and '.' between parts), found 'com..example'",
            "routes.yml:6:19: error: link key 'route' is not free: 'route' holds the typed payload and 'aps' is Apple's; name the key the payload's link is under",
            "routes.yml:6:26: error: link key 'aps' is not free: 'route' holds the typed payload and 'aps' is Apple's; name the key the payload's link is under",
            "routes.yml:6:31: error: link key 'url' is listed twice",
            "routes.yml:6:36: error: link key 'custom.' must be a userInfo key or a dotted path of keys (custom.u)",
            "routes.yml:6:46: error: link key '' must be a userInfo key or a dotted path of keys (custom.u)",
            "routes.yml:8:36: error: route 'a' lists entry points but is internal; an entry point opens a route as its link, so give it 'exposure: external' and a path, or remove 'entryPoints'",
            "routes.yml:9:66: error: route 'b' lists entry points but is internal; an entry point opens a route as its link, so give it 'exposure: external' and a path, or remove 'entryPoints'",
            "routes.yml:10:3: error: external route 'c' needs a 'path'",
        ])
    }

    @Test("the builders' names are reserved: an extra or a route taking one is an error that says how to fix it")
    func reservedNames() {
        let errors = Self.errors("""
            routes:
              entryPoints: { handler: true }
              a:
                path: /a
                exposure: external
                handler: true
                extras: { activity: String?, notificationPayload: String?, quickAction: String?, entryPoints: String? }

            """)
        #expect(errors.count == 5, "\(errors)")
        #expect(errors.contains { $0.contains("'Routes.entryPoints'") })
        #expect(errors.contains { $0.contains("extra 'activity' collides with the generated member 'Routes.A.activity'") })
    }
}
