import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

// RouteKit API that generated code uses to type-check faster (`URLRoute`, `UniversalLinkRoute`,
// `URLMatcher.Builder`, `Navigator.registerScreen` and its siblings): each must behave exactly as the spelling it
// replaces.

/// A route of a manifest with schemes and hosts: `url` and `universalLink` from the protocols.
struct LinkedProfile: UniversalLinkRoute, Hashable {
    static let descriptor = RouteDescriptor(
        name: "linkedProfile", exposure: .external, path: "/profile/<int:id>",
        urlConfiguration: URLConfiguration(schemes: ["myapp", "myapp-beta"], hosts: ["myapp.example.com", "www.example.com"]))
    var id: Int
    var tab: String?
    init(id: Int, tab: String? = nil) {
        self.id = id
        self.tab = tab
    }
    init(parameters p: RouteParameters) throws {
        id = try p.required("id", as: Int.self)
        tab = try p.optional("tab", as: String.self)
    }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.setValue("id", id)
        p.setOptional("tab", tab)
        return p
    }
}

/// A route of a manifest with hosts only: its `url` is the universal link.
struct HostOnlyProduct: UniversalLinkRoute, Hashable {
    static let descriptor = RouteDescriptor(
        name: "hostOnlyProduct", exposure: .external, path: "/product/<sku>",
        urlConfiguration: URLConfiguration(schemes: [], hosts: ["shop.example.com"]))
    var sku: String
    init(sku: String) { self.sku = sku }
    init(parameters p: RouteParameters) throws { sku = try p.required("sku", as: String.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.setValue("sku", sku)
        return p
    }
}

/// A route of a manifest with schemes only: a `url`, and (being only a `URLRoute`) no `universalLink`.
struct SchemeOnlyNote: URLRoute, Hashable {
    static let descriptor = RouteDescriptor(
        name: "schemeOnlyNote", exposure: .external, path: "/note/<int:id>",
        urlConfiguration: URLConfiguration(schemes: ["notes"], hosts: []))
    var id: Int
    init(id: Int) { self.id = id }
    init(parameters p: RouteParameters) throws { id = try p.required("id", as: Int.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.setValue("id", id)
        return p
    }
}

/// A conforming type whose descriptor declares no URL settings.
struct UnconfiguredLink: UniversalLinkRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "unconfigured", exposure: .external, path: "/x")
    init() {}
    init(parameters: RouteParameters) throws {}
    var parameters: RouteParameters { RouteParameters() }
}

@Suite("RouteKit shorthands for generated code")
struct GeneratedCodeShorthandsTests {
    @Test("url uses the first scheme and universalLink the first host, as url(scheme:) and universalLink(host:) do")
    func linksFromTheDescriptor() {
        let route = LinkedProfile(id: 42, tab: "likes")
        #expect(route.url == route.url(scheme: "myapp"))
        #expect(route.url.absoluteString == "myapp://profile/42?tab=likes")
        #expect(route.universalLink == route.universalLink(host: "myapp.example.com"))
        #expect(route.universalLink.absoluteString == "https://myapp.example.com/profile/42?tab=likes")
    }

    @Test("With hosts only, url is the https universal link on the first host")
    func hostOnlyURL() {
        let route = HostOnlyProduct(sku: "a b")
        #expect(route.url.absoluteString == "https://shop.example.com/product/a%20b")
        #expect(route.url == route.universalLink)
    }

    @Test("With schemes only, url uses the first scheme")
    func schemeOnlyURL() {
        #expect(SchemeOnlyNote(id: 7).url.absoluteString == "notes://note/7")
    }

    @Test("A descriptor without URL settings gives about:blank rather than a crash")
    func unconfigured() {
        #expect(UnconfiguredLink().url.absoluteString == "about:blank")
        #expect(UnconfiguredLink().universalLink.absoluteString == "about:blank")
    }

    @Test("Links built by the protocols match back to the route")
    func linksRoundTrip() throws {
        var builder = URLMatcher<LinkedProfile>.Builder(capacity: 1)
        builder.add(LinkedProfile.self) { $0 }
        let matcher = builder.matcher()
        let route = LinkedProfile(id: 3, tab: "x/y z")
        #expect(matcher.match(route.url) == route)
        #expect(matcher.match(route.universalLink) == route)
    }

    @Test("URLMatcher.Builder gives the matcher URLMatcher(entries) gives, entries in the order added")
    func builderMatchesLikeEntries() throws {
        var builder = URLMatcher<String>.Builder(capacity: 3)
        builder.add(UserProfile.self) { "profile \($0.id)" }
        builder.add(UserByName.self) { "name \($0.name)" }
        builder.add(SecretDebug.self) { _ in "debug" }  // internal exposure: unreachable, as with URLMatcher.init
        #expect(builder.entries.map(\.descriptor.name) == ["userProfile", "userByName", "secretDebug"])
        let built = builder.matcher()
        let direct = URLMatcher<String>([
            .init(UserProfile.self) { "profile \($0.id)" },
            .init(UserByName.self) { "name \($0.name)" },
            .init(SecretDebug.self) { _ in "debug" },
        ])
        for text in ["myapp://user/42", "myapp://user/ann", "https://myapp.example.com/user/7", "myapp://debug", "other://user/1"] {
            let url = try #require(URL(string: text))
            #expect(built.match(url) == direct.match(url), "\(text)")
        }
        #expect(built.match(URL(string: "myapp://user/42")!) == "profile 42")
        #expect(built.unreachableRoutes == direct.unreachableRoutes)
        #expect(built.unreachableRoutes.map(\.route) == ["secretDebug"])
        #expect(URLMatcher<String>.Builder().matcher().match(URL(string: "myapp://user/1")!) == nil)
    }

    @MainActor
    @Test("registerScreen, registerResultScreen and registerHandler register as the register overloads do")
    func registrationShorthands() throws {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        var handled: [String] = []
        navigator.registerScreen(UserProfile.self) { UserScreen(route: $0) }
        navigator.registerResultScreen(PhotoPicker.self) { PhotoPickerScreen(sink: $1) }
        navigator.registerHandler(Alert.self) { handled.append($0.title); return $0.title != "no" }
        #expect(navigator.isRegistered(UserProfile.self))
        #expect(navigator.open(URL(string: "myapp://user/5")!) == .shown)
        #expect(try #require(presenter.topScreen as? UserScreen).route.id == 5)
        var results: [RouteResult<String>] = []
        #expect(navigator.start(Intent(PhotoPicker())) { results.append($0) }.succeeded)
        try #require(presenter.topScreen as? PhotoPickerScreen).sink.finish("p")
        #expect(results == [.ok("p")])
        #expect(navigator.open(URL(string: "myapp://alert?title=hi")!) == .shown)
        #expect(navigator.open(URL(string: "myapp://alert?title=no")!) != .shown)
        #expect(handled == ["hi", "no"])
        #expect(presenter.events.map(\.description) == ["push UserScreen", "present PhotoPickerScreen", "dismiss PhotoPickerScreen"])
    }

    @Test("registerResultHandler registers as register(_:handler:) for a result route does")
    @MainActor func resultHandlerShorthand() async {
        let navigator = Navigator(presenter: RecordingPresenter())
        navigator.registerResultHandler(CartTotal.self) { $0.cartID == "none" ? nil : $0.cartID.count }
        #expect(await navigator.result(for: Intent(CartTotal(cartID: "abc"))) == .ok(3))
        #expect(await navigator.result(for: Intent(CartTotal(cartID: "none"))) == .canceled)
    }
}

@Suite("RouteParameters chainable setters")
struct RouteParametersChainTests {
    @Test("settingValue, settingOptional, settingArray and settingOptionalArray give what the mutating setters give")
    func chainEqualsMutation() {
        var mutated = RouteParameters()
        mutated.setValue("id", 42)
        mutated.setOptional("ref", "mail" as String?)
        mutated.setOptional("gone", nil as Int?)
        mutated.setArray("tags", ["a", "b"])
        mutated.setArray("none", [Int]())
        mutated.setOptionalArray("ids", [1, 2] as [Int]?)
        mutated.setOptionalArray("absent", nil as [Int]?)
        let chained = RouteParameters()
            .settingValue("id", 42)
            .settingOptional("ref", "mail" as String?)
            .settingOptional("gone", nil as Int?)
            .settingArray("tags", ["a", "b"])
            .settingArray("none", [Int]())
            .settingOptionalArray("ids", [1, 2] as [Int]?)
            .settingOptionalArray("absent", nil as [Int]?)
        #expect(chained == mutated)
        #expect(chained.names == ["id", "ids", "ref", "tags"])
        #expect(chained["tags"] == ["a", "b"])
        #expect(chained["id"] == ["42"])
    }

    @Test("A chained setter replaces earlier values of the name, and leaves the value it started from unchanged")
    func chainReplacesAndCopies() {
        let start = RouteParameters().settingArray("tags", ["a", "b"])
        let replaced = start.settingValue("tags", "c")
        #expect(replaced["tags"] == ["c"])
        #expect(start["tags"] == ["a", "b"])
        #expect(replaced.settingOptional("tags", nil as String?).isEmpty)
    }
}
