import Foundation
import Testing
@_spi(RouteGen) import RouteKit

/// Hears the navigator's one channel: the routes shown and the entry point reports.
@MainActor
final class EntryLog: NavigationObserver {
    private(set) var shown: [String] = []
    private(set) var reports: [EntryPointReport] = []
    private(set) var links: [LinkOutcome] = []
    func navigator(_ navigator: Navigator, didReport event: NavigationEvent) {
        switch event {
        case .navigated(let navigation): shown.append(navigation.intent.descriptor.name)
        case .problem(.entryPoint(let report)): reports.append(report)
        case .problem(.link(_, let outcome)): links.append(outcome)
        default: break
        }
    }
}

/// Holds protected routes behind sign-in and keeps the request it held, to resume after sign-in.
@MainActor
final class SignInWall: NavigationInterceptor {
    var signedIn = false
    private(set) var held: NavigationRequest?
    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        guard request.intent.route is EntryRoutes.Account, !signedIn else { return .proceed }
        held = request
        return .redirect(Intent(EntryRoutes.Login()))
    }
}

@MainActor
final class Clock {
    var now = Date(timeIntervalSince1970: 1_000_000)
}

@MainActor
@Suite("Entry points: one way in")
struct EntryPointInboxTests {
    let clock = Clock()
    let inbox: EntryPointInbox
    let log = EntryLog()

    init() {
        let clock = clock
        inbox = EntryPointInbox(now: { clock.now })
    }

    func makeNavigator() -> Navigator {
        let navigator = Navigator()
        navigator.logsFailures = false
        navigator.register(EntryRoutes.Conversation.self) { PlainScreen("conversation\($0.message)") }
        navigator.register(EntryRoutes.Compose.self) { _ in PlainScreen("compose") }
        navigator.register(EntryRoutes.Account.self) { _ in PlainScreen("account") }
        navigator.register(EntryRoutes.Login.self) { _ in PlainScreen("login") }
        navigator.register(EntryRoutes.Inbox.self) { _ in PlainScreen("inbox") }
        navigator.addObserver(log)
        return navigator
    }

    func tap(_ route: some NotificationRoute, id: String, date: Date? = nil) -> EntryPointDelivery<EntryRoutes.External> {
        let read = EntryRoutes.entryPoints.notification(userInfo: route.notificationPayload.userInfo, identifier: id)
        return EntryPointDelivery(entryPoint: read.entryPoint, identity: read.identity, result: read.result, date: date)
    }

    @Test func aColdLaunchTapDeliveredTwiceOpensOneScreenAfterLaunch() {
        let tap = tap(EntryRoutes.Conversation(id: someID, message: 5), id: "cold")
        // The scene's connection options, then the notification delegate: the same tap twice, before any navigator.
        #expect(inbox.receive(tap) == .kept)
        #expect(inbox.receive(tap) == .duplicate)
        let navigator = makeNavigator()
        #expect(inbox.connect(navigator) == .opened(.kept))
        #expect(log.shown.isEmpty)
        navigator.launch()
        #expect(log.shown == ["conversation"])
        #expect(navigator.state.entryCount == 1)
        // Delivered a third time, late: still the same tap.
        #expect(inbox.receive(tap) == .duplicate)
        #expect(log.shown == ["conversation"])
        #expect(log.reports.map(\.outcome) == [.kept, .duplicate, .duplicate])
        #expect(log.reports.first?.identity == "notification:cold")
    }

    @Test func theLatestRequestWinsUntilANavigatorIsConnected() {
        #expect(inbox.receive(tap(EntryRoutes.Conversation(id: someID, message: 1), id: "a")) == .kept)
        #expect(inbox.receive(tap(EntryRoutes.Compose(), id: "b")) == .kept)
        #expect(inbox.keptURL == EntryRoutes.Compose().url)
        let navigator = makeNavigator()
        navigator.launch()
        #expect(inbox.connect(navigator) == .opened(.shown))
        #expect(log.shown == ["compose"])
        #expect(log.reports.map(\.outcome) == [.kept, .replaced, .kept])
        #expect(log.reports.map(\.identity) == ["notification:a", "notification:a", "notification:b"])
        #expect(inbox.keptURL == nil)
    }

    @Test func aTapForARouteBehindTheLoginWallResumesAfterSignIn() throws {
        let navigator = makeNavigator()
        let wall = SignInWall()
        navigator.addInterceptor(wall)
        navigator.launch()
        inbox.connect(navigator)
        #expect(inbox.receive(tap(EntryRoutes.Account(), id: "acct")) == .opened(.redirected(by: "SignInWall", to: "login")))
        #expect(log.shown == ["login"])
        // The wall held it as the route's link.
        let held = try #require(wall.held)
        #expect(held.origin == .url(EntryRoutes.Account().url))
        wall.signedIn = true
        #expect(navigator.resume(held) == .done)
        #expect(log.shown == ["login", "account"])
    }

    @Test func aColdLaunchTapBehindTheWallIsHeldLikeALink() throws {
        #expect(inbox.receive(tap(EntryRoutes.Account(), id: "acct")) == .kept)
        let navigator = makeNavigator()
        let wall = SignInWall()
        navigator.addInterceptor(wall)
        inbox.connect(navigator)
        navigator.launch()
        #expect(log.shown == ["login"])
        #expect(log.links == [.kept, .redirected(by: "SignInWall", to: "login")])
        wall.signedIn = true
        #expect(navigator.resume(try #require(wall.held)) == .done)
        #expect(log.shown == ["login", "account"])
    }

    @Test func oldRequestsExpireWhenTheAppSetsALifetime() {
        inbox.lifetime = 60
        // A notification posted two minutes ago.
        #expect(inbox.receive(tap(EntryRoutes.Compose(), id: "old", date: clock.now.addingTimeInterval(-120))) == .expired(age: 120))
        // Kept at launch, handed over too late.
        #expect(inbox.receive(tap(EntryRoutes.Account(), id: "slow")) == .kept)
        clock.now = clock.now.addingTimeInterval(61)
        let navigator = makeNavigator()
        navigator.launch()
        #expect(inbox.connect(navigator) == .expired(age: 61))
        #expect(log.shown.isEmpty)
        #expect(log.reports.map(\.outcome) == [.expired(age: 120), .kept, .expired(age: 61)])
        // Without a lifetime, age does not matter.
        inbox.lifetime = nil
        #expect(inbox.receive(tap(EntryRoutes.Compose(), id: "older", date: .distantPast)) == .opened(.shown))
    }

    @Test func theSameQuickActionAgainLaterIsANewRequest() {
        let navigator = makeNavigator()
        navigator.launch()
        inbox.connect(navigator)
        let action = EntryRoutes.entryPoints.quickAction(type: "com.example.chat.compose", userInfo: nil)
        #expect(inbox.receive(action) == .opened(.shown))
        #expect(inbox.receive(action) == .duplicate)
        clock.now = clock.now.addingTimeInterval(10)
        #expect(inbox.receive(action) == .opened(.shown))
        #expect(log.shown == ["compose", "compose"])
    }

    @Test func everyDeliveryAnswersOnTheOneChannel() {
        let bad = EntryRoutes.entryPoints.notification(userInfo: ["route": ["name": "nope"]], identifier: "bad")
        // Before a navigator: answered at once, reported once one is connected.
        #expect(inbox.receive(bad) == .rejected(.unknownRoute("nope")))
        let navigator = makeNavigator()
        navigator.launch()
        inbox.connect(navigator)
        #expect(log.reports.map(\.outcome) == [.rejected(.unknownRoute("nope"))])
        let link = EntryRoutes.entryPoints.notification(userInfo: ["url": "chat://debug"], identifier: "internal")
        #expect(inbox.receive(link) == .rejected(.linkOpensNothing("chat://debug")))
        #expect(log.reports.count == 2)
        #expect(log.reports[1].description.contains("opens no external route"))
        #expect(log.shown.isEmpty)
    }
}
