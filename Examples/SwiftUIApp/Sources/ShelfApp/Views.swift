import RouteKit
import SwiftUI

// Each view is a `view:` in routes.yml: `init(route:)`, and `init(route:result:)` for the result route. The
// generated `Routes.register(on:)` registers them; `routeNavigation` closes a screen however it was shown.

struct LibraryView: View {
    @Environment(\.routeNavigation) private var navigation

    init(route: Routes.Library) {}

    var body: some View {
        List(1...5, id: \.self) { id in
            Button("Book \(id)") { navigation.start(Routes.book(bookID: id)) }
        }
        .navigationTitle("Library")
    }
}

struct BookView: View {
    let route: Routes.Book
    @Environment(\.routeNavigation) private var navigation
    @State private var rating: Int?

    init(route: Routes.Book) {
        self.route = route
    }

    var body: some View {
        List {
            ForEach(1...3, id: \.self) { number in
                Button("Chapter \(number)") {
                    navigation.start(Routes.chapter(bookID: route.bookID, number: number))
                }
            }
            // A sheet that returns a result: the callback gets .ok(stars) or .canceled (also when swiped down).
            Button(rating.map { "Rated \($0) ★" } ?? "Rate this book") {
                navigation.start(Routes.rate(bookID: route.bookID)) { result in
                    if case .ok(let stars) = result { rating = stars }
                }
            }
        }
        .navigationTitle("Book \(route.bookID)")
    }
}

struct ChapterView: View {
    let route: Routes.Chapter
    @Environment(\.routeNavigation) private var navigation

    init(route: Routes.Chapter) {
        self.route = route
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Chapter \(route.number) of book \(route.bookID)")
            Button("Back to the library") { navigation.popToRoot() }
        }
        .navigationTitle("Chapter \(route.number)")
    }
}

struct RateView: View {
    let route: Routes.Rate
    let result: ResultSink<Int>

    init(route: Routes.Rate, result: ResultSink<Int>) {
        self.route = route
        self.result = result
    }

    var body: some View {
        List(1...5, id: \.self) { stars in
            Button(String(repeating: "★", count: stars)) { result.finish(stars) }
        }
        .navigationTitle("Rate book \(route.bookID)")
        .toolbar { Button("Cancel") { result.cancel() } }
    }
}

struct AccountView: View {
    @EnvironmentObject private var session: Session
    @Environment(\.routeNavigation) private var navigation

    init(route: Routes.Account) {}

    var body: some View {
        VStack(spacing: 16) {
            Text(session.isSignedIn ? "Signed in" : "Signed out")
            if session.isSignedIn {
                Button("Sign out") { session.isSignedIn = false }
            }
            // Members only: signed out, the login wall covers the screen with the sign-in first.
            Button("Purchases") { navigation.start(Routes.purchases()) }
            // Works from any tab: selects the library and shows the chain library > book 7 > chapter 3.
            Button("Open shelf://book/7/chapter/3") {
                navigation.navigator?.open(URL(string: "shelf://book/7/chapter/3")!)
            }
        }
        .navigationTitle("Account")
    }
}

struct SignInView: View {
    @EnvironmentObject private var session: Session
    @Environment(\.routeNavigation) private var navigation

    init(route: Routes.SignIn) {}

    var body: some View {
        VStack(spacing: 16) {
            Text("Chapters are for members")
            Button("Sign in") {
                session.isSignedIn = true
                navigation.close()
                // What the wall held back, as it was asked: a link on its parent chain.
                if let request = session.heldBack {
                    session.heldBack = nil
                    navigation.navigator?.resume(request)
                }
            }
            Button("Not now") {
                session.heldBack = nil
                navigation.close()
            }
        }
    }
}

struct PurchasesView: View {
    init(route: Routes.Purchases) {}

    var body: some View {
        List(["Book 1", "Book 4"], id: \.self) { Text($0) }
            .navigationTitle("Purchases")
    }
}
