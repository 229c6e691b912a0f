import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit  // registers and encodes the way generated code does

@MainActor
@Suite("NavigationModel: tabs, stacks, modal layers, links, closing")
struct NavigationModelTests {
    let app = NavigationHarness()
    static let photoID = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"

    private func startTabs() {
        app.start(NavRoutes.SearchHome())
        app.start(NavRoutes.Profile(id: 1))
        app.start(NavRoutes.Home())
    }

    @Test func tabRoutesLiveInTheirTabAndSelectIt() {
        #expect(app.layout == "*home: - | search: - | profile: -")
        #expect(app.start(NavRoutes.Profile(id: 1)))
        #expect(app.layout == "home: - | search: - | *profile: profile1")
        #expect(app.start(NavRoutes.Home()))
        #expect(app.layout == "*home: home | search: - | profile: profile1")
        // A route without a tab goes where the caller is: here the selected tab.
        #expect(app.start(NavRoutes.Note(text: "a")))
        #expect(app.layout == "*home: home note:a | search: - | profile: profile1")
        // ... and from a caller in another tab, into that tab (which gets selected).
        let profile = app.screen("profile1")!
        #expect(app.start(NavRoutes.Note(text: "b"), from: profile))
        #expect(app.layout == "home: home note:a | search: - | *profile: profile1 note:b")
        #expect(app.changes.last?.previousSelectedTab == "home")
        #expect(app.changes.last?.tabs == [.init(tab: "profile", keptCount: 1, addedCount: 1)])
    }

    @Test func withoutTabsEverythingIsInOneImplicitTab() {
        let single = NavigationHarness(tabs: [])
        single.start(NavRoutes.Profile(id: 1))
        single.start(NavRoutes.Home())
        #expect(single.layout == "*main: profile1 home")
        #expect(single.model.state.tabs == [NavigationState.implicitTab])
    }

    @Test func linkBuildsTheParentChainInItsTabAndReusesAParentAlreadyThere() {
        startTabs()
        #expect(app.open("nav://profile/1/album/2/photo/\(Self.photoID)?zoom=3"))
        #expect(app.layout == "home: home | search: search | *profile: profile1 album1.2 photo3")
        // Same album again: the stack is cut back to the album, nothing duplicated.
        #expect(app.open("nav://profile/1/album/2/photo/\(Self.photoID)?zoom=4"))
        #expect(app.layout == "home: home | search: search | *profile: profile1 album1.2 photo4")
        // Another album of the same profile: back to the profile, then the missing album.
        #expect(app.open("nav://profile/1/album/5/photo/\(Self.photoID)"))
        #expect(app.layout == "home: home | search: search | *profile: profile1 album1.5 photo1")
        // Another profile: no parent is there, the whole chain goes on top of the tab's stack.
        #expect(app.open("nav://profile/9/album/5"))
        #expect(app.layout == "home: home | search: search | *profile: profile1 album1.5 photo1 profile9 album9.5")
    }

    @Test func pushOnTopPolicyKeepsTheStackAndPushesTheWholeChain() {
        app.model.backStackPolicy = .pushOnTop
        startTabs()
        app.open("nav://profile/1/album/2")
        #expect(app.layout == "home: home | search: search | *profile: profile1 profile1 album1.2")
    }

    @Test func startBuildsTheBackStackOnlyWhenAsked() {
        startTabs()
        let photo = NavRoutes.Photo(id: 1, albumID: 2, photoID: UUID())
        #expect(app.navigator.start(Intent(photo)).succeeded)
        #expect(app.layout == "*home: home photo1 | search: search | profile: profile1")
        #expect(app.navigator.start(Intent(photo), backStack: .parents).succeeded)
        #expect(app.layout == "home: home photo1 | search: search | *profile: profile1 album1.2 photo1")
    }

    @Test func aLinkDismissesModalLayersOverItsTabAndCancelsTheirResults() {
        startTabs()
        let log = ResultLog<String>()
        app.navigator.start(Intent(NavRoutes.Picker())) { log.add($0) }
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "w"))
        #expect(app.layout == "*home: home ^picker ^wizard note:w | search: - | profile: profile1".replacingOccurrences(of: "search: -", with: "search: search"))
        weak let wizard = app.screen("wizard")
        #expect(app.open("nav://profile/1/album/2"))
        #expect(app.layout == "home: home | search: search | *profile: profile1 album1.2")
        #expect(log.results == [.canceled])
        #expect(wizard == nil, "the dismissed screens are released")
        // A link into the selected tab dismisses its modal layers too.
        app.start(NavRoutes.SignIn())
        app.open("nav://profile/1")
        #expect(app.layout == "home: home | search: search | *profile: profile1 album1.2 profile1")
    }

    @Test func anInterceptorRedirectIsPlacedInsteadOfTheLinkAndItsParents() {
        startTabs()
        let wall = Decide { request in
            request.intent.route is NavRoutes.Photo ? .redirect(Intent(NavRoutes.SignIn())) : .proceed
        }
        app.navigator.addInterceptor(wall)
        #expect(app.navigator.open(URL(string: "nav://profile/1/album/2/photo/\(Self.photoID)")!) == .redirected(by: "Decide", to: "signIn"))
        #expect(app.layout == "*home: home ^signIn | search: search | profile: profile1")
        app.navigator.removeInterceptor(wall)
        #expect(app.navigator.open(URL(string: "nav://profile/1/album/2/photo/\(Self.photoID)")!) == .shown)
        #expect(app.layout == "home: home | search: search | *profile: profile1 album1.2 photo1")
    }

    @Test func aHandlerLinkLeavesTheStateAlone() {
        startTabs()
        let before = app.layout
        #expect(app.open("nav://ping"))
        #expect(app.pings == 1)
        #expect(app.layout == before)
    }

    @Test func closingFromTheMiddleClosesEverythingAboveOnceEach() throws {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a"))
        let chooser = ResultLog<Int>()
        let picker = ResultLog<String>()
        app.navigator.start(Intent(NavRoutes.Chooser())) { chooser.add($0) }
        app.start(NavRoutes.Note(text: "b"))
        app.navigator.start(Intent(NavRoutes.Picker())) { picker.add($0) }
        #expect(app.layout == "*home: home note:a chooser note:b ^picker | search: - | profile: -")
        weak let top = app.top
        let middle = try #require(app.screen("note:a"))
        app.navigator.close(middle)
        #expect(app.layout == "*home: home | search: - | profile: -")
        #expect(chooser.results == [.canceled])
        #expect(picker.results == [.canceled])
        #expect(top == nil)
        app.navigator.close(middle)  // already gone: nothing happens
        #expect(chooser.results.count == 1 && picker.results.count == 1)
    }

    @Test func finishingAResultScreenInTheMiddleDeliversOkAndCancelsWhatStoodOnIt() throws {
        app.start(NavRoutes.Home())
        let chooser = ResultLog<Int>()
        let picker = ResultLog<String>()
        app.navigator.start(Intent(NavRoutes.Chooser())) { chooser.add($0) }
        app.navigator.start(Intent(NavRoutes.Wizard()))
        let chooserScreen = try #require(app.screen("chooser") as? ResultScreen<Int>)
        app.navigator.start(Intent(NavRoutes.Picker())) { picker.add($0) }
        #expect(app.layout == "*home: home chooser ^wizard ^picker | search: - | profile: -")
        chooserScreen.sink.finish(7)
        chooserScreen.sink.cancel()
        #expect(app.layout == "*home: home | search: - | profile: -")
        #expect(chooser.results == [.ok(7)])
        #expect(picker.results == [.canceled])
    }

    @Test func dismissModalsAndPopToRootEachDoAllOfItInOneChange() {
        startTabs()
        app.start(NavRoutes.Note(text: "1"))
        let log = ResultLog<String>()
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "2"))
        app.navigator.start(Intent(NavRoutes.Picker())) { log.add($0) }
        app.start(NavRoutes.Composer(draft: Draft(text: "x")))
        #expect(app.layout == "*home: home note:1 ^wizard note:2 ^picker ^composer:x | search: search | profile: profile1")
        let before = app.changes.count
        app.model.dismissSheets()
        #expect(app.layout == "*home: home note:1 | search: search | profile: profile1")
        #expect(app.changes.count == before + 1)
        #expect(app.changes.last?.tabs == [.init(tab: "home", keptCount: 2, addedCount: 0)])
        #expect(log.results == [.canceled])
        app.model.popToRoot()
        #expect(app.layout == "*home: home | search: search | profile: profile1")
        app.model.popToRoot(tab: "nowhere")
        app.model.dismissSheets()
        #expect(app.changes.count == before + 2, "no change, no notification")
    }

    @Test func aPushOnAPresentedLayerIsRefusedAndItsResultCanceled() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.SignIn())
        let log = ResultLog<Int>()
        #expect(!app.navigator.start(Intent(NavRoutes.Chooser())) { log.add($0) }.succeeded)
        #expect(log.results == [.canceled])
        #expect(!app.start(NavRoutes.Note(text: "x")))
        // A wrapped layer is a navigation stack: pushes go there.
        app.start(NavRoutes.Wizard())
        #expect(app.start(NavRoutes.Note(text: "y")))
        #expect(app.layout == "*home: home ^signIn ^wizard note:y | search: - | profile: -")
    }

    @Test func theSameScreenObjectCannotBeShownTwice() {
        let shared = PlainScreen("shared")
        app.navigator.registerScreen(NavRoutes.Note.self) { _ in shared }
        #expect(app.start(NavRoutes.Note(text: "1")))
        #expect(!app.start(NavRoutes.Note(text: "2")))
        #expect(app.model.state.entryCount == 1)
    }
}

@MainActor
@Suite("NavigationModel: what renderers report")
struct NavigationUserActionTests {
    let app = NavigationHarness()

    @Test func backSwipeAndSheetDismissalAreTruncationsAndCancelResultsOnce() throws {
        app.start(NavRoutes.Home())
        let chooser = ResultLog<Int>()
        let picker = ResultLog<String>()
        app.navigator.start(Intent(NavRoutes.Chooser())) { chooser.add($0) }
        app.start(NavRoutes.Note(text: "a"))
        app.navigator.start(Intent(NavRoutes.Picker())) { picker.add($0) }
        let pickerID = try #require(app.entry("picker")?.id)
        let homeID = try #require(app.entry("home")?.id)
        app.model.userClosed(pickerID)
        #expect(app.layout == "*home: home chooser note:a | search: - | profile: -")
        #expect(picker.results == [.canceled])
        #expect(app.changes.last?.cause == .user)
        app.model.userClosed(pickerID)  // stale: ignored
        app.model.userReturned(to: homeID)
        #expect(app.layout == "*home: home | search: - | profile: -")
        #expect(chooser.results == [.canceled])
        let count = app.changes.count
        app.model.userReturned(to: homeID)  // nothing above: no change
        app.model.userReturned(to: pickerID)
        #expect(app.changes.count == count)
        #expect(picker.results.count == 1 && chooser.results.count == 1)
    }

    @Test func tappingTheSelectedTabPopsToRootUnlessTurnedOff() {
        app.start(NavRoutes.SearchHome())
        app.start(NavRoutes.Note(text: "a"))
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "b"))
        app.model.userSelected("search")
        #expect(app.layout == "home: home note:b | *search: search note:a | profile: -")
        app.model.userSelected("search")
        #expect(app.layout == "home: home note:b | *search: search | profile: -")
        app.model.reselectingTabPopsToRoot = false
        app.model.userSelected("home")
        app.model.userSelected("home")
        #expect(app.layout == "*home: home note:b | search: search | profile: -")
        app.model.userSelected("nowhere")
        #expect(app.model.state.selectedTab == "home")
    }

    @Test func leavingATabClosesItsModalLayers() {
        app.start(NavRoutes.Home())
        let log = ResultLog<String>()
        app.navigator.start(Intent(NavRoutes.Picker())) { log.add($0) }
        app.model.select("profile")
        #expect(app.layout == "home: home | search: - | *profile: -")
        #expect(log.results == [.canceled])
    }

    @Test func theStateIsTheOnlyOwnerOfItsScreens() {
        weak var note: Screen?
        weak var sheet: Screen?
        do {
            app.start(NavRoutes.Home())
            app.start(NavRoutes.Note(text: "a"))
            app.start(NavRoutes.Composer(draft: Draft(text: "d")))
            note = app.screen("note:a")
            sheet = app.screen("composer:d")
        }
        #expect(note != nil && sheet != nil)
        app.model.userReturned(to: app.entry("home")!.id)
        #expect(note == nil && sheet == nil)
    }
}

@MainActor
@Suite("NavigationModel: registrations that hand back a shown screen")
struct NavigationSharedScreenTests {
    @Test func aParentWhoseScreenIsAlreadyShownIsSkipped() {
        let app = NavigationHarness()
        let shared = PlainScreen("shared profile")
        app.navigator.registerScreen(NavRoutes.Profile.self) { _ in shared }
        app.start(NavRoutes.Profile(id: 1))
        #expect(app.open("nav://profile/2/album/3"))
        #expect(app.layout == "home: - | search: - | *profile: profile1 album2.3")
        #expect(app.model.screen(of: app.model.state.entries(in: "profile")[0].id) === shared)
        // Two saved profiles restored through that registration: the shared screen is in the state once only.
        let saved = NavigationHarness()
        saved.start(NavRoutes.Profile(id: 1))
        saved.start(NavRoutes.Profile(id: 2))
        saved.start(NavRoutes.Note(text: "on top"))
        let report = app.model.restore(from: saved.model.savedState(), navigator: app.navigator)
        #expect(report.dropped.map(\.reason) == [.notRestorable, .standsOnDropped])
        #expect(app.layout == "home: - | search: - | *profile: profile1")
        #expect(app.model.screen(of: app.model.state.entries(in: "profile")[0].id) === shared)
    }
}
