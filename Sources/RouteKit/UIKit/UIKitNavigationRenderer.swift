// UIKit adapter: draws a navigator's `NavigationModel` and reports what the user did. It decides nothing: which tab, which
// stack, what a link dismisses and what a close takes with it are the model's decisions (DocC: Tabs, Stacks and Restoration).
//
// Every UIKit API it calls, with its availability, checked against Apple's documentation (developer.apple.com/
// documentation/uikit); the package's deployment target is iOS 16. Tests/Stubs/UIKit transcribes these declarations
// so that this file is type-checked on Linux (Tests/RouteKitTests/UIKitAdapterCompileTests.swift).
// - UIViewController.present(_:animated:completion:)                          iOS 5.0
// - UIViewController.dismiss(animated:completion:)                            iOS 5.0
// - UIViewController.presentingViewController                                 iOS 5.0
// - UIViewController.parent                                                   iOS 5.0
// - UIViewController.presentationController                                   iOS 8.0
// - UIViewController.modalPresentationStyle, UIModalPresentationStyle.fullScreen  iOS 3.2
// - UIViewController.sheetPresentationController, UISheetPresentationController.detents  iOS 15.0
// - UISheetPresentationController.Detent.medium(), .large()                   iOS 15.0
// - UISheetPresentationController.Detent.custom(identifier:resolver:)         iOS 16.0
// - UISheetPresentationControllerDetentResolutionContext.maximumDetentValue   iOS 16.0
// - UIViewController.isModalInPresentation                                    iOS 13.0
// - UIPresentationController.delegate (weak), .presentedViewController        iOS 8.0
// - UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)  iOS 13.0 (user dismissals only)
// - UINavigationController.init(), .viewControllers, .delegate (weak)         iOS 2.0
// - UINavigationController.setViewControllers(_:animated:)                    iOS 3.0
// - UINavigationControllerDelegate.navigationController(_:didShow:animated:)  iOS 2.0
// - UITabBarController.init(), .setViewControllers(_:animated:), .selectedIndex, .delegate (weak)  iOS 2.0
// - UITabBarControllerDelegate.tabBarController(_:shouldSelect:)             iOS 3.0
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Renders a navigator's state with UIKit: a `UINavigationController` per tab (inside a `UITabBarController` when
/// there are several tabs), each modal layer presented over the one before it (a `.wrapped` layer in a navigation
/// controller of its own). User pops, sheet dismissals and tab taps go back to the model as truncations.
///
/// A route's `detents:` and `interactiveDismiss: false` set the sheet's detents and `isModalInPresentation`.
///
/// The navigator keeps its renderer alive (one at a time: a new renderer replaces the last), so the app holds only
/// the navigator: `window.rootViewController = UIKitNavigationRenderer(navigator: navigator).rootViewController`,
/// then `navigator.launch(restoring:)`. UIKit's delegate callbacks go to a private object, so an app can neither call
/// into the drawing nor take the delegates over by mistake. A screen navigates through its `routeNavigation`.
@MainActor
public final class UIKitNavigationRenderer {
    private let model: NavigationModel
    /// The tab bar controller, or the single tab's navigation controller.
    public let rootViewController: UIViewController
    /// Whether changes are animated.
    public var animates = true

    private let tabBar: UITabBarController?
    private let stacks: [UINavigationController]
    /// The modal layers UIKit shows, bottom first: the entry that opened each and what was presented for it.
    private var presented: [(opener: NavigationEntry.ID, container: UIViewController)] = []
    private var displays: [String: @MainActor (UIViewController) -> Void] = [:]
    private var isTransitioning = false
    private var observation: StateObservation?
    /// Receives UIKit's delegate callbacks (navigation, tab bar, presentation) and hands them to the renderer.
    private let delegate = Delegate()

    /// Draws `navigator`, which must be made with tabs (`Navigator(tabs:)`; a navigator with a custom presenter has
    /// nothing to draw). `makeStack` makes each tab's navigation controller (set its `tabBarItem` there).
    public init(navigator: Navigator,
                makeStack: @MainActor (_ tab: String) -> UINavigationController = { _ in UINavigationController() }) {
        let model = navigator.model ?? NavigationModel()
        self.model = model
        let stacks = model.state.tabs.map(makeStack)
        self.stacks = stacks
        if stacks.count > 1 {
            let tabBar = UITabBarController()
            tabBar.setViewControllers(stacks, animated: false)
            self.tabBar = tabBar
            rootViewController = tabBar
        } else {
            tabBar = nil
            rootViewController = stacks[0]
        }
        delegate.renderer = self
        tabBar?.delegate = delegate
        for stack in stacks { stack.delegate = delegate }
        observation = model.observe { [weak self] _ in self?.render() }
        render()
        navigator.renderer = self
    }

    /// How a manifest `displays:` name is shown: `configure` sets up the screen (presentation style, sheet
    /// detents) before it is presented. It runs first, since UIKit fixes the presentation controller once it is read;
    /// a route's own `detents:` then replace the sheet's detents.
    public func registerDisplay(_ name: String, configure: @escaping @MainActor (UIViewController) -> Void) {
        displays[name] = configure
    }

    /// Makes UIKit show the model's state: one presentation or dismissal at a time, then again once it ends.
    private func render() {
        guard !isTransitioning else { return }
        let state = model.state
        for (index, tab) in state.tabs.enumerated() {
            let base = state.layers(in: tab).first.map { $0.map(\.screen) } ?? []
            update(stacks[index], to: base, animated: animates && tab == state.selectedTab)
        }
        if let tabBar, let index = state.tabs.firstIndex(of: state.selectedTab), tabBar.selectedIndex != index {
            tabBar.selectedIndex = index
        }
        let layers = Array(state.layers(in: state.selectedTab).dropFirst())
        var kept = 0
        while kept < presented.count, kept < layers.count, presented[kept].opener == layers[kept].first?.id {
            if let navigation = presented[kept].container as? UINavigationController {
                update(navigation, to: layers[kept].map(\.screen), animated: animates)
            }
            kept += 1
        }
        if kept < presented.count {
            let presenting = presented[kept].container.presentingViewController
            presented.removeSubrange(kept...)
            if let presenting {
                transition { presenting.dismiss(animated: animates, completion: $0) }
                return
            }
        }
        guard kept < layers.count else { return }
        let host = presented.last?.container ?? rootViewController
        let container = makeContainer(for: layers[kept])
        presented.append((layers[kept][layers[kept].startIndex].id, container))
        transition { host.present(container, animated: animates, completion: $0) }
    }

    private func transition(_ start: (@escaping () -> Void) -> Void) {
        isTransitioning = true
        start { [weak self] in
            self?.isTransitioning = false
            self?.render()
        }
    }

    private func makeContainer(for layer: ArraySlice<NavigationEntry>) -> UIViewController {
        let opener = layer[layer.startIndex]
        let container: UIViewController
        switch opener.presentation {
        case .wrapped:
            let navigation = UINavigationController()
            navigation.setViewControllers(layer.map(\.screen), animated: false)
            navigation.delegate = delegate
            container = navigation
        case .custom(let name):
            container = opener.screen
            displays[name]?(container)
        case .cover:
            container = opener.screen
            container.modalPresentationStyle = .fullScreen
        case .push, .present:
            container = opener.screen
        }
        // After the display's configuration, which may set the presentation style: reading the sheet presentation
        // controller fixes it.
        let descriptor = opener.intent.descriptor
        if !descriptor.detents.isEmpty, opener.presentation != .cover, let sheet = container.sheetPresentationController {
            sheet.detents = descriptor.detents.map(Self.detent)
        }
        container.isModalInPresentation = !descriptor.allowsInteractiveDismiss
        container.presentationController?.delegate = delegate
        return container
    }

    /// UIKit's form of a manifest detent: a fraction of the height the sheet can take, or a fixed height.
    private static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let share): .custom { context in context.maximumDetentValue * CGFloat(share) }
        case .height(let points): .custom { _ in CGFloat(points) }
        }
    }

    private func update(_ navigation: UINavigationController, to screens: [UIViewController], animated: Bool) {
        guard !navigation.viewControllers.elementsEqual(screens, by: ===) else { return }
        navigation.setViewControllers(screens, animated: animated)
    }

    // MARK: What the user did

    /// A back button or swipe: the navigation controller now holds fewer screens than the model's layer.
    fileprivate func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController) {
        guard navigationController.viewControllers.last === viewController,
              let entry = model.entry(showing: viewController), let tab = model.tab(of: entry.id),
              let layer = model.state.layers(in: tab).first(where: { $0.contains { $0.id == entry.id } }),
              navigationController.viewControllers.count < layer.count else { return }
        model.userReturned(to: entry.id)
    }

    /// A tab bar tap: the model decides (select, or pop to root on a second tap); UIKit follows the state.
    fileprivate func shouldSelect(_ viewController: UIViewController) -> Bool {
        guard let index = stacks.firstIndex(where: { $0 === viewController }) else { return true }
        model.userSelected(model.state.tabs[index])
        return false
    }

    /// A sheet swiped down (UIKit calls this for user dismissals only).
    fileprivate func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let index = presented.firstIndex(where: { $0.container === presentationController.presentedViewController }) else {
            return
        }
        let opener = presented[index].opener
        presented.removeSubrange(index...)
        model.userClosed(opener)
    }
}

/// The UIKit delegate of every controller the renderer owns: forwards each callback to the renderer, which it does
/// not keep alive (its navigator does).
@MainActor
private final class Delegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate {
    weak var renderer: UIKitNavigationRenderer?

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        renderer?.navigationController(navigationController, didShow: viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        renderer?.shouldSelect(viewController) ?? true
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        renderer?.presentationControllerDidDismiss(presentationController)
    }
}

extension UIViewController {
    /// What this screen does to navigation (start, pop, dismiss its sheet, close, select a tab) without knowing how
    /// it was shown: the UIKit counterpart of a view route's `routeNavigation` environment value. Available once a
    /// navigator made the screen (from `viewDidLoad` on); a view controller inside a screen asks its parent's.
    public var routeNavigation: RouteNavigation {
        var controller: UIViewController? = self
        while let current = controller {
            if ScreenNavigators.navigator(of: current) != nil { return RouteNavigation(screen: current) }
            controller = current.parent
        }
        return RouteNavigation(screen: self)
    }
}
#endif
