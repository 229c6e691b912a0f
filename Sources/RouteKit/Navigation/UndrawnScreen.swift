// What stands in the navigation state for a route whose screen type this platform does not compile: a UIKit
// `screen:` on Linux or macOS, a SwiftUI `view:` on Linux. The route navigates as any other (state, interceptors,
// results, restoration); only drawing it is impossible, and the entry says why.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit) && !os(watchOS) || canImport(AppKit)
/// A screen this platform cannot make, kept in the state as data only (a view controller that draws nothing).
final class UndrawnScreen: Screen {
    /// The manifest's type name, which `RecordingPresenter` records in its place.
    var typeName = ""
    var reason = ""
}
#else
/// A screen this platform cannot make, kept in the state as data only.
@MainActor
final class UndrawnScreen {
    /// The manifest's type name, which `RecordingPresenter` records in its place.
    var typeName = ""
    var reason = ""
}
#endif

extension UndrawnScreen {
    /// "'ProfileViewController', the screen of route 'profile', needs UIKit, which this platform lacks: ..."
    static func make(route: String, type: String, needs framework: String) -> UndrawnScreen {
        let screen = UndrawnScreen()
        screen.typeName = type
        screen.reason = "'\(type)', the screen of route '\(route)', needs \(framework), which this platform lacks: "
            + "the route navigates (state, results, restoration) and is not drawn"
        return screen
    }
}

extension Navigator {
    /// Why an entry's screen cannot be drawn on this platform, or `nil` when it can: set for a route whose
    /// `screen:` needs UIKit or whose `view:` needs SwiftUI where they are missing (a test on Linux or macOS), which
    /// is registered and navigates like any other.
    public func undrawnReason(of entry: NavigationEntry) -> String? {
        (model?.screen(of: entry.id) as? UndrawnScreen)?.reason
    }
}
