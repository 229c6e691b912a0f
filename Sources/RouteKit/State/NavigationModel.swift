/// The platform-neutral presenter a `Navigator` made with tabs owns: keeps the app's navigation as `NavigationState`
/// and tells its renderers (UIKit, SwiftUI, a test) what changed. Apps never call it: they hold the `Navigator`;
/// renderers and custom containers reach it through `@_spi(CustomContainer) import RouteKit`. It decides everything (which tab, which stack, what a link dismisses, what a
/// close takes with it); renderers draw the state and report the user's changes back as truncations.
///
/// Policies, each tested:
/// - A route whose descriptor names a known tab lives in that tab; showing it selects the tab first. Other routes
///   go on top of the caller's tab (the tab holding `source`), else the selected tab.
/// - Only the selected tab has modal layers: leaving a tab closes the modal layers over it.
/// - A push needs a navigation stack: it goes on the tab's own stack or on a `.wrapped` layer; on top of a
///   `.present` or custom layer it is refused (the navigation fails).
/// - A link (and `start` with `.parents`) dismisses the modal layers over its tab, then places the parent chain
///   per `backStackPolicy`.
/// - Closing an entry closes every entry above it in its tab; every closed result screen gets `.canceled` once.
@_spi(CustomContainer)
@MainActor
public final class NavigationModel: ScreenPresenter {
    /// What a link does with the stack already in its tab.
    enum BackStackPolicy: Sendable, Hashable {
        /// When one of the route's parents is already in the tab's stack (the top-most copy of the nearest one),
        /// the stack is cut back to it and only the missing parents are pushed; otherwise the whole chain is pushed
        /// on top of the stack.
        case reuseParent
        /// The whole parent chain is pushed on top of the tab's stack, whatever is there.
        case pushOnTop
    }

    @_spi(CustomContainer) public internal(set) var state: NavigationState
    /// The observations, in the order they started; released ones are dropped at the next change.
    private var observations: [WeakObservation] = []
    /// The navigator's: every screen that leaves the state is reported, so waiting results get `.canceled`.
    private var removals = ScreenRemovalReporter.disconnected
    /// Whether the user selecting the tab already selected pops it to its root (UIKit's tab bar habit).
    var reselectingTabPopsToRoot = true
    var backStackPolicy = BackStackPolicy.reuseParent

    /// Each tab's root route (`root: true`), when the model was made with a generated `Routes.Tab`.
    var tabRoots: [String: AnyIntent] = [:]
    /// Why the last `show` returned `false`, for the navigator's failure report.
    var lastRefusal: NavigationFailure.Reason?
    private var nextID: UInt64 = 1
    /// Where each entry is: tab and position. Positions only change when the entry leaves.
    private(set) var locations: [NavigationEntry.ID: (tab: Int, position: Int)] = [:]
    private var entryOfScreen: [ObjectIdentifier: NavigationEntry.ID] = [:]
    /// Each entry's screen, made by the route's registration; the state itself holds none.
    private var screens: [NavigationEntry.ID: Screen] = [:]

    /// `tabs` are the manifest's tabs in order (`Routes.Tab.allCases.map(\.rawValue)`); none gives one implicit tab.
    init(tabs: [String] = [], selectedTab: String? = nil) {
        state = NavigationState(tabs: tabs, selectedTab: selectedTab)
    }

    // MARK: Observing

    /// Calls `handler` after every change, once the state is consistent, for as long as the returned observation is
    /// kept and not cancelled.
    ///
    /// Any number of observers may watch one model (a renderer, a logger, a test); they are called in the order
    /// they started observing. The handler receives what changed; the new state is ``state``.
    func observe(_ handler: @escaping @MainActor (NavigationChange) -> Void) -> StateObservation {
        let observation = StateObservation(handler)
        observations.removeAll { $0.observation == nil }
        observations.append(WeakObservation(observation: observation))
        return observation
    }

    // MARK: ScreenPresenter

    /// Places the request's screen (and, for a link, its missing parents) in its tab; see the policies above.
    public func show(_ request: ShowRequest) -> Bool {
        lastRefusal = nil
        guard entryOfScreen[ObjectIdentifier(request.screen)] == nil else { return refuse(.alreadyShown) }
        // A model without tabs takes every route in its one tab; one with tabs refuses a tab it does not know
        // (the model was made with other tabs than the manifest's) rather than placing the route elsewhere.
        if let tab = request.intent.descriptor.tab, state.tabIndex[tab] == nil, state.tabs != [NavigationState.implicitTab] {
            return refuse(.unknownTab(tab))
        }
        let tab = targetTab(of: request)
        let buildsBackStack = request.backStack == .parents
        var edit = Edit()
        var placed: [(AnyIntent, Screen)] = []
        if buildsBackStack {
            let (keep, missing) = backStack(for: request.parents, in: tab)
            placed = missing.compactMap { parent in
                // A registration that hands back a screen already shown cannot show it twice: that parent is skipped.
                guard let screen = request.makeScreen(parent), entryOfScreen[ObjectIdentifier(screen)] == nil,
                      screen !== request.screen else { return nil }
                return (parent, screen)
            }
            var presentations = placed.map(\.0.effectivePresentation)
            presentations.append(request.presentation)
            if let opener = refusedPush(presentations, onTopOf: keep, in: tab) { return refuse(.cannotPush(onto: opener)) }
            if !request.isTabRoot { select(tab, &edit) }
            truncate(tab, to: keep, &edit)
        } else {
            guard state.stacks[tab].accepts(request.presentation) else {
                return refuse(.cannotPush(onto: topLayerOpener(in: tab, below: state.stacks[tab].entries.count) ?? .push))
            }
            // A tab's root at launch fills its tab in place: selecting it would close the selected tab's sheets.
            if !request.isTabRoot { select(tab, &edit) }
        }
        for (parent, screen) in placed {
            append(parent, screen: screen, presentation: parent.effectivePresentation, awaitsResult: false, to: tab, &edit)
        }
        append(request.intent, screen: request.screen, presentation: request.presentation,
               awaitsResult: request.awaitsResult, to: tab, &edit, redirectTarget: request.isRedirectTarget)
        commit(edit, ScreenChange.Cause(request.origin))
        return true
    }

    /// Closes the screen's entry and every entry above it in its tab.
    public func close(_ screen: Screen) {
        guard let id = entryOfScreen[ObjectIdentifier(screen)] else { return }
        remove(from: id, .closed)
    }

    /// Keeps the navigator's reporter: the model reports every screen that leaves its state, whatever removed it.
    public func connect(_ reporter: ScreenRemovalReporter) {
        removals = reporter
    }

    // MARK: The app's operations

    /// Selects a tab (closing the modal layers over the tab it leaves); whether anything changed (`false` for an
    /// unknown tab, or the tab already selected).
    @discardableResult
    func select(_ tab: String) -> Bool {
        guard let index = state.tabIndex[tab] else { return false }
        var edit = Edit()
        select(index, &edit)
        return commit(edit, .selected)
    }

    /// Closes everything above the root of a tab (the selected one by default), modal layers included; whether
    /// anything closed.
    @discardableResult
    func popToRoot(tab: String? = nil) -> Bool {
        guard let index = state.tabIndex[tab ?? state.selectedTab] else { return false }
        var edit = Edit()
        truncate(index, to: 1, &edit)
        return commit(edit, .closed)
    }

    /// Dismisses every modal layer, however many, in one change; whether any was shown.
    @discardableResult
    func dismissSheets() -> Bool {
        var edit = Edit()
        for index in state.stacks.indices {
            truncate(index, to: state.stacks[index].baseCount, &edit)
        }
        return commit(edit, .closed)
    }

    /// Removes everything (all tabs empty, results `.canceled`), e.g. on logout; async result handlers still
    /// running are cancelled too. Whether anything was shown.
    @discardableResult
    func reset() -> Bool {
        var edit = Edit()
        for index in state.stacks.indices { truncate(index, to: 0, &edit) }
        let changed = commit(edit, .closed)
        removals.allScreensRemoved()
        return changed
    }

    // MARK: What renderers report

    /// The user closed an entry (sheet swiped down): it and everything above it leave. A stale id is ignored.
    /// Whether anything changed. (`Navigator.simulate(.swipeDownSheet)` takes this path.)
    @discardableResult
    @_spi(CustomContainer) public func userClosed(_ id: NavigationEntry.ID) -> Bool {
        remove(from: id, .userDismissedSheet)
    }

    /// The user went back to an entry (back button, swipe): everything above it leaves. A stale id is ignored.
    /// Whether anything changed. (`Navigator.simulate(.back)` takes this path.)
    @discardableResult
    @_spi(CustomContainer) public func userReturned(to id: NavigationEntry.ID) -> Bool {
        guard let location = locations[id] else { return false }
        var edit = Edit()
        truncate(location.tab, to: location.position + 1, &edit)
        return commit(edit, .userWentBack)
    }

    /// The user tapped a tab: selects it, or pops it to its root when it is already selected and
    /// `reselectingTabPopsToRoot`. Unknown tabs are ignored. Whether anything changed. (`Navigator.simulate(.tapTab(_:))`
    /// takes this path.)
    @discardableResult
    @_spi(CustomContainer) public func userSelected(_ tab: String) -> Bool {
        guard let index = state.tabIndex[tab] else { return false }
        var edit = Edit()
        if tab == state.selectedTab {
            if reselectingTabPopsToRoot { truncate(index, to: 1, &edit) }
            return commit(edit, .userReselectedTab)
        }
        select(index, &edit)
        return commit(edit, .userSwitchedTab)
    }

    /// The entry showing a screen.
    func entry(showing screen: Screen) -> NavigationEntry? {
        guard let id = entryOfScreen[ObjectIdentifier(screen)], let location = locations[id] else { return nil }
        return state.stacks[location.tab].entries[location.position]
    }

    /// The entry with an id, if it is still in the state: what a container draws for an id of a stack's path.
    @_spi(CustomContainer) public func entry(_ id: NavigationEntry.ID) -> NavigationEntry? {
        guard let location = locations[id] else { return nil }
        return state.stacks[location.tab].entries[location.position]
    }

    /// The screen made for an entry still in the state: what a renderer draws for it.
    @_spi(CustomContainer) public func screen(of id: NavigationEntry.ID) -> Screen? {
        screens[id]
    }

    /// The tab holding an entry.
    func tab(of id: NavigationEntry.ID) -> String? {
        locations[id].map { state.tabs[$0.tab] }
    }

    // MARK: Editing

    /// One operation's edits, turned into one `NavigationChange` and the screens to report closed.
    struct Edit {
        var previousSelectedTab: String?
        var order: [Int] = []
        /// Per touched tab: its count before the operation, and the lowest count it was cut to.
        var initial: [Int: Int] = [:]
        var kept: [Int: Int] = [:]
        var removed: [NavigationEntry] = []
        /// The screens of `removed`, reported once the state is consistent.
        var removedScreens: [Screen] = []
    }

    private func targetTab(of request: ShowRequest) -> Int {
        let routes = CollectionOfOne(request.intent).lazy.map(\.descriptor) + request.parents.lazy.map(\.descriptor)
        for descriptor in routes {
            if let tab = descriptor.tab, let index = state.tabIndex[tab] { return index }
        }
        if let source = request.source, let id = entryOfScreen[ObjectIdentifier(source)], let location = locations[id] {
            return location.tab
        }
        return state.tabIndex[state.selectedTab] ?? 0
    }

    /// How much of the tab's stack a link keeps, and which parents (root-most first) it must add.
    private func backStack(for parents: [AnyIntent], in tab: Int) -> (keep: Int, missing: [AnyIntent]) {
        let stack = state.stacks[tab]
        let base = stack.baseCount
        if backStackPolicy == .reuseParent {
            for (nearness, parent) in parents.enumerated() {
                guard let key = NavigationEntry.key(parent.route),
                      let position = stack.topmostPosition(of: key, below: base) else { continue }
                return (position + 1, parents[..<nearness].reversed())
            }
        }
        return (base, parents.reversed())
    }

    private func refuse(_ reason: NavigationFailure.Reason) -> Bool {
        lastRefusal = reason
        return false
    }

    /// Whether entries with these presentations can be placed, in order, on the first `keep` entries of a tab: `nil`
    /// when they can, else the presentation of the layer a push would land on.
    private func refusedPush(_ presentations: [Presentation], onTopOf keep: Int, in tab: Int) -> Presentation? {
        var count = keep
        var top = keep > 0 ? topLayerOpener(in: tab, below: keep) : nil
        for presentation in presentations {
            if presentation == .push {
                if count > 0, let top, top != .wrapped { return top }
            } else if count > 0 {
                top = presentation
            }
            count += 1
        }
        return nil
    }

    private func topLayerOpener(in tab: Int, below keep: Int) -> Presentation? {
        let stack = state.stacks[tab]
        guard let start = stack.layerStarts.last(where: { $0 < keep }) else { return nil }
        return stack.entries[start].presentation
    }

    private func select(_ tab: Int, _ edit: inout Edit) {
        let current = state.tabIndex[state.selectedTab] ?? 0
        guard tab != current else { return }
        truncate(current, to: state.stacks[current].baseCount, &edit)
        if edit.previousSelectedTab == nil { edit.previousSelectedTab = state.selectedTab }
        state.selectedTab = state.tabs[tab]
    }

    @discardableResult
    private func remove(from id: NavigationEntry.ID, _ cause: ScreenChange.Cause) -> Bool {
        guard let location = locations[id] else { return false }
        var edit = Edit()
        truncate(location.tab, to: location.position, &edit)
        return commit(edit, cause)
    }

    func truncate(_ tab: Int, to count: Int, _ edit: inout Edit) {
        touch(tab, &edit)
        let removed = state.stacks[tab].truncate(to: count)
        guard !removed.isEmpty else { return }
        edit.kept[tab] = min(edit.kept[tab] ?? count, count)
        for entry in removed {
            locations[entry.id] = nil
            guard let screen = screens.removeValue(forKey: entry.id) else { continue }
            entryOfScreen[ObjectIdentifier(screen)] = nil
            edit.removedScreens.append(screen)
        }
        edit.removed += removed
    }

    func append(_ intent: AnyIntent, screen: Screen, presentation: Presentation, awaitsResult: Bool, to tab: Int,
                _ edit: inout Edit, redirectTarget: Bool = false) {
        touch(tab, &edit)
        let id = NavigationEntry.ID(value: nextID)
        nextID += 1
        var entry = NavigationEntry(id: id, intent: intent, presentation: presentation, awaitsResult: awaitsResult)
        entry.isRedirectTarget = redirectTarget
        locations[id] = (tab, state.stacks[tab].entries.count)
        entryOfScreen[ObjectIdentifier(screen)] = id
        screens[id] = screen
        state.stacks[tab].append(entry)
    }

    private func touch(_ tab: Int, _ edit: inout Edit) {
        guard edit.initial[tab] == nil else { return }
        edit.initial[tab] = state.stacks[tab].entries.count
        edit.kept[tab] = state.stacks[tab].entries.count
        edit.order.append(tab)
    }

    /// Publishes the change, then reports the screens that left (top first), once the state is consistent; whether
    /// anything changed.
    @discardableResult
    func commit(_ edit: Edit, _ reason: ScreenChange.Cause) -> Bool {
        let tabs = edit.order.compactMap { tab -> NavigationChange.TabChange? in
            let kept = edit.kept[tab] ?? 0
            let count = state.stacks[tab].entries.count
            guard kept != edit.initial[tab] || count != kept else { return nil }
            return NavigationChange.TabChange(tab: state.tabs[tab], keptCount: kept, addedCount: count - kept)
        }
        let selectionChanged = edit.previousSelectedTab.map { $0 != state.selectedTab } ?? false
        if !tabs.isEmpty || selectionChanged {
            let change = NavigationChange(cause: NavigationChange.Cause(reason), previousSelectedTab: selectionChanged ? edit.previousSelectedTab : nil,
                                          tabs: tabs, reason: reason)
            observations.removeAll { $0.observation == nil }
            // A copy: a handler may start or end observations while the change is delivered.
            for observer in observations { observer.observation?.deliver(change) }
        }
        for screen in edit.removedScreens { removals.screenRemoved(screen) }
        return !tabs.isEmpty || selectionChanged
    }
}
