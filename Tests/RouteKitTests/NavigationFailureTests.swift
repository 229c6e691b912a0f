import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// Every refused navigation says why, to observers (the one failure channel) and the debug log.
@MainActor
@Suite("Navigator: failure reasons")
struct NavigationFailureTests {
    let app = NavigationHarness()

    final class FailureObserver: NavigationObserver {
        var reasons: [NavigationFailure.Reason] = []
        func navigator(_ navigator: Navigator, didReport event: NavigationEvent) {
            switch event {
            case .problem(.refused(let failure)), .problem(.link(_, .failed(let failure))): reasons.append(failure.reason)
            case .problem(.link(_, .refused(let interceptor))): reasons.append(.intercepted(by: interceptor))
            default: break
            }
        }
    }

    @Test func anUnregisteredRouteIsReportedAsSuch() {
        let navigator = Navigator(presenter: NavigationModel())
        navigator.logsFailures = false
        let log = FailureLog(navigator)
        #expect(!navigator.start(Intent(NavRoutes.Note(text: "x"))).succeeded)
        #expect(log.reasons == [.unregistered])
        #expect(log.failures.first?.description == "RouteKit: start note refused: the route is not registered on this navigator")
    }

    @Test func aPushOntoAPlainSheetNamesTheLayer() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.SignIn())
        #expect(!app.start(NavRoutes.Note(text: "on the sheet")))
        #expect(app.failures == ["start note: a push cannot go on a 'present' layer, which has no navigation stack (use presentation: wrapped)"])
        // On a custom display too.
        app.model.dismissSheets()
        app.navigator.start(Intent(NavRoutes.Note(text: "x"), presentation: .custom("sheet")))
        #expect(!app.start(NavRoutes.Note(text: "y")))
        #expect(app.failures.last?.hasPrefix("start note: a push cannot go on a 'sheet' layer") == true)
    }

    @Test func interceptorsRedirectLoopsAndHandlersSayWhoRefused() {
        let observer = FailureObserver()
        app.navigator.addObserver(observer)
        app.navigator.addInterceptor(Decide { $0.intent.route is NavRoutes.Wizard ? .cancel : .proceed })
        #expect(!app.start(NavRoutes.Wizard()))
        app.navigator.addInterceptor(Decide { $0.intent.route is NavRoutes.SignIn ? .redirect(Intent(NavRoutes.SignIn())) : .proceed })
        #expect(!app.start(NavRoutes.SignIn()))
        app.navigator.registerHandler(NavRoutes.Ping.self) { _ in false }
        #expect(!app.open("nav://ping"))
        #expect(observer.reasons == [.intercepted(by: "Decide"), .tooManyRedirects, .declinedByHandler])
        #expect(app.failures.count == 3)
        #expect(app.failures.last == "open ping: its handler returned false")
    }

    @Test func aRouteWhoseTabTheModelLacksIsRefusedNotPlacedElsewhere() {
        let other = NavigationHarness(tabs: ["home", "search"])
        #expect(!other.start(NavRoutes.Profile(id: 1)))
        #expect(other.layout == "*home: - | search: -")
        #expect(other.failures == ["start profile: the model has no tab 'profile'"])
    }

    @Test func successfulNavigationsReportNothing() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a"))
        app.open("nav://profile/1")
        #expect(app.failures.isEmpty)
    }
}
