/// What one operation changed, for a renderer (`Navigator.observeState(_:)`): the new state is `navigator.state`.
///
/// Every change to a tab is "keep the first `keptCount` entries, then add `addedCount` on top", so a renderer can
/// animate exactly what moved, or simply redraw the tab from the state.
@_spi(CustomContainer)
public struct NavigationChange: Sendable, Hashable {
    /// Who made the change: a renderer applying a user's change must not apply it again.
    public enum Cause: Sendable, Hashable {
        /// The navigator or the app (start, open, close, finish, select, popToRoot, dismissSheets).
        case navigation
        /// A renderer reported what the user did (back swipe, sheet swiped down, tab tapped).
        case user
        /// Saved state was restored.
        case restoration
    }

    /// One tab's edit.
    public struct TabChange: Sendable, Hashable {
        public let tab: String
        /// Entries kept from the bottom of the tab's list.
        public let keptCount: Int
        /// Entries added above them.
        public let addedCount: Int

        public init(tab: String, keptCount: Int, addedCount: Int) {
            self.tab = tab
            self.keptCount = keptCount
            self.addedCount = addedCount
        }
    }

    public let cause: Cause
    /// The tab selected before the change, when the selection changed.
    public let previousSelectedTab: String?
    /// The tabs whose lists changed, in the order they were first touched.
    public let tabs: [TabChange]
    /// How the change came about, as the app hears it (``ScreenChange/Cause``).
    let reason: ScreenChange.Cause
}

extension NavigationChange.Cause {
    /// The renderer's view of an app-facing cause: whose change it is.
    init(_ reason: ScreenChange.Cause) {
        switch reason {
        case .userWentBack, .userDismissedSheet, .userSwitchedTab, .userReselectedTab: self = .user
        case .restored: self = .restoration
        case .started, .link, .closed, .selected: self = .navigation
        }
    }
}

extension ScreenChange.Cause {
    /// How a shown route got there, from its navigation's origin.
    init(_ origin: NavigationOrigin) {
        switch origin {
        case .start: self = .started
        case .url(let url): self = .link(url)
        case .restoration: self = .restored
        }
    }
}
