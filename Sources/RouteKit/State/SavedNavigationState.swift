#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The saved form of `NavigationState`: manifest route names and route parameters only, never Swift type names,
/// so that renaming a type in the app does not lose the user's place.
struct SavedNavigationState: Codable {
    static let currentVersion = 1

    struct Tab: Codable {
        var name: String
        var entries: [Entry]
    }

    struct Entry: Codable {
        /// `descriptor.name`.
        var route: String
        /// The route's parameters by name; `nil` when the route cannot be written as route parameters.
        var parameters: [String: [String]]?
        /// `push`, `present`, `wrapped`, or `display:NAME` for a custom display.
        var presentation: String
        /// A caller was waiting for the screen's result, which cannot survive a relaunch.
        var awaitsResult: Bool
    }

    var version: Int
    var selectedTab: String
    var tabs: [Tab]
}

extension Presentation {
    /// The saved spelling; a custom display is prefixed so that a display named `push` stays a display.
    var savedName: String {
        if case .custom(let name) = self { return "display:" + name }
        return description
    }

    init?(savedName: String) {
        if let builtIn = Self.builtIns.first(where: { $0.description == savedName }) {
            self = builtIn
        } else {
            guard savedName.hasPrefix("display:"), savedName.count > 8 else { return nil }
            self = .custom(String(savedName.dropFirst(8)))
        }
    }
}

/// What `NavigationModel.restore(from:navigator:)` could not bring back, and why.
public struct RestorationReport: Sendable, Hashable, CustomStringConvertible {
    /// Why one saved entry was not restored.
    public enum Reason: Sendable, Hashable {
        /// The data is not saved navigation state (garbage, truncated, another version); nothing was restored.
        case unreadable(String)
        /// The saved tab is not one of the model's tabs.
        case unknownTab
        /// No registered route has this manifest name (removed or renamed route).
        case unknownRoute
        /// Several registered route types share the name (two manifests); saved state cannot tell them apart.
        case ambiguousRoute
        /// The route cannot come back as a screen: its extras cannot be written as route parameters, it is a handler
        /// route, or its registration made no new screen (it returned one already shown).
        case notRestorable
        /// The saved parameters no longer decode (renamed or retyped extras).
        case invalidParameters(String)
        /// A caller was waiting for the screen's result.
        case awaitedResult
        /// An entry below it in the same tab was dropped.
        case standsOnDropped
        /// The saved presentation is unknown, or a push would land on a layer without a navigation stack.
        case cannotPlace
        /// Beyond `NavigationModel.maxRestoredEntriesPerTab`.
        case tooManyEntries
        /// An interceptor canceled it (origin `.restoration`): the app would refuse it now, e.g. behind a login wall.
        case intercepted
        /// An interceptor redirected it to the named route: restoring never shows the redirect target in its place.
        case redirected(to: String)
    }

    /// One saved entry that was not restored.
    public struct Dropped: Sendable, Hashable {
        public let tab: String
        /// Its position in the saved tab, root = 0.
        public let position: Int
        /// The saved route name.
        public let route: String
        public let reason: Reason
    }

    /// How many entries were restored.
    public internal(set) var restoredCount = 0
    /// Empty when the data was read and every entry came back.
    public internal(set) var dropped: [Dropped] = []

    public var description: String {
        (["restored \(restoredCount)"] + dropped.map { "dropped \($0.tab)[\($0.position)] \($0.route): \($0.reason)" })
            .joined(separator: "\n")
    }
}
