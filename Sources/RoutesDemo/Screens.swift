import RouteKit
#if canImport(UIKit)
import UIKit

/// RouteKit's `Screen` is a view controller with UIKit or AppKit and any class elsewhere; the demo's screens
/// derive from this so they compile everywhere.
public class DemoScreen: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    /// How the demo prints this screen in the stack the presenter recorded.
    public var summary: String { "\(type(of: self))" }
}
#elseif canImport(AppKit)
import AppKit

/// RouteKit's `Screen` is a view controller with UIKit or AppKit and any class elsewhere; the demo's screens
/// derive from this so they compile everywhere.
public class DemoScreen: NSViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    /// How the demo prints this screen in the stack the presenter recorded.
    public var summary: String { "\(type(of: self))" }
}
#else
/// RouteKit's `Screen` is a view controller with UIKit or AppKit and any class elsewhere; the demo's screens
/// derive from this so they compile everywhere.
public class DemoScreen {
    init() {}

    /// How the demo prints this screen in the stack the presenter recorded.
    public var summary: String { "\(type(of: self))" }
}
#endif

/// The profile screen of `userProfile` (`screen: UserProfileViewController`).
public final class UserProfileViewController: DemoScreen {
    public let route: Routes.UserProfile

    public init(route: Routes.UserProfile) {
        self.route = route
        super.init()
    }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif

    override public var summary: String { "UserProfileViewController(id: \(route.id), tab: \(route.tab))" }
}

/// The picker of `photoPicker`: returns a `Photo.ID` through its result sink, or cancels.
public final class PhotoPickerViewController: DemoScreen {
    public let result: ResultSink<Photo.ID>

    public init(route: Routes.PhotoPicker, result: ResultSink<Photo.ID>) {
        self.result = result
        super.init()
    }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif

    override public var summary: String { "PhotoPickerViewController" }
}

/// The settings screen of the internal `settings` route: reachable in-app, never by URL.
public final class SettingsViewController: DemoScreen {
    public init(route: Routes.Settings) {
        super.init()
    }

    #if canImport(UIKit) || canImport(AppKit)
    required init?(coder: NSCoder) { nil }
    #endif

    override public var summary: String { "SettingsViewController" }
}
