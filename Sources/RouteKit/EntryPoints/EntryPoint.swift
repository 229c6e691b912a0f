#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A way iOS opens an app besides a link: what a route lists under `entryPoints:` in the manifest. Each opens the
/// route as its link would, through the same interceptors, so a login wall holds a notification as it holds a link.
public enum EntryPoint: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A tap on a notification (local or remote) whose payload names the route.
    case notification
    /// A Home Screen quick action (`UIApplicationShortcutItem`).
    case quickAction
    /// A Spotlight result: the route's `NSUserActivity` eligible for search, or its `CSSearchableItem`.
    case spotlight
    /// Handoff from another device: the route's `NSUserActivity` eligible for Handoff.
    case handoff

    public var description: String { rawValue }
}

/// What the manifest says about a route's entry points: the type string its quick actions and activities carry
/// (listed in Info.plist) and the entry points it serves.
public struct EntryPointSet: Sendable, Hashable {
    /// `UIApplicationShortcutItem.type` and `NSUserActivity.activityType`: the manifest's `entryPoints.typePrefix`
    /// and the route name (`com.example.myapp.userProfile`).
    public let type: String
    /// The entry points the route lists, in the manifest's order.
    public let served: [EntryPoint]

    @_spi(RouteGen) public init(type: String, serves served: [EntryPoint]) {
        self.type = type
        self.served = served
    }

    public func serves(_ entryPoint: EntryPoint) -> Bool { served.contains(entryPoint) }
}

/// A route that lists entry points in its manifest; the generated code conforms it, with the protocols below for
/// the entry points it lists, so a builder exists only where the manifest turned the entry point on.
public protocol EntryPointRoute: URLRoute {
    static var entryPoints: EntryPointSet { get }
}

/// A route opened by a notification tap (`entryPoints: [notification]`): it builds its payload.
public protocol NotificationRoute: EntryPointRoute {}

/// A route opened by a Home Screen quick action (`entryPoints: [quickAction]`): it builds its shortcut item.
public protocol QuickActionRoute: EntryPointRoute {}

/// A route opened from Spotlight or Handoff (`entryPoints: [spotlight]` or `[handoff]`): it builds its activity.
public protocol ActivityRoute: EntryPointRoute {}

extension NotificationRoute {
    /// The notification payload that opens this route: `userInfo` for a local notification, `jsonObject` or
    /// `json` for a server's push (beside `aps`).
    public var notificationPayload: RoutePayload {
        RoutePayload(route: Self.descriptor.name, parameters: parameters)
    }
}

extension QuickActionRoute {
    /// The quick action that opens this route (on iOS `QuickAction.shortcutItem` makes it a `UIApplicationShortcutItem`).
    /// `systemImage` names an SF Symbol.
    public func quickAction(title: String, subtitle: String? = nil, systemImage: String? = nil) -> QuickAction {
        QuickAction(type: Self.entryPoints.type, title: title, subtitle: subtitle, systemImage: systemImage,
                    payload: RoutePayload(route: Self.descriptor.name, parameters: parameters))
    }
}

extension ActivityRoute {
    /// The activity that opens this route (on iOS `RouteActivity.userActivity` makes it an `NSUserActivity`, and
    /// `RouteActivity.searchableItem` a Spotlight item): eligible for search when the route lists `spotlight`,
    /// for Handoff when it lists `handoff`.
    public func activity(title: String) -> RouteActivity {
        RouteActivity(type: Self.entryPoints.type, title: title, url: url,
                      payload: RoutePayload(route: Self.descriptor.name, parameters: parameters),
                      isEligibleForSearch: Self.entryPoints.serves(.spotlight),
                      isEligibleForHandoff: Self.entryPoints.serves(.handoff))
    }
}

/// A Home Screen quick action for a route, as a value; `shortcutItem` (UIKit) makes the item iOS shows.
public struct QuickAction: Sendable, Hashable {
    public let type: String
    public let title: String
    public let subtitle: String?
    /// An SF Symbol name.
    public let systemImage: String?
    public let payload: RoutePayload
}

/// A route's `NSUserActivity` (Handoff, Spotlight), as a value; `userActivity` makes the object on Apple platforms.
public struct RouteActivity: Sendable, Hashable {
    public let type: String
    public let title: String
    /// The route's link; also the Spotlight item's identifier, which comes back as the activity of a Spotlight tap.
    public let url: URL
    public let payload: RoutePayload
    public let isEligibleForSearch: Bool
    public let isEligibleForHandoff: Bool
}
