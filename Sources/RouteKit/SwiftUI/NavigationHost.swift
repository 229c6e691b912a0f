// RouteKit's SwiftUI layer: it draws a navigator's state and reports what the user did, nothing more. Every
// decision is in NavigationModel and ScreenSide/NavigationLayer.swift, tested on Linux. This file is compiled for real only on
// Apple platforms; on Linux a test type-checks it unchanged against the stub modules in Tests/Stubs (transcribed
// from Apple's documented signatures), which catches wrong labels, types and isolation, not SDK behaviour.
//
// Every SwiftUI / Combine / UIKit / AppKit API used here, with its availability (checked against Apple's docs):
//   Combine.ObservableObject, objectWillChange (default), ObservableObjectPublisher.send()   iOS 13, macOS 10.15
//   ObservedObject (property wrapper)                                     iOS 13, macOS 10.15
//   View, ViewBuilder, AnyView.init(_:), EmptyView, Color.clear,
//     Text.init(verbatim:), ForEach.init(_:id:content:)                   iOS 13, macOS 10.15
//   Binding.init(get:set:) (@isolated(any) @Sendable closures)            iOS 13, macOS 10.15
//   NavigationStack.init(path:root:) (homogeneous path: Binding<[ID]>)    iOS 16, macOS 13
//   View.navigationDestination(for:destination:)                          iOS 16, macOS 13
//   View.sheet(item:onDismiss:content:)                                   iOS 13, macOS 10.15
//   View.fullScreenCover(item:onDismiss:content:)                         iOS 14, tvOS 14, visionOS 1; no macOS
//   View.presentationDetents(_:) (a Set of PresentationDetent)           iOS 16, macOS 13
//   PresentationDetent.medium, .large, .fraction(_:), .height(_:)         iOS 16, macOS 13
//   View.interactiveDismissDisabled(_:)                                   iOS 15, macOS 12
//   TabView.init(selection:content:) (ViewBuilder form, not `Tab`)        iOS 13, macOS 10.15
//   View.tabItem(_:)                                                      iOS 13, macOS 10.15 (deprecated in 27)
//   View.tag(_:includeOptional:)                                          iOS 13, macOS 10.15
//   View.onOpenURL(perform:)                                              iOS 14, macOS 11
//   View.onAppear(perform:)                                               iOS 13, macOS 10.15
//   EnvironmentKey.defaultValue, EnvironmentValues[_:], View.environment(_:_:)  iOS 13, macOS 10.15
//   UIHostingController.init(rootView:), .rootView                        iOS 13, tvOS 13, visionOS 1
//   UIViewControllerRepresentable make/updateUIViewController(context:)  iOS 13, tvOS 13, visionOS 1
//   NSHostingController.init(rootView:), .rootView                        macOS 10.15
//   NSViewController (the screen type on macOS)                           macOS 10.5
//   NSViewControllerRepresentable make/updateNSViewController(context:)  macOS 10.15
#if canImport(SwiftUI) && !os(watchOS)
import Combine
import Foundation
import SwiftUI
#if canImport(UIKit)
import UIKit

typealias HostingController<Content: View> = UIHostingController<Content>

/// A view-controller screen inside the SwiftUI host.
struct ScreenView: UIViewControllerRepresentable {
    let screen: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { screen }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
#elseif canImport(AppKit)
import AppKit

typealias HostingController<Content: View> = NSHostingController<Content>

/// A view-controller screen inside the SwiftUI host.
struct ScreenView: NSViewControllerRepresentable {
    let screen: NSViewController
    func makeNSViewController(context: Context) -> NSViewController { screen }
    func updateNSViewController(_ controller: NSViewController, context: Context) {}
}
#endif

/// The `ObservableObject` face of a navigator's state (the model knows neither Combine nor Observation): what a
/// host or custom container observes, `navigator.observed`. It keeps its navigator alive; the navigator shares one
/// such object between every view that asks while any keeps it.
@_spi(CustomContainer)
@MainActor
public final class ObservedNavigation: ObservableObject {
    public let navigator: Navigator
    /// The state a container draws and reports to; an empty model for a navigator made with a custom presenter.
    public let model: NavigationModel

    private var observation: StateObservation?

    init(navigator: Navigator) {
        self.navigator = navigator
        model = navigator.model ?? NavigationModel()
        observation = model.observe { [weak self] _ in self?.objectWillChange.send() }
    }
}

extension Navigator {
    /// The observable object SwiftUI views of this navigator observe (one at a time, shared).
    @_spi(CustomContainer) public var observed: ObservedNavigation {
        if let shared = hostObject as? ObservedNavigation { return shared }
        let made = ObservedNavigation(navigator: self)
        hostObject = made
        return made
    }
}

/// Hosts a SwiftUI app's navigation: a `NavigationStack` per tab (in a `TabView` when the manifest has `tabs`),
/// sheets and full-screen covers for modal layers; links from `onOpenURL` go through the navigator. When it first
/// appears it launches the navigator (`Navigator.launch(restoring:)`, once): restores, fills every tab, replays a link.
/// It needs a navigator made with tabs (`Navigator(tabs:)`).
public struct NavigationHost<TabLabel: View>: View {
    @ObservedObject var navigation: ObservedNavigation
    let restoring: Data?
    let onRestore: (@MainActor (RestorationReport) -> Void)?
    /// A tab's label; `nil` for a tab the typed label cannot spell, drawn with its name.
    let tabLabel: (String) -> TabLabel?
    /// The typed init's check, run when the host appears: reports the model's tabs its `Tab` does not spell.
    let checkTabs: (@MainActor (Navigator) -> Void)?

    /// `restoring`: navigation state saved with the scene (`@SceneStorage`), restored when the host first appears;
    /// `onRestore` gets what came back and what was dropped, and why.
    /// `tabLabel` draws a tab's `tabItem` from its name (`Routes.Tab` raw value).
    public init(_ navigator: Navigator, restoring: Data? = nil,
                onRestore: (@MainActor (RestorationReport) -> Void)? = nil,
                @ViewBuilder tabLabel: @escaping (String) -> TabLabel) {
        self.navigation = navigator.observed
        self.restoring = restoring
        self.onRestore = onRestore
        self.tabLabel = { tabLabel($0) }
        checkTabs = nil
    }

    /// `tabLabel` draws a tab's `tabItem` from its `Routes.Tab` value. A model tab that `Tab` does not spell (a
    /// model made with other names) is labelled with its name and reported as `.unknownTab` when the host appears.
    public init<Tab: RawRepresentable>(_ navigator: Navigator, tabs: Tab.Type, restoring: Data? = nil,
                                       onRestore: (@MainActor (RestorationReport) -> Void)? = nil,
                                       @ViewBuilder tabLabel: @escaping (Tab) -> TabLabel) where Tab.RawValue == String {
        self.navigation = navigator.observed
        self.restoring = restoring
        self.onRestore = onRestore
        self.tabLabel = { Tab(rawValue: $0).map(tabLabel) }
        checkTabs = { $0.reportTabs(notSpelledBy: Tab.self, action: "NavigationHost") }
    }

    public var body: some View {
        tabs
            .onOpenURL { navigation.navigator.open($0) }
            .onAppear {
                checkTabs?(navigation.navigator)
                // `onAppear` runs again when the host reappears: only the first launches.
                guard !navigation.navigator.hasLaunched else { return }
                if let report = navigation.navigator.launch(restoring: restoring).restorationReport { onRestore?(report) }
            }
    }

    @ViewBuilder private var tabs: some View {
        let model = navigation.model
        if model.state.showsTabBar {
            TabView(selection: Binding(get: { @MainActor in model.state.selectedTab }, set: { @MainActor in model.userSelected($0) })) {
                ForEach(model.state.tabs, id: \.self) { tab in
                    LayerView(navigation: navigation, tab: tab, layer: 0, presented: nil).tabItem { label(tab) }.tag(tab)
                }
            }
        } else {
            LayerView(navigation: navigation, tab: model.state.selectedTab, layer: 0, presented: nil)
        }
    }
}

extension NavigationHost {
    @ViewBuilder private func label(_ tab: String) -> some View {
        if let label = tabLabel(tab) { label } else { Text(verbatim: tab) }
    }
}

extension NavigationHost where TabLabel == Text {
    /// Tabs labelled with their names.
    public init(_ navigator: Navigator, restoring: Data? = nil,
                onRestore: (@MainActor (RestorationReport) -> Void)? = nil) {
        self.init(navigator, restoring: restoring, onRestore: onRestore) { Text(verbatim: $0) }
    }
}

/// One layer of a tab, with the layer above it presented from it: a sheet over a sheet nests as SwiftUI needs.
struct LayerView: View {
    @ObservedObject var navigation: ObservedNavigation
    let tab: String
    let layer: Int
    /// The layer as its sheet was presented: drawn while SwiftUI animates the dismissal of a layer the model removed.
    let presented: NavigationLayer?

    #if canImport(UIKit)
    static let fullScreenCovers = true
    #else
    static let fullScreenCovers = false
    #endif

    var body: some View {
        let model = navigation.model
        let layers = model.state.hostLayers(in: tab, fullScreenCovers: Self.fullScreenCovers)
        if let shown = layers.layer(at: layer, presented: presented) {
            content(shown)
                .sheetOptions(shown)
                .sheet(item: modal(.sheet, over: shown)) { LayerView(navigation: navigation, tab: tab, layer: layer + 1, presented: $0) }
            #if canImport(UIKit)
                .fullScreenCover(item: modal(.fullScreenCover, over: shown)) {
                    LayerView(navigation: navigation, tab: tab, layer: layer + 1, presented: $0)
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
                EntryView(screen: model.screen(of: shown.root.id))
                    .navigationDestination(for: NavigationEntry.ID.self) { EntryView(screen: model.screen(of: $0)) }
            }
        } else {
            EntryView(screen: model.screen(of: shown.root.id))
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

extension View {
    /// A modal layer's sheet options, as its root route declares them: the heights it rests at (`detents:`) and
    /// whether a swipe may dismiss it (`interactiveDismiss:`). The tab's own layer has neither.
    @ViewBuilder func sheetOptions(_ layer: NavigationLayer) -> some View {
        if layer.detents.isEmpty {
            interactiveDismissDisabled(!layer.allowsInteractiveDismiss)
        } else {
            presentationDetents(Set(layer.detents.map(PresentationDetent.init)))
                .interactiveDismissDisabled(!layer.allowsInteractiveDismiss)
        }
    }
}

extension PresentationDetent {
    /// SwiftUI's form of a manifest detent.
    init(_ detent: SheetDetent) {
        switch detent {
        case .medium: self = .medium
        case .large: self = .large
        case .fraction(let share): self = .fraction(CGFloat(share))
        case .height(let points): self = .height(CGFloat(points))
        }
    }
}

/// One entry's screen: a view route's view itself, a screen this platform cannot make as the reason why, any other
/// screen through a representable.
struct EntryView: View {
    let screen: Screen?

    var body: some View {
        if let hosting = screen as? HostingController<AnyView> {
            hosting.rootView
        } else if let undrawn = screen as? UndrawnScreen {
            Text(undrawn.reason)
        } else if let screen {
            ScreenView(screen: screen)
        }
    }
}

private struct RouteNavigationKey: EnvironmentKey {
    static var defaultValue: RouteNavigation { RouteNavigation() }
}

extension EnvironmentValues {
    /// The view route's own navigation: start, pop, dismiss its sheet, close, select a tab (``RouteNavigation``).
    public var routeNavigation: RouteNavigation {
        get { self[RouteNavigationKey.self] }
        set { self[RouteNavigationKey.self] = newValue }
    }
}

extension Navigator {
    /// Binds a route to a SwiftUI view (`view:` in the manifest). The screen is a hosting controller, so a UIKit
    /// app shows it like any screen and `NavigationHost` draws the view itself; either way the view's
    /// `routeNavigation` environment value closes it.
    public func register<R: Route, V: View>(_ route: R.Type, view: @escaping @MainActor (R) -> V) {
        registerView(route, view)
    }

    /// Binds a result route to a SwiftUI view that receives the sink to return its result through.
    public func register<R: ResultRoute, V: View>(_ route: R.Type, view: @escaping @MainActor (R, ResultSink<R.Result>) -> V) {
        registerResultView(route, view)
    }

    /// `register(_:view:)` under a name of its own, for generated registrations (one candidate type-checks faster).
    @_spi(RouteGen) public func registerView<R: Route, V: View>(_ route: R.Type, _ view: @escaping @MainActor (R) -> V) {
        registerScreen(route) { [unowned self] in hosting(view($0)) }
    }

    /// `register(_:view:)` for a result route, for generated registrations.
    @_spi(RouteGen) public func registerResultView<R: ResultRoute, V: View>(
        _ route: R.Type, _ view: @escaping @MainActor (R, ResultSink<R.Result>) -> V
    ) {
        registerResultScreen(route) { [unowned self] in hosting(view($0, $1)) }
    }

    private func hosting<V: View>(_ view: V) -> Screen {
        let controller = HostingController(rootView: AnyView(EmptyView()))
        controller.rootView = AnyView(view.environment(\.routeNavigation, RouteNavigation(navigator: self, screen: controller)))
        return controller
    }
}
#endif
