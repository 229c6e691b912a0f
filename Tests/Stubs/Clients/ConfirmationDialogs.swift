// Compiled against the iOS SDK by scripts/typecheck-ios.sh, with ViewRoutes.swift: the alert and
// confirmation-dialog pattern of docs/swiftui.md, as written there. The view that asks owns the question; the chosen
// action navigates through `routeNavigation` (ConfirmationDialogPatternTests drives the same actions on Linux).
#if canImport(SwiftUI) && !os(watchOS)
import RouteKit
import SwiftUI

/// A sheet that a swipe cannot dismiss (`interactiveDismiss: false`) asks before it discards the draft.
struct DraftView: View {
    @Environment(\.routeNavigation) private var navigation
    @State private var confirmingDiscard = false

    var body: some View {
        Button("Cancel") { confirmingDiscard = true }
            .confirmationDialog("Discard this draft?", isPresented: $confirmingDiscard) {
                Button("Discard", role: .destructive) { _ = navigation.dismissSheet() }
                Button("Keep Editing", role: .cancel) {}
            }
    }
}

/// An alert whose action starts a route.
struct BuyButton: View {
    @Environment(\.routeNavigation) private var navigation
    @State private var askingToSignIn = false

    var body: some View {
        Button("Buy") { askingToSignIn = true }
            .alert("Sign in to buy", isPresented: $askingToSignIn) {
                Button("Sign In") { _ = navigation.start(Intent(Routes.Legacy())) }
                Button("Not Now", role: .cancel) {}
            } message: {
                Text("Purchases are kept with your account.")
            }
    }
}
#endif
