import Foundation
import Testing
@testable import RouteGenCore

/// `in: fragment`, `in: fragmentQuery` and a route's `fragment:` name: each misuse at its line, with a way out.
@Suite("Rules: values in the fragment")
struct FragmentRulesTests {
    static func errors(_ body: String) -> [String] {
        printed(header + body).filter { $0.contains("error:") }
    }

    @Test("a valid manifest: a name with items, the whole fragment, items without a name, beside routes on one path")
    func valid() {
        #expect(printed(header + """
            routes:
              home:
                path: /
                exposure: external
              qrLogin:
                path: /
                exposure: external
                fragment: qr-code-login
                extras:
                  token: { type: String, in: fragmentQuery }
                  data: { type: String, key: d, in: fragmentQuery }
                  tries: { type: Int?, in: fragmentQuery, min: 1 }
                  tags: { type: "[String]", in: fragmentQuery }
              other:
                path: /
                exposure: external
                fragment: other
              banner:
                path: /get
                exposure: external
                extras:
                  destination: { type: String?, in: fragment }
                  token: String?
              callback:
                path: /callback
                exposure: external
                extras:
                  accessToken: { type: String, key: access_token, in: fragmentQuery }

            """) == [])
    }

    @Test("'in' is a known place, with did-you-mean")
    func unknownPlace() {
        #expect(Self.errors("""
            routes:
              a:
                path: /a
                exposure: external
                extras:
                  b: { type: String, in: fragmentQueries }

            """) == ["routes.yml:9:30: error: 'in' must be one of query, subdomain, fragment, fragmentQuery, found 'fragmentQueries'; did you mean 'fragmentQuery'?"])
    }

    @Test("no fragment on an internal route or an internal extra")
    func internalUses() {
        #expect(Self.errors("""
            routes:
              secret:
                fragment: qr
                extras:
                  a: { type: String, in: fragment }
                  b: { type: String?, in: fragmentQuery }
              open:
                path: /open
                exposure: external
                extras:
                  c: { type: String?, in: fragmentQuery, internal: true }

            """) == [
            "routes.yml:6:15: error: route 'secret' is internal: no link reaches it, so its 'fragment' is unused; remove it or set 'exposure: external'",
            "routes.yml:8:30: error: extra 'a' is read from the link's fragment, but route 'secret' is internal, so no link carries it; remove 'in: fragment'",
            "routes.yml:9:31: error: extra 'b' is read from the link's fragment, but route 'secret' is internal, so no link carries it; remove 'in: fragmentQuery'",
            "routes.yml:14:31: error: extra 'c' is read from the link's fragment, but it is 'internal: true', so no link carries it; remove 'in: fragmentQuery'",
        ])
    }

    @Test("the whole fragment: one extra, one value, no key, nothing beside it")
    func wholeFragment() {
        #expect(Self.errors("""
            routes:
              two:
                path: /two
                exposure: external
                extras:
                  a: { type: String, in: fragment }
                  b: { type: String?, in: fragment, key: bee }
                  c: { type: "[Int]", in: fragment }
              mixed:
                path: /mixed
                exposure: external
                fragment: login
                extras:
                  a: { type: String?, in: fragment }
                  b: { type: Int, in: fragmentQuery }

            """) == [
            "routes.yml:10:31: error: route 'two' reads the whole fragment into 'a' and 'b'; keep one",
            "routes.yml:10:46: error: extra 'b' is the whole fragment, which has no name in links; remove 'key', or read one item of the fragment with 'in: fragmentQuery'",
            "routes.yml:11:19: error: extra 'c' is the whole fragment, one value, so its type cannot be an array ('[Int]'); read repeated items with 'in: fragmentQuery'",
            "routes.yml:11:31: error: route 'two' reads the whole fragment into 'a' and 'c'; keep one",
            "routes.yml:15:15: error: route 'mixed' reads the whole fragment into 'a', so it cannot require the fragment to start with a path; remove 'fragment', or read items after the path with 'in: fragmentQuery'",
            "routes.yml:18:27: error: extra 'b' is an item of the fragment, but route 'mixed' reads the whole fragment into 'a'; read every value as an item ('in: fragmentQuery'), or this one from the query (remove 'in')",
        ])
    }

    @Test("a fragment path's fixed segments are non-empty text that links carry as it is; '?' points to the items")
    func names() {
        #expect(Self.errors("""
            routes:
              spaced:
                path: /s
                exposure: external
                fragment: "qr code"
              question:
                path: /q
                exposure: external
                fragment: "qr?token"
              wild:
                path: /w
                exposure: external
                fragment: "qr*"
              empty:
                path: /e
                exposure: external
                fragment: ""

            """) == [
            "routes.yml:8:16: error: fixed segments of the 'fragment' of route 'spaced' may hold only letters, digits and - . _ ~ ! ' ( ) , : @ (placeholders are written like the path's: '<int:n>', ':name'), found ' '",
            "routes.yml:12:16: error: fixed segments of the 'fragment' of route 'question' may hold only letters, digits and - . _ ~ ! ' ( ) , : @ (placeholders are written like the path's: '<int:n>', ':name'), found '?'; the fragment's items follow its path after '?': declare them as extras 'in: fragmentQuery'",
            "routes.yml:16:16: error: fixed segments of the 'fragment' of route 'wild' may hold only letters, digits and - . _ ~ ! ' ( ) , : @ (placeholders are written like the path's: '<int:n>', ':name'), found '*'",
            "routes.yml:20:16: error: 'fragment' of route 'empty' is empty; write the path a link's fragment starts with ('fragment: p/<phone>', 'fragment: qr-code-login'), or leave it out",
        ])
    }

    @Test("keys: a query key cannot start with '#'; fragment items are unique by key; a placeholder cannot share the name")
    func keys() {
        #expect(Self.errors("""
            routes:
              keyed:
                path: /k/<id>
                exposure: external
                extras:
                  a: { type: String?, key: "#token" }
                  b: { type: String?, key: "#" }
                  c: { type: String?, key: t, in: fragmentQuery }
                  d: { type: Int?, key: t, in: fragmentQuery }
                  t: String?
              placed:
                path: /p/<id>
                exposure: external
                extras:
                  id: { type: String, in: fragmentQuery }

            """) == [
            "routes.yml:9:33: error: key '#token' of extra 'a' starts with '#': links carry no query item so named (names that start with '#' are fragment values); to read 'token' from the fragment write 'key: token, in: fragmentQuery'",
            "routes.yml:10:33: error: key '#' of extra 'b' starts with '#': links carry no query item so named (names that start with '#' are fragment values); to read the whole fragment write 'in: fragment' without 'key'",
            "routes.yml:12:29: error: extra 'd' is 't' in the link's fragment, like extra 'c'; keys are unique within a route\nroutes.yml:11:7: note: extra 'c' is declared here",
            "routes.yml:15:14: error: placeholder '<id>' declares extra 'id', but extra 'id' is read from the link's fragment; rename one of them\nroutes.yml:18:7: note: extra 'id' is declared here",
        ])
    }

    @Test("ties: a fragment name wins over no name on one path; equal names tie; different names never do")
    func ties() {
        #expect(Self.errors("""
            routes:
              home:
                path: /t
                exposure: external
              a:
                path: /t
                exposure: external
                fragment: a
              b:
                path: /t
                exposure: external
                fragment: b
              again:
                path: /t
                exposure: external
                fragment: a
              whole:
                path: /w
                exposure: external
                extras: { w: { type: String, in: fragment } }
              named:
                path: /w
                exposure: external
                fragment: n
              items:
                path: /i
                exposure: external
                extras: { w: { type: String, in: fragmentQuery } }
              query:
                path: /i
                exposure: external
                extras: { w: String }

            """) == [
            "routes.yml:17:11: error: path '/t' of route 'again' is ambiguous with route 'a': a URL can match both with equal specificity (both require the fragment path 'a')\nroutes.yml:9:11: note: route 'a' has path '/t'",
        ])
    }

    @Test("the manifest's extras every route reads cannot come from the fragment: each route reads it its own way")
    func sharedExtras() {
        #expect(Self.errors("""
            extras:
              token: { type: String?, in: fragmentQuery }
              whole: { type: String?, in: fragment }
            routes:
              a:
                path: /a
                exposure: external

            """) == [
            "routes.yml:5:31: error: the manifest's extra 'token' is read from the link's fragment, which each route reads its own way (the whole of it, or items after its own name); declare it 'in: fragmentQuery' on the routes that read it",
            "routes.yml:6:31: error: the manifest's extra 'whole' is read from the link's fragment, which each route reads its own way (the whole of it, or items after its own name); declare it 'in: fragment' on the routes that read it",
        ])
    }
}
