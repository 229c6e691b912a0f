// UIKit adapter: carries out `RenderPlan` (Rendering/RenderPlan.swift) and reports what the user did. It decides nothing:
// which tab, which stack, what a link dismisses and what a close takes with it are the model's decisions, and what to
// set, dismiss and present to show them, in which order, is the plan's.
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
    /// The modal layers UIKit shows, bottom first: the layer and what was presented for it.
    private var presented: [(layer: RenderLayout.Layer, container: UIViewController)] = []
    /// The entry of each screen the renderer placed in a container, to read the containers back as ids.
    private var placed: [ObjectIdentifier: NavigationEntry.ID] = [:]
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

    /// Makes UIKit show the model's state: carries out `RenderPlan`'s operations in order, up to a presentation or
    /// dismissal (one at a time, as UIKit requires), then plans again once it ended.
    private func render() {
        guard !isTransitioning else { return }
        let target = RenderLayout(model.state)
        for operation in RenderPlan.operations(from: shownLayout(), to: target) where perform(operation, target) {
            return
        }
        let live = Set(target.stacks.joined() + target.presented.flatMap(\.entries))
        placed = placed.filter { live.contains($0.value) }
    }

    /// What UIKit shows now, as entry ids: read from the containers, since the user changes them too.
    private func shownLayout() -> RenderLayout {
        let tabs = model.state.tabs
        return RenderLayout(
            tabs: tabs, stacks: stacks.map { $0.viewControllers.compactMap(entryID) },
            selectedTab: tabBar.map { tabs.indices.contains($0.selectedIndex) ? tabs[$0.selectedIndex] : tabs[0] } ?? tabs[0],
            presented: presented.map { shown in
                var layer = shown.layer
                if let navigation = shown.container as? UINavigationController {
                    layer.entries = navigation.viewControllers.compactMap(entryID)
                }
                return layer
            })
    }

    /// Carries out one operation; whether it started a transition, which renders again when it ends.
    private func perform(_ operation: RenderOperation, _ target: RenderLayout) -> Bool {
        switch operation {
        case .setStack(let tab, let ids):
            guard let index = model.state.tabs.firstIndex(of: tab) else { return false }
            stacks[index].setViewControllers(screens(ids), animated: animates && tab == target.selectedTab)
        case .setLayerStack(let layer, let ids):
            (presented[layer].container as? UINavigationController)?.setViewControllers(screens(ids), animated: animates)
        case .selectTab(let tab):
            tabBar?.selectedIndex = model.state.tabs.firstIndex(of: tab) ?? 0
        case .dismiss(let layer):
            let presenting = presented[layer].container.presentingViewController
            presented.removeSubrange(layer...)
            guard let presenting else { return false }
            transition { presenting.dismiss(animated: animates, completion: $0) }
            return true
        case .present(let layer):
            guard let container = makeContainer(for: layer) else { return false }
            let host = presented.last?.container ?? rootViewController
            presented.append((layer, container))
            transition { host.present(container, animated: animates, completion: $0) }
            return true
        }
        return false
    }

    /// The entries' screens, remembered by the renderer so that it can read its containers back as ids.
    private func screens(_ ids: [NavigationEntry.ID]) -> [UIViewController] {
        ids.compactMap { id in
            guard let screen = model.screen(of: id) else { return nil }
            placed[ObjectIdentifier(screen)] = id
            return screen
        }
    }

    private func entryID(_ screen: UIViewController) -> NavigationEntry.ID? {
        placed[ObjectIdentifier(screen)]
    }

    private func transition(_ start: (@escaping () -> Void) -> Void) {
        isTransitioning = true
        start { [weak self] in
            self?.isTransitioning = false
            self?.render()
        }
    }

    private func makeContainer(for layer: RenderLayout.Layer) -> UIViewController? {
        guard let entry = model.entry(layer.opener), let opener = screens([layer.opener]).first else { return nil }
        let container: UIViewController
        switch layer.presentation {
        case .wrapped:
            let navigation = UINavigationController()
            navigation.setViewControllers(screens(layer.entries), animated: false)
            navigation.delegate = delegate
            container = navigation
        case .custom(let name):
            container = opener
            displays[name]?(container)
        case .cover:
            container = opener
            container.modalPresentationStyle = .fullScreen
        case .push, .present:
            container = opener
        }
        // After the display's configuration, which may set the presentation style: reading the sheet presentation
        // controller fixes it.
        let descriptor = entry.intent.descriptor
        if !descriptor.detents.isEmpty, layer.presentation != .cover, let sheet = container.sheetPresentationController {
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
        let opener = presented[index].layer.opener
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
