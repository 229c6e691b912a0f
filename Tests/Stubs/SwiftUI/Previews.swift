// Stub `PreviewProvider`, for the cookbook's preview snippets, transcribed from Apple's documented signature like
// SwiftUI.swift beside it.

/// `@MainActor @preconcurrency protocol PreviewProvider` (iOS 13, macOS 10.15).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// `@ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }`
    @ViewBuilder static var previews: Previews { get }
}
