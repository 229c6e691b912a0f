#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The typed form of an entry point's payload: a route's manifest name and its extras as their URL text, under the
/// key `route` of a notification's `userInfo` (beside `aps`), a quick action's or an activity's:
///
/// ```json
/// {"route": {"name": "userProfile", "extras": {"id": "42", "tags": ["a", "b"]}}}
/// ```
///
/// Every value is a string or a list of strings, so the payload is a property list and JSON alike, and it reads
/// back exactly (the strings are what the route's link would carry). Read back, numbers and booleans are accepted
/// too (`"id": 42`, `"archived": true`), as a server writes them; ``EntryPointRoutes`` turns a payload into the
/// route's value with the checks a link gets.
public struct RoutePayload: Sendable, Hashable, CustomStringConvertible {
    /// The key of the typed form in `userInfo`.
    public static let key = "route"

    /// The manifest name of the route.
    public let route: String
    /// The extras by URL name, each with its values (one for a single value, any number for a list), in the
    /// route's order.
    public let extras: [(name: String, values: [String])]

    public init(route: String, parameters: RouteParameters) {
        self.route = route
        self.extras = parameters.names.map { ($0, parameters[$0]) }
    }

    init(route: String, extras: [(name: String, values: [String])]) {
        self.route = route
        self.extras = extras
    }

    /// The typed form in `userInfo` as an app reads it (nil when there is none), for tools that check payloads
    /// without the app's types (`routegen check-payload`).
    @_spi(RouteGen) public static func read(from userInfo: [AnyHashable: Any]) -> Result<RoutePayload, EntryPointRejection>? {
        PayloadReading.payload(in: userInfo)
    }

    /// The extras as the route reads them.
    public var parameters: RouteParameters {
        var parameters = RouteParameters()
        for (name, values) in extras {
            for value in values { parameters.append(value, for: name) }
        }
        return parameters
    }

    /// `["route": ["name": ..., "extras": [...]]]`: a notification content's, a shortcut item's or an activity's
    /// `userInfo` (strings, lists and dictionaries only: a property list).
    public var userInfo: [String: Any] {
        var extrasObject: [String: Any] = [:]
        for (name, values) in extras {
            extrasObject[name] = values.count == 1 ? values[0] as Any : values as Any
        }
        return [Self.key: ["name": route, "extras": extrasObject] as [String: Any]]
    }

    /// The payload as JSON with sorted keys (a server's push puts the `route` member beside `aps`).
    public var json: Data {
        var text = "{\"route\":{\"extras\":{"
        for (index, (name, values)) in extras.sorted(by: { $0.name < $1.name }).enumerated() {
            if index > 0 { text += "," }
            text += Self.jsonString(name) + ":"
            text += values.count == 1 ? Self.jsonString(values[0]) : "[" + values.map(Self.jsonString).joined(separator: ",") + "]"
        }
        text += "},\"name\":" + Self.jsonString(route) + "}}"
        return Data(text.utf8)
    }

    public var description: String {
        let shown = extras.map { "\($0.name)=\($0.values.count == 1 ? $0.values[0] : "[\($0.values.joined(separator: ","))]")" }
        return "\(route)(\(shown.joined(separator: ", ")))"
    }

    public static func == (left: RoutePayload, right: RoutePayload) -> Bool {
        left.route == right.route && left.extras.count == right.extras.count
            && zip(left.extras, right.extras).allSatisfy { $0.name == $1.name && $0.values == $1.values }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(route)
        for (name, values) in extras {
            hasher.combine(name)
            hasher.combine(values)
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// How much of a payload is read: beyond these an entry point answers `.oversized` instead of reading on (a
/// notification payload is at most 4 KB on APNs, so a larger value is a bug or an attack, not a real payload).
public enum PayloadLimits {
    /// UTF-8 bytes of one value, a route name or a link.
    public static let valueBytes = 4096
    /// Extras in one payload.
    public static let extras = 64
    /// Values in one list.
    public static let listValues = 256
}
