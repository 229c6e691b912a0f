#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Navigator {
    /// Brings the app's navigation up, once the UI can show screens: restores `saved` navigation state (from the
    /// last run: `@SceneStorage`, a file) over what the app set up, starts the root of every tab still empty
    /// (`root: true` in the manifest), marks the navigator ready, and replays the link that arrived before, so it
    /// lands on top of the restored screens instead of under them. `NavigationHost` calls it when it appears; a
    /// UIKit app calls it after creating its `UIKitNavigationRenderer`, a custom presenter's app once it can
    /// show screens.
    ///
    /// Saved state that brings no screen back keeps the launch state. Nothing restored is dropped without being in
    /// the report, whose `dropped` says why (`.unreadable` when the data is not saved navigation state at all); each
    /// drop is reported too (``NavigationProblem/restorationDropped(_:)``). Launch once: a later call does nothing,
    /// answers `.alreadyLaunched`, and is reported (``NavigationProblem/launchedAgain``), since saved data handed to it
    /// would otherwise vanish unseen.
    @discardableResult
    public func launch(restoring saved: Data? = nil) -> LaunchOutcome {
        guard !hasLaunched else {
            report(.launchedAgain)
            return .alreadyLaunched
        }
        hasLaunched = true
        var outcome = LaunchOutcome.nothingSaved
        if let saved, let model {
            let launch = model.savedState()
            let report = model.restore(from: saved, navigator: self)
            if model.state.entryCount == 0 { model.restore(from: launch, navigator: self) }
            for dropped in report.dropped { self.report(.restorationDropped(dropped)) }
            outcome = .restored(report)
        }
        startTabRoots()
        markReady()
        return outcome
    }
}

/// What an app does to its navigation as a whole; a screen's own actions (pop, dismiss its sheet) are on its
/// ``RouteNavigation``. These need a navigator made with tabs (`Navigator(tabs:)`, which owns a `NavigationModel`):
/// with a custom presenter they do nothing and return `false`.
extension Navigator {
    /// The navigation as data: the selected tab and each tab's entries. Empty with a custom presenter.
    public var state: NavigationState {
        model?.state ?? NavigationState(tabs: [], selectedTab: nil)
    }

    /// Selects a tab (`Routes.Tab`), closing the sheets over the tab it leaves. `.refused` for a tab the navigator
    /// does not have (reported as `unknownTab`). Selecting the tab already selected is `.nothingToDo`: it is the
    /// app's choice of tab, which must not throw away where the user is; the user's tap on the selected tab pops it to
    /// its root (``simulate(_:)`` with ``UserGesture/tapTab(_:)``, ``reselectingTabPopsToRoot``).
    @discardableResult
    public func select<Tab: RawRepresentable>(_ tab: Tab) -> NavigationOutcome where Tab.RawValue == String {
        guard let model else { return .nothingToDo }
        guard model.state.tabIndex[tab.rawValue] != nil else {
            let failure = NavigationFailure(route: nil, action: "select", reason: .unknownTab(tab.rawValue))
            report(.refused(failure))
            return .refused(failure)
        }
        return .changed(model.select(tab.rawValue))
    }

    /// Dismisses every sheet (full-screen covers too, however many) in one change; `.nothingToDo` when none was
    /// shown. A screen dismisses only the sheet it is in with its `RouteNavigation.dismissSheet()`.
    @discardableResult
    public func dismissSheets() -> NavigationOutcome {
        .changed(model?.dismissSheets() ?? false)
    }

    /// Back to the launch state, e.g. on logout: every screen closes (waiting results get `.canceled`, running
    /// async result handlers are cancelled), then every tab's root starts again through the interceptors.
    /// `.nothingToDo` when nothing was shown.
    @discardableResult
    public func reset() -> NavigationOutcome {
        guard let model else { return .nothingToDo }
        let changed = model.reset()
        startTabRoots()
        return .changed(changed)
    }

    /// The navigation as `Data` to restore at the next launch (``launch(restoring:)``): manifest route names and
    /// route parameters, never Swift type names. What an interceptor's redirect showed (a login wall) is left out.
    public func savedState() -> Data {
        (model ?? NavigationModel()).savedState()
    }

    /// Restores saved state now (``launch(restoring:)`` does it at launch); every entry passes the interceptors
    /// (origin `.restoration`).
    @discardableResult
    func restore(from data: Data) -> RestorationReport {
        (model ?? NavigationModel()).restore(from: data, navigator: self)
    }

    /// Whether a link pops the tab's stack back to a parent already shown (`true`, the default) or pushes the whole
    /// parent chain on top of what is there.
    public var linksReuseParents: Bool {
        get { model?.backStackPolicy != .pushOnTop }
        set { model?.backStackPolicy = newValue ? .reuseParent : .pushOnTop }
    }

    /// Whether the user tapping the selected tab pops it to its root (UIKit's tab bar habit; the default).
    public var reselectingTabPopsToRoot: Bool {
        get { model?.reselectingTabPopsToRoot ?? false }
        set { model?.reselectingTabPopsToRoot = newValue }
    }
}

/// What renderers and custom containers reach, through `@_spi(CustomContainer) import RouteKit`.
extension Navigator {
    /// The model a renderer draws; `nil` with a custom presenter.
    @_spi(CustomContainer) public var navigationModel: NavigationModel? { model }

    /// Calls `handler` after every change of ``state``, once it is consistent, for as long as the returned
    /// observation is kept and not cancelled (several may watch: a renderer, a logger, a test).
    @_spi(CustomContainer) public func observeState(_ handler: @escaping @MainActor (NavigationChange) -> Void) -> StateObservation {
        (model ?? NavigationModel()).observe(handler)
    }
}
