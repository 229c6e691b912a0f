/// What the user does to the navigation, as the UIKit renderer and the SwiftUI host report it; a test simulates it
/// with ``Navigator/simulate(_:)``, which takes the same path through the model: screens leave, waiting results get
/// `.canceled`, and observers hear a ``ScreenChange`` with a `user…` cause, exactly as in the app.
public enum UserGesture: Sendable, Hashable {
    /// Back one screen (back button, edge swipe) in the navigation stack on top of the selected tab: the sheet's own
    /// stack when a sheet with pushes is shown, else the tab's.
    case back
    /// The top sheet (or full-screen cover) swiped down: it closes with what stands on it.
    case swipeDownSheet
    /// A tap on a tab in the tab bar (a `Routes.Tab` raw value): ``tap(_:)`` spells it typed.
    case tapTab(String)

    /// A tap on a tab: `.tap(Routes.Tab.library)`.
    public static func tap<Tab: RawRepresentable>(_ tab: Tab) -> UserGesture where Tab.RawValue == String {
        .tapTab(tab.rawValue)
    }
}

extension Navigator {
    /// Acts as the user would, for a test: the gesture takes the renderers' path. `.nothingToDo` when the gesture
    /// changes nothing: back at a stack's root or with a sheet without a stack on top (only a swipe down dismisses
    /// it), a swipe with no sheet shown or over a route with `interactiveDismiss: false` (the renderers do not let it
    /// be swiped away), a tap on the selected tab when ``reselectingTabPopsToRoot`` is off or it is at its root;
    /// `.refused` for a tap on a tab the navigator does not have. With a custom presenter, always `.nothingToDo`.
    @discardableResult
    public func simulate(_ gesture: UserGesture) -> NavigationOutcome {
        guard let model else { return .nothingToDo }
        switch gesture {
        case .back:
            guard let top = model.state.visibleEntries.last, let below = model.entry(belowInLayer: top.id) else {
                return .nothingToDo
            }
            return .changed(model.userReturned(to: below.id))
        case .swipeDownSheet:
            guard let top = model.state.visibleEntries.last, let layer = model.layerOpener(of: top.id),
                  layer.isModal, layer.opener.intent.descriptor.allowsInteractiveDismiss else { return .nothingToDo }
            return .changed(model.userClosed(layer.opener.id))
        case .tapTab(let tab):
            guard model.state.tabIndex[tab] != nil else {
                let failure = NavigationFailure(route: nil, action: "tap", reason: .unknownTab(tab))
                report(.refused(failure))
                return .refused(failure)
            }
            return .changed(model.userSelected(tab))
        }
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
