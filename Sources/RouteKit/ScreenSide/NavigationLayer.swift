// What RouteKit's SwiftUI host reads and reports, as plain Swift so every decision is tested on Linux: the host
// (NavigationHost.swift) only turns these values into views and bindings.
//
// This file is also the API for a custom container (a NavigationSplitView, a custom tab bar), which opts in with
// `@_spi(CustomContainer) import RouteKit`: draw `hostLayers(in:)` (which layers), bind each stack to
// `hostPath(layer:in:)` / `userSetPath(_:layer:in:)` (which path; a setter reports a back gesture), each sheet to
// `layer(above:style:drawn:)` / `userDismissedModal(_:)` (what a dismissal means), draw a sheet's content with
// `layer(at:presented:)`, and call `Navigator.launch(restoring:)` when the container appears. None of it is in an
// app's namespace: apps hold a `Navigator` and never call these.

/// One layer of a tab as the SwiftUI host draws it: the tab's own navigation stack, or one modal layer (a sheet or a
/// full-screen cover) with the pushes made on it.
@_spi(CustomContainer)
public struct NavigationLayer: Identifiable {
    public enum Style: Sendable, Hashable {
        /// The tab's own stack, drawn in the tab.
        case tab
        case sheet
        /// A `.cover` layer on platforms that have full-screen covers.
        case fullScreenCover
    }

    /// The entry that opens the layer (the tab's root for the first layer).
    public let root: NavigationEntry
    /// The entries pushed on the root, bottom first: the layer's `NavigationStack` path.
    public let path: [NavigationEntry.ID]
    public let style: Style
    /// Whether the layer is drawn in a navigation stack: the tab's own and `.wrapped` layers are, `.present` and
    /// custom ones are not (the model refuses pushes on them).
    public let hasStack: Bool
    /// The heights a sheet layer rests at (its root route's `detents:`); empty for the platform's default, and for
    /// the tab's own layer and full-screen covers, which do not rest at heights.
    public let detents: [SheetDetent]
    /// Whether a swipe may dismiss the layer (its root route's `interactiveDismiss:`); always `true` for the tab's
    /// own layer, which nothing dismisses.
    public let allowsInteractiveDismiss: Bool

    public var id: NavigationEntry.ID { root.id }
}

extension NavigationState {
    /// A tab's layers as the SwiftUI host draws them, bottom first; `fullScreenCovers: false` (macOS has none) makes
    /// every modal layer a sheet. Empty for an unknown or empty tab.
    @_spi(CustomContainer) public func hostLayers(in tab: String, fullScreenCovers: Bool = true) -> [NavigationLayer] {
        layers(in: tab).enumerated().map { index, slice in
            let root = slice[slice.startIndex]
            let cover = fullScreenCovers && root.presentation == .cover
            let style: NavigationLayer.Style = index == 0 ? .tab : cover ? .fullScreenCover : .sheet
            let descriptor = root.intent.descriptor
            return NavigationLayer(
                root: root, path: slice.dropFirst().map(\.id), style: style,
                hasStack: index == 0 || root.presentation == .wrapped,
                detents: style == .sheet ? descriptor.detents : [],
                allowsInteractiveDismiss: index == 0 || descriptor.allowsInteractiveDismiss)
        }
    }

    /// Whether the host shows a tab bar: there are several tabs (as the UIKit renderer decides).
    @_spi(CustomContainer) public var showsTabBar: Bool { tabs.count > 1 }
}

@_spi(CustomContainer)
extension Array where Element == NavigationLayer {
    /// The layer a host draws at `index`: the live one, unless the sheet drawing it was presented for another layer
    /// (SwiftUI still animating the dismissal of a layer the model removed), which keeps what it was presented with.
    public func layer(at index: Int, presented: NavigationLayer?) -> NavigationLayer? {
        let live = indices.contains(index) ? self[index] : nil
        guard let presented, live?.id != presented.id else { return live }
        return presented
    }

    /// The layer right above `index` when it is shown with `style`: what a `sheet(item:)` or `fullScreenCover(item:)`
    /// attached to layer `index` presents. Nothing when layer `index` is not `drawn` any more (a dismissal SwiftUI is
    /// still animating must not present the live layers again).
    public func layer(above index: Int, style: NavigationLayer.Style, drawn: NavigationEntry.ID? = nil) -> NavigationLayer? {
        guard index >= 0, index + 1 < count, self[index + 1].style == style else { return nil }
        guard drawn == nil || self[index].id == drawn else { return nil }
        return self[index + 1]
    }
}

extension NavigationModel {
    /// The `NavigationStack` path of a tab's layer; empty when the layer is gone (SwiftUI may still ask for it).
    @_spi(CustomContainer) public func hostPath(layer: Int, in tab: String) -> [NavigationEntry.ID] {
        let layers = state.hostLayers(in: tab)
        return layers.indices.contains(layer) ? layers[layer].path : []
    }

    /// A layer's `NavigationStack` path binding was set: the user went back (back button, swipe) to `path`. Only a
    /// strict prefix of the layer's current path is a change the user can make; anything else (a stale layer, a
    /// path the model did not make) is ignored.
    @_spi(CustomContainer) public func userSetPath(_ path: [NavigationEntry.ID], layer: Int, in tab: String) {
        let layers = state.hostLayers(in: tab)
        guard layers.indices.contains(layer) else { return }
        let current = layers[layer]
        guard path.count < current.path.count, current.path.starts(with: path) else { return }
        userReturned(to: path.last ?? current.id)
    }

    /// The item binding of a modal layer was set to `nil`: the user dismissed `shown`, the layer it presented
    /// (swiped a sheet down), which closes it and everything above it (a result screen among them gets `.canceled`).
    /// A layer already gone, or an entry that does not open a modal layer, is not a change the user can make:
    /// ignored. A binding set to any other value is not a dismissal: do not report it.
    @_spi(CustomContainer) public func userDismissedModal(_ shown: NavigationEntry.ID?) {
        guard let shown, let tab = tab(of: shown),
              state.hostLayers(in: tab).dropFirst().contains(where: { $0.id == shown }) else { return }
        userClosed(shown)
    }
}

extension NavigationModel {
    /// What a sidebar's single-selection binding reads (a `List(selection:)` beside a split view's detail): the
    /// selected tab, or `nil` while the container shows the sidebar alone (`sidebarOnly`), which is the container's
    /// own state, not the model's: the model always has a selected tab.
    @_spi(CustomContainer) public func sidebarSelection(sidebarOnly: Bool) -> String? {
        sidebarOnly ? nil : state.selectedTab
    }

    /// A sidebar's selection binding was set: a tab is the user tapping it (`userSelected(_:)`); `nil` is the user
    /// going back to the sidebar in a collapsed split view, which changes no navigation. Returns what the
    /// container's `sidebarOnly` becomes. An unknown tab is ignored and keeps the detail.
    @_spi(CustomContainer) public func sidebarOnly(afterUserSelected tab: String?) -> Bool {
        guard let tab else { return true }
        userSelected(tab)
        return false
    }
}
