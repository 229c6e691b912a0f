#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The routes a manifest opens from entry points, generated as `Routes.entryPoints`: it turns what iOS hands over
/// (a notification's `userInfo`, a quick action's type, an activity) into a typed request, with the checks a link
/// gets. Platform-neutral and synchronous, so a nonisolated delegate method calls it directly.
public struct EntryPointRoutes<External: Sendable>: Sendable {
    /// One route with entry points.
    public struct Entry: Sendable {
        let descriptor: RouteDescriptor
        let entryPoints: EntryPointSet
        let decode: @Sendable (RouteParameters) throws -> (External, URL)

        public init<R: EntryPointRoute>(_ route: R.Type, _ transform: @escaping @Sendable (R) -> External) {
            descriptor = R.descriptor
            entryPoints = R.entryPoints
            decode = { parameters in
                let route = try R(parameters: parameters)
                return (transform(route), route.url)
            }
        }
    }

    /// Where a notification may carry a link instead of the typed form (`entryPoints.linkKeys` in the manifest:
    /// `url`, `deeplink`, `ab_uri`, a dotted path such as `custom.u`), tried in this order after `route`.
    public let linkKeys: [String]
    private let entries: [Entry]
    private let match: @Sendable (URL) -> External?

    @_spi(RouteGen) public init(linkKeys: [String], routes: [Entry], match: @escaping @Sendable (URL) -> External?) {
        self.linkKeys = linkKeys
        self.entries = routes
        self.match = match
    }

    /// The quick action types of the routes that list `quickAction` (Info.plist's `UIApplicationShortcutItems`).
    public var quickActionTypes: [String] { types(serving: .quickAction) }

    /// The activity types of the routes that list `spotlight` or `handoff` (Info.plist's `NSUserActivityTypes`).
    public var activityTypes: [String] {
        entries.filter { $0.entryPoints.serves(.spotlight) || $0.entryPoints.serves(.handoff) }.map(\.entryPoints.type)
    }

    // MARK: - Reading deliveries

    /// A notification tap: the typed form under `route`, else the first link key that is present. `identifier` is
    /// the notification request's identifier, which tells a second delivery of the same tap apart.
    public func notification(userInfo: [AnyHashable: Any], identifier: String) -> EntryPointDelivery<External> {
        let identity = "notification:" + identifier
        if let payload = PayloadReading.payload(in: userInfo) {
            return EntryPointDelivery(entryPoint: .notification, identity: identity,
                                      result: payload.flatMap { request(for: $0, through: .notification) })
        }
        for key in linkKeys {
            guard let value = Self.value(at: key, in: userInfo) else { continue }
            return EntryPointDelivery(entryPoint: .notification, identity: identity, result: link(value, at: key))
        }
        return EntryPointDelivery(entryPoint: .notification, identity: identity, result: .failure(.noRoute(linkKeys: linkKeys)))
    }

    /// A Home Screen quick action: its `type` picks the route, its `userInfo` (when it has one: a static item may
    /// not) carries the extras.
    public func quickAction(type: String, userInfo: [AnyHashable: Any]?) -> EntryPointDelivery<External> {
        typed(type: type, userInfo: userInfo, through: .quickAction)
    }

    /// A continued `NSUserActivity` of one of the routes' types (Handoff, or Spotlight for an activity eligible for
    /// search).
    public func activity(type: String, userInfo: [AnyHashable: Any]?) -> EntryPointDelivery<External> {
        let entryPoint: EntryPoint = entries.first { $0.entryPoints.type == type }
            .map { $0.entryPoints.serves(.handoff) && !$0.entryPoints.serves(.spotlight) ? .handoff : .spotlight } ?? .handoff
        return typed(type: type, userInfo: userInfo, through: entryPoint)
    }

    /// A tapped Spotlight item (`CSSearchableItemActivityIdentifier`): its identifier is the route's link.
    public func spotlightItem(identifier: String) -> EntryPointDelivery<External> {
        EntryPointDelivery(entryPoint: .spotlight, identity: "spotlight:" + identifier,
                           result: link(identifier, at: "identifier"))
    }

    private func typed(type: String, userInfo: [AnyHashable: Any]?, through entryPoint: EntryPoint) -> EntryPointDelivery<External> {
        let payload = userInfo.flatMap(PayloadReading.payload(in:))
        let identity = "\(entryPoint):\(type):" + ((try? payload?.get()).map { String(decoding: $0.json, as: UTF8.self) } ?? "")
        guard type.utf8.count <= PayloadLimits.valueBytes else {
            return EntryPointDelivery(entryPoint: entryPoint, identity: identity, result: .failure(.oversized(at: "type", limit: "\(PayloadLimits.valueBytes) bytes")))
        }
        guard let entry = entries.first(where: { $0.entryPoints.type == type }) else {
            return EntryPointDelivery(entryPoint: entryPoint, identity: identity, result: .failure(.unknownType(type)))
        }
        let result: Result<EntryPointRequest<External>, EntryPointRejection>
        switch payload {
        case nil:
            result = request(for: RoutePayload(route: entry.descriptor.name, extras: []), through: entryPoint)
        case .failure(let rejection):
            result = .failure(rejection)
        case .success(let read) where read.route != entry.descriptor.name:
            result = .failure(.typeMismatch(type: type, route: read.route))
        case .success(let read):
            result = request(for: read, through: entryPoint)
        }
        return EntryPointDelivery(entryPoint: entryPoint, identity: identity, result: result)
    }

    /// The typed form's route, read with the checks a link's values get (types, limits, forms).
    func request(for payload: RoutePayload, through entryPoint: EntryPoint) -> Result<EntryPointRequest<External>, EntryPointRejection> {
        guard let entry = entries.first(where: { $0.descriptor.name == payload.route }) else {
            return .failure(.unknownRoute(payload.route))
        }
        // Spotlight and Handoff share one activity: a route listing either reads it.
        let serves = entry.entryPoints.serves(entryPoint)
            || ([.spotlight, .handoff].contains(entryPoint) && (entry.entryPoints.serves(.spotlight) || entry.entryPoints.serves(.handoff)))
        guard serves else { return .failure(.notServed(route: payload.route, entryPoint: entryPoint)) }
        let parameters = payload.parameters
        do {
            try entry.descriptor.checkForms(parameters)
            let (route, url) = try entry.decode(parameters)
            return .success(EntryPointRequest(route: route, url: url))
        } catch let error as RouteDecodingError {
            return .failure(.invalidExtras(route: payload.route, reason: error.description))
        } catch {
            return .failure(.invalidExtras(route: payload.route, reason: String(describing: error)))
        }
    }

    /// A link from a payload: a string within the limits that an external route opens.
    private func link(_ value: Any, at key: String) -> Result<EntryPointRequest<External>, EntryPointRejection> {
        guard let text = value as? String else {
            return .failure(.malformed(at: key, expected: "a link, a string", found: PayloadReading.kind(of: value)))
        }
        guard text.utf8.count <= PayloadLimits.valueBytes else {
            return .failure(.oversized(at: key, limit: "\(PayloadLimits.valueBytes) bytes"))
        }
        guard let url = URL(string: text), url.scheme != nil, let route = match(url) else {
            return .failure(.linkOpensNothing(text))
        }
        return .success(EntryPointRequest(route: route, url: url))
    }

    private func types(serving entryPoint: EntryPoint) -> [String] {
        entries.filter { $0.entryPoints.serves(entryPoint) }.map(\.entryPoints.type)
    }

    /// The value at a dotted key path (`custom.u`): a top-level key first, as written, then the path.
    private static func value(at key: String, in userInfo: [AnyHashable: Any]) -> Any? {
        if let value = userInfo[AnyHashable(key)], !PayloadReading.isNull(value) { return value }
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return nil }
        var current: Any = userInfo
        for part in parts {
            guard let dictionary = PayloadReading.dictionary(current), let next = dictionary[String(part)] else { return nil }
            current = next
        }
        return PayloadReading.isNull(current) ? nil : current
    }
}
