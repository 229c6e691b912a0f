import RouteKit
import ScreenSupport

/// A screen for the route that ties; the build must fail before it matters.
final class TieScreen: ScreenBase {
    init(route: Routes.Item) { super.init() }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}
