import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// A custom container (Tests/Stubs/Clients/SplitViewHost.swift: a sidebar of tabs beside a detail) built only from
/// the public pieces of NavigationLayer.swift: scripts/typecheck-ios.sh compiles it against the iOS SDK with a plain
/// `import RouteKit`, and here the calls it makes drive the same model as NavigationHost, on Linux.
@MainActor
@Suite("Custom containers: a sidebar + detail host on the public binding pieces")
struct CustomContainerTests {
    let app = NavigationHarness()

    @Test func sidebarSelectsTabsAndGoingBackToTheSidebarChangesNoNavigation() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a"))
        #expect(app.model.sidebarSelection(sidebarOnly: false) == "home")
        // The user taps `search` in the sidebar: the model selects it, the detail shows.
        var sidebarOnly = app.model.sidebarOnly(afterUserSelected: "search")
        #expect(!sidebarOnly)
        #expect(app.model.state.selectedTab == "search")
        #expect(app.model.sidebarSelection(sidebarOnly: sidebarOnly) == "search")
        // A collapsed split view's back button clears the selection: sidebar alone, the model keeps its tab and stacks.
        sidebarOnly = app.model.sidebarOnly(afterUserSelected: nil)
        #expect(sidebarOnly)
        #expect(app.model.sidebarSelection(sidebarOnly: sidebarOnly) == nil)
        #expect(app.model.state.selectedTab == "search")
        #expect(NavigationHarness.layout(of: app.model.state) == "home: home note:a | *search: - | profile: -")
        // An unknown tab changes nothing, and keeps the detail.
        sidebarOnly = app.model.sidebarOnly(afterUserSelected: "nowhere")
        #expect(!sidebarOnly)
        #expect(app.model.state.selectedTab == "search")
    }

    @Test func theDetailDrawsTheSelectedTabsLayersAndReportsBackAndDismissal() throws {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a"))
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "b"))
        let tab = app.model.state.selectedTab
        let layers = app.model.state.hostLayers(in: tab)
        #expect(layers.map(\.style) == [.tab, .sheet])
        // The detail's stack and the sheet's stack, as the split host binds them.
        #expect(app.model.hostPath(layer: 0, in: tab).count == 1)
        #expect(app.model.hostPath(layer: 1, in: tab).count == 1)
        // The user goes back inside the sheet, then swipes the sheet down.
        app.model.userSetPath([], layer: 1, in: tab)
        #expect(NavigationHarness.layout(of: app.model.state) == "*home: home note:a ^wizard | search: - | profile: -")
        let sheet = try #require(app.model.state.hostLayers(in: tab).layer(above: 0, style: .sheet))
        app.model.userDismissedModal(sheet.id)
        #expect(NavigationHarness.layout(of: app.model.state) == "*home: home note:a | search: - | profile: -")
    }

    @Test func aTypedTabLabelReportsModelTabsItsTypeDoesNotSpell() {
        #expect(app.navigator.reportTabs(notSpelledBy: NavRoutes.Tab.self, action: "NavigationHost").isEmpty)
        #expect(app.failures.isEmpty)
        let other = NavigationHarness(tabs: ["home", "settings"])
        #expect(other.navigator.reportTabs(notSpelledBy: NavRoutes.Tab.self, action: "NavigationHost") == ["settings"])
        #expect(other.failures == ["NavigationHost -: the model has no tab 'settings'"])
    }
}
