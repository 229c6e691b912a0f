import RouteKit
import SwiftUI

/// Whether the reader is signed in, and the chapter a signed-out reader asked for.
@MainActor
final class Session: ObservableObject {
    @Published var isSignedIn = false
    var pendingChapter: Routes.Chapter?
}

/// Chapters are for members: a signed-out reader who opens one (a tap or a link alike) gets the sign-in screen, and
/// the chapter once signed in.
@MainActor
final class LoginWall: NavigationInterceptor {
    private let session: Session

    init(session: Session) {
        self.session = session
    }

    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        guard let chapter = request.intent.route as? Routes.Chapter, !session.isSignedIn else { return .proceed }
        session.pendingChapter = chapter
        return .redirect(Routes.signIn())
    }
}
