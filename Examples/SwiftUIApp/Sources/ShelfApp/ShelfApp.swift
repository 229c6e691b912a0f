import RouteKit
import SwiftUI

@main
struct ShelfApp: App {
    @StateObject private var navigation: ObservableNavigation
    @StateObject private var session: Session
    /// The navigation saved with the scene: manifest route names and parameters, never Swift types.
    @SceneStorage("navigation") private var savedNavigation: Data?
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let session = Session()
        let navigation = ObservableNavigation(model: NavigationModel(tabs: Routes.Tab.self))
        Routes.register(on: navigation.navigator)              // generated: every `view:` route
        navigation.navigator.addInterceptor(LoginWall(session: session))
        navigation.navigator.startTabRoots()                   // `root: true` in every tab; restoration may replace them
        _session = StateObject(wrappedValue: session)
        _navigation = StateObject(wrappedValue: navigation)
    }

    var body: some Scene {
        WindowGroup {
            // Restores `savedNavigation` when it first appears, then replays a cold-launch link on top.
            // Restoring goes through LoginWall: signed out, chapters and purchases are dropped, and the report says so.
            NavigationHost(navigation, tabs: Routes.Tab.self, restoring: savedNavigation, onRestore: { report in
                if !report.isComplete { print(report) }
            }) { tab in
                switch tab {
                case .library: Label("Library", systemImage: "books.vertical")
                case .account: Label("Account", systemImage: "person")
                }
            }
            .environmentObject(session)
            .onChange(of: scenePhase) { phase in
                if phase != .active { savedNavigation = navigation.model.savedState() }
            }
        }
    }
}
