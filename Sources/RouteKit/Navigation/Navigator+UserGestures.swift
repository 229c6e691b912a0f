/// What the user does to the navigation, as the UIKit renderer and the SwiftUI host report it; a test calls the same
/// methods to act as the user. Both take one path through the model: screens leave, waiting results get
/// `.canceled`, and observers hear a ``ScreenChange`` with a `user…` cause, exactly as in the app. Each returns
/// whether anything changed; with a custom presenter (no navigation state) they do nothing and return `false`.
extension Navigator {
    /// The user went back one screen (back button, edge swipe) in the navigation stack on top of the selected tab:
    /// the sheet's own stack when a sheet with pushes is shown, else the tab's. `false` at that stack's root, or when
    /// a sheet without a stack is on top (only a swipe down dismisses it).
    @discardableResult
    public func userWentBack() -> Bool {
        guard let model, let top = model.state.visibleEntries.last, let below = model.entry(belowInLayer: top.id) else {
            return false
        }
        return model.userReturned(to: below.id)
    }

    /// The user swiped the top sheet (or full-screen cover) down: it closes with what stands on it, a result screen
    /// among them gets `.canceled`. `false` when no sheet is shown, or the top sheet's route has
    /// `interactiveDismiss: false` (the renderers do not let it be swiped away).
    @discardableResult
    public func userDismissedSheet() -> Bool {
        guard let model, let top = model.state.visibleEntries.last, let layer = model.layerOpener(of: top.id),
              layer.isModal, layer.opener.intent.descriptor.allowsInteractiveDismiss else { return false }
        return model.userClosed(layer.opener.id)
    }

    /// The user tapped a tab (`Routes.Tab`) in the tab bar: another tab is selected (the sheets over the one left
    /// close); the selected tab pops to its root when ``reselectingTabPopsToRoot``. `false` for a tab the navigator
    /// does not have, or a tap that changed nothing.
    @discardableResult
    public func userTapped<Tab: RawRepresentable>(_ tab: Tab) -> Bool where Tab.RawValue == String {
        guard let model else { return false }
        guard model.state.tabIndex[tab.rawValue] != nil else {
            report(.refused(NavigationFailure(route: nil, action: "userTapped", reason: .unknownTab(tab.rawValue))))
            return false
        }
        return model.userSelected(tab.rawValue)
    }

    /// Reports what the user now sees, when it changed (a ``ScreenChange``).
    func modelChanged(_ change: NavigationChange) {
        guard let model else { return }
        let state = model.state
        let top = state.visibleEntries.last
        let now = (tab: state.selectedTab, entry: top?.id)
        if let reportedTop, reportedTop.tab == now.tab, reportedTop.entry == now.entry { return }
        reportedTop = now
        notify(.screenChanged(ScreenChange(cause: change.reason, tab: now.tab, top: top?.intent)))
    }
}
