import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// The `routeNavigation` handle a view gets: every action relative to the view's own screen.
@MainActor
@Suite("RouteNavigation: what a view does to navigation")
struct RouteNavigationTests {
    let app = NavigationHarness()

    /// home > note:a > note:b, then a wrapped wizard sheet with note:c > note:d pushed on it.
    private func stackWithASheet() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a"))
        app.start(NavRoutes.Note(text: "b"))
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "c"))
        app.start(NavRoutes.Note(text: "d"))
        #expect(app.layout == "*home: home note:a note:b ^wizard note:c note:d | search: - | profile: -")
    }

    @Test func popGoesBackOneScreenInTheStackTheViewIsIn() {
        stackWithASheet()
        #expect(app.routeNavigation("note:c").pop().succeeded)
        #expect(app.layout == "*home: home note:a note:b ^wizard note:c | search: - | profile: -")
        // From the tab's stack under the sheet: its top screen goes, with the sheet presented over it.
        #expect(app.routeNavigation("note:a").pop().succeeded)
        #expect(app.layout == "*home: home note:a | search: - | profile: -")
        #expect(app.failures.isEmpty)
    }

    @Test func popAtAStacksRootIsRefusedWithAReason() {
        stackWithASheet()
        app.routeNavigation("note:d").popToRoot()
        #expect(!app.routeNavigation("wizard").pop().succeeded)
        #expect(app.layout == "*home: home note:a note:b ^wizard | search: - | profile: -")
        #expect(app.failures == ["pop wizard: nothing to act on"])
    }

    @Test func popToRootStopsAtTheRootOfTheViewsOwnStack() {
        stackWithASheet()
        #expect(app.routeNavigation("note:d").popToRoot().succeeded)
        #expect(app.layout == "*home: home note:a note:b ^wizard | search: - | profile: -")
        #expect(app.routeNavigation("note:b").popToRoot().succeeded)
        #expect(app.layout == "*home: home | search: - | profile: -")
    }

    @Test func popToARouteTypeOrValueFindsTheTopMostBelowTheView() {
        stackWithASheet()
        #expect(app.routeNavigation("note:d").pop(to: NavRoutes.Wizard.self).succeeded)
        #expect(app.layout == "*home: home note:a note:b ^wizard | search: - | profile: -")
        app.start(NavRoutes.Note(text: "c"))
        // A value below the sheet: the sheet closes on the way.
        #expect(app.routeNavigation("note:c").pop(to: NavRoutes.Note(text: "a")).succeeded)
        #expect(app.layout == "*home: home note:a | search: - | profile: -")
        #expect(app.routeNavigation("note:a").pop(to: NavRoutes.Home.self).succeeded)
        #expect(app.layout == "*home: home | search: - | profile: -")
        // Nothing of that kind below the view.
        #expect(!app.routeNavigation("home").pop(to: NavRoutes.Wizard.self).succeeded)
        #expect(app.failures == ["pop(to:) home: nothing to act on"])
    }

    @Test func dismissSheetClosesTheSheetTheViewIsInFromAnyDepth() {
        stackWithASheet()
        #expect(app.routeNavigation("note:d").dismissSheet().succeeded)
        #expect(app.layout == "*home: home note:a note:b | search: - | profile: -")
        #expect(!app.routeNavigation("note:b").dismissSheet().succeeded)
        #expect(app.layout == "*home: home note:a note:b | search: - | profile: -")
        #expect(app.failures == ["dismissSheet note: nothing to act on"])
    }

    @Test func aSheetOverASheetIsDismissedAloneFromInsideIt() {
        stackWithASheet()
        app.start(NavRoutes.SignIn())
        #expect(app.routeNavigation("signIn").dismissSheet().succeeded)
        #expect(app.layout == "*home: home note:a note:b ^wizard note:c note:d | search: - | profile: -")
    }

    @Test func startGoesFromTheViewAndTabsAreSelectedByTheirType() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.SearchHome())
        app.navigator.select(NavRoutes.Tab.home)
        let home = app.routeNavigation("home")
        #expect(home.start(Intent(NavRoutes.Note(text: "n"))).succeeded)
        #expect(home.select(NavRoutes.Tab.search).succeeded)
        #expect(app.layout == "home: home note:n | *search: search | profile: -")
        var results: [RouteResult<Int>] = []
        #expect(app.routeNavigation("search").start(Intent(NavRoutes.Chooser())) { results.append($0) }.succeeded)
        app.routeNavigation("chooser").close()
        #expect(results == [.canceled])
    }

    @Test func aTabTheModelLacksIsRefused() {
        enum OtherTab: String { case settings }
        app.start(NavRoutes.Home())
        #expect(!app.routeNavigation("home").select(OtherTab.settings).succeeded)
        #expect(app.failures == ["select -: the model has no tab 'settings'"])
    }

    @Test func anEmptyValueDoesNothingAndAResultStartCancelsAtOnce() {
        let empty = RouteNavigation()
        #expect(!empty.pop().succeeded && !empty.popToRoot().succeeded && !empty.dismissSheet().succeeded && !empty.select(NavRoutes.Tab.home).succeeded)
        #expect(!empty.start(Intent(NavRoutes.Home())).succeeded)
        var results: [RouteResult<Int>] = []
        #expect(!empty.start(Intent(NavRoutes.Chooser())) { results.append($0) }.succeeded)
        #expect(results == [.canceled])
    }

    @Test func aRecordingValueKeepsEveryActionForPreviewsAndTests() {
        let recording = RouteNavigationRecording()
        let navigation = RouteNavigation.recording(into: recording)
        navigation.start(Intent(NavRoutes.Note(text: "x")))
        navigation.pop()
        navigation.pop(to: NavRoutes.Home.self)
        navigation.dismissSheet()
        navigation.select(NavRoutes.Tab.search)
        navigation.close()
        #expect(recording.actions == [.start("note"), .pop, .popTo("home"), .dismissSheet, .select("search"), .close])
        let refusal = NavigationOutcome.refused(NavigationFailure(route: nil, action: "popToRoot", reason: .nothingToDo))
        #expect(RouteNavigation.recording(into: RouteNavigationRecording(answer: refusal)).popToRoot() == refusal)
    }

    @Test func aRecordingResultSinkKeepsTheFirstResult() {
        let sink = ResultSink<Int>.recording()
        #expect(sink.delivered == nil && !sink.isCompleted)
        sink.finish(3)
        sink.cancel()
        #expect(sink.delivered == .ok(3) && sink.isCompleted)
    }
}
