import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

@MainActor
@Suite("NavigationModel observers")
struct NavigationObservationTests {
    let app = NavigationHarness()

    @Test func everyObserverSeesEveryChangeInTheOrderTheyStarted() {
        var calls: [String] = []
        let first = app.model.observe { _ in calls.append("first") }
        let second = app.model.observe { _ in calls.append("second:\(app.model.state.entryCount)") }
        app.start(NavRoutes.Note(text: "a"))
        app.start(NavRoutes.Note(text: "b"))
        #expect(calls == ["first", "second:1", "first", "second:2"])
        #expect(first.isActive && second.isActive)
    }

    @Test func releasingOrCancellingAnObservationEndsItAndLeavesTheOthers() {
        var kept = 0, released = 0, cancelled = 0
        let keeper = app.model.observe { _ in kept += 1 }
        var transient: StateObservation? = app.model.observe { _ in released += 1 }
        let stopped = app.model.observe { _ in cancelled += 1 }
        app.start(NavRoutes.Note(text: "a"))
        transient = nil
        stopped.cancel()
        app.start(NavRoutes.Note(text: "b"))
        #expect((kept, released, cancelled) == (2, 1, 1))
        #expect(!stopped.isActive && keeper.isActive && transient == nil)
    }

    @Test func anObserverStartedDuringAChangeSeesOnlyLaterChanges() {
        var late: [NavigationChange.Cause] = []
        var lateObservation: StateObservation?
        let starter = app.model.observe { _ in
            if lateObservation == nil { lateObservation = app.model.observe { late.append($0.cause) } }
        }
        app.start(NavRoutes.Note(text: "a"))
        #expect(late.isEmpty)
        app.model.reset()
        #expect(late == [.navigation])
        _ = starter
    }
}
