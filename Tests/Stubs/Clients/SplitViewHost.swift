// A second host, built only from RouteKit's API for custom containers (`@_spi(CustomContainer)`: ScreenSide/NavigationLayer.swift,
// ObservedNavigation and RouteScreenView): a sidebar of tabs beside a detail that draws the selected tab's layers, driven through the same
// NavigationModel as NavigationHost. scripts/typecheck-ios.sh compiles it against the iOS SDK, warnings as
// errors; CustomContainerTests drives the same calls on Linux. SwiftUI API used (Apple's docs):
//   NavigationSplitView.init(sidebar:detail:)                      iOS 16, macOS 13
//   List.init(selection:content:) (single selection)               iOS 13, macOS 10.15
//   NavigationStack.init(path:root:), navigationDestination        iOS 16, macOS 13
//   View.sheet(item:onDismiss:content:)                            iOS 13, macOS 10.15
//   View.fullScreenCover(item:onDismiss:content:)                  iOS 14; no macOS
//   ForEach, Text, Color.clear, tag, onOpenURL, onAppear           iOS 14, macOS 11 at most
import Foundation
@_spi(CustomContainer) import RouteKit
#if canImport(SwiftUI) && !os(watchOS)
import Combine
import SwiftUI

/// Whether the split view shows its sidebar alone (collapsed, after the user went back): container state only.
@MainActor
final class SidebarState: ObservableObject {
    var sidebarOnly = false {
        willSet { objectWillChange.send() }
    }
}

/// Sidebar + detail over a navigator (`navigator.observed`): the sidebar lists the model's tabs, the detail draws the
/// selected one with its sheets.
struct SplitNavigationHost: View {
    @ObservedObject var navigation: ObservedNavigation
    @ObservedObject var sidebar: SidebarState
    let restoring: Data?

    var body: some View {
        let model = navigation.model
        let sidebar = sidebar
        NavigationSplitView {
            List(selection: Binding(get: { @MainActor in model.sidebarSelection(sidebarOnly: sidebar.sidebarOnly) },
                                    set: { @MainActor in sidebar.sidebarOnly = model.sidebarOnly(afterUserSelected: $0) })) {
                ForEach(model.state.tabs, id: \.self) { tab in
                    Text(verbatim: tab).tag(tab)
                }
            }
        } detail: {
            SplitLayerView(navigation: navigation, tab: model.state.selectedTab, layer: 0, presented: nil)
        }
        .onOpenURL { navigation.navigator.open($0) }
        .onAppear { navigation.navigator.launch(restoring: restoring) }
    }
}

/// One layer of the selected tab, with the layer above it presented from it: NavigationHost's drawing, rebuilt from
/// the public pieces.
struct SplitLayerView: View {
    @ObservedObject var navigation: ObservedNavigation
    let tab: String
    let layer: Int
    let presented: NavigationLayer?

    #if canImport(UIKit)
    static let fullScreenCovers = true
    #else
    static let fullScreenCovers = false
    #endif

    var body: some View {
        let model = navigation.model
        if let shown = model.state.hostLayers(in: tab, fullScreenCovers: Self.fullScreenCovers).layer(at: layer, presented: presented) {
            content(shown)
                .sheet(item: modal(.sheet, over: shown)) { SplitLayerView(navigation: navigation, tab: tab, layer: layer + 1, presented: $0) }
            #if canImport(UIKit)
                .fullScreenCover(item: modal(.fullScreenCover, over: shown)) {
                    SplitLayerView(navigation: navigation, tab: tab, layer: layer + 1, presented: $0)
                }
            #endif
        } else {
            Color.clear
        }
    }

    @ViewBuilder private func content(_ shown: NavigationLayer) -> some View {
        let model = navigation.model
        if shown.hasStack {
            NavigationStack(path: Binding(get: { @MainActor [tab, layer] in model.hostPath(layer: layer, in: tab) },
                                          set: { @MainActor [tab, layer] in model.userSetPath($0, layer: layer, in: tab) })) {
                RouteScreenView(shown.root, in: model)
                    .navigationDestination(for: NavigationEntry.ID.self) { RouteScreenView(model.entry($0), in: model) }
            }
        } else {
            RouteScreenView(shown.root, in: model)
        }
    }

    private func modal(_ style: NavigationLayer.Style, over shown: NavigationLayer) -> Binding<NavigationLayer?> {
        let model = navigation.model
        let drawn = shown.id
        let above = model.state.hostLayers(in: tab, fullScreenCovers: Self.fullScreenCovers)
            .layer(above: layer, style: style, drawn: drawn)?.id
        return Binding(
            get: { @MainActor [tab, layer] in
                model.state.hostLayers(in: tab, fullScreenCovers: Self.fullScreenCovers).layer(above: layer, style: style, drawn: drawn)
            },
            set: { @MainActor in if $0 == nil { model.userDismissedModal(above) } })
    }
}
#endif
