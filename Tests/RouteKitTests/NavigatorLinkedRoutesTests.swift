import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// `registerApp` hands the navigator every linked external route: a debug build reports, once, those left without a
/// registration, at `markReady()` or the first `open`.
@MainActor
@Suite("Navigator: linked routes without a registration")
struct NavigatorLinkedRoutesTests {
    @Test func markReadyReportsUnregisteredLinkedRoutesOnce() {
        let navigator = Navigator(presenter: RecordingPresenter(), isReady: false)
        let log = FailureLog(navigator)
        var reports: [[String]] {
            log.problems.compactMap { problem in
                guard case .unregisteredModuleRoutes(let routes) = problem else { return nil }
                return routes.map { $0.descriptor.name }
            }
        }
        navigator.expectRegistrations(of: [NavRoutes.Profile.self, NavRoutes.Ping.self, NavRoutes.Profile.self])
        navigator.registerHandler(NavRoutes.Ping.self) { _ in true }
        #expect(navigator.unregisteredModuleRoutes.map { $0.descriptor.name } == ["profile"])
        navigator.markReady()
        navigator.open(URL(string: "nav://ping")!)
        navigator.markReady()
        #expect(reports == [["profile"]])
    }

    @Test func theFirstOpenChecksWhenTheAppIsReadyFromTheStart() {
        let navigator = Navigator(presenter: RecordingPresenter())
        let log = FailureLog(navigator)
        var reports: [[String]] {
            log.problems.compactMap { problem in
                guard case .unregisteredModuleRoutes(let routes) = problem else { return nil }
                return routes.map { $0.descriptor.name }
            }
        }
        navigator.expectRegistrations(of: [NavRoutes.Ping.self])
        #expect(navigator.open(URL(string: "nav://ping")!) != .shown)
        #expect(reports == [["ping"]])
    }

    @Test func everyLinkedRouteRegisteredReportsNothing() {
        let navigator = Navigator(presenter: RecordingPresenter())
        let log = FailureLog(navigator)
        var reports: Int { log.problems.count }
        navigator.expectRegistrations(of: [NavRoutes.Ping.self])
        navigator.registerHandler(NavRoutes.Ping.self) { _ in true }
        #expect(navigator.open(URL(string: "nav://ping")!) == .shown)
        #expect(reports == 0)
        #expect(navigator.unregisteredModuleRoutes.isEmpty)
    }
}
