/// One of a manifest's tabs, with the route at the bottom of its stack (`root: true`): the generated `Routes.Tab`. A
/// navigator made with it (`Navigator(tabs: Routes.Tab.self)`) knows every tab's root, so it fills every tab at
/// launch and reports a tab that has none instead of drawing it empty.
public protocol NavigationTab: RawRepresentable, CaseIterable where RawValue == String {
    /// The tab's root route; `nil` when the manifest marks none.
    var root: AnyIntent? { get }
}

extension NavigationModel {
    /// The manifest's tabs and their roots; `selectedTab` (the first tab by default) is the tab shown first,
    /// whatever order the roots start in.
    convenience init<Tab: NavigationTab>(tabs: Tab.Type, selectedTab: Tab? = nil) {
        self.init(tabs: Tab.allCases.map(\.rawValue), selectedTab: selectedTab?.rawValue)
        tabRoots = Dictionary(Tab.allCases.compactMap { tab in tab.root.map { (tab.rawValue, $0) } }) { first, _ in first }
    }
}

extension Navigator {
    /// Starts the root of every empty tab (`root: true` in the manifest), through the interceptors like any start,
    /// each in its own tab without selecting it: the selected tab stays as it is, restored sheets and covers
    /// included. A root an interceptor cancels or redirects is not started (its tab stays empty, reported as
    /// `intercepted(by:)`; the interceptor may `resume` the request); a tab without a root in the manifest is
    /// reported as `tabWithoutRoot`. Returns the tabs left empty.
    @discardableResult
    func startTabRoots() -> [String] {
        guard let model else { return [] }
        var refused = Set<String>()
        for tab in model.state.tabs where model.state.entries(in: tab).isEmpty {
            guard let root = model.tabRoots[tab] else { continue }
            if !navigate(root, origin: .start, source: nil, sink: nil, placement: .tabRoot, action: "launch").navigated {
                refused.insert(tab)
            }
        }
        let empty = model.state.tabs.filter { model.state.entries(in: $0).isEmpty }
        for tab in empty where !refused.contains(tab) {
            report(.refused(NavigationFailure(route: nil, action: "launch", reason: .tabWithoutRoot(tab))))
        }
        return empty
    }
}
