import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// `print(model.state)` and `print(entry)` read as the user's navigation, not as the stored indexes.
@MainActor
@Suite("NavigationState and NavigationEntry descriptions")
struct NavigationStateDescriptionTests {
    static let photoID = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!

    @Test func stateReadsAsTabsStacksAndModalLayers() {
        let app = NavigationHarness()
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Album(id: 42, albumID: 7))
        app.navigator.start(Intent(NavRoutes.Photo(id: 42, albumID: 7, photoID: Self.photoID, zoom: 2)), backStack: .parents)
        app.start(NavRoutes.Picker())
        app.start(NavRoutes.Note(text: "say \"hi\""))
        let lines = app.model.state.description.split(separator: "\n").map(String.init)
        #expect(lines == [
            "  home: home",
            "  search: (empty)",
            "* profile: album(id: 42, albumID: 7) > photo(id: 42, albumID: 7, photoID: \(Self.photoID), zoom: 2) | ^picker",
        ])
        // Internals stay out of it.
        for word in ["TabStack", "positions", "routeKey", "AnyIntent"] {
            #expect(!app.model.state.description.contains(word))
            #expect(!app.model.state.debugDescription.contains(word))
        }
    }

    @Test func presentationsOtherThanPresentAreNamedAndAPushOnAModalLayerStaysInIt() {
        let app = NavigationHarness(tabs: [])
        app.start(NavRoutes.Note(text: "a"))
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "b"))
        app.start(NavRoutes.Composer(draft: Draft(text: "x")))
        #expect(app.model.state.description
            == #"main: note(text: "a") | ^wizard (wrapped) > note(text: "b") | ^composer(draft: Draft(text: "x")) (sheet)"#)
    }

    @Test func entryDescriptionAndDebugDescription() throws {
        let app = NavigationHarness(tabs: [])
        app.start(NavRoutes.Note(text: "a"))
        var result: RouteResult<String>?
        app.navigator.start(Intent(NavRoutes.Picker()), onResult: { result = $0 })
        let entries = app.model.state.visibleEntries
        #expect(entries.map(\.description) == [#"note(text: "a")"#, "^picker"])
        #expect(entries[1].debugDescription == "\(entries[1].id) ^picker, awaits result")
        #expect(entries[0].debugDescription == "\(entries[0].id) note(text: \"a\")")
        #expect(app.model.state.debugDescription
            == "main: \(entries[0].id) note(text: \"a\") | \(entries[1].id) ^picker, awaits result")
        #expect(result == nil)
    }
}
