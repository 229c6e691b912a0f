import Foundation
import Testing
@_spi(RouteGen) @testable import RouteKit

/// A route whose `screen:` or `view:` type the platform does not compile (UIKit screens on Linux and macOS, SwiftUI
/// views on Linux) is registered undrawn by the generated code: it navigates like any other, and only drawing is
/// missing, with the reason on its entry.
@MainActor
@Suite("Routes whose screen type the platform lacks")
struct UndrawnScreenTests {
    private func makeNavigator() -> (Navigator, FailureLog) {
        let navigator = Navigator(tabs: RootedTab.self)
        navigator.logsFailures = false
        NavigationHarness.register(on: navigator)
        navigator.registerUndrawnScreen(NavRoutes.Profile.self, type: "ProfileViewController", needs: "UIKit")
        navigator.registerUndrawnResultScreen(NavRoutes.Picker.self, type: "PickerView", needs: "SwiftUI")
        return (navigator, FailureLog(navigator))
    }

    @Test func aLinkToAnUndrawnScreenIsShownInTheStateWithItsTypedRoute() throws {
        let (navigator, log) = makeNavigator()
        navigator.launch()
        #expect(navigator.open(URL(string: "nav://profile/42")!) == .shown)
        let top = try #require(navigator.state.visibleEntries.last)
        #expect(top.intent.route as? NavRoutes.Profile == NavRoutes.Profile(id: 42))
        #expect(navigator.state.selectedTab == "profile")
        #expect(log.reasons == [.tabWithoutRoot("profile")])
        #expect(navigator.undrawnReason(of: top) == "'ProfileViewController', the screen of route 'profile', needs UIKit, which this "
                + "platform lacks: the route navigates (state, results, restoration) and is not drawn")
        // A screen the app registered itself is drawn: no reason.
        #expect(navigator.state.entries(in: "home").first.flatMap(navigator.undrawnReason(of:)) == nil)
    }

    @Test func anUndrawnResultScreenDeliversItsResultOnceAndLeavesTheState() throws {
        let (navigator, _) = makeNavigator()
        navigator.launch()
        var results: [RouteResult<String>] = []
        #expect(navigator.start(Intent(NavRoutes.Picker())) { results.append($0) }.succeeded)
        #expect(navigator.state.visibleEntries.last?.intent.route is NavRoutes.Picker)
        let sink = try #require(navigator.resultSink(of: NavRoutes.Picker.self))
        sink.finish("blue")
        sink.finish("red")
        sink.cancel()
        #expect(results == [.ok("blue")])
        #expect(!navigator.state.visibleEntries.contains { $0.intent.route is NavRoutes.Picker })
        #expect(navigator.resultSink(of: NavRoutes.Picker.self) == nil)
    }

    @Test func theSinkOfAResultRouteIsTheTopMostShownOneOfThatRoute() throws {
        let (navigator, _) = makeNavigator()
        navigator.launch()
        #expect(navigator.resultSink(of: NavRoutes.Picker.self) == nil)
        var first: [RouteResult<String>] = [], second: [RouteResult<String>] = []
        navigator.start(Intent(NavRoutes.Picker())) { first.append($0) }
        navigator.start(Intent(NavRoutes.Picker())) { second.append($0) }
        try #require(navigator.resultSink(of: NavRoutes.Picker.self)).cancel()
        #expect(second == [.canceled] && first.isEmpty)
        // Another result route's sink is not this one's.
        #expect(navigator.resultSink(of: NavRoutes.Chooser.self) == nil)
    }

    @Test func anUndrawnScreenIsSavedAndRestoredByItsRoute() throws {
        let (navigator, _) = makeNavigator()
        navigator.launch()
        navigator.open(URL(string: "nav://profile/42")!)
        let (relaunched, _) = makeNavigator()
        let report = try #require(relaunched.launch(restoring: navigator.savedState()).restorationReport)
        #expect(report.dropped.isEmpty)
        #expect(relaunched.state.entries(in: "profile").map { $0.intent.route as? NavRoutes.Profile } == [NavRoutes.Profile(id: 42)])
        #expect(relaunched.state.entries(in: "profile").last.flatMap(relaunched.undrawnReason(of:)) != nil)
    }
}
