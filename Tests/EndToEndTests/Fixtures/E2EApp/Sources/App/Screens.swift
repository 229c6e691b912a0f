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

#if canImport(SwiftUI)
import SwiftUI

/// `gallery`'s view: where SwiftUI exists, `Routes.register(on:)` shows it in a hosting controller.
struct GalleryView: View {
    init(route: Routes.Gallery) {}
    var body: some View { EmptyView() }
}
#endif
