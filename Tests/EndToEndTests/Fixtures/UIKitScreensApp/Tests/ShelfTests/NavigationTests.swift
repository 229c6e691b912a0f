@testable import Shelf
import Foundation
import RouteKit
import Testing

@MainActor
struct NavigationChecks {
    /// The app's navigator, as the app makes it, without a window: the navigation is data.
    func makeNavigator() -> Navigator {
        let navigator = Navigator(tabs: Routes.Tab.self)
        Routes.register(on: navigator)
        navigator.launch()
        return navigator
    }
}

extension NavigationChecks {
    @Test func aBookLinkOpensTheBookWithItsID() throws {
        let navigator = makeNavigator()

        #expect(navigator.open(URL(string: "shelf://book/42")!) == .shown)

        let shown = try #require(navigator.state.visibleEntries.last)
        #expect(shown.route(as: Routes.Book.self) == Routes.Book(id: 42))
        #expect(navigator.state.visibleEntries.count == 2)   // the tab's root, then the book
    }
}

extension NavigationChecks {
    @Test func theLoginWallHoldsTheLinkAndResumesItAfterSignIn() throws {
        let navigator = makeNavigator()
        let wall = LoginWall()
        navigator.addInterceptor(wall)

        // Taken and held, not "no route": the app must not fall back to the web page.
        #expect(navigator.open(URL(string: "shelf://book/42")!) == .redirected(by: "LoginWall", to: "signIn"))

        let signIn = try #require(navigator.state.visibleEntries.last)
        #expect(signIn.intent.route is Routes.SignIn)
        #expect(!navigator.state.visibleEntries.contains { $0.intent.route is Routes.Book })

        navigator.close(signIn.id)   // what the sign-in screen does once the user signed in
        wall.signedIn(navigator)

        #expect(!navigator.state.visibleEntries.contains { $0.intent.route is Routes.SignIn })
        #expect(navigator.state.visibleEntries.last?.route(as: Routes.Book.self) == Routes.Book(id: 42))
    }
}

extension NavigationChecks {
    @Test func theRatingComesBackExactlyOnce() throws {
        let navigator = makeNavigator()
        var results: [RouteResult<Int>] = []

        navigator.start(Routes.rate()) { results.append($0) }
        let rating = try #require(navigator.resultSink(of: Routes.Rate.self))
        rating.finish(5)   // what the rate screen does when the user taps the fifth star
        rating.cancel()    // a second answer is ignored

        #expect(results == [.ok(5)])
        #expect(!navigator.state.visibleEntries.contains { $0.intent.route is Routes.Rate })
    }
}

extension NavigationChecks {
    @Test func aLinkThroughTheLoginWallThenARatingLeaveThisWholeState() throws {
        let navigator = makeNavigator()
        let wall = LoginWall()
        navigator.addInterceptor(wall)

        navigator.open(URL(string: "shelf://book/42")!)   // held back by the wall: sign-in is shown
        let signIn = try #require(navigator.state.visibleEntries.last)
        navigator.close(signIn.id)                         // the user signed in
        wall.signedIn(navigator)                           // the link goes through
        navigator.start(Routes.rate()) { _ in }            // the book asks for a rating

        #expect(navigator.state == NavigationState(selectedTab: Routes.Tab.books, [
            .books: [NavigationEntry(Routes.books()), NavigationEntry(Routes.book(id: 42)),
                     NavigationEntry(Routes.rate(), awaitsResult: true)],
        ]))
    }
}

extension NavigationChecks {
    @Test func theBookComesBackAfterARelaunch() throws {
        let navigator = makeNavigator()
        navigator.open(URL(string: "shelf://book/42")!)
        let saved = navigator.savedState()

        let relaunched = Navigator(tabs: Routes.Tab.self)
        Routes.register(on: relaunched)
        let report = try #require(relaunched.launch(restoring: saved).restorationReport)

        #expect(report.restoredCount == 2 && report.dropped.isEmpty)
        #expect(relaunched.state.visibleEntries.last?.route(as: Routes.Book.self) == Routes.Book(id: 42))
    }
}

extension NavigationChecks {
    @Test func screensThisPlatformLacksAreNotDrawnAndSayWhy() throws {
        let navigator = makeNavigator()
        navigator.open(URL(string: "shelf://book/42")!)
        let shown = try #require(navigator.state.visibleEntries.last)
        #if canImport(UIKit)
        #expect(navigator.undrawnReason(of: shown) == nil)
        #else
        #expect(navigator.undrawnReason(of: shown) == "'BookViewController', the screen of route 'book', needs UIKit, which this "
                + "platform lacks: the route navigates (state, results, restoration) and is not drawn")
        #endif
    }
}
