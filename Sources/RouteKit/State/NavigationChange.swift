/// What one operation changed, for a renderer (`Navigator.observeState(_:)`): the new state is `navigator.state`.
///
/// Every change to a tab is "keep the first `keptCount` entries, then add `addedCount` on top", so a renderer can
/// animate exactly what moved, or simply redraw the tab from the state.
@_spi(CustomContainer)
public struct NavigationChange: Sendable, Hashable {
    /// Who made the change: a renderer applying a user's change must not apply it again.
    public enum Cause: Sendable, Hashable {
        /// The navigator or the app (start, open, close, finish, select, popToRoot, dismissModals).
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
}
