import Foundation
import Testing
@_spi(RouteGen) import RouteKit
@testable import RouteGenCore

/// `schemeHosts`: a custom-scheme route that requires its host (`sgnl://linkdevice`), through lint, ties within and
/// across manifests, `routegen match`, the generated descriptor and builders, and the exports.
@Suite("Routes named by a custom-scheme host")
struct SchemeHostRulesTests {
    static let signal = """
        version: 1
        url: { schemes: [sgnl], hosts: [signal.me] }
        routes:
          linkDevice:
            path: /
            exposure: external
            handler: true
            schemes: [sgnl]
            schemeHosts: [linkdevice]
            extras:
              uuid: String
              pubKey: { type: String, key: pub_key }
          joinGroup:
            path: /
            exposure: external
            handler: true
            schemes: [sgnl]
            schemeHosts: [joingroup]
          addStickers:
            path: /
            exposure: external
            handler: true
            schemes: [sgnl]
            schemeHosts: [addstickers]
            extras: { pack_id: String, pack_key: String }
          contact:
            path: /p/<phone>
            exposure: external
            handler: true

        """

    static func manifest(_ text: String = signal, file: String = "routes.yml") throws -> Manifest {
        let result = runYAML(text, file: file)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return try #require(result.manifest).manifest
    }

    @Test("Two '/' routes on one scheme with different scheme hosts lint clean; match opens each by its host")
    func lintAndMatch() throws {
        #expect(printed(Self.signal) == [])
        let matcher = ManifestURLMatcher(manifest: try Self.manifest())
        let route = { (url: String) in matcher.match(URL(string: url)!).route }
        #expect(route("sgnl://linkdevice?uuid=u&pub_key=k") == "linkDevice")
        #expect(route("sgnl://LinkDevice/?uuid=u&pub_key=k") == "linkDevice")
        #expect(route("sgnl://joingroup") == "joinGroup")
        #expect(route("sgnl://addstickers?pack_id=p&pack_key=k") == "addStickers")
        #expect(route("sgnl://p/123") == "contact")
        #expect(route("https://signal.me/p/123") == "contact")
        for refused in ["sgnl:///?uuid=u&pub_key=k", "sgnl://other?uuid=u&pub_key=k", "sgnl://linkdevice/x?uuid=u&pub_key=k",
                        "https://signal.me/?uuid=u&pub_key=k", "https://linkdevice/?uuid=u&pub_key=k", "sgnl://linkdevice?uuid=u"] {
            #expect(route(refused) == nil, "\(refused)")
        }
        let opened = matcher.match(URL(string: "sgnl://linkdevice?uuid=u&pub_key=k")!)
        #expect(opened.extras.map(\.description) == ["uuid: String = \"u\"", "pubKey (pub_key in links): String = \"k\""])
    }

    @Test("The descriptor carries the scheme hosts; url-types lists the scheme; entitlements and AASA leave the hosts out")
    func generatedAndExports() throws {
        let manifest = try Self.manifest()
        let source = try SwiftRenderer.render(try #require(runYAML(Self.signal).manifest))
        #expect(source.contains("URLConfiguration(schemes: [\"sgnl\"], hosts: [], schemeHosts: [\"linkdevice\"])"))
        #expect(try URLTypesExport.render([manifest]).text.contains("<string>sgnl</string>"))
        let entitlements = try EntitlementsExport.render([manifest]).text
        #expect(entitlements.contains("applinks:signal.me") && !entitlements.contains("linkdevice"))
        let aasa = try AASAExport.render([manifest], appIDs: ["ABCDE12345.org.signal"], host: "signal.me")
        #expect(!aasa.text.contains("linkDevice") && aasa.text.contains("Routes.contact"))
        #expect(aasa.diagnostics.map(\.message) == [
            "external routes 'linkDevice', 'joinGroup', 'addStickers' are not in the apple-app-site-association: no "
                + "'hosts' apply to them, so only custom schemes open them; list hosts under 'url:' (or the route's own "
                + "'hosts:') to include them",
        ])
        // The catalog's example link is the builder's, on the scheme host, and opens the route back.
        let catalog = CatalogExport.render([manifest], format: .markdown).text
        #expect(catalog.contains("| `linkDevice` | external | push | `/` | `sgnl://linkdevice?pub_key=pubKey&uuid=uuid` |"))
        #expect(catalog.contains("linkDevice<br/>handler<br/>/ on sgnl://linkdevice"))
        let matcher = ManifestURLMatcher(manifest: manifest)
        let link = manifest.linkDescriptor(of: manifest.routes[0]).link(parameters: {
            var parameters = RouteParameters()
            parameters["uuid"] = ["a b"]
            parameters["pub_key"] = ["k/1"]
            return parameters
        }())
        #expect(link.absoluteString.hasPrefix("sgnl://linkdevice?"))
        #expect(matcher.match(link).route == "linkDevice")
    }

    @Test("examples: pin scheme-host links, and a wrong host is reported at the example")
    func examples() throws {
        let text = Self.signal + """
            examples:
              - url: sgnl://joingroup
                opens: joinGroup
              - url: sgnl://linkdevice?uuid=u&pub_key=k
                opens: linkDevice
                extras: { uuid: u, pubKey: k }

            """
        let checked = { (text: String) throws -> [String] in
            ExampleCheck.diagnostics(forExamplesOf: [try Self.manifest(text)]).map(\.description)
        }
        #expect(try checked(text) == [])
        let wrong = try checked(Self.signal + """
            examples:
              - url: sgnl:///joingroup
                opens: joinGroup

            """)
        #expect(wrong == ["routes.yml:31:10: error: example link 'sgnl:///joingroup' should open 'joinGroup', but opens "
                          + "nothing: no pattern matches the path /joingroup"])
    }

    @Test("The same scheme host on two routes ties; so does a route reading that host as a path segment")
    func ties() {
        let sameHost = printed("""
            version: 1
            routes:
              a:
                path: /
                exposure: external
                schemes: [sgnl]
                schemeHosts: [linkdevice]
              b:
                path: /
                exposure: external
                schemes: [sgnl]
                schemeHosts: [LinkDevice]

            """)
        #expect(sameHost.count == 1 && sameHost[0].contains("path '/' of route 'b' is ambiguous with route 'a': a URL on "
                                                            + "scheme 'sgnl' and host 'linkdevice' can match both"), "\(sameHost)")
        let twin = printed("""
            version: 1
            url: { schemes: [sgnl] }
            routes:
              legacy:
                path: /linkdevice
                exposure: external
              linkDevice:
                path: /
                exposure: external
                schemes: [sgnl]
                schemeHosts: [linkdevice]
              join:
                path: /joingroup/<int:id>
                exposure: external

            """)
        #expect(twin == [
            "routes.yml:8:11: error: route 'linkDevice' and route 'legacy' read 'sgnl://linkdevice' two ways: 'linkDevice' "
                + "accepts host 'linkdevice' and reads path '/' with '/'; 'legacy' does not, and reads '/linkdevice' with "
                + "'/linkdevice'. Neither is more specific, so the route registered first opens it. Give 'legacy' "
                + "'schemeHosts: [linkdevice]' with schemes of its own (it then reads the path after the host), keep their "
                + "schemes apart, or change a path\n"
                + "routes.yml:5:11: note: route 'legacy' has path '/linkdevice'",
        ])
    }

    @Test("Across manifests: different scheme hosts never tie, the same one does")
    func crossManifest() throws {
        let device = "version: 1\nroutes:\n  device:\n    path: /\n    exposure: external\n    schemes: [sgnl]\n    schemeHosts: [linkdevice]\n"
        let first = try Self.manifest(device, file: "A/routes.yml")
        let other = try Self.manifest(device.replacingOccurrences(of: "[linkdevice]", with: "[joingroup]"), file: "B/routes.yml")
        let same = try Self.manifest(device, file: "C/routes.yml")
        let root = try Self.manifest("version: 1\nurl: { schemes: [sgnl] }\nroutes:\n  root:\n    path: /\n    exposure: external\n",
                                     file: "D/routes.yml")
        #expect(CrossManifestTies.diagnostics(for: [first, other, root]).isEmpty)
        let tie = CrossManifestTies.diagnostics(for: [first, same]).map(\.message)
        #expect(tie.count == 1 && tie[0].contains("a URL on scheme 'sgnl' and host 'linkdevice' can match both"), "\(tie)")
    }

    @Test("Lint: scheme hosts need the route's own schemes, are plain hosts, listed once; wrong types are refused")
    func errors() {
        let base = "version: 1\nurl: { schemes: [sgnl] }\nroutes:\n  a:\n    path: /\n    exposure: external\n"
        #expect(printed(base + "    schemeHosts: [linkdevice]\n") == [
            "routes.yml:7:19: error: 'schemeHosts' of route 'a' name the host of custom-scheme links, but the route "
                + "lists no 'schemes' of its own; add them (schemes: [sgnl])",
        ])
        let own = base + "    schemes: [sgnl]\n"
        #expect(printed(own + "    schemeHosts: [\"*.example.com\", link/device, '', x, X]\n") == [
            "routes.yml:8:20: error: scheme host '*.example.com' names one link's host and cannot be a wildcard; list each host",
            "routes.yml:8:36: error: scheme host 'link/device' must not include a path; write only the host name",
            "routes.yml:8:50: error: scheme host '' must not be empty",
            "routes.yml:8:56: error: duplicate scheme host 'X'\nroutes.yml:8:53: note: 'x' was first listed here",
        ])
        let wrongType = printed(own + "    schemeHosts: linkdevice\n")
        #expect(wrongType.count == 1 && wrongType[0].hasPrefix("routes.yml:8:18: error:"), "\(wrongType)")
        let misspelt = printed(own + "    schemeHost: [linkdevice]\n")
        #expect(misspelt.count == 1 && misspelt[0].contains("schemeHosts"), "\(misspelt)")
    }

    static let telegram = """
        version: 1
        url: { schemes: [tg], hosts: [t.me] }
        routes:
          shareURL:
            path: /
            exposure: external
            handler: true
            schemes: [tg]
            schemeHosts: [msg_url, Stars_Topup]
            extras: { link: { type: String, key: url }, text: String? }

        """

    @Test("A scheme host may contain '_' (tg://msg_url): lint, routegen match, the descriptor, the builder, the catalog")
    func underscoreInSchemeHosts() throws {
        #expect(!runYAML(Self.telegram).diagnostics.containsErrors, "\(printed(Self.telegram))")
        let manifest = try #require(runYAML(Self.telegram).manifest).manifest
        let matcher = ManifestURLMatcher(manifest: manifest)
        #expect(matcher.match(URL(string: "tg://msg_url?url=https%3A%2F%2Fexample.com")!).route == "shareURL")
        #expect(matcher.match(URL(string: "tg://stars_topup?url=x")!).route == "shareURL")
        #expect(matcher.match(URL(string: "tg://msgurl?url=x")!).route == nil)
        let source = try SwiftRenderer.render(try #require(runYAML(Self.telegram).manifest))
        #expect(source.contains("schemeHosts: [\"msg_url\", \"Stars_Topup\"]"), "\(source)")
        let link = manifest.linkDescriptor(of: manifest.routes[0]).link(parameters: {
            var parameters = RouteParameters()
            parameters["url"] = ["https://example.com/a b"]
            return parameters
        }())
        #expect(link.absoluteString.hasPrefix("tg://msg_url?url="), "\(link.absoluteString)")
        #expect(matcher.match(link).route == "shareURL")
        #expect(CatalogExport.render([manifest], format: .markdown).text.contains("tg://msg_url?url="))
    }

    @Test("Hosts follow RFC 1123; '_' only in scheme hosts, and a web host with one says where it belongs")
    func hostNameRule() {
        let web = "version: 1\nurl: { schemes: [tg], hosts: [t_me.example, -a.example, a..b, \(String(repeating: "x", count: 64)).example] }\n"
        #expect(printed(web) == [
            "routes.yml:2:31: error: URL host 't_me.example' may contain '_' only as the host of a custom-scheme link "
                + "('schemeHosts'); a web host has letters, digits, '-' and '.'",
            "routes.yml:2:45: error: URL host '-a.example' has a label that starts or ends with '-' ('-a')",
            "routes.yml:2:57: error: URL host 'a..b' has an empty label (two dots in a row, or a dot at an end)",
            "routes.yml:2:63: error: URL host '\(String(repeating: "x", count: 64)).example' has a label longer than 63 "
                + "characters ('xxxxxxxxxxxxxxxxxxxx...')",
        ])
        let own = "version: 1\nurl: { schemes: [tg] }\nroutes:\n  a:\n    path: /\n    exposure: external\n    handler: true\n"
            + "    schemes: [tg]\n"
        #expect(printed(own + "    schemeHosts: [msg_url, \"a b\", _x-]\n") == [
            "routes.yml:9:29: error: scheme host 'a b' may contain only letters, digits, '-', '_' and '.'",
            "routes.yml:9:35: error: scheme host '_x-' has a label that starts or ends with '-' ('_x-')",
        ])
    }
}
