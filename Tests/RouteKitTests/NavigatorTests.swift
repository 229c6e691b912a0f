import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// A login wall: protected routes redirect to Login until `isLoggedIn`.
@MainActor
final class LoginWall: NavigationInterceptor {
    var isLoggedIn = false
    private(set) var seen: [(route: String, origin: NavigationOrigin)] = []

    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        seen.append((request.intent.descriptor.name, request.origin))
        if request.intent.route is Account, !isLoggedIn {
            return .redirect(Intent(Login()))
        }
        return .proceed
    }
}

@MainActor
final class Recorder: NavigationObserver {
    private(set) var completed: [String] = []
    func navigator(_ navigator: Navigator, didReport event: NavigationEvent) {
        guard case .navigated(let navigation) = event else { return }
        completed.append("\(navigation.intent.descriptor.name):\(navigation.presentation.map(String.init(describing:)) ?? "handled")")
    }
}

@MainActor
final class Decide: NavigationInterceptor {
    let decide: @MainActor (NavigationRequest) -> NavigationDecision
    init(_ decide: @escaping @MainActor (NavigationRequest) -> NavigationDecision) { self.decide = decide }
    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision { decide(request) }
}

@MainActor
@Suite("Navigator")
struct NavigatorTests {
    let presenter = RecordingPresenter()
    let navigator: Navigator

    init() {
        navigator = Navigator(presenter: presenter)
        navigator.register(UserProfile.self) { UserScreen(route: $0) }
        navigator.register(Login.self) { _ in LoginScreen() }
        navigator.register(Account.self) { _ in AccountScreen() }
        navigator.register(Settings.self) { _ in PlainScreen("settings") }
        navigator.register(SecretDebug.self) { _ in PlainScreen("debug") }
    }

    private var log: [String] { presenter.events.map(\.description) }

    @Test func startShowsTheRegisteredScreenWithItsPresentation() throws {
        #expect(navigator.start(Intent(UserProfile(id: 7))).succeeded)
        #expect(navigator.start(Intent(Login())).succeeded)
        #expect(navigator.start(Intent(UserProfile(id: 8), presentation: .wrapped)).succeeded)
        #expect(log == ["push UserScreen", "present LoginScreen", "wrapped UserScreen"])
        let top = try #require(presenter.topScreen as? UserScreen)
        #expect(top.route.id == 8)
    }

    @Test func startWithoutRegistrationFails() {
        #expect(!navigator.start(Intent(NewUser())).succeeded)
        #expect(presenter.events.isEmpty)
    }

    @Test func presenterRefusalFailsTheNavigation() {
        presenter.canShow = false
        #expect(!navigator.start(Intent(UserProfile(id: 1))).succeeded)
        #expect(navigator.open(url("myapp://user/1")) != .shown)
    }

    @Test func registeringAgainReplacesTheEarlierRegistration() {
        navigator.register(UserProfile.self) { PlainScreen("replacement \($0.id)") }
        #expect(navigator.start(Intent(UserProfile(id: 3))).succeeded)
        #expect(navigator.open(url("myapp://user/4")) == .shown)
        #expect((presenter.shownScreens.compactMap { $0 as? PlainScreen }).map(\.name) == ["replacement 3", "replacement 4"])
        #expect(!presenter.shownScreens.contains { $0 is UserScreen })
        // Replacing with a handler: no screen at all.
        var handled: [Int] = []
        navigator.register(UserProfile.self) { (route: UserProfile) -> Bool in handled.append(route.id); return true }
        #expect(navigator.open(url("myapp://user/5")) == .shown)
        #expect(handled == [5])
    }

    @Test func openReachesRegisteredExternalRoutes() throws {
        #expect(navigator.canOpen(url("https://myapp.example.com/user/42?referrer=mail")))
        #expect(navigator.open(url("https://myapp.example.com/user/42?referrer=mail")) == .shown)
        let screen = try #require(presenter.topScreen as? UserScreen)
        #expect(screen.route == UserProfile(id: 42, referrer: "mail"))
        #expect(navigator.open(url("myapp://user/abc")) != .shown)
        #expect(navigator.open(url("other://user/42")) != .shown)
        #expect(!navigator.canOpen(url("myapp://files/a")))  // a known route type, but not registered here
        #expect(navigator.explain(url("myapp://user/42")).route == "userProfile")
    }

    @Test("internal routes are unreachable from every URL form, even when registered", arguments: [
        "myapp://settings", "myapp:///settings", "myapp://myapp.example.com/settings", "https://myapp.example.com/settings",
        "MYAPP://Settings", "myapp://settings/", "myapp://debug", "https://myapp.example.com/debug", "myapp://login",
        "myapp://myapp.example.com/login",
    ])
    func internalRoutesAreUnreachable(text: String) {
        #expect(!navigator.canOpen(url(text)))
        #expect(navigator.open(url(text)) != .shown)
        #expect(presenter.events.isEmpty)
        // ...while the app can still start them.
        #expect(navigator.start(Intent(Settings())).succeeded)
    }

    @Test func handlerRoutesHandleURLs() {
        var titles: [String] = []
        navigator.register(Alert.self) { (alert: Alert) -> Bool in
            titles.append(alert.title)
            return alert.title != "refuse"
        }
        #expect(navigator.open(url("myapp://alert?title=Hi%20there")) == .shown)
        #expect(navigator.open(url("myapp://alert?title=refuse")) != .shown)
        #expect(navigator.open(url("myapp://alert")) != .shown)  // missing required title: no match, handler not called
        #expect(titles == ["Hi there", "refuse"])
        #expect(presenter.events.isEmpty)
    }

    @Test func loginWallRedirectsUntilLoggedIn() {
        let wall = LoginWall()
        navigator.addInterceptor(wall)
        #expect(navigator.start(Intent(Account())).succeeded)
        #expect(log == ["present LoginScreen"])
        wall.isLoggedIn = true
        #expect(navigator.start(Intent(Account())).succeeded)
        #expect(log == ["present LoginScreen", "push AccountScreen"])
        // The interceptor sees links too, with their origin.
        wall.isLoggedIn = false
        #expect(navigator.open(url("myapp://account")) == .redirected(by: "LoginWall", to: "login"))
        #expect(log.last == "present LoginScreen")
        #expect(wall.seen.map(\.route) == ["account", "login", "account", "account", "login"])
        #expect(wall.seen[3].origin == .url(url("myapp://account")))
        #expect(wall.seen[0].origin == .start)
    }

    @Test func cancelingInterceptorStopsNavigation() {
        let observer = Recorder()
        navigator.addObserver(observer)
        navigator.addInterceptor(Decide { $0.intent.route is UserProfile ? .cancel : .proceed })
        #expect(!navigator.start(Intent(UserProfile(id: 1))).succeeded)
        #expect(navigator.open(url("myapp://user/1")) != .shown)
        #expect(navigator.start(Intent(Login())).succeeded)
        #expect(log == ["present LoginScreen"])
        #expect(observer.completed == ["login:present"])
    }

    @Test func redirectLoopsAreBounded() {
        var count = 0
        navigator.addInterceptor(Decide { request in
            count += 1
            return request.intent.route is Login ? .redirect(Intent(Account())) : .redirect(Intent(Login()))
        })
        #expect(!navigator.start(Intent(Account())).succeeded)
        #expect(count == Navigator.maxRedirects + 1)
        #expect(presenter.events.isEmpty)
    }

    @Test func observersSeeCompletedNavigationsAndAreHeldUntilRemoved() {
        // Added and not kept by the test: the navigator keeps it, so it still hears (analytics are not lost).
        weak let observer: Recorder? = {
            let made = Recorder()
            navigator.addObserver(made)
            return made
        }()
        navigator.register(Alert.self) { (_: Alert) -> Bool in true }
        navigator.start(Intent(UserProfile(id: 1)))
        navigator.start(Intent(NewUser()))  // not registered: not completed
        navigator.open(url("myapp://alert?title=x"))
        #expect(observer?.completed == ["userProfile:push", "alert:handled"])
        navigator.removeObserver(try! #require(observer))
        #expect(observer == nil, "removed, it is released")
        #expect(navigator.start(Intent(UserProfile(id: 2))) == .done)
    }

    @Test func coldLaunchURLIsKeptAndReplayedWhenReady() throws {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter, isReady: false)
        navigator.register(UserProfile.self) { UserScreen(route: $0) }
        #expect(!navigator.isReady)
        #expect(navigator.canOpen(url("myapp://user/1")))
        #expect(navigator.open(url("myapp://nowhere")) != .shown)  // no match: not kept
        #expect(navigator.open(url("myapp://user/1")) == .kept)
        #expect(navigator.open(url("myapp://user/2")) == .kept)    // a later link supersedes
        #expect(presenter.events.isEmpty)
        #expect(navigator.pendingURL == url("myapp://user/2"))
        navigator.markReady()
        #expect(navigator.isReady)
        #expect(navigator.pendingURL == nil)
        #expect((presenter.shownScreens.compactMap { $0 as? UserScreen }).map(\.route.id) == [2])
        // Replayed once only.
        navigator.markReady()
        #expect(presenter.shownScreens.count == 1)
    }

    @Test func navigatorDoesNotRetainShownScreens() {
        weak var weakScreen: UserScreen?
        do {
            #expect(navigator.start(Intent(UserProfile(id: 1))).succeeded)
            weakScreen = presenter.topScreen as? UserScreen
        }
        #expect(weakScreen != nil)
        presenter.closeByUser(presenter.topScreen!)
        #expect(weakScreen == nil)
        #expect(log == ["push UserScreen", "user closed UserScreen (push)"])
    }
}
