import RouteKit
import SwiftUI

@main
struct ShelfApp: App {
    /// The app's one navigation object: routes, links, results, the login wall, saved state.
    private let navigator: Navigator
    @StateObject private var session: Session
    /// The navigation saved with the scene: manifest route names and parameters, never Swift types.
    @SceneStorage("navigation") private var savedNavigation: Data?
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let session = Session()
        navigator = Navigator(tabs: Routes.Tab.self)
        Routes.register(on: navigator)                          // generated: every `view:` route
        navigator.addInterceptor(LoginWall(session: session))
        _session = StateObject(wrappedValue: session)
    }

    var body: some Scene {
        WindowGroup {
            // When it first appears the host launches the navigator: restores `savedNavigation` (through LoginWall:
            // signed out, chapters and purchases are dropped, and the report says so), starts every tab's
            // `root: true` route, then replays a cold-launch link on top.
            NavigationHost(navigator, tabs: Routes.Tab.self, restoring: savedNavigation, onRestore: { report in
                if !report.dropped.isEmpty { print(report) }
            }) { tab in
                switch tab {
                case .library: Label("Library", systemImage: "books.vertical")
                case .account: Label("Account", systemImage: "person")
                }
            }
            .environmentObject(session)
            .onChange(of: scenePhase) { phase in
                if phase != .active { savedNavigation = navigator.savedState() }
            }
        }
    }
}
