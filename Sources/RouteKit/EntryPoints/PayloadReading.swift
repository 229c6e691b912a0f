#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the typed form (``RoutePayload``) out of a `userInfo` that came from anywhere: the builder's strings, a
/// server's JSON numbers and booleans (`NSNumber`s on Apple platforms), or junk. Every shape it does not accept is
/// a rejection that says where and what was found; nothing here traps.
enum PayloadReading {
    /// The payload under `RoutePayload.key`, or nil when `userInfo` has none.
    static func payload(in userInfo: [AnyHashable: Any]) -> Result<RoutePayload, EntryPointRejection>? {
        guard let object = userInfo[AnyHashable(RoutePayload.key)], !isNull(object) else { return nil }
        return payload(object)
    }

    static func payload(_ object: Any) -> Result<RoutePayload, EntryPointRejection> {
        guard let route = dictionary(object) else {
            return .failure(.malformed(at: "route", expected: "a dictionary with 'name' and 'extras'", found: kind(of: object)))
        }
        guard let nameObject = route["name"], let name = nameObject as? String else {
            return .failure(.malformed(at: "route.name", expected: "the route's name, a string",
                                       found: route["name"].map(kind(of:)) ?? "nothing"))
        }
        guard name.utf8.count <= PayloadLimits.valueBytes else {
            return .failure(.oversized(at: "route.name", limit: "\(PayloadLimits.valueBytes) bytes"))
        }
        var extras: [(name: String, values: [String])] = []
        if let extrasObject = route["extras"], !isNull(extrasObject) {
            guard let entries = dictionary(extrasObject) else {
                return .failure(.malformed(at: "route.extras", expected: "a dictionary", found: kind(of: extrasObject)))
            }
            guard entries.count <= PayloadLimits.extras else {
                return .failure(.oversized(at: "route.extras", limit: "\(PayloadLimits.extras) extras"))
            }
            // Sorted: a dictionary's order is not the payload's, and an outcome must not depend on hashing.
            for key in entries.keys.sorted() {
                let at = "route.extras.\(RouteDecodingError.shortened(key, limit: 64))"
                guard key.utf8.count <= PayloadLimits.valueBytes else {
                    return .failure(.oversized(at: "route.extras", limit: "\(PayloadLimits.valueBytes) bytes per name"))
                }
                let value = entries[key]!
                if isNull(value) { continue }
                switch values(value, at: at) {
                case .success(let values): if !values.isEmpty { extras.append((key, values)) }
                case .failure(let rejection): return .failure(rejection)
                }
            }
        }
        let unknown = route.keys.filter { $0 != "name" && $0 != "extras" }.sorted()
        if let first = unknown.first {
            return .failure(.malformed(at: "route.\(RouteDecodingError.shortened(first, limit: 64))",
                                       expected: "only 'name' and 'extras'", found: "an unknown key"))
        }
        return .success(RoutePayload(route: name, extras: extras))
    }

    /// One extra's values: a scalar, or a list of scalars.
    private static func values(_ value: Any, at path: String) -> Result<[String], EntryPointRejection> {
        if let list = value as? [Any], !(value is String) {
            guard list.count <= PayloadLimits.listValues else {
                return .failure(.oversized(at: path, limit: "\(PayloadLimits.listValues) values"))
            }
            var texts: [String] = []
            texts.reserveCapacity(list.count)
            for (index, item) in list.enumerated() {
                switch scalar(item, at: "\(path)[\(index)]") {
                case .success(let text): texts.append(text)
                case .failure(let rejection): return .failure(rejection)
                }
            }
            return .success(texts)
        }
        return scalar(value, at: path).map { [$0] }
    }

    /// A string, a boolean or a number as its URL text (`true`, `42`, `2.5`); anything else is refused.
    static func scalar(_ value: Any, at path: String) -> Result<String, EntryPointRejection> {
        let text: String
        if let string = value as? String {
            text = string
        } else if isBoolean(value), let flag = value as? Bool {
            text = flag ? "true" : "false"
        } else if let number = integerText(value) {
            text = number
        } else if let double = value as? Double, double.isFinite {
            // A JSON `3.0` is the whole number 3 (a server's JavaScript cannot tell them apart).
            text = double == double.rounded() && abs(double) < 9.0e15 ? String(Int64(double)) : String(double)
        } else {
            return .failure(.malformed(at: path, expected: "a string, number or boolean", found: kind(of: value)))
        }
        guard text.utf8.count <= PayloadLimits.valueBytes else {
            return .failure(.oversized(at: path, limit: "\(PayloadLimits.valueBytes) bytes"))
        }
        return .success(text)
    }

    private static func integerText(_ value: Any) -> String? {
        if isBoolean(value) { return nil }
        switch value {
        case let number as Int: return String(number)
        case let number as Int64: return String(number)
        case let number as UInt64: return String(number)
        case let number as Int32: return String(number)
        case let number as UInt32: return String(number)
        case let number as UInt: return String(number)
        default: return nil
        }
    }

    /// Whether `value` is a boolean: a Swift `Bool`, or a boolean `NSNumber` (which would also pass as the number 1,
    /// and a number 1 as `true`, if cast blindly).
    static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        #if canImport(Darwin)
        if let number = value as? NSNumber, type(of: value) is NSNumber.Type {
            return CFGetTypeID(number) == CFBooleanGetTypeID()
        }
        return false
        #else
        // Without Foundation's NSNumber in scope (FoundationEssentials), its boolean class is known by name.
        return String(describing: type(of: value)) == "__NSCFBoolean"
        #endif
    }

    static func isNull(_ value: Any) -> Bool {
        #if canImport(Darwin)
        return value is NSNull
        #else
        return String(describing: type(of: value)) == "NSNull"
        #endif
    }

    /// `[String: Any]` from a Swift dictionary or an `NSDictionary` with string keys; nil for anything else.
    static func dictionary(_ value: Any) -> [String: Any]? {
        if let strings = value as? [String: Any] { return strings }
        guard let any = value as? [AnyHashable: Any] else { return nil }
        var result: [String: Any] = [:]
        for (key, item) in any {
            guard let name = key.base as? String else { return nil }
            result[name] = item
        }
        return result
    }

    /// What a value is, for a message: never the value itself (it may be huge or private).
    static func kind(of value: Any) -> String {
        if value is String { return "a string" }
        if isBoolean(value) { return "a boolean" }
        if integerText(value) != nil || value is Double || value is Float { return "a number" }
        if isNull(value) { return "null" }
        if value is [Any] { return "a list" }
        if dictionary(value) != nil { return "a dictionary" }
        return "a value of type \(RouteDecodingError.shortened(String(describing: type(of: value)), limit: 64))"
    }
}
