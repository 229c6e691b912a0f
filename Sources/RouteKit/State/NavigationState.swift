/// The app's navigation as a value: the selected tab and, per tab, a flat list of entries, root first.
///
/// An entry that is not a push (and is not a tab's root) opens a modal layer over every entry before it; pushes
/// after it belong to that layer. Everything a renderer draws is read from here (`layers(in:)`).
///
/// A plain value (no screen, view or closure inside): a test writes the state it expects and compares it with `==`,
/// `#expect(navigator.state == NavigationState(selectedTab: Routes.Tab.library, [.library: [...]]))`; a failure
/// prints both states one tab a line.
public struct NavigationState: Sendable, Equatable {
    /// The tab of an app whose manifest declares no `tabs`.
    static let implicitTab = "main"

    /// The tabs, in order (`[implicitTab]` when the app has none).
    public let tabs: [String]
    /// The tab shown; only this tab can have modal layers.
    public internal(set) var selectedTab: String
    var stacks: [TabStack]
    let tabIndex: [String: Int]

    init(tabs: [String], selectedTab: String?) {
        var names: [String] = []
        var index: [String: Int] = [:]
        for name in tabs where index[name] == nil {
            index[name] = names.count
            names.append(name)
        }
        if names.isEmpty {
            names = [Self.implicitTab]
            index = [Self.implicitTab: 0]
        }
        self.tabs = names
        self.tabIndex = index
        self.selectedTab = selectedTab.flatMap { index[$0] == nil ? nil : $0 } ?? names[0]
        self.stacks = Array(repeating: TabStack(), count: names.count)
    }

    /// A state as a test expects it: the selected tab and the entries of each tab named, root first (the others are
    /// empty).
    public init<Tab: NavigationTab>(selectedTab: Tab, _ entries: KeyValuePairs<Tab, [NavigationEntry]>) {
        self.init(tabs: Tab.allCases.map(\.rawValue), selectedTab: selectedTab.rawValue)
        for (tab, tabEntries) in entries {
            guard let index = tabIndex[tab.rawValue] else { continue }
            for entry in tabEntries { stacks[index].append(entry) }
        }
    }

    /// A state as a test expects it, for an app without tabs: its one stack's entries, root first.
    public init(_ entries: [NavigationEntry]) {
        self.init(tabs: [], selectedTab: nil)
        for entry in entries { stacks[0].append(entry) }
    }

    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.tabs == rhs.tabs && lhs.selectedTab == rhs.selectedTab && lhs.stacks.map(\.entries) == rhs.stacks.map(\.entries)
    }

    /// The entries of a tab, root first; empty for an unknown tab.
    public func entries(in tab: String) -> [NavigationEntry] {
        tabIndex[tab].map { stacks[$0].entries } ?? []
    }

    /// The entries of the selected tab, root first: what the user sees, bottom to top.
    public var visibleEntries: [NavigationEntry] { entries(in: selectedTab) }

    /// A tab's entries cut into layers: the first is the tab's navigation stack, each next one a modal layer
    /// opened by its first entry (with the pushes made on it).
    @_spi(CustomContainer) public func layers(in tab: String) -> [ArraySlice<NavigationEntry>] {
        guard let index = tabIndex[tab] else { return [] }
        let stack = stacks[index]
        var bounds = [0] + stack.layerStarts
        bounds.append(stack.entries.count)
        return zip(bounds, bounds.dropFirst()).compactMap { start, end in
            start < end ? stack.entries[start..<end] : nil
        }
    }

    /// How many entries all tabs hold.
    public var entryCount: Int { stacks.reduce(0) { $0 + $1.entries.count } }
}

/// One tab's entries with the indexes that keep every edit proportional to what it changes.
struct TabStack: Sendable {
    private(set) var entries: [NavigationEntry] = []
    /// Positions (ascending, never 0) of the entries that open a modal layer.
    private(set) var layerStarts: [Int] = []
    /// Positions (ascending) of each hashable route value, to find a parent already in the stack.
    private var positions: [RouteKey: [Int]] = [:]

    /// The number of entries in the tab's own navigation stack, below any modal layer.
    var baseCount: Int { layerStarts.first ?? entries.count }

    /// Whether a push can go on top: the top layer is the tab's stack or a `.wrapped` one (a navigation stack).
    var acceptsPush: Bool {
        guard let start = layerStarts.last else { return true }
        return entries[start].presentation == .wrapped
    }

    /// Whether an entry with this presentation can go on top.
    func accepts(_ presentation: Presentation) -> Bool {
        presentation != .push || entries.isEmpty || acceptsPush
    }

    mutating func append(_ entry: NavigationEntry) {
        if !entries.isEmpty, entry.presentation != .push { layerStarts.append(entries.count) }
        if let key = entry.routeKey { positions[key, default: []].append(entries.count) }
        entries.append(entry)
    }

    /// Keeps the first `count` entries; returns the removed ones, top first.
    mutating func truncate(to count: Int) -> [NavigationEntry] {
        guard count < entries.count else { return [] }
        // Copied out first: a slice still alive during `removeSubrange` would make it copy the whole list.
        let removed = Array(entries[count...].reversed())
        for entry in removed {
            guard let key = entry.routeKey else { continue }
            positions[key]?.removeLast()
            if positions[key]?.isEmpty == true { positions[key] = nil }
        }
        while let last = layerStarts.last, last >= count { layerStarts.removeLast() }
        entries.removeSubrange(count...)
        return removed
    }

    /// The top-most position of `route` below `limit`, if it is there.
    func topmostPosition(of key: RouteKey, below limit: Int) -> Int? {
        guard let found = positions[key] else { return nil }
        return found.last { $0 < limit }
    }
}

/// A route value as a dictionary key. Routes are `Sendable`, so the `AnyHashable` made from one is too.
struct RouteKey: Hashable, @unchecked Sendable {
    let value: AnyHashable

    init(_ value: AnyHashable) {
        self.value = value
    }
}
