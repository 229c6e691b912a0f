import Foundation
import Testing
@_spi(RouteGen) @testable import RouteKit

/// Routes that read a link's fragment, as the generator writes them: an app banner whose fragment is one value, a
/// QR login whose fragment names the route and carries items, a home page on the login's path, and a sign-in
/// callback whose fragment is items only (`#access_token=...`).
enum FragmentSpace {
    static let urls = URLConfiguration(schemes: ["app"], hosts: ["apps.example.com"])

    struct Banner: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "banner", exposure: .external, path: "/get", urlConfiguration: urls,
                                                fragment: .whole)
        var campaign: String?
        var destination: String?
        init(campaign: String?, destination: String?) { self.campaign = campaign; self.destination = destination }
        init(parameters: RouteParameters) throws {
            campaign = try parameters.optional("campaign", as: String.self)
            destination = try parameters.optional(RouteParameters.fragmentKey, as: String.self)
        }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.setOptional("campaign", campaign)
            p.setOptional(RouteParameters.fragmentKey, destination)
            return p
        }
    }

    struct Home: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "home", exposure: .external, path: "/", urlConfiguration: urls)
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    struct QRLogin: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "qrLogin", exposure: .external, path: "/", urlConfiguration: urls,
                                                requiredQueryItems: ["#token", "#data"], fragment: .items(path: "qr-code-login"))
        var token: String
        var data: String
        init(token: String, data: String) { self.token = token; self.data = data }
        init(parameters: RouteParameters) throws {
            token = try parameters.required("#token", as: String.self)
            data = try parameters.required("#data", as: String.self)
        }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.setValue("#token", token)
            p.setValue("#data", data)
            return p
        }
    }

    struct Callback: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "callback", exposure: .external, path: "/callback", urlConfiguration: urls,
                                                requiredQueryItems: ["#access_token"], fragment: .items(path: nil))
        var accessToken: String
        var scopes: [String]
        init(accessToken: String, scopes: [String]) { self.accessToken = accessToken; self.scopes = scopes }
        init(parameters: RouteParameters) throws {
            accessToken = try parameters.required("#access_token", as: String.self)
            scopes = try parameters.array("#scope", as: String.self)
        }
        var parameters: RouteParameters {
            var p = RouteParameters()
            p.setValue("#access_token", accessToken)
            p.setArray("#scope", scopes)
            return p
        }
    }

    enum Opened: Hashable {
        case banner(Banner), home, qrLogin(QRLogin), callback(Callback)
    }

    static let matcher = URLMatcher<Opened>([
        .init(Home.self) { _ in .home }, .init(QRLogin.self) { .qrLogin($0) },
        .init(Banner.self) { .banner($0) }, .init(Callback.self) { .callback($0) },
    ])

    static func open(_ text: String) -> Opened? {
        var trace: [URLMatchExplanation.Reason]?
        return matcher.match(rawText: text, trace: &trace)
    }
}

@Suite("RouteKit: values in a link's fragment")
struct LinkFragmentTests {
    typealias Space = FragmentSpace

    @Test("the whole fragment is one value, percent-decoded after the '#' as a query value is ('+' stays); empty is absent")
    func wholeFragment() {
        #expect(Space.open("https://apps.example.com/get/?campaign=x#%2Fmedia%2F1234567")
            == .banner(.init(campaign: "x", destination: "/media/1234567")))
        #expect(Space.open("https://apps.example.com/get#a+b%20c?d=e&f") == .banner(.init(campaign: nil, destination: "a+b c?d=e&f")))
        #expect(Space.open("https://apps.example.com/get#") == .banner(.init(campaign: nil, destination: nil)))
        #expect(Space.open("https://apps.example.com/get") == .banner(.init(campaign: nil, destination: nil)))
        // A query item cannot stand in for the fragment.
        #expect(Space.open("https://apps.example.com/get?%23=evil") == .banner(.init(campaign: nil, destination: nil)))
    }

    @Test("a fragment name selects its route among routes on one path; items follow after '?', in any order")
    func fragmentName() {
        let login = Space.Opened.qrLogin(.init(token: "abc", data: "x y"))
        #expect(Space.open("https://apps.example.com?#qr-code-login?token=abc&data=x%20y") == login)
        #expect(Space.open("https://apps.example.com/#qr-code-login?data=x%20y&utm=1&token=abc") == login)
        #expect(Space.open("app://#qr-code-login?token=abc&data=x%20y") == login)
        #expect(Space.open("https://apps.example.com/#qr%2Dcode-login?token=abc&data=x%20y") == login, "the name is compared decoded")
        for home in ["https://apps.example.com/", "https://apps.example.com/#qr-code-login", "https://apps.example.com/#qr-code-login?token=abc",
                     "https://apps.example.com/#qr-code-loginx?token=abc&data=x", "https://apps.example.com/#QR-code-login?token=a&data=b",
                     "https://apps.example.com/#token=abc&data=x", "https://apps.example.com/?token=abc&data=x",
                     "https://apps.example.com/?%23token=abc&%23data=x#qr-code-login"] {
            #expect(Space.open(home) == .home, "\(home)")
        }
    }

    @Test("an invalid escape in the fragment refuses the routes that read it, not the others")
    func invalidEscape() {
        #expect(Space.open("https://apps.example.com/#qr-code-login?token=a%ZZ&data=b") == .home)
        #expect(Space.open("https://apps.example.com/#qr%ZZ?token=a&data=b") == .home)
        #expect(Space.open("https://apps.example.com/get#%E0%A4") == nil)
        #expect(Space.open("https://apps.example.com/callback#access_token=%G1") == nil)
        let explanation = Space.matcher.explain(URL(string: "https://apps.example.com/#other?token=a&data=b")!)
        #expect(explanation.route == "home")
        #expect(explanation.reasons.map(\.description) == [
            "candidate qrLogin (/) failed: the link's fragment does not start with 'qr-code-login' (#qr-code-login?...)",
        ])
    }

    @Test("items without a name: the whole fragment is items, repeated names are arrays")
    func itemsOnly() {
        #expect(Space.open("https://apps.example.com/callback#access_token=t%26k&scope=a&scope=b")
            == .callback(.init(accessToken: "t&k", scopes: ["a", "b"])))
        #expect(Space.open("https://apps.example.com/callback?access_token=t") == nil, "query items are not fragment items")
    }

    @Test("links: the fragment is written after the query, escaped so that it reads back; no fragment value in the query")
    func building() throws {
        let login = Space.QRLogin(token: "a&b=c#d", data: "x y+z?")
        #expect(login.universalLink.absoluteString == "https://apps.example.com#qr-code-login?data=x%20y%2Bz%3F&token=a%26b%3Dc%23d")
        #expect(login.url.absoluteString == "app://#qr-code-login?data=x%20y%2Bz%3F&token=a%26b%3Dc%23d")
        let banner = Space.Banner(campaign: "spring sale", destination: "/media/42?x#y")
        #expect(banner.universalLink.absoluteString == "https://apps.example.com/get?campaign=spring%20sale#/media/42%3Fx%23y")
        #expect(Space.Banner(campaign: nil, destination: nil).universalLink.absoluteString == "https://apps.example.com/get")
        let callback = Space.Callback(accessToken: "t", scopes: ["a", "b"])
        #expect(callback.universalLink.absoluteString == "https://apps.example.com/callback#access_token=t&scope=a&scope=b")
        for link in [login.universalLink, login.url, banner.universalLink, banner.url, callback.universalLink] {
            #expect(Space.matcher.match(link).map { "\($0)" } != nil, "\(link)")
        }
        #expect(Space.matcher.match(login.universalLink) == .qrLogin(login))
        #expect(Space.matcher.match(login.url) == .qrLogin(login))
        #expect(Space.matcher.match(banner.universalLink) == .banner(banner))
        #expect(Space.matcher.match(callback.universalLink) == .callback(callback))
    }

    @Test("ties: a fragment name is compared before the items; different names never tie")
    func specificity() {
        #expect(QuerySpecificity([], fragment: "a", [], fragment: nil) == .moreSpecific)
        #expect(QuerySpecificity([], fragment: nil, [], fragment: "a") == .lessSpecific)
        #expect(QuerySpecificity(["#t"], fragment: "a", ["#t"], fragment: "a") == .same)
        #expect(QuerySpecificity([], fragment: "a", [], fragment: "b") == .disjoint)
        #expect(!QuerySpecificity([], fragment: "a", [], fragment: "b").ties)
        // The fragment path decides before the items: a route requiring one beats a route requiring more items.
        #expect(QuerySpecificity([], fragment: "a", ["#", "q"], fragment: nil) == .moreSpecific)
        #expect(QuerySpecificity(["q"], fragment: "a", ["q"], fragment: nil) == .moreSpecific)
        #expect(QuerySpecificity(Space.QRLogin.descriptor, Space.Home.descriptor) == .moreSpecific)
    }

    /// Another namespace's route on the login's path with another fragment name, and one with the same name.
    struct OtherLogin: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "otherLogin", exposure: .external, path: "/", urlConfiguration: Space.urls,
                                                requiredQueryItems: ["#token", "#data"], fragment: .items(path: "sso"))
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    struct SameLogin: UniversalLinkRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "sameLogin", exposure: .external, path: "/", urlConfiguration: Space.urls,
                                                requiredQueryItems: ["#data", "#token"], fragment: .items(path: "qr-code-login"))
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    @Test("the navigator's tie check: a name beats no name, different names never tie, the same name does")
    @MainActor
    func navigatorTies() {
        let navigator = Navigator(presenter: RecordingPresenter())
        let tieLog = TieLog(navigator)
        var reported: [RouteTie] { tieLog.ties }
        navigator.register(Space.Home.self) { _ in LabeledScreen("home") }
        navigator.register(Space.QRLogin.self) { _ in LabeledScreen("qr") }
        navigator.register(OtherLogin.self) { _ in LabeledScreen("sso") }
        #expect(reported.isEmpty)
        navigator.register(SameLogin.self) { _ in LabeledScreen("same") }
        #expect(reported.map(\.shadowed.route) == ["sameLogin"])
        #expect(reported.map(\.winner.route) == ["qrLogin"])
    }
}
