import RouteKit
#if canImport(UIKit)
import UIKit

/// RouteKit's `Screen` is a view controller where UIKit or AppKit exist, and any class elsewhere;
/// the fixture's screens in every target subclass this one.
open class ScreenBase: UIViewController {
    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
}
#elseif canImport(AppKit)
import AppKit

/// RouteKit's `Screen` is a view controller where UIKit or AppKit exist, and any class elsewhere;
/// the fixture's screens in every target subclass this one.
open class ScreenBase: NSViewController {
    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
}
#else
/// RouteKit's `Screen` is a view controller where UIKit or AppKit exist, and any class elsewhere;
/// the fixture's screens in every target subclass this one.
open class ScreenBase {
    public init() {}
}
#endif
