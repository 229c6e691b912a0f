extension Navigator {
    /// The model's tabs that `Tab` does not spell, each reported as `.unknownTab` (`onFailure`, observers, the debug
    /// log) under `action`. A host labelled with a typed tab (`NavigationHost(_:tabs:)`) checks this when it appears:
    /// a model made with other tab names than `Routes.Tab` then draws those tabs with their names and says so,
    /// instead of trapping.
    @discardableResult
    func reportTabs<Tab: RawRepresentable>(notSpelledBy tab: Tab.Type, action: String) -> [String]
    where Tab.RawValue == String {
        guard let model = navigationModel else { return [] }
        let unknown = model.state.tabs.filter { Tab(rawValue: $0) == nil }
        for name in unknown {
            report(.refused(NavigationFailure(route: nil, action: action, reason: .unknownTab(name))))
        }
        return unknown
    }
}
