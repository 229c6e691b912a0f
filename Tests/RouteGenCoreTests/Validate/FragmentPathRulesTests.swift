import Foundation
import Testing
@testable import RouteGenCore

/// `fragment:` as a path (`p/<phone>`, `/<target>/<event>`): its placeholders are extras like the path's, its errors
/// are at their column, and routes on one URL path tie only when their fragment paths do.
@Suite("Rules: a path in the fragment")
struct FragmentPathRulesTests {
    static func errors(_ body: String) -> [String] {
        printed(header + body).filter { $0.contains("error:") }
    }

    @Test("placeholders become extras typed as path placeholders are; declared ones are bound and checked")
    func placeholders() throws {
        let result = runYAML(header + """
            routes:
              chat:
                path: /c/<int:room>
                exposure: external
                fragment: p/<phone>/<int:thread>
                extras:
                  thread: Int
                  via: { type: "[String]", in: fragmentQuery }

            """, file: "routes.yml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let chat = try #require(result.manifest?.manifest.routes.first)
        #expect(chat.extras.map(\.name) == ["phone", "room", "thread", "via"])
        #expect(chat.extras.map(\.type.description) == ["String", "Int", "Int", "[String]"])
        #expect(chat.extras.map(\.binding) == [.path(.string), .path(.int), .path(.int), .fragment])
    }

    @Test("errors at the fragment's column: bad syntax, a name the path uses, a declared type that disagrees")
    func mistakes() {
        #expect(Self.errors("""
            routes:
              unbalanced:
                path: /u
                exposure: external
                fragment: p/<phone
              repeated:
                path: /r/<id>
                exposure: external
                fragment: p/<id>
              typed:
                path: /t
                exposure: external
                fragment: p/<int:n>
                extras:
                  n: String
              catchAll:
                path: /a
                exposure: external
                fragment: f/<path:rest>/x

            """) == [
            "routes.yml:8:17: error: invalid fragment 'p/<phone': unbalanced '<' or '>' in pattern",
            "routes.yml:12:17: error: placeholder '<id>' of the fragment of route 'repeated' repeats a placeholder of its path; each value is read from one place, so rename one",
            "routes.yml:18:10: error: extra 'n' has type 'String' but path placeholder '<int:n>' gives it type 'Int'\nroutes.yml:16:17: note: placeholder '<int:n>' is here",
            "routes.yml:22:17: error: invalid fragment 'f/<path:rest>/x': catch-all placeholder '<path:rest>' must be the last segment",
        ])
    }

    @Test("routes on one URL path: different fixed segments, leading '/' or lengths never tie; equal fragment paths do")
    func ties() {
        #expect(Self.errors("""
            routes:
              home:
                path: /
                exposure: external
              phone:
                path: /
                exposure: external
                fragment: p/<phone>
              username:
                path: /
                exposure: external
                fragment: eu/<username>
              number:
                path: /
                exposure: external
                fragment: eu/<int:number>
              target:
                path: /
                exposure: external
                fragment: /<target>
              event:
                path: /
                exposure: external
                fragment: /<target>/<event>
              bare:
                path: /
                exposure: external
                fragment: <anything>

            """).isEmpty)
        #expect(Self.errors("""
            routes:
              phone:
                path: /
                exposure: external
                fragment: p/<phone>
              samePhone:
                path: /
                exposure: external
                fragment: p/<number>

            """) == [
            "routes.yml:10:11: error: path '/' of route 'samePhone' is ambiguous with route 'phone': a URL can match both with equal specificity (both require the fragment path 'p/<number>')\nroutes.yml:6:11: note: route 'phone' has path '/'",
        ])
    }

    @Test("an internal route's fragment path is unused: an error, and its placeholders are not made extras")
    func internalRoute() {
        #expect(Self.errors("""
            routes:
              hidden:
                path: /h
                fragment: p/<phone>

            """) == [
            "routes.yml:7:15: error: route 'hidden' is internal: no link reaches it, so its 'fragment' is unused; remove it or set 'exposure: external'",
        ])
    }

    private func manifest(_ fragment: String, route: String, file: String) throws -> Manifest {
        let result = runYAML("version: 1\nurl:\n  hosts: [signal.me]\nroutes:\n  \(route):\n    path: /\n"
                             + "    exposure: external\n    fragment: \(fragment)\n", file: file)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return try #require(result.manifest?.manifest)
    }

    @Test("across the manifests of an app: fragment paths tie as within one")
    func acrossManifests() throws {
        let phone = try manifest("p/<phone>", route: "phone", file: "Phone/routes.yml")
        let username = try manifest("eu/<username>", route: "username", file: "Username/routes.yml")
        let number = try manifest("eu/<int:number>", route: "number", file: "Number/routes.yml")
        #expect(CrossManifestTies.diagnostics(for: [phone, username, number]).isEmpty)
        let again = try manifest("p/<number>", route: "samePhone", file: "Again/routes.yml")
        #expect(CrossManifestTies.diagnostics(for: [phone, username, again]).map(\.message) == [
            "path '/' of route 'samePhone' is ambiguous with route 'phone' of Phone/routes.yml: a URL on host 'signal.me' "
                + "can match both with equal specificity (manifests linked into one app share one URL space) "
                + "(both require the fragment path 'p/<number>')",
        ])
    }
}
