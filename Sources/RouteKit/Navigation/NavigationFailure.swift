#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A navigation that did not happen, and why: what `Navigator.start`, `open` and the `RouteNavigation` actions
/// report instead of a bare `false`, so a developer sees the reason (`NavigationProblem.refused` through a
/// `NavigationObserver`, the debug log).
public struct NavigationFailure: Sendable, Hashable, CustomStringConvertible {
    /// Why a navigation was refused.
    public enum Reason: Sendable, Hashable {
        /// No screen, view or handler is registered for the route type (`Routes.register(on:)` not called, or the
        /// route belongs to a module whose registrations were not added).
        case unregistered
        /// An interceptor canceled it; its type name.
        case intercepted(by: String)
        /// More than `Navigator.maxRedirects` redirects in a row (interceptors redirecting each other).
        case tooManyRedirects
        /// A push on top of a modal layer that has no navigation stack (`presentation: present`, `cover`, or a
        /// custom display); the layer's presentation. Give the layer `presentation: wrapped`, or present the route.
        case cannotPush(onto: Presentation)
        /// A tab the model does not have: a route's `tab:`, or a tab selected by name.
        case unknownTab(String)
        /// The registration handed back a screen that is already shown.
        case alreadyShown
        /// The route's handler returned `false`.
        case declinedByHandler
        /// A tab left empty at launch because the manifest marks no `root: true` route for it (a root an
        /// interceptor refused is reported as `intercepted(by:)`).
        case tabWithoutRoot(String)
        /// The presenter refused for a reason of its own (a presenter other than `NavigationModel`).
        case refusedByPresenter
        /// A `RouteNavigation` action had nothing to act on (nothing to pop, no sheet to dismiss, a route not below
        /// the view). An action on a screen that already left (its result sink closed it) is not a refusal.
        case nothingToDo
    }

    /// The manifest name of the route, or `nil` for an action that is not about one route (a tab selection, a pop).
    public let route: String?
    /// What was asked: `start`, `open`, `resume`, `launch`, or the `RouteNavigation` action's name.
    public let action: String
    public let reason: Reason

    init(route: String?, action: String, reason: Reason) {
        self.route = route
        self.action = action
        self.reason = reason
    }

    public var description: String {
        "RouteKit: \(action)\(route.map { " \($0)" } ?? "") refused: \(reason)"
    }
}

extension NavigationFailure.Reason: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unregistered: "the route is not registered on this navigator"
        case .intercepted(let name): "canceled by the interceptor \(name)"
        case .tooManyRedirects: "too many redirects in a row (a redirect loop)"
        case .cannotPush(let presentation):
            "a push cannot go on a '\(presentation)' layer, which has no navigation stack (use presentation: wrapped)"
        case .unknownTab(let tab): "the model has no tab '\(tab)'"
        case .alreadyShown: "its registration returned a screen that is already shown"
        case .declinedByHandler: "its handler returned false"
        case .tabWithoutRoot(let tab): "tab '\(tab)' has no root screen (mark its root route 'root: true' in the manifest)"
        case .refusedByPresenter: "the presenter refused it"
        case .nothingToDo: "nothing to act on"
        }
    }
}
