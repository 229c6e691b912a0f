// The screen type per platform, with its availability (checked against Apple's documentation):
//   UIViewController                                                      iOS 2.0, tvOS 9.0, visionOS 1.0
//   NSViewController                                                      macOS 10.5
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a route shows: a view controller on UIKit platforms.
public typealias Screen = UIViewController
#elseif canImport(AppKit)
import AppKit

/// What a route shows: a view controller on AppKit.
public typealias Screen = NSViewController
#else
/// What a route shows: any object elsewhere (Linux), so navigation can be tested without a UI framework.
public typealias Screen = AnyObject
#endif
