import RouteKit

/// Holds back every navigation until the user signed in, shows the sign-in screen instead, and lets the held
/// navigation through once signed in.
@MainActor
final class LoginWall: NavigationInterceptor {
    private(set) var isSignedIn = false
    private var heldBack: NavigationRequest?

    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        if isSignedIn || request.intent.route is Routes.SignIn || request.intent.route is Routes.Books { return .proceed }
        heldBack = request
        return .redirect(Routes.signIn())
    }

    /// Called once the sign-in screen closed: resumes the navigation held back, as it was asked.
    func signedIn(_ navigator: Navigator) {
        isSignedIn = true
        if let request = heldBack {
            heldBack = nil
            navigator.resume(request)
        }
    }
}
