/// A manifest's tabs with the route at the bottom of each (`root: true`): the generated `Routes.Tab`. A model made
/// with it (`NavigationModel(tabs: Routes.Tab.self)`) knows every tab's root, so the navigator fills every tab at
/// launch (`Navigator.startTabRoots()`) and reports a tab that has none instead of drawing it empty.
public protocol TabRoots: RawRepresentable, CaseIterable where RawValue == String {
    /// The tab's root route; `nil` when the manifest marks none.
    var root: AnyIntent? { get }
}

extension NavigationModel {
    /// `NavigationModel(tabs: Routes.Tab.self)`: the manifest's tabs and their roots; `selectedTab` (the first tab
    /// by default) is the tab shown first, whatever order the roots start in.
    public convenience init<Tab: TabRoots>(tabs: Tab.Type, selectedTab: Tab? = nil) {
        self.init(tabs: Tab.allCases.map(\.rawValue), selectedTab: selectedTab?.rawValue)
        tabRoots = Dictionary(Tab.allCases.compactMap { tab in tab.root.map { (tab.rawValue, $0) } }) { first, _ in first }
    }
}

extension Navigator {
    /// Starts the root of every empty tab (`root: true` in the manifest), through the interceptors like any start,
    /// and keeps the selected tab: the model's `selectedTab` decides the first tab, not the order of starts. A tab
    /// that stays empty (no root in the manifest, or its start refused) is reported (`onFailure`, observers, the
    /// debug log) and returned. Calling it again only fills tabs that became empty.
    @discardableResult
    public func startTabRoots() -> [String] {
        guard let model = navigationModel else { return [] }
        let selected = model.state.selectedTab
        for tab in model.state.tabs where model.state.entries(in: tab).isEmpty {
            if let root = model.tabRoots[tab] { navigate(root, origin: .start, source: nil, sink: nil) }
        }
        model.select(selected)
        let empty = model.state.tabs.filter { model.state.entries(in: $0).isEmpty }
        for tab in empty {
            report(NavigationFailure(route: nil, action: "startTabRoots", reason: .tabWithoutRoot(tab)))
        }
        return empty
    }
}
