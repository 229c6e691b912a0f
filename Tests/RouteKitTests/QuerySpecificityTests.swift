import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// One path, two routes told apart by a required query item; routes on hosts of their own.
@Suite("Required query items and per-route hosts in the matcher")
struct QuerySpecificityTests {
    static let web = URLConfiguration(schemes: ["app"], hosts: ["www.example.com"])
    static let clicks = URLConfiguration(schemes: [], hosts: ["clicks.example.com"])

    /// A matcher entry that decodes as a generated route does: a missing required item throws.
    static func entry(
        _ name: String, _ path: String, required: [String] = [], urls: URLConfiguration = web
    ) -> URLMatcher<String>.Entry {
        .init(descriptor: RouteDescriptor(name: name, exposure: .external, path: path, urlConfiguration: urls,
                                          requiredQueryItems: required)) { parameters in
            for item in required { _ = try parameters.required(item, as: Int.self) }
            return name
        }
    }

    @Test func theRuleBySets() {
        #expect(QuerySpecificity(["a", "b"], ["a"]) == .moreSpecific)
        #expect(QuerySpecificity(["a"], ["a", "b"]) == .lessSpecific)
        #expect(QuerySpecificity(["b", "a"], ["a", "b"]) == .same)
        #expect(QuerySpecificity([], []) == .same)
        #expect(QuerySpecificity(["a"], []) == .moreSpecific)
        #expect(QuerySpecificity(["a"], ["b"]) == .incomparable)
        #expect(QuerySpecificity(["a", "b"], ["b", "c"]) == .incomparable)
        #expect(QuerySpecificity(["a"], ["b"]).ties && QuerySpecificity(["a"], ["a"]).ties)
        #expect(!QuerySpecificity(["a"], []).ties && !QuerySpecificity([], ["a"]).ties)
    }

    @Test("the route requiring the item wins when the URL carries it, in either registration order", arguments: [false, true])
    func queryPicksTheRoute(threadFirst: Bool) {
        let comments = Self.entry("comments", "/projects/<creator>/<project>/comments")
        let thread = Self.entry("thread", "/projects/<creator>/<project>/comments", required: ["comment"])
        let matcher = URLMatcher(threadFirst ? [thread, comments] : [comments, thread])
        #expect(matcher.match(URL(string: "https://www.example.com/projects/ann/rocket/comments?comment=7")!) == "thread")
        #expect(matcher.match(URL(string: "https://www.example.com/projects/ann/rocket/comments")!) == "comments")
        #expect(matcher.match(URL(string: "app://projects/ann/rocket/comments?utm=x&comment=7")!) == "thread")
        // A value the route refuses falls back to the route that does not require the item, and says why.
        let explanation = matcher.explain(URL(string: "https://www.example.com/projects/ann/rocket/comments?comment=x")!)
        #expect(explanation.route == "comments")
        #expect(explanation.reasons.count == 1)
        #expect(explanation.description.contains("candidate thread (/projects/<creator>/<project>/comments) failed"))
    }

    @Test func aMoreSpecificPathStillBeatsMoreQueryItems() {
        let matcher = URLMatcher([
            Self.entry("any", "/post/<id>", required: ["a", "b"]),
            Self.entry("number", "/post/<int:id>"),
        ])
        #expect(matcher.match(URL(string: "https://www.example.com/post/4?a=1&b=2")!) == "number")
        #expect(matcher.match(URL(string: "https://www.example.com/post/x?a=1&b=2")!) == "any")
    }

    @Test func theLargerSetWinsAmongThreeRoutesOnOnePath() {
        let matcher = URLMatcher([
            Self.entry("none", "/p"),
            Self.entry("one", "/p", required: ["a"]),
            Self.entry("two", "/p", required: ["a", "b"]),
        ])
        #expect(matcher.match(URL(string: "https://www.example.com/p?b=1&a=2")!) == "two")
        #expect(matcher.match(URL(string: "https://www.example.com/p?a=2")!) == "one")
        #expect(matcher.match(URL(string: "https://www.example.com/p?b=2")!) == "none")
    }

    @Test("a catch-all on a tracking host does not capture the web host, nor the web routes the tracking host")
    func routesOnHostsOfTheirOwn() {
        let matcher = URLMatcher([
            Self.entry("home", "/home"),
            Self.entry("click", "/<path:rest>", urls: Self.clicks),
        ])
        #expect(matcher.match(URL(string: "https://clicks.example.com/wf/click?upn=abc")!) == "click")
        #expect(matcher.match(URL(string: "https://clicks.example.com/home")!) == "click")
        #expect(matcher.match(URL(string: "https://www.example.com/home")!) == "home")
        #expect(matcher.match(URL(string: "https://www.example.com/wf/click")!) == nil)
        // The tracking route declares no scheme: the app's custom scheme does not reach it either.
        #expect(matcher.match(URL(string: "app://wf/click")!) == nil)
        #expect(matcher.match(URL(string: "app://clicks.example.com/wf/click")!) == nil)
    }

    @Test func linksUseTheRoutesOwnHost() {
        let descriptor = RouteDescriptor(name: "click", exposure: .external, path: "/wf/<token>", urlConfiguration: Self.clicks)
        var parameters = RouteParameters()
        parameters["token"] = ["t 1"]
        #expect(descriptor.link(parameters: parameters).absoluteString == "https://clicks.example.com/wf/t%201")
        #expect(descriptor.universalLink(parameters: parameters).absoluteString == "https://clicks.example.com/wf/t%201")
    }
}

// Route types for the navigator's tie ledger: one path, told apart (or not) by query items and hosts.
enum QueryTieSpace {
    static let urls = URLConfiguration(schemes: ["qt"], hosts: [])

    struct Comments: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(name: "comments", exposure: .external, path: "/c/<int:id>", urlConfiguration: urls)
        init() {}
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    struct Thread: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "thread", exposure: .external, path: "/c/<int:id>", urlConfiguration: urls, requiredQueryItems: ["comment"])
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    struct Reply: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "reply", exposure: .external, path: "/c/<int:id>", urlConfiguration: urls, requiredQueryItems: ["reply"])
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }

    struct OtherHost: ExternalRoute, Hashable {
        static let descriptor = RouteDescriptor(
            name: "otherHost", exposure: .external, path: "/c/<int:id>",
            urlConfiguration: URLConfiguration(schemes: [], hosts: ["clicks.example.com"]))
        init(parameters: RouteParameters) throws {}
        var parameters: RouteParameters { RouteParameters() }
    }
}

@MainActor
@Suite("Navigator: ties and required query items")
struct NavigatorQueryTieTests {
    @Test func aStrictSupersetAndDisjointHostsAreNoTieIncomparableSetsAre() {
        let navigator = Navigator(presenter: RecordingPresenter())
        let tieLog = TieLog(navigator)
        var reported: [RouteTie] { tieLog.ties }
        navigator.register(QueryTieSpace.Comments.self) { _ in LabeledScreen("comments") }
        navigator.register(QueryTieSpace.Thread.self) { _ in LabeledScreen("thread") }
        navigator.register(QueryTieSpace.OtherHost.self) { _ in LabeledScreen("other") }
        #expect(reported.isEmpty)
        navigator.register(QueryTieSpace.Reply.self) { _ in LabeledScreen("reply") }
        #expect(reported.map(\.shadowed.route) == ["reply"])
        #expect(reported.map(\.winner.route) == ["thread"])
    }
}

// docs/manifest.md's and URL rules' example: refusing a link because of a query item, in an interceptor.
/// Links that carry `?preview=` are not opened from outside the app.
final class RefusePreviewLinks: NavigationInterceptor {
    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        guard case .url(let url) = request.origin,
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
              items.contains(where: { $0.name == "preview" }) else { return .proceed }
        return .cancel
    }
}

@MainActor
@Suite("Refusing links by a query item")
struct RefuseByQueryItemTests {
    @Test func theInterceptorRefusesOnlyLinksCarryingTheItem() {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        navigator.register(QueryTieSpace.Comments.self) { _ in LabeledScreen("comments") }
        navigator.addInterceptor(RefusePreviewLinks())
        navigator.open(URL(string: "qt://c/4?preview=1")!)
        #expect(presenter.shownScreens.isEmpty)
        navigator.open(URL(string: "qt://c/4?utm_source=mail")!)
        #expect(presenter.shownScreens.compactMap { ($0 as? LabeledScreen)?.label } == ["comments"])
        navigator.start(Intent(QueryTieSpace.Comments()))
        #expect(presenter.shownScreens.count == 2, "in-app navigation has no link origin: it proceeds")
    }
}
