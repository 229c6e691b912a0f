import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// Everything RouteKit's SwiftUI host reads (layers, paths, which modal goes where) and reports (path and item
/// bindings set by SwiftUI, `routeNavigation` actions), driven on Linux through a real navigator and model.
@MainActor
@Suite("SwiftUI host: layers it draws, bindings it reports, routeNavigation")
struct SwiftUIHostLogicTests {
    let app = NavigationHarness()

    private func labels(_ layer: NavigationLayer) -> [String] {
        [NavigationHarness.label(layer.root)] + layer.path.map { NavigationHarness.label(app.model.entry($0)!) }
    }

    @Test func sheetLayersCarryTheirRouteDetentsAndWhetherASwipeDismisses() throws {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Wizard())
        app.navigator.start(Intent(NavRoutes.Picker())) { _ in }
        app.start(NavRoutes.SignIn())
        let layers = app.model.state.hostLayers(in: "home")
        #expect(layers.map(labels) == [["home"], ["wizard"], ["picker"], ["signIn"]])
        #expect(layers.map(\.detents) == [[], [], [.medium, .fraction(0.4), .height(320)], []])
        #expect(layers.map(\.allowsInteractiveDismiss) == [true, true, true, false])
        // A cover rests at no height; where covers are sheets (macOS) the route's detents apply again.
        app.model.dismissSheets()
        app.navigator.start(Intent(NavRoutes.Picker(), presentation: .cover)) { _ in }
        #expect(app.model.state.hostLayers(in: "home").last?.detents == [])
        #expect(app.model.state.hostLayers(in: "home", fullScreenCovers: false).last?.detents == [.medium, .fraction(0.4), .height(320)])
    }

    @Test func aSheetThatRefusesTheSwipeStillClosesWhenSwiftUIReportsItGone() throws {
        // interactiveDismiss: false is drawn by the host (interactiveDismissDisabled); should SwiftUI still report the
        // sheet gone (a programmatic dismissal of its own), the model follows rather than keep a layer no one sees.
        app.start(NavRoutes.Home())
        app.start(NavRoutes.SignIn())
        let shown = try #require(app.model.state.hostLayers(in: "home").last?.id)
        app.model.userDismissedModal(shown)
        #expect(app.model.state.hostLayers(in: "home").map(labels) == [["home"]])
    }

    @Test func detentsReadAsTheManifestWritesThem() {
        #expect([SheetDetent.medium, .large, .fraction(0.4), .fraction(0.333), .height(320), .height(320.5)].map(\.description)
            == ["medium", "large", "40%", "33.3%", "320pt", "320.5pt"])
    }

    @Test func tabStackWrappedSheetPresentedSheetAndCoverBecomeLayers() throws {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a"))
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "b"))
        app.start(NavRoutes.SignIn())
        app.navigator.start(Intent(NavRoutes.Note(text: "c"), presentation: .cover))
        let layers = app.model.state.hostLayers(in: "home")
        #expect(layers.map(labels) == [["home", "note:a"], ["wizard", "note:b"], ["signIn"], ["note:c"]])
        #expect(layers.map(\.style) == [.tab, .sheet, .sheet, .fullScreenCover])
        #expect(layers.map(\.hasStack) == [true, true, false, false])
        // macOS has no full-screen covers: the same layer is a sheet there.
        #expect(app.model.state.hostLayers(in: "home", fullScreenCovers: false).map(\.style) == [.tab, .sheet, .sheet, .sheet])
        // Only `presentation: cover` is a cover: a display that happens to be named like one is a sheet.
        app.model.dismissSheets()
        app.navigator.start(Intent(NavRoutes.Note(text: "x"), presentation: .custom("fullScreenCover")))
        #expect(app.model.state.hostLayers(in: "home").map(\.style) == [.tab, .sheet])
        // Other custom displays are sheets.
        app.navigator.start(Intent(NavRoutes.Composer(draft: Draft(text: "x"))))
        #expect(app.model.state.hostLayers(in: "home").last?.style == .sheet)
        // What each layer's sheet / cover modifier presents.
        #expect(layers.layer(above: 0, style: .sheet)?.id == layers[1].id)
        #expect(layers.layer(above: 0, style: .fullScreenCover) == nil)
        #expect(layers.layer(above: 2, style: .fullScreenCover)?.id == layers[3].id)
        #expect(layers.layer(above: 3, style: .sheet) == nil)
        #expect(layers.layer(above: -1, style: .tab) == nil)
        #expect(app.model.state.hostLayers(in: "search").isEmpty)
        #expect(app.model.state.hostLayers(in: "nowhere").isEmpty)
    }

    @Test func tabBarOnlyWhenTheManifestHasTabs() {
        #expect(app.model.state.showsTabBar)
        #expect(!NavigationHarness(tabs: []).model.state.showsTabBar)
        #expect(!NavigationHarness(tabs: ["solo"]).model.state.showsTabBar)
    }

    @Test func backSwipeIsAPathPrefixAndCancelsAWaitingResultOnce() {
        let log = ResultLog<Int>()
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a"))
        app.navigator.start(Intent(NavRoutes.Chooser())) { log.add($0) }
        app.start(NavRoutes.Note(text: "b"))
        let path = app.model.hostPath(layer: 0, in: "home")
        #expect(path.count == 3)
        // Not a prefix, longer, same, unknown layer, unknown tab: none is a change the user can make.
        app.model.userSetPath([path[1]], layer: 0, in: "home")
        app.model.userSetPath(path + path, layer: 0, in: "home")
        app.model.userSetPath(path, layer: 0, in: "home")
        app.model.userSetPath([], layer: 4, in: "home")
        app.model.userSetPath([], layer: 0, in: "nowhere")
        #expect(app.layout == "*home: home note:a chooser note:b | search: - | profile: -")
        #expect(log.results.isEmpty)
        // The user went back to note:a: chooser and note:b leave, the chooser's caller gets .canceled.
        app.model.userSetPath([path[0]], layer: 0, in: "home")
        #expect(app.layout == "*home: home note:a | search: - | profile: -")
        #expect(log.results == [.canceled])
        // Back to the root; a late duplicate report of the old path changes nothing.
        app.model.userSetPath([], layer: 0, in: "home")
        app.model.userSetPath([path[0]], layer: 0, in: "home")
        #expect(app.layout == "*home: home | search: - | profile: -")
        #expect(log.results == [.canceled])
        #expect(app.model.hostPath(layer: 0, in: "home").isEmpty)
        #expect(app.model.hostPath(layer: 3, in: "home").isEmpty)
    }

    @Test func pathOfAWrappedSheetIsItsOwn() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "a"))
        app.start(NavRoutes.Note(text: "b"))
        let sheetPath = app.model.hostPath(layer: 1, in: "home")
        #expect(sheetPath.count == 2)
        app.model.userSetPath([sheetPath[0]], layer: 1, in: "home")
        #expect(app.layout == "*home: home ^wizard note:a | search: - | profile: -")
    }

    @Test func sheetSwipedDownClosesItAndEverySheetOverItOnce() throws {
        let log = ResultLog<String>()
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Wizard())
        app.navigator.start(Intent(NavRoutes.Picker())) { log.add($0) }
        let layers = app.model.state.hostLayers(in: "home")
        #expect(layers.count == 3)
        // No layer, the tab's root: not a dismissal the user can make.
        app.model.userDismissedModal(nil)
        app.model.userDismissedModal(layers[0].id)
        #expect(app.layout == "*home: home ^wizard ^picker | search: - | profile: -")
        // The wizard sheet was swiped down: the picker sheet over it goes too, its caller gets .canceled once.
        app.model.userDismissedModal(layers[1].id)
        #expect(app.layout == "*home: home | search: - | profile: -")
        #expect(log.results == [.canceled])
        // SwiftUI reporting the dismissal again (it can) changes nothing, nor does a later sheet at the same place.
        app.start(NavRoutes.SignIn())
        app.model.userDismissedModal(layers[1].id)
        app.model.userDismissedModal(layers[2].id)
        #expect(app.layout == "*home: home ^signIn | search: - | profile: -")
        #expect(log.results == [.canceled])
    }

    @Test func aSheetBeingDismissedKeepsItsLayerAndPresentsNothingLive() throws {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Wizard())
        let wizard = try #require(app.model.state.hostLayers(in: "home").last)
        #expect(app.model.state.hostLayers(in: "home").layer(at: 1, presented: wizard)?.id == wizard.id)
        // The model replaced the wizard by another sheet at the same place; the wizard's sheet, still animating its
        // dismissal, keeps drawing the wizard and presents none of the live layers above it.
        app.model.userDismissedModal(wizard.id)
        app.start(NavRoutes.SignIn())
        app.start(NavRoutes.Wizard())
        let live = app.model.state.hostLayers(in: "home")
        #expect(live.map { NavigationHarness.label($0.root) } == ["home", "signIn", "wizard"])
        #expect(live.layer(at: 1, presented: wizard)?.id == wizard.id)
        #expect(live.layer(at: 1, presented: nil)?.id == live[1].id)
        #expect(live.layer(at: 5, presented: nil) == nil)
        #expect(live.layer(at: 5, presented: wizard)?.id == wizard.id)
        #expect(live.layer(above: 1, style: .sheet, drawn: live[1].id)?.id == live[2].id)
        #expect(live.layer(above: 1, style: .sheet, drawn: wizard.id) == nil)
    }

    @Test func routeNavigationClosesItsScreenDismissesAllAndPopsToRoot() throws {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a"))
        app.start(NavRoutes.Note(text: "b"))
        let noteA = try #require(app.screen("note:a"))
        RouteNavigation(navigator: app.navigator, screen: noteA).close()
        #expect(app.layout == "*home: home | search: - | profile: -")

        app.start(NavRoutes.Note(text: "c"))
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "d"))
        app.start(NavRoutes.SignIn())
        let signIn = try #require(app.screen("signIn"))
        let actions = RouteNavigation(navigator: app.navigator, screen: signIn)
        #expect(actions.navigator === app.navigator)
        #expect(app.navigator.dismissSheets().succeeded)
        #expect(app.layout == "*home: home note:c | search: - | profile: -")
        #expect(!app.navigator.dismissSheets().succeeded)
        // Closing a screen that already left does nothing, says so, and is not a refusal.
        let failuresBefore = app.failures
        #expect(!actions.close().succeeded)
        #expect(app.failures == failuresBefore)
        #expect(app.layout == "*home: home note:c | search: - | profile: -")
        // A screen that left has no stack to pop; the one still shown pops its stack to the root.
        #expect(!actions.popToRoot().succeeded)
        let noteC = try #require(app.screen("note:c"))
        #expect(RouteNavigation(navigator: app.navigator, screen: noteC).popToRoot().succeeded)
        #expect(app.layout == "*home: home | search: - | profile: -")
    }

    @Test func routeNavigationOutsideARouteDoesNothingAndRetainsNothing() {
        app.start(NavRoutes.Home())
        let empty = RouteNavigation()
        #expect(!empty.close().succeeded)
        #expect(!empty.popToRoot().succeeded)
        #expect(empty.navigator == nil)
        #expect(app.layout == "*home: home | search: - | profile: -")

        weak var released: Navigator?
        var actions = RouteNavigation()
        do {
            let model = NavigationModel()
            let navigator = Navigator(presenter: model)
            released = navigator
            actions = RouteNavigation(navigator: navigator, screen: PlainScreen("x"))
            #expect(actions.navigator != nil)
        }
        #expect(released == nil)
        #expect(actions.navigator == nil)
        #expect(!actions.close().succeeded)
    }

    @Test func aNavigatorOverAnotherPresenterHasNoModelToDismiss() {
        let navigator = Navigator(presenter: RecordingPresenter())
        #expect(navigator.navigationModel == nil)
        #expect(app.navigator.navigationModel === app.model)
        #expect(!navigator.dismissSheets().succeeded)
        #expect(!navigator.select(NavRoutes.Tab.home).succeeded)
        #expect(navigator.state.entryCount == 0)
    }
}
