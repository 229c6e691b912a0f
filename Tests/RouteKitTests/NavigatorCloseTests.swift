import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// `close(_:)` and back stacks with a plain presenter: `RecordingPresenter` gets the default `show(_ request:)`.
@MainActor
@Suite("Navigator.close and back stacks with RecordingPresenter")
struct NavigatorCloseTests {
    let presenter = RecordingPresenter()
    let navigator: Navigator

    init() {
        navigator = Navigator(presenter: presenter)
        NavigationHarness.register(on: navigator)
    }

    private var log: [String] { presenter.events.map(\.description) }

    @Test func closeClosesAnyScreenTheWayItWasShownAndCancelsItsResult() throws {
        navigator.start(Intent(NavRoutes.Note(text: "a")))
        var results: [RouteResult<String>] = []
        navigator.start(Intent(NavRoutes.Picker())) { results.append($0) }
        let picker = try #require(presenter.topScreen)
        navigator.close(picker)
        navigator.close(picker)
        #expect(results == [.canceled])
        let note = try #require(presenter.topScreen)
        navigator.close(note)
        #expect(log == ["push PlainScreen", "present ResultScreen<String>", "dismiss ResultScreen<String>", "pop PlainScreen"])
        #expect(presenter.shownScreens.isEmpty)
    }

    @Test func aLinkShowsTheParentChainRootFirst() throws {
        #expect(navigator.open(URL(string: "nav://profile/1/album/2/photo/6ba7b810-9dad-11d1-80b4-00c04fd430c8")!) == .shown)
        let names = presenter.shownScreens.compactMap { ($0 as? PlainScreen)?.name }
        #expect(names == ["profile1", "album1.2", "photo1"])
        // start shows the route alone unless asked.
        navigator.start(Intent(NavRoutes.Album(id: 3, albumID: 4)))
        navigator.start(Intent(NavRoutes.Album(id: 5, albumID: 6)), backStack: .parents)
        #expect(presenter.shownScreens.compactMap { ($0 as? PlainScreen)?.name }.suffix(3) == ["album3.4", "profile5", "album5.6"])
    }
}
