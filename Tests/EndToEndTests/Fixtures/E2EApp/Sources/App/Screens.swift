import RouteKit
import ScreenSupport

/// `item`'s screen; remembers which item it shows so the run can print the stack.
final class ItemScreen: ScreenBase {
    let id: Int

    init(route: Routes.Item) {
        id = route.id
        super.init()
    }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

/// `shelf`'s screen: shows a section, by the URL values links carry.
final class ShelfScreen: ScreenBase {
    let route: Routes.Shelf

    init(route: Routes.Shelf) {
        self.route = route
        super.init()
    }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

/// `secret`'s screen: internal, so only `start` can show it.
final class SecretScreen: ScreenBase {
    init(route: Routes.Secret) { super.init() }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

/// `comments`' screen.
final class CommentsScreen: ScreenBase {
    init(route: Routes.Comments) { super.init() }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

/// `commentThread`'s screen: the `comments` path with `?comment=`.
final class CommentThreadScreen: ScreenBase {
    init(route: Routes.CommentThread) { super.init() }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

/// `emailClick`'s screen: any path on the click-tracking host.
final class ClickScreen: ScreenBase {
    init(route: Routes.EmailClick) { super.init() }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

#if canImport(SwiftUI)
import SwiftUI

/// `gallery`'s view: where SwiftUI exists, `Routes.register(on:)` shows it in a hosting controller.
struct GalleryView: View {
    init(route: Routes.Gallery) {}
    var body: some View { EmptyView() }
}
#endif
