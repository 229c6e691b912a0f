import Foundation
import PropertyBased
import Testing
@_spi(RouteGen) @testable import RouteKit

/// Routes whose fragment is a small path, as the generator writes them: signal.me's phone and username links on `/`
/// beside a home route, and matrix.to's hash routing (`#/<target>`, `#/<target>/<event>`, with `via` items).
enum FragmentPathSpace {
    static let signal = URLConfiguration(schemes: [], hosts: ["signal.me"])
    static let matrix = URLConfiguration(schemes: [], hosts: ["matrix.to"])

    struct Phone: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "phone", exposure: .external, path: "/", urlConfiguration: signal,
                                                fragment: .items(path: "p/<phone>"))
        var phone: String
        init(phone: String) { self.phone = phone }
        init(parameters: RouteParameters) throws { phone = try parameters.required("phone", as: String.self) }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.setValue("phone", phone)
            return p
        }
    }

    struct Username: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "username", exposure: .external, path: "/", urlConfiguration: signal,
                                                fragment: .items(path: "eu/<link>"))
        var link: String
        init(link: String) { self.link = link }
        init(parameters: RouteParameters) throws { link = try parameters.required("link", as: String.self) }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.setValue("link", link)
            return p
        }
    }

    /// A typed placeholder in the fragment, more specific than `Username`'s string at the same position.
    struct Numbered: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "numbered", exposure: .external, path: "/", urlConfiguration: signal,
                                                fragment: .items(path: "eu/<int:number>"))
        var number: Int
        init(number: Int) { self.number = number }
        init(parameters: RouteParameters) throws { number = try parameters.required("number", as: Int.self) }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.setValue("number", number)
            return p
        }
    }

    struct Home: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "home", exposure: .external, path: "/", urlConfiguration: signal)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    struct Target: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "target", exposure: .external, path: "/", urlConfiguration: matrix,
                                                fragment: .items(path: "/<target>"))
        var target: String
        var via: [String]
        init(target: String, via: [String] = []) { self.target = target; self.via = via }
        init(parameters: RouteParameters) throws {
            target = try parameters.required("target", as: String.self)
            via = try parameters.array("#via", as: String.self)
        }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.setValue("target", target)
            p.setArray("#via", via)
            return p
        }
    }

    struct Event: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "event", exposure: .external, path: "/", urlConfiguration: matrix,
                                                fragment: .items(path: "/<target>/<event>"))
        var target: String
        var event: String
        var via: [String]
        init(target: String, event: String, via: [String] = []) { self.target = target; self.event = event; self.via = via }
        init(parameters: RouteParameters) throws {
            target = try parameters.required("target", as: String.self)
            event = try parameters.required("event", as: String.self)
            via = try parameters.array("#via", as: String.self)
        }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.setValue("target", target)
            p.setValue("event", event)
            p.setArray("#via", via)
            return p
        }
    }

    /// A catch-all in the fragment: everything after `f/`.
    struct Files: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "files", exposure: .external, path: "/", urlConfiguration: matrix,
                                                fragment: .items(path: "f/<path:rest>"))
        var rest: String
        init(rest: String) { self.rest = rest }
        init(parameters: RouteParameters) throws { rest = try parameters.required("rest", as: String.self) }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.setValue("rest", rest)
            return p
        }
    }

    enum Opened: Hashable, Sendable {
        case phone(Phone), username(Username), numbered(Numbered), home, target(Target), event(Event), files(Files)
    }

    static let matcher = URLMatcher<Opened>([
        .init(Home.self) { _ in .home },
        .init(Phone.self) { .phone($0) },
        .init(Username.self) { .username($0) },
        .init(Numbered.self) { .numbered($0) },
        .init(Target.self) { .target($0) },
        .init(Event.self) { .event($0) },
        .init(Files.self) { .files($0) },
    ])
}

@Suite("A path in the fragment")
struct FragmentPathTests {
    typealias Space = FragmentPathSpace

    func open(_ text: String) -> Space.Opened? {
        guard let url = URL(string: text) else { return nil }
        return Space.matcher.match(url)
    }

    @Test("the first fragment segment picks the route on '/'; '+' stays '+'; anything else opens the home route")
    func signal() {
        #expect(open("https://signal.me/#p/+14085550123") == .phone(.init(phone: "+14085550123")))
        #expect(open("https://signal.me/#p/%2B14085550123") == .phone(.init(phone: "+14085550123")))
        #expect(open("https://signal.me/#eu/AbC-_x0") == .username(.init(link: "AbC-_x0")))
        #expect(open("https://signal.me/") == .home)
        #expect(open("https://signal.me/#other") == .home)
        // Malformed variants: another prefix, a leading '/', no value, one segment too many, another case.
        for link in ["https://signal.me/#p", "https://signal.me/#p/", "https://signal.me/#/p/+1", "https://signal.me/#x/+1",
                     "https://signal.me/#p/+1/2", "https://signal.me/#P/+1"] {
            #expect(open(link) == .home, "\(link)")
        }
        #expect(open("https://signal.me/p/+14085550123") == nil)
    }

    @Test("a typed fragment placeholder beats a string one at the same position, and refuses what it cannot read")
    func typedPlaceholders() {
        #expect(open("https://signal.me/#eu/42") == .numbered(.init(number: 42)))
        #expect(open("https://signal.me/#eu/4x2") == .username(.init(link: "4x2")))
        // A query item named like a fragment placeholder never stands in for it.
        #expect(open("https://signal.me/?phone=1#p/+2") == .phone(.init(phone: "+2")))
        #expect(open("https://signal.me/?phone=1") == .home)
    }

    @Test("hash routing: a path after '#/' with its own items; '#', '!', '@', ':', '$' in values")
    func matrix() {
        #expect(open("https://matrix.to/#/!room:example.org") == .target(.init(target: "!room:example.org")))
        #expect(open("https://matrix.to/#/@alice:example.org") == .target(.init(target: "@alice:example.org")))
        #expect(open("https://matrix.to/#/%23lobby:example.org/$event?via=example.org")
            == .event(.init(target: "#lobby:example.org", event: "$event", via: ["example.org"])))
        #expect(open("https://matrix.to/#/!room:example.org?via=a.org&via=b.org")
            == .target(.init(target: "!room:example.org", via: ["a.org", "b.org"])))
        #expect(open("https://matrix.to/#/a%2Fb") == .target(.init(target: "a/b")))
        #expect(open("https://matrix.to/#f/a/b/c") == .files(.init(rest: "a/b/c")))
        for link in ["https://matrix.to/", "https://matrix.to/#!room:example.org", "https://matrix.to/#/",
                     "https://matrix.to/#/a/b/c", "https://matrix.to/#f", "https://matrix.to/#F/a"] {
            #expect(open(link) == nil, "\(link)")
        }
    }

    @Test("builders write the fragment path as links carry it: '+' raw, '/', '?', '#', '%' escaped")
    func building() {
        #expect(Space.Phone(phone: "+14085550123").universalLink.absoluteString == "https://signal.me#p/+14085550123")
        #expect(Space.Event(target: "#lobby:example.org", event: "$e", via: ["a.org", "b.org"]).universalLink.absoluteString
            == "https://matrix.to#/%23lobby:example.org/$e?via=a.org&via=b.org")
        #expect(Space.Target(target: "a/b?c#d%e").universalLink.absoluteString == "https://matrix.to#/a%2Fb%3Fc%23d%25e")
        // Fragment placeholders never travel as query items.
        #expect(URLComponents(url: Space.Phone(phone: "+1").universalLink, resolvingAgainstBaseURL: false)?.queryItems == nil)
    }

    @Test("every value a builder writes reads back as itself (hostile text: '/', '?', '#', '%', '&', unicode)")
    func roundTrips() async {
        await propertyCheck(count: 300, input: nonEmptyTrickyString, nonEmptyTrickyString, trickyString.array(of: 0...3)) {
            first, second, via in
            let phone = Space.Phone(phone: first)
            #expect(Space.matcher.match(phone.universalLink) == .phone(phone), "\(phone.universalLink)")
            let event = Space.Event(target: first, event: second, via: via)
            #expect(Space.matcher.match(event.universalLink) == .event(event), "\(event.universalLink)")
            let target = Space.Target(target: second, via: via)
            #expect(Space.matcher.match(target.universalLink) == .target(target), "\(target.universalLink)")
        }
    }

    @Test("an empty value cannot be written: the link opens another route, as an empty path placeholder does")
    func emptyValues() {
        #expect(Space.matcher.match(Space.Phone(phone: "").universalLink) == .home)
    }

    @Test("fragment paths compare from the left: fixed segments that differ never tie, equal ones do")
    func order() throws {
        func order(_ left: String, _ right: String) throws -> FragmentPattern.Order {
            try FragmentPattern(parsing: left).order(comparedWith: FragmentPattern(parsing: right))
        }
        #expect(try order("p/<phone>", "eu/<link>") == .disjoint)
        #expect(try order("/<target>", "<target>") == .disjoint)
        #expect(try order("/<target>", "/<target>/<event>") == .disjoint)
        #expect(try order("eu/<int:n>", "eu/<link>") == .moreSpecific)
        #expect(try order("eu/<link>", "eu/<int:n>") == .lessSpecific)
        #expect(try order("eu/<int:n>", "eu/<uuid:u>") == .disjoint)
        #expect(try order("p/<a>", "p/<b>") == .same)
        #expect(try order("f/<path:a>", "f/<b>") == .lessSpecific)
        #expect(try order("qr-code-login", "qr-code-login") == .same)
        #expect(QuerySpecificity(Space.Phone.descriptor, Space.Username.descriptor) == .disjoint)
        #expect(QuerySpecificity(Space.Phone.descriptor, Space.Home.descriptor) == .moreSpecific)
        #expect(QuerySpecificity(Space.Numbered.descriptor, Space.Username.descriptor) == .moreSpecific)
        #expect(try FragmentPattern(parsing: "/<target>/<int:n>").description == "/<target>/<int:n>")
        #expect(try FragmentPattern(parsing: "p/<phone>").description == "p/<phone>")
    }

    /// Another route on signal.me's `/` with the phone route's fragment path.
    struct SamePhone: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "samePhone", exposure: .external, path: "/", urlConfiguration: Space.signal,
                                                fragment: .items(path: "p/<number>"))
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    @Test("the navigator's tie check: different fragment paths do not tie, equal ones do")
    @MainActor
    func navigatorTies() {
        let navigator = Navigator(presenter: RecordingPresenter())
        let tieLog = TieLog(navigator)
        navigator.register(Space.Home.self) { _ in LabeledScreen("home") }
        navigator.register(Space.Phone.self) { _ in LabeledScreen("phone") }
        navigator.register(Space.Username.self) { _ in LabeledScreen("username") }
        navigator.register(Space.Numbered.self) { _ in LabeledScreen("numbered") }
        #expect(tieLog.ties.isEmpty)
        navigator.register(SamePhone.self) { _ in LabeledScreen("same") }
        #expect(tieLog.ties.map(\.shadowed.route) == ["samePhone"])
        #expect(tieLog.ties.map(\.winner.route) == ["phone"])
    }

    @Test("explain names the fragment path a route required")
    func explanation() throws {
        let explanation = Space.matcher.explain(try #require(URL(string: "https://matrix.to/#x")))
        #expect(explanation.reasons.map(\.description).contains(
            "candidate target (/) failed: the link's fragment does not start with '/<target>' (#/<target>?...)"),
            "\(explanation.reasons)")
    }
}
