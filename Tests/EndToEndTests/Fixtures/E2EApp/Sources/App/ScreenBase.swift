import RouteKit
#if canImport(UIKit)
import UIKit

/// RouteKit's `Screen` is a view controller where UIKit or AppKit exist, and any class elsewhere.
class ScreenBase: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
#elseif canImport(AppKit)
import AppKit

/// RouteKit's `Screen` is a view controller where UIKit or AppKit exist, and any class elsewhere.
class ScreenBase: NSViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
#else
/// RouteKit's `Screen` is a view controller where UIKit or AppKit exist, and any class elsewhere.
class ScreenBase {
    init() {}
}
#endif
