@testable import Shelf
import Foundation
import RouteKit
import XCTest

/// XCTest on Linux runs test methods without an actor: a `@MainActor` test method crashes there. The methods stay
/// nonisolated and `async`, and run their body on the main actor.
final class NavigationXCTestCase: XCTestCase {
    func testABookLinkOpensTheBookWithItsID() async throws {
        try await MainActor.run {
            let navigator = Navigator(tabs: Routes.Tab.self)
            Routes.register(on: navigator)
            navigator.launch()

            navigator.open(URL(string: "shelf://book/42")!)

            let shown = try XCTUnwrap(navigator.state.visibleEntries.last)
            XCTAssertEqual(shown.route(as: Routes.Book.self), Routes.Book(id: 42))
        }
    }
}
