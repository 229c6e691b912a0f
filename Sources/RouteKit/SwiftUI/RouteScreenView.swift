// The one drawing piece a custom container needs besides NavigationLayer.swift's bindings: an entry's screen as a
// SwiftUI view. SwiftUI API used here: View (iOS 13, macOS 10.15); the rest is NavigationHost.swift's `EntryView`.
#if canImport(SwiftUI) && !os(watchOS)
import SwiftUI

/// Draws the screen of a navigation entry the way `NavigationHost` does: a view route's view itself, any other
/// screen through a view-controller representable; nothing for an entry that is gone (SwiftUI may still ask while it
/// animates a dismissal). Use it in a custom container for a layer's root (`NavigationLayer.root`) and for each id
/// of its path (`model.entry(_:)`) in `navigationDestination(for: NavigationEntry.ID.self)`.
@_spi(CustomContainer)
public struct RouteScreenView: View {
    let screen: Screen?

    /// `model` is the one the entry is in (`navigator.observed.model`).
    public init(_ entry: NavigationEntry?, in model: NavigationModel) {
        screen = entry.flatMap { model.screen(of: $0.id) }
    }

    public var body: some View {
        EntryView(screen: screen)
    }
}
#endif
