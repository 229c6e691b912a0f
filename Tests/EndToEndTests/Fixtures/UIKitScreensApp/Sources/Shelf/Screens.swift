// The app's screens are UIKit view controllers and exist only where UIKit does: its navigation tests build and run
// on Linux and macOS (`swift test`) without stand-ins, each route registered undrawn there.
#if canImport(UIKit)
import RouteKit
import UIKit

final class BooksViewController: UIViewController {
    init(route: Routes.Books) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class BookViewController: UIViewController {
    let bookID: Int

    init(route: Routes.Book) {
        bookID = route.id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func rate() {
        routeNavigation.start(Routes.rate()) { result in print("rated: \(result)") }
    }
}

final class SignInViewController: UIViewController {
    init(route: Routes.SignIn) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    /// The user signed in: this screen closes, and the wall lets the link it held back through.
    func signedIn(wall: LoginWall, navigator: Navigator) {
        routeNavigation.close()
        wall.signedIn(navigator)
    }
}

final class RateViewController: UIViewController {
    private let result: ResultSink<Int>

    init(route: Routes.Rate, result: ResultSink<Int>) {
        self.result = result
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func tapped(stars: Int) { result.finish(stars) }
}
#endif
