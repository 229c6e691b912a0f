import RouteKit
import ScreenSupport

/// Uses the generated routes, whether they come from the build plugin or from a committed file.
final class DashboardScreen: ScreenBase {
    init(route: Routes.Dashboard) { super.init() }
    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

func dashboardIntent() -> Intent<Routes.Dashboard> {
    Routes.dashboard()
}
