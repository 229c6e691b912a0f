// Entry points on iOS: what iOS hands over, read by `EntryPointRoutes`, and the objects the builders' values become.
// Thin on purpose: everything that decides is platform-neutral (EntryPointRoutes, PayloadReading, EntryPointInbox).
//
// Every SDK API it uses, with its availability, checked against Apple's documentation; compiled against the iOS SDK
// by scripts/typecheck-ios.sh (on Linux none of it is compiled).
// - UNNotificationResponse.notification, .actionIdentifier, UNNotificationDismissActionIdentifier  iOS 10.0
// - UNNotification.request, .date; UNNotificationRequest.identifier, .content; UNNotificationContent.userInfo  iOS 10.0
// - UIApplicationShortcutItem.init(type:localizedTitle:localizedSubtitle:icon:userInfo:), .type, .userInfo  iOS 9.0
// - UIApplicationShortcutIcon.init(systemImageName:)                          iOS 13.0
// - NSUserActivity.init(activityType:), .title, .userInfo, .requiredUserInfoKeys  iOS 8.0
// - NSUserActivity.isEligibleForSearch, .isEligibleForHandoff                 iOS 9.0
// - CSSearchableItem.init(uniqueIdentifier:domainIdentifier:attributeSet:)    iOS 9.0
// - CSSearchableItemAttributeSet.init(contentType:) (UTType)                  iOS 14.0
// - CSSearchableItemActionType, CSSearchableItemActivityIdentifier            iOS 9.0
#if canImport(UIKit) && !os(watchOS) && os(iOS)
import Foundation
import UIKit
import UserNotifications
import CoreSpotlight
import UniformTypeIdentifiers

extension EntryPointRoutes {
    /// A notification response's delivery: call it in the `UNUserNotificationCenterDelegate`'s `nonisolated`
    /// `userNotificationCenter(_:didReceive:)` and hand the (Sendable) result to ``EntryPointInbox`` on the main
    /// actor. A dismissal (`UNNotificationDismissActionIdentifier`) opens nothing.
    public func notification(_ response: UNNotificationResponse) -> EntryPointDelivery<External> {
        let notification = response.notification
        let read = response.actionIdentifier == UNNotificationDismissActionIdentifier
            ? EntryPointDelivery<External>(entryPoint: .notification, identity: "notification:" + notification.request.identifier,
                                           result: .failure(.dismissed))
            : self.notification(userInfo: notification.request.content.userInfo, identifier: notification.request.identifier)
        return EntryPointDelivery(entryPoint: read.entryPoint, identity: read.identity, result: read.result, date: notification.date)
    }

    /// A Home Screen quick action's delivery (`connectionOptions.shortcutItem` at cold launch,
    /// `windowScene(_:performActionFor:completionHandler:)` after).
    @MainActor
    public func quickAction(_ item: UIApplicationShortcutItem) -> EntryPointDelivery<External> {
        quickAction(type: item.type, userInfo: item.userInfo)
    }

    /// A continued activity's delivery: one of the routes' activity types, or a tapped Spotlight item
    /// (`CSSearchableItemActionType`, whose identifier is the route's link).
    public func activity(_ activity: NSUserActivity) -> EntryPointDelivery<External> {
        if activity.activityType == CSSearchableItemActionType {
            guard let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else {
                return EntryPointDelivery(entryPoint: .spotlight, identity: "spotlight:",
                                          result: .failure(.malformed(at: CSSearchableItemActivityIdentifier,
                                                                      expected: "the item's identifier, a string", found: "nothing")))
            }
            return spotlightItem(identifier: identifier)
        }
        return self.activity(type: activity.activityType, userInfo: activity.userInfo)
    }
}

extension RoutePayload {
    /// `userInfo` as a shortcut item takes it.
    var secureCodingUserInfo: [String: any NSSecureCoding] {
        var extrasObject: [String: Any] = [:]
        for (name, values) in extras { extrasObject[name] = values.count == 1 ? values[0] as Any : values as Any }
        let route: NSDictionary = ["name": route, "extras": extrasObject as NSDictionary]
        return [Self.key: route]
    }
}

extension QuickAction {
    /// The item for `UIApplication.shared.shortcutItems` (dynamic quick actions).
    @MainActor
    public var shortcutItem: UIApplicationShortcutItem {
        UIApplicationShortcutItem(type: type, localizedTitle: title, localizedSubtitle: subtitle,
                                  icon: systemImage.map { UIApplicationShortcutIcon(systemImageName: $0) },
                                  userInfo: payload.secureCodingUserInfo)
    }
}

extension RouteActivity {
    /// A new `NSUserActivity` for the route: keep it on the screen's `userActivity` (UIKit) while the screen shows.
    @MainActor
    public var userActivity: NSUserActivity {
        let activity = NSUserActivity(activityType: type)
        configure(activity)
        return activity
    }

    /// Sets the route's title, payload and eligibility on an activity SwiftUI made (`.userActivity(_:isActive:_:)`).
    @MainActor
    public func configure(_ activity: NSUserActivity) {
        activity.title = title
        activity.userInfo = payload.userInfo
        activity.requiredUserInfoKeys = [RoutePayload.key]
        activity.isEligibleForSearch = isEligibleForSearch
        activity.isEligibleForHandoff = isEligibleForHandoff
    }

    /// The Spotlight item for the route (`CSSearchableIndex.default().indexSearchableItems`): its identifier is the
    /// route's link, which comes back as a `CSSearchableItemActionType` activity.
    public var searchableItem: CSSearchableItem {
        let attributes = CSSearchableItemAttributeSet(contentType: .content)
        attributes.title = title
        return CSSearchableItem(uniqueIdentifier: url.absoluteString, domainIdentifier: type, attributeSet: attributes)
    }
}
#endif
