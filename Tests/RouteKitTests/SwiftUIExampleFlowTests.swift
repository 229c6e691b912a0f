import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// The flows of the example SwiftUI app (Examples/SwiftUIApp), driven on Linux through the navigator and the model
/// the SwiftUI host renders, with what the host would draw (layers, paths) asserted after every step.
@MainActor
@Suite("Example SwiftUI app flows through NavigationModel")
struct SwiftUIExampleFlowTests {
    let app = ShelfApp()

    private var libraryLayers: [NavigationLayer] { app.model.state.hostLayers(in: "library") }

    @Test func launchShowsEachTabsRootAndTabTapsSelectOrPopToRoot() {
        #expect(app.layout == "*library: - | account: -")
        app.navigator.launch()
        #expect(app.layout == "*library: library | account: account")
        #expect(app.model.state.showsTabBar)
        #expect(app.model.state.tabs.map { app.model.state.hostLayers(in: $0).map(\.style) } == [[.tab], [.tab]])
        app.navigator.start(Intent(ShelfRoutes.Book(bookID: 1)))
        app.model.userSelected("account")
        #expect(app.layout == "library: library book1 | *account: account")
        app.model.userSelected("library")
        #expect(app.layout == "*library: library book1 | account: account")
        // Tapping the selected tab again pops it to its root.
        app.model.userSelected("library")
        #expect(app.layout == "*library: library | account: account")
    }

    @Test func deepLinkFromTheOtherTabBuildsItsParentChainInTheLibrary() throws {
        app.session.isSignedIn = true
        app.navigator.launch()
        app.model.userSelected("account")
        #expect(app.navigator.open(URL(string: "shelf://book/7/chapter/3")!) == .shown)
        #expect(app.layout == "*library: library book7 chapter7.3 | account: account")
        let path = libraryLayers[0].path
        #expect(path.map { NavigationHarness.label(app.model.entry($0)!) } == ["book7", "chapter7.3"])
        // The same link again reuses the chain; a back swipe to the book takes the chapter off.
        #expect(app.navigator.open(URL(string: "shelf://book/7/chapter/4")!) == .shown)
        #expect(app.layout == "*library: library book7 chapter7.4 | account: account")
        app.model.userSetPath([path[0]], layer: 0, in: "library")
        #expect(app.layout == "*library: library book7 | account: account")
    }

    @Test func ratingSheetReturnsItsResultOnceAndSwipingItDownCancels() throws {
        app.navigator.launch()
        app.navigator.start(Intent(ShelfRoutes.Book(bookID: 2)))
        let ratings = ResultLog<Int>()
        app.navigator.start(Intent(ShelfRoutes.Rate(bookID: 2))) { ratings.add($0) }
        #expect(app.layout == "*library: library book2 ^rate | account: account")
        #expect(libraryLayers.map(\.style) == [.tab, .sheet])
        #expect(libraryLayers[1].hasStack)
        let sheet = try #require(app.model.screen(of: libraryLayers[0 + 1].root.id) as? ResultScreen<Int>)
        sheet.sink.finish(4)
        #expect(ratings.results == [.ok(4)])
        #expect(app.layout == "*library: library book2 | account: account")

        app.navigator.start(Intent(ShelfRoutes.Rate(bookID: 2))) { ratings.add($0) }
        app.model.userDismissedModal(libraryLayers.layer(above: 0, style: .sheet)?.id)
        #expect(ratings.results == [.ok(4), .canceled])
        #expect(app.layout == "*library: library book2 | account: account")
    }

    @Test func loginWallCoversTheScreenThenShowsTheChapterWithItsChain() {
        app.navigator.launch()
        app.model.userSelected("account")
        #expect(app.navigator.open(URL(string: "shelf://book/7/chapter/3")!) == .redirected(by: "ShelfLoginWall", to: "signIn"))
        // Redirected: the sign-in cover goes over the current tab; the chapter waits.
        #expect(app.layout == "library: library | *account: account ^signIn")
        #expect(app.model.state.hostLayers(in: "account").map(\.style) == [.tab, .fullScreenCover])
        #expect(app.session.pending?.intent.route(as: ShelfRoutes.Chapter.self) == ShelfRoutes.Chapter(bookID: 7, number: 3))
        app.signIn()
        #expect(app.layout == "*library: library book7 chapter7.3 | account: account")
        #expect(app.session.pending == nil)
        // Signed in, the wall lets chapters through.
        #expect(app.navigator.open(URL(string: "shelf://book/8/chapter/1")!) == .shown)
        #expect(app.layout == "*library: library book8 chapter8.1 | account: account")
    }

    @Test func sceneStorageRoundTripRestoresThenAppliesTheColdLaunchLink() throws {
        app.session.isSignedIn = true
        app.navigator.launch()
        app.navigator.start(Intent(ShelfRoutes.Book(bookID: 5)))
        app.model.userSelected("account")
        let saved = app.model.savedState()

        // Relaunch: a link arrives before the host appears (kept), then the host appears and launches.
        let relaunched = ShelfApp()
        relaunched.session.isSignedIn = true
        #expect(relaunched.navigator.open(URL(string: "shelf://book/5/chapter/2")!) == .kept)
        #expect(relaunched.layout == "*library: - | account: -")
        let report = try #require(relaunched.navigator.launch(restoring: saved).restorationReport)
        #expect(report.restoredCount == 3 && report.dropped.isEmpty)
        #expect(relaunched.layout == "*library: library book5 chapter5.2 | account: account")
        // Appearing again (another window, a tab switch) changes nothing.
        #expect(relaunched.navigator.launch(restoring: saved) == .alreadyLaunched)
        #expect(relaunched.layout == "*library: library book5 chapter5.2 | account: account")
    }

    @Test func loginWallGuardsTheAccountsPurchasesFromATapAndFromALink() {
        app.navigator.launch()
        app.model.userSelected("account")
        app.navigator.start(Intent(ShelfRoutes.Purchases()))
        #expect(app.layout == "library: library | *account: account ^signIn")
        app.signIn()
        #expect(app.layout == "library: library | *account: account purchases")
        #expect(app.navigator.open(URL(string: "shelf://account/purchases")!) == .shown)
        #expect(app.layout == "library: library | *account: account purchases")
    }

    @Test func signedOutRelaunchDoesNotRestoreWhatTheWallGuards() throws {
        app.session.isSignedIn = true
        app.navigator.launch()
        #expect(app.navigator.open(URL(string: "shelf://book/7/chapter/3")!) == .shown)
        #expect(app.navigator.open(URL(string: "shelf://account/purchases")!) == .shown)
        #expect(app.layout == "library: library book7 chapter7.3 | *account: account purchases")
        let saved = app.model.savedState()

        // Relaunch signed out (the session is not saved with the scene): the wall sees every restored entry.
        let relaunched = ShelfApp()
        let report = try #require(relaunched.navigator.launch(restoring: saved).restorationReport)
        #expect(relaunched.layout == "library: library book7 | *account: account")
        #expect(report.restoredCount == 3)
        #expect(report.dropped.map { "\($0.tab)[\($0.position)] \($0.route) \($0.reason)" } == [
            "library[2] chapter intercepted", "account[1] purchases intercepted",
        ])
        // Nothing is waiting for a sign-in: a relaunch asked nobody for the screens.
        #expect(relaunched.session.pending == nil)
        #expect(relaunched.model.state.entries(in: "library").allSatisfy { NavigationHarness.label($0) != "signIn" })

        // Signed in, the same saved state comes back whole.
        let member = ShelfApp()
        member.session.isSignedIn = true
        let full = try #require(member.navigator.launch(restoring: saved).restorationReport)
        #expect(full.dropped.isEmpty && full.restoredCount == 5)
        #expect(member.layout == "library: library book7 chapter7.3 | *account: account purchases")
    }

    @Test func savedStateThatBringsNothingBackKeepsTheLaunchScreens() throws {
        for saved in [Data("garbage".utf8), Data(#"{"version":1,"selectedTab":"account","tabs":[]}"#.utf8)] {
            let relaunched = ShelfApp()
            relaunched.navigator.launch(restoring: saved)
            #expect(relaunched.layout == "*library: library | account: account", "\(String(decoding: saved, as: UTF8.self))")
            #expect(relaunched.navigator.isReady)
        }
        let fresh = ShelfApp()
        #expect(fresh.navigator.launch(restoring: nil) == .nothingSaved)
        #expect(fresh.navigator.isReady)
        #expect(fresh.layout == "*library: library | account: account")
    }
}
