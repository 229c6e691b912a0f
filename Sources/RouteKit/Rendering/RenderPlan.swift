/// What a UIKit-style renderer shows, as entry ids: a navigation stack per tab, the selected tab, and the modal layers
/// presented over it, bottom first. The renderer reads it from its containers; ``init(_:)`` makes the one a state
/// asks for.
@_spi(CustomContainer)
public struct RenderLayout: Sendable, Hashable {
    /// One presented modal layer: the entry that opened it and, for a layer with a navigation stack (`.wrapped`),
    /// every entry of that stack, opener first.
    public struct Layer: Sendable, Hashable {
        public var opener: NavigationEntry.ID
        public var presentation: Presentation
        /// The layer's entries, opener first: just the opener for a layer without a stack.
        public var entries: [NavigationEntry.ID]

        public init(opener: NavigationEntry.ID, presentation: Presentation, entries: [NavigationEntry.ID]) {
            self.opener = opener
            self.presentation = presentation
            self.entries = entries
        }

        /// Whether the layer is a navigation controller of its own, whose stack can be set.
        public var hasStack: Bool { presentation == .wrapped }
    }

    public var tabs: [String]
    /// Each tab's own navigation stack, root first, in the order of `tabs`.
    public var stacks: [[NavigationEntry.ID]]
    public var selectedTab: String
    /// The layers presented over the selected tab, bottom first.
    public var presented: [Layer]

    public init(tabs: [String], stacks: [[NavigationEntry.ID]], selectedTab: String, presented: [Layer]) {
        self.tabs = tabs
        self.stacks = stacks
        self.selectedTab = selectedTab
        self.presented = presented
    }

    /// What a renderer must show for `state`.
    public init(_ state: NavigationState) {
        tabs = state.tabs
        stacks = state.tabs.map { tab in state.layers(in: tab).first.map { $0.map(\.id) } ?? [] }
        selectedTab = state.selectedTab
        presented = state.layers(in: state.selectedTab).dropFirst().map { layer in
            let opener = layer[layer.startIndex]
            return Layer(opener: opener.id, presentation: opener.presentation, entries: layer.map(\.id))
        }
    }
}

/// One thing a renderer does to its containers. `dismiss` and `present` are transitions: UIKit runs one at a time,
/// so a renderer starts the next operation only once a transition has ended.
@_spi(CustomContainer)
public enum RenderOperation: Sendable, Hashable {
    /// Set a tab's navigation stack to these entries' screens.
    case setStack(tab: String, [NavigationEntry.ID])
    /// Set the stack of the presented layer at this index (a `.wrapped` layer) to these entries' screens.
    case setLayerStack(layer: Int, [NavigationEntry.ID])
    /// Select a tab; only with no layer presented.
    case selectTab(String)
    /// Dismiss the presented layer at this index and every layer above it, in one transition.
    case dismiss(fromLayer: Int)
    /// Present this layer over the top one (or over the tabs), in one transition.
    case present(RenderLayout.Layer)
}

/// The plan that takes a renderer from what it shows to what the state asks for: every decision a UIKit renderer
/// makes, as a pure function tested on Linux; the renderer only carries the operations out in order.
///
/// Order: layers that no longer match are dismissed first (all of them when the selected tab changes, since modal
/// layers belong to the selected tab), then the tab stacks are set, the tab is selected, kept layers' stacks are
/// set, and the missing layers are presented bottom first.
@_spi(CustomContainer)
public enum RenderPlan {
    public static func operations(from shown: RenderLayout, to target: RenderLayout) -> [RenderOperation] {
        var operations: [RenderOperation] = []
        let sameTab = shown.selectedTab == target.selectedTab
        var kept = 0
        while sameTab, kept < shown.presented.count, kept < target.presented.count,
              shown.presented[kept].opener == target.presented[kept].opener {
            kept += 1
        }
        if kept < shown.presented.count { operations.append(.dismiss(fromLayer: kept)) }
        for (index, tab) in target.tabs.enumerated() {
            let now = shown.tabs.firstIndex(of: tab).map { shown.stacks[$0] }
            if now != target.stacks[index] { operations.append(.setStack(tab: tab, target.stacks[index])) }
        }
        if !sameTab { operations.append(.selectTab(target.selectedTab)) }
        for index in 0..<kept where target.presented[index].hasStack && shown.presented[index].entries != target.presented[index].entries {
            operations.append(.setLayerStack(layer: index, target.presented[index].entries))
        }
        for layer in target.presented[kept...] { operations.append(.present(layer)) }
        return operations
    }
}
