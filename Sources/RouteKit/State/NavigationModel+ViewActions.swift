/// What a view asks of the stack it is in (`RouteNavigation`): each action is relative to one entry, the view's own,
/// and answers whether it changed anything, so a refusal can be reported.
extension NavigationModel {
    /// Keeps `id` and removes everything above it in its tab (modal layers included). `false` for a stale id, or
    /// when `id` is already on top.
    @discardableResult
    func pop(to id: NavigationEntry.ID) -> Bool {
        guard let location = locations[id],
              location.position + 1 < state.stacks[location.tab].entries.count else { return false }
        var edit = Edit()
        truncate(location.tab, to: location.position + 1, &edit)
        commit(edit, .closed)
        return true
    }

    /// The entry that opens the layer holding `id` (the tab's root for the tab's own stack), and whether that layer
    /// is a modal one.
    func layerOpener(of id: NavigationEntry.ID) -> (opener: NavigationEntry, isModal: Bool)? {
        guard let location = locations[id] else { return nil }
        let stack = state.stacks[location.tab]
        let start = stack.layerStarts.last { $0 <= location.position } ?? 0
        return (stack.entries[start], start > 0)
    }

    /// The top entry of the layer holding `id`: the top of its navigation stack.
    func layerTop(of id: NavigationEntry.ID) -> NavigationEntry? {
        guard let location = locations[id] else { return nil }
        let stack = state.stacks[location.tab]
        let end = stack.layerStarts.first { $0 > location.position } ?? stack.entries.count
        return stack.entries[end - 1]
    }

    /// The top-most entry at or below `id` in its tab whose route matches.
    func entry(atOrBelow id: NavigationEntry.ID, where matches: (any Route) -> Bool) -> NavigationEntry? {
        guard let location = locations[id] else { return nil }
        return state.stacks[location.tab].entries[...location.position].last { matches($0.intent.route) }
    }
}

extension NavigationModel {
    /// The entry right below `id` in the same layer, if `id` is not the layer's first.
    func entry(belowInLayer id: NavigationEntry.ID) -> NavigationEntry? {
        guard let location = locations[id], let opener = layerOpener(of: id), opener.opener.id != id else { return nil }
        return state.stacks[location.tab].entries[location.position - 1]
    }
}
