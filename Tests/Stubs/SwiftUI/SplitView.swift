// Stub declarations for a sidebar + detail container (the custom-container proof in Tests/Stubs/Clients), transcribed
// from Apple's documented signatures like SwiftUI.swift beside it.

/// `nonisolated struct NavigationSplitView<Sidebar, Content, Detail>` (iOS 16, macOS 13).
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// `nonisolated init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder detail: () -> Detail)
    /// where Content == EmptyView` (iOS 16, macOS 13)
    public nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    public var body: Never { fatalError("stub") }
}

/// `nonisolated struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View` (iOS 13,
/// macOS 10.15).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    /// `nonisolated init(selection: Binding<SelectionValue?>?, @ContentBuilder content: () -> Content)` (iOS 13,
    /// macOS 10.15): a list whose single selected row the binding holds.
    public nonisolated init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}
