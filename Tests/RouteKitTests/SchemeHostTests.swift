import Foundation
import PropertyBased
import Testing
@_spi(RouteGen) @testable import RouteKit

/// Signal's custom-scheme links, where the host names the link: `sgnl://linkdevice?uuid=...`, `sgnl://joingroup`.
enum SignalSchemeSpace {
    static func sgnl(_ host: String) -> URLConfiguration { URLConfiguration(schemes: ["sgnl"], hosts: [], schemeHosts: [host]) }

    struct LinkDevice: URLRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "linkDevice", exposure: .external, path: "/", urlConfiguration: sgnl("LinkDevice"),
            requiredQueryItems: ["uuid"])
        var uuid: String
        init(uuid: String) { self.uuid = uuid }
        init(parameters: RouteParameters) throws { uuid = try parameters.required("uuid", as: String.self) }
        var parameters: RouteParameters { var p = RouteParameters(); p.set(uuid, for: "uuid"); return p }
    }

    struct JoinGroup: ValuelessTestRoute, URLRoute {
        static let descriptor = RouteDescriptor(name: "joinGroup", exposure: .external, path: "/", urlConfiguration: sgnl("joingroup"))
    }

    /// On a scheme host, with a path after it: `sgnl://addstickers/pack/<id>`.
    struct Stickers: URLRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "stickers", exposure: .external, path: "/pack/<id>", urlConfiguration: sgnl("addstickers"))
        var id: String
        init(id: String) { self.id = id }
        init(parameters: RouteParameters) throws { id = try parameters.required("id", as: String.self) }
        var parameters: RouteParameters { var p = RouteParameters(); p.set(id, for: "id"); return p }
    }

    /// The root of the scheme as a host-less link reads it (`sgnl:///`), no scheme host.
    struct Home: ValuelessTestRoute {
        static let descriptor = RouteDescriptor(
            name: "home", exposure: .external, path: "/", urlConfiguration: URLConfiguration(schemes: ["sgnl"], hosts: []))
    }

    /// The twin a manifest needed before: the host as a path segment. Ties with a valueless `linkdevice` route.
    struct Legacy: ValuelessTestRoute {
        static let descriptor = RouteDescriptor(
            name: "legacy", exposure: .external, path: "/linkdevice", urlConfiguration: URLConfiguration(schemes: ["sgnl"], hosts: []))
    }

    struct BareLinkDevice: ValuelessTestRoute {
        static let descriptor = RouteDescriptor(name: "bare", exposure: .external, path: "/", urlConfiguration: sgnl("linkdevice"))
    }

    /// Another route on the same scheme host: ties with `BareLinkDevice`.
    struct OtherLinkDevice: ValuelessTestRoute {
        static let descriptor = RouteDescriptor(name: "other", exposure: .external, path: "/", urlConfiguration: sgnl("LINKDEVICE"))
    }

    /// A placeholder first segment reads any host as a path segment: ties with `BareLinkDevice` on `sgnl://linkdevice`.
    struct AnyFirst: ValuelessTestRoute {
        static let descriptor = RouteDescriptor(
            name: "anyFirst", exposure: .external, path: "/<name>", urlConfiguration: URLConfiguration(schemes: ["sgnl"], hosts: []))
    }

    enum Opened: Sendable, Equatable {
        case linkDevice(String), joinGroup, stickers(String), home
    }

    static let matcher = URLMatcher<Opened>([
        .init(LinkDevice.self) { .linkDevice($0.uuid) },
        .init(JoinGroup.self) { _ in .joinGroup },
        .init(Stickers.self) { .stickers($0.id) },
        .init(Home.self) { _ in .home },
    ])
}

@Suite("RouteKit: routes that require their host on a custom scheme")
struct SchemeHostTests {
    typealias Space = SignalSchemeSpace

    private func open(_ text: String) -> Space.Opened? {
        var trace: [URLMatchExplanation.Reason]?
        return Space.matcher.match(rawText: text, trace: &trace)
    }

    @Test("the host names the route; routes on one scheme with different hosts do not compete")
    func hostPicksTheRoute() {
        #expect(open("sgnl://linkdevice?uuid=u1&pub_key=k") == .linkDevice("u1"))
        #expect(open("sgnl://joingroup#abc") == .joinGroup)
        #expect(open("sgnl://addstickers/pack/p1?pack_key=k") == .stickers("p1"))
        // Links without a host are for routes that read no scheme host.
        #expect(open("sgnl:///") == .home)
        #expect(open("sgnl://") == .home)
        #expect(open("sgnl://evil@?uuid=u1") == .home)
    }

    @Test("hosts compare case-insensitively and are read as hosts are elsewhere", arguments: [
        "sgnl://LinkDevice?uuid=u1", "SGNL://LINKDEVICE?uuid=u1", "sgnl://linkdevice/?uuid=u1", "sgnl://linkdevice//?uuid=u1",
        "sgnl://link%64evice?uuid=u1", "sgnl://linkdevice:8080?uuid=u1", "sgnl://user:pw@linkdevice?uuid=u1",
    ])
    func hostSpellings(url: String) {
        #expect(open(url) == .linkDevice("u1"))
    }

    @Test("a link without the host, on another host, or with more path opens none of them", arguments: [
        "sgnl:linkdevice?uuid=u1", "sgnl:///linkdevice?uuid=u1", "sgnl://other?uuid=u1", "sgnl://linkdevices?uuid=u1",
        "sgnl://linkdevice/x?uuid=u1", "sgnl://linkdevice", "sgnl://linkdevice.evil.org?uuid=u1",
        "https://linkdevice/?uuid=u1", "sgnl://link%ZZdevice?uuid=u1", "sgnl://addstickers/pack",
        "sgnl://addstickers?id=p1", "sgnl://joingroup.?x", "sgnl://%20joingroup",
    ])
    func refused(url: String) {
        #expect(open(url) == nil, "\(url)")
    }

    @Test("explain says the host names none of the scheme's routes")
    func explanation() throws {
        // Only routes that require their hosts on the scheme: no route reads the host as a path segment.
        let hosted = URLMatcher<Space.Opened>([.init(Space.LinkDevice.self) { .linkDevice($0.uuid) },
                                               .init(Space.JoinGroup.self) { _ in .joinGroup }])
        let other = hosted.explain(try #require(URL(string: "sgnl://other?uuid=u1")))
        #expect(other.route == nil)
        #expect(other.reasons.contains(.schemeHostNotAccepted(scheme: "sgnl", host: "other")))
        #expect(other.description.contains("host 'other' of a 'sgnl' link names none of its routes"))
        let hostless = URLMatchExplanation.Reason.schemeHostNotAccepted(scheme: "sgnl", host: nil)
        #expect(hostless.description == "a 'sgnl' link without a host names none of its routes")
    }

    @Test("url writes the route's first scheme host, and the link opens the route back")
    func builders() throws {
        let device = Space.LinkDevice(uuid: "a b/c")
        #expect(device.url.absoluteString.hasPrefix("sgnl://LinkDevice?uuid=a%20b"))
        #expect(Space.matcher.match(device.url) == .linkDevice("a b/c"))
        #expect(Space.JoinGroup().url.absoluteString == "sgnl://joingroup")
        #expect(Space.matcher.match(Space.JoinGroup().url) == .joinGroup)
        let stickers = Space.Stickers(id: "linkdevice")
        #expect(stickers.url.absoluteString == "sgnl://addstickers/pack/linkdevice")
        #expect(Space.matcher.match(stickers.url) == .stickers("linkdevice"))
    }

    @Test("random values round-trip through the scheme host's links")
    func randomValuesRoundTrip() async {
        await propertyCheck(count: 300, input: trickyString, nonEmptyTrickyString) { uuid, id in
            let device = Space.LinkDevice(uuid: uuid), stickers = Space.Stickers(id: id)
            #expect(Space.matcher.match(device.url) == .linkDevice(uuid), "\(device.url)")
            #expect(Space.matcher.match(stickers.url) == .stickers(id), "\(stickers.url)")
        }
    }

    @Test("a random host opens the scheme-host route only when it is that host, case aside, escaped or not")
    func randomHosts() async {
        let names = Gen<String?>.element(of: ["linkdevice", "LinkDevice", "LINKDEVICE", "linkdevic", ""]).map { $0 ?? "" }
        let tails = Gen<Character?>.element(of: Array("eE.x-")).map { $0 ?? "e" }.string(of: 0...2)
        await propertyCheck(count: 300, input: names, tails) { name, tail in
            let host = name + tail
            let expected: Space.Opened? = host.isEmpty ? .home : host.lowercased() == "linkdevice" ? .linkDevice("u") : nil
            #expect(open("sgnl://\(host)?uuid=u") == expected, "\(host)")
            let escaped = host.utf8.map { String(format: "%%%02X", $0) }.joined()
            #expect(open("sgnl://\(escaped)/?uuid=u") == expected, "\(escaped)")
        }
    }

    @Test("ties: different scheme hosts never tie; the same host, or a host read as a path segment, does")
    func ties() {
        var ledger = RouteTieLedger()
        #expect(ledger.record(Space.LinkDevice.self).isEmpty)
        #expect(ledger.record(Space.JoinGroup.self).isEmpty)
        #expect(ledger.record(Space.Stickers.self).isEmpty)
        #expect(ledger.record(Space.Home.self).isEmpty)
        // `sgnl://linkdevice` is `/` for the bare route and `/linkdevice` for the legacy twin; neither wins.
        #expect(ledger.record(Space.BareLinkDevice.self).isEmpty)
        #expect(ledger.record(Space.Legacy.self).map(\.winner.route) == ["bare"])
        // The same host, however spelled: a plain tie, and the legacy twin reads that host as a path segment too.
        #expect(ledger.record(Space.OtherLinkDevice.self).map(\.winner.route) == ["bare", "legacy"])
        // A placeholder can be any scheme host; not the stickers route's, whose path goes on after the host.
        #expect(Set(ledger.record(Space.AnyFirst.self).map(\.winner.route)) == ["joinGroup", "bare", "other"])
    }

    @Test("configurations share URLs on a scheme only where both read the same host the same way")
    func sharesURLs() {
        let device = Space.sgnl("linkdevice"), join = Space.sgnl("joingroup")
        let plain = URLConfiguration(schemes: ["sgnl"], hosts: [])
        let hosted = URLConfiguration(schemes: ["sgnl"], hosts: ["LinkDevice"])
        #expect(!device.sharesURLs(with: join))
        #expect(!device.sharesURLs(with: plain) && !plain.sharesURLs(with: device))
        #expect(device.sharesURLs(with: hosted) && hosted.sharesURLs(with: device))
        #expect(device.sharesURLs(with: Space.sgnl("LINKDEVICE")))
        #expect(plain.sharesURLs(with: hosted))
        #expect(!device.sharesURLs(with: URLConfiguration(schemes: ["other"], hosts: [], schemeHosts: ["linkdevice"])))
    }
}
