// A stand-in for UIKit, so that Sources/RouteKit/UIKit/UIKitNavigationRenderer.swift is type-checked on Linux
// (Tests/RouteKitTests/UIKitAdapterCompileTests.swift). It holds only the declarations the adapter uses, each
// transcribed from Apple's documentation (developer.apple.com/documentation/uikit/<type>/<member>): names, labels,
// types, optionality, `weak`, `@MainActor`. Bodies trap: this module is compiled, never run.
//
// Where Apple declares a delegate method `optional` (an Objective-C protocol), the stub makes it a plain requirement
// with no default: a misspelt method in the adapter is then a missing-requirement error instead of a silent extra
// method UIKit would never call.
// Real UIKit re-exports Foundation (NSObject, NSObjectProtocol come with `import UIKit`).
@_exported import Foundation

/// developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {}

/// developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
    /// `var modalPresentationStyle: UIModalPresentationStyle { get set }` (iOS 3.2)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// `var presentingViewController: UIViewController? { get }` (iOS 5.0)
    open var presentingViewController: UIViewController? { fatalError("stub") }
    /// `var parent: UIViewController? { get }` (iOS 5.0)
    open var parent: UIViewController? { fatalError("stub") }
    /// `var presentationController: UIPresentationController? { get }` (iOS 8.0)
    open var presentationController: UIPresentationController? { fatalError("stub") }
    /// `var sheetPresentationController: UISheetPresentationController? { get }` (iOS 15.0)
    open var sheetPresentationController: UISheetPresentationController? { fatalError("stub") }
    /// `var isModalInPresentation: Bool { get set }` (iOS 13.0)
    open var isModalInPresentation: Bool {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }

    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)` (iOS 5.0)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError("stub")
    }

    /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)` (iOS 5.0)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError("stub")
    }
}

/// developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
    /// `var viewControllers: [UIViewController] { get set }` (iOS 2.0)
    open var viewControllers: [UIViewController] {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }

    /// `weak var delegate: (any UINavigationControllerDelegate)? { get set }` (iOS 2.0)
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)` (iOS 3.0)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        fatalError("stub")
    }
}

/// developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
    /// `var selectedIndex: Int { get set }` (iOS 2.0)
    open var selectedIndex: Int {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }

    /// `weak var delegate: (any UITabBarControllerDelegate)? { get set }` (iOS 2.0)
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)` (iOS 2.0)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        fatalError("stub")
    }
}

/// developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController: NSObject {
    /// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }` (iOS 8.0)
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// `var presentedViewController: UIViewController { get }` (iOS 8.0)
    open var presentedViewController: UIViewController { fatalError("stub") }
}

/// developer.apple.com/documentation/uikit/uisheetpresentationcontroller (iOS 15.0)
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// `var detents: [UISheetPresentationController.Detent] { get set }` (iOS 15.0)
    open var detents: [UISheetPresentationController.Detent] {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }

    /// developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent (iOS 15.0)
    @MainActor
    public class Detent: NSObject {
        /// developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
        public struct Identifier: Hashable, Sendable {
            public var rawValue: String
            /// `init(_ rawValue: String)`
            public init(_ rawValue: String) { self.rawValue = rawValue }
        }

        /// `static func medium() -> UISheetPresentationController.Detent` (iOS 15.0)
        public static func medium() -> UISheetPresentationController.Detent { fatalError("stub") }
        /// `static func large() -> UISheetPresentationController.Detent` (iOS 15.0)
        public static func large() -> UISheetPresentationController.Detent { fatalError("stub") }
        /// `@MainActor @preconcurrency static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil,
        /// resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        /// -> UISheetPresentationController.Detent` (iOS 16.0)
        public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent { fatalError("stub") }
    }
}

/// developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext (iOS 16.0)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// `var maximumDetentValue: CGFloat { get }` (iOS 16.0)
    var maximumDetentValue: CGFloat { get }
}

/// developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)` (iOS 2.0)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

/// developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool` (iOS 3.0)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
}

/// developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// `optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)` (iOS 13.0)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

/// `enum UIModalPresentationStyle: Int` (iOS 2.0); the cases RouteKit uses.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case automatic = -2
}
