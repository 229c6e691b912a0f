#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One notification tap, quick action, Spotlight result or Handoff, read: the typed request it carries, or why it
/// carries none. Made synchronously where iOS hands the item over (a nonisolated delegate method included) and
/// `Sendable`, so it can be handed to the main actor's ``EntryPointInbox``.
public struct EntryPointDelivery<External: Sendable>: Sendable {
    /// Which entry point it came through.
    public let entryPoint: EntryPoint
    /// What makes two deliveries the same item (the notification's request identifier; a quick action's or
    /// activity's type and payload): the inbox ignores the second.
    public let identity: String
    /// The request, or why there is none.
    public let result: Result<EntryPointRequest<External>, EntryPointRejection>
    /// When the item was made (a notification's date), for the inbox's `lifetime`; nil: when it was delivered.
    public let date: Date?

    public init(entryPoint: EntryPoint, identity: String, result: Result<EntryPointRequest<External>, EntryPointRejection>,
                date: Date? = nil) {
        self.entryPoint = entryPoint
        self.identity = identity
        self.result = result
        self.date = date
    }

    /// The request, when the payload named a route the entry point may open.
    public var request: EntryPointRequest<External>? {
        if case .success(let request) = result { return request }
        return nil
    }

    /// Why the payload opens nothing, when it does not.
    public var rejection: EntryPointRejection? {
        if case .failure(let rejection) = result { return rejection }
        return nil
    }
}

/// A route an entry point asks for: the typed value (`Routes.External`) and the link it is opened as, so the
/// interceptors see it exactly as they see that link.
public struct EntryPointRequest<External: Sendable>: Sendable {
    public let route: External
    /// The route's link (`url`), or the link the payload carried.
    public let url: URL
}

/// Why an entry point's payload opens no route. Reported, never trapped on: a payload comes from outside the app.
public enum EntryPointRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// No `route` member and none of the link keys the manifest lists (`keys`).
    case noRoute(linkKeys: [String])
    /// A value at `path` has the wrong shape.
    case malformed(at: String, expected: String, found: String)
    /// A value at `path` is larger than ``PayloadLimits`` allow.
    case oversized(at: String, limit: String)
    /// The payload names a route the manifest does not have (or one that lists no entry points).
    case unknownRoute(String)
    /// The route exists but does not list this entry point in the manifest (`entryPoints:`).
    case notServed(route: String, entryPoint: EntryPoint)
    /// A quick action's or activity's type names one route and its payload another.
    case typeMismatch(type: String, route: String)
    /// An activity or quick action type the manifest does not generate.
    case unknownType(String)
    /// The route's extras do not read (a missing required extra, a value of the wrong type or form).
    case invalidExtras(route: String, reason: String)
    /// The payload's link is not a URL, or no external route opens it (internal routes never do).
    case linkOpensNothing(String)
    /// The notification was dismissed, not tapped.
    case dismissed

    public var description: String {
        switch self {
        case .noRoute(let keys):
            let links = keys.isEmpty ? "" : " and none of the link keys " + keys.map { "'\($0)'" }.joined(separator: ", ")
            return "the payload has no 'route'\(links)"
        case .malformed(let path, let expected, let found): return "'\(path)' must be \(expected), found \(found)"
        case .oversized(let path, let limit): return "'\(path)' is larger than \(limit)"
        case .unknownRoute(let name): return "no route named '\(RouteDecodingError.shortened(name))' serves entry points"
        case .notServed(let route, let entryPoint):
            return "route '\(route)' does not list '\(entryPoint)' under 'entryPoints' in its manifest"
        case .typeMismatch(let type, let route):
            return "type '\(RouteDecodingError.shortened(type))' is not that of route '\(RouteDecodingError.shortened(route))' its payload names"
        case .unknownType(let type): return "no route has the type '\(RouteDecodingError.shortened(type))'"
        case .invalidExtras(let route, let reason): return "route '\(route)': \(reason)"
        case .linkOpensNothing(let link):
            return "the link '\(RouteDecodingError.shortened(link))' opens no external route"
        case .dismissed: return "the notification was dismissed, not tapped"
        }
    }
}
