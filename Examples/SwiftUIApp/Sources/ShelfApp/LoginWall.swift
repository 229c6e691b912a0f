import RouteKit
import SwiftUI

/// Whether the reader is signed in, and the members-only navigation a signed-out reader asked for.
@MainActor
final class Session: ObservableObject {
    @Published var isSignedIn = false
    var heldBack: NavigationRequest?
}

/// Chapters and the account's purchases are for members. A signed-out reader who opens one (a tap or a link alike)
/// gets the sign-in screen, then, once signed in, the navigation the wall held back (`Navigator.resume`). A relaunch
/// signed out does not restore them: restoring goes through this wall too (origin `.restoration`), and there is
/// nobody to ask, so it cancels. The sign-in screen itself is never saved: a redirect's screen is not.
@MainActor
final class LoginWall: NavigationInterceptor {
    private let session: Session

    init(session: Session) {
        self.session = session
    }

    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        let route = request.intent.route
        guard route is Routes.Chapter || route is Routes.Purchases, !session.isSignedIn else { return .proceed }
        guard request.origin != .restoration else { return .cancel }
        session.heldBack = request
        return .redirect(Routes.signIn())
    }
}
