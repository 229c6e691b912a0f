// UIKit adapter. NOTE: UIKit is not available where RouteKit is built and tested in CI (Linux), so this
// file is compiled only on Apple platforms with UIKit; keep it small and keep every UIKit call obvious.
#if canImport(UIKit)
import UIKit

/// Shows screens in a UIKit window: push onto the top-most navigation controller, present, present
/// wrapped in a `UINavigationController`, or a custom display registered by name; closes each screen the
/// way it was shown.
@MainActor
public final class UIKitScreenPresenter: NSObject, ScreenPresenter, UIAdaptivePresentationControllerDelegate {
    /// Shows `screen` from the top-most controller; returns whether it was shown.
    public typealias CustomShow = @MainActor (_ screen: UIViewController, _ top: UIViewController) -> Bool
    /// Closes a screen shown by a custom display.
    public typealias CustomClose = @MainActor (_ screen: UIViewController) -> Void

    private let rootProvider: @MainActor () -> UIViewController?
    private var displays: [String: (show: CustomShow, close: CustomClose)] = [:]
    private var shownHow: [ObjectIdentifier: (screen: Weak, presentation: Presentation)] = [:]

    public var onScreenClosedByUser: (@MainActor (Screen) -> Void)?

    /// `root` is asked each time (the window's root view controller may change).
    public init(root: @escaping @MainActor () -> UIViewController?) {
        self.rootProvider = root
    }

    /// Registers a manifest `displays:` name.
    public func registerDisplay(_ name: String, show: @escaping CustomShow, close: @escaping CustomClose) {
        displays[name] = (show, close)
    }

    public func show(_ screen: Screen, presentation: Presentation, from source: Screen?) -> Bool {
        reportScreensClosedByUser()
        guard let top = source ?? rootProvider().map(Self.topMost) else { return false }
        switch presentation {
        case .push:
            guard let navigation = (top as? UINavigationController) ?? top.navigationController else { return false }
            navigation.pushViewController(screen, animated: true)
        case .present:
            screen.presentationController?.delegate = self
            top.present(screen, animated: true)
        case .wrapped:
            let navigation = UINavigationController(rootViewController: screen)
            navigation.presentationController?.delegate = self
            top.present(navigation, animated: true)
        case .custom(let name):
            guard let display = displays[name], display.show(screen, top) else { return false }
        }
        shownHow[ObjectIdentifier(screen)] = (Weak(screen), presentation)
        return true
    }

    public func close(_ screen: Screen) {
        guard let record = shownHow.removeValue(forKey: ObjectIdentifier(screen)) else { return }
        switch record.presentation {
        case .push:
            guard let navigation = screen.navigationController,
                  let index = navigation.viewControllers.firstIndex(of: screen) else { return }
            if index > 0 {
                navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
            }
        case .present, .wrapped:
            (screen.navigationController ?? screen).presentingViewController?.dismiss(animated: true)
        case .custom(let name):
            displays[name]?.close(screen)
        }
    }

    /// The controller a new screen is shown from: through presented, tab bar, navigation and split controllers.
    public static func topMost(from root: UIViewController) -> UIViewController {
        var current = root
        while true {
            if let presented = current.presentedViewController, !presented.isBeingDismissed {
                current = presented
            } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else if let navigation = current as? UINavigationController, let visible = navigation.topViewController {
                current = visible
            } else if let split = current as? UISplitViewController, let last = split.viewControllers.last {
                current = last
            } else {
                return current
            }
        }
    }

    // Interactive dismissal of a presented sheet.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        var dismissed = presentationController.presentedViewController
        if let navigation = dismissed as? UINavigationController, let root = navigation.viewControllers.first {
            dismissed = root
        }
        guard shownHow.removeValue(forKey: ObjectIdentifier(dismissed)) != nil else { return }
        onScreenClosedByUser?(dismissed)
    }

    /// Pushed screens popped by the back button or swipe are no longer in a navigation stack.
    private func reportScreensClosedByUser() {
        for (key, record) in shownHow where record.presentation == .push {
            guard let screen = record.screen.value else {
                shownHow[key] = nil
                continue
            }
            if screen.navigationController == nil {
                shownHow[key] = nil
                onScreenClosedByUser?(screen)
            }
        }
    }

    private final class Weak {
        weak var value: UIViewController?
        init(_ value: UIViewController) { self.value = value }
    }
}
#endif
