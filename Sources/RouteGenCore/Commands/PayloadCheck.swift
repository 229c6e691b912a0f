#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_spi(RouteGen) import RouteKit

/// `routegen check-payload MANIFEST... --payload FILE...`: whether each notification payload a server sends opens
/// a route of the app, read as the app reads it (RouteKit's payload reader), then checked as its link would be
/// (`routegen match`): for a server's CI, without the app.
public enum PayloadCheck {
    public static func run(manifests: [String], payloads: [String]) -> CommandOutcome {
        CommandOutcome.running { outcome throws(CommandStop) in
            guard !manifests.isEmpty else { throw outcome.stop(usage: "give at least one manifest") }
            guard !payloads.isEmpty else { throw outcome.stop(usage: "give at least one payload file with --payload") }
            let checked = ManifestLint.run(paths: manifests)
            outcome.report(checked.diagnostics)
            guard checked.status == .ok else { throw CommandStop(status: checked.status) }
            for path in payloads {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw outcome.stop(usage: "cannot read the payload file \(path)")
                }
                switch check(data, against: checked.manifests) {
                case .success(let line): outcome.standardOutput += "\(path): \(line)\n"
                case .failure(let problem):
                    outcome.report(line: "\(path): error: \(problem.message)")
                    outcome.fail(.manifestErrors)
                }
            }
        }
    }

    struct Problem: Error, Equatable {
        var message: String
    }

    /// What the payload opens (`opens conversation (id: UUID = ..., ...)`), or why it opens nothing.
    static func check(_ data: Data, against manifests: [Manifest]) -> Result<String, Problem> {
        guard data.count <= 1 << 20, let json = try? JSONDecoder().decode(JSONAny.self, from: data) else {
            return .failure(Problem(message: "not a JSON object (or larger than 1 MiB)"))
        }
        guard let userInfo = json.value as? [String: Any] else { return .failure(Problem(message: "not a JSON object")) }
        let named = manifests.map { (path: $0.sourcePath, manifest: $0) }
        if let read = RoutePayload.read(from: userInfo) {
            let payload: RoutePayload
            switch read {
            case .success(let value): payload = value
            case .failure(let rejection): return .failure(Problem(message: rejection.description))
            }
            guard let (manifest, route) = manifests.lazy.compactMap({ manifest in
                manifest.routes.first { $0.name == payload.route && $0.exposure == .external }.map { (manifest, $0) }
            }).first else {
                return .failure(Problem(message: EntryPointRejection.unknownRoute(payload.route).description))
            }
            guard route.entryPoints.contains(.notification) else {
                return .failure(Problem(message: EntryPointRejection.notServed(route: route.name, entryPoint: .notification).description))
            }
            let url = manifest.linkDescriptor(of: route).link(parameters: payload.parameters)
            return opened(url, by: named, expecting: route.name)
        }
        let keys = manifests.flatMap(\.entryPointSettings.linkKeys)
        for key in keys {
            guard let value = value(at: key, in: userInfo) else { continue }
            guard let text = value as? String, text.utf8.count <= PayloadLimits.valueBytes, let url = URL(string: text) else {
                return .failure(Problem(message: "'\(key)' must be a link, a string of at most \(PayloadLimits.valueBytes) bytes"))
            }
            return opened(url, by: named, expecting: nil)
        }
        return .failure(Problem(message: EntryPointRejection.noRoute(linkKeys: keys).description))
    }

    /// The match of the payload's link: the route (when `expecting`, that one) with its extras, or why none.
    private static func opened(_ url: URL, by manifests: [(path: String, manifest: Manifest)], expecting: String?) -> Result<String, Problem> {
        let match = ManifestSetMatch(url: url, manifests: manifests)
        guard let winner = match.winner, let route = match.reports[winner].report.route, expecting == nil || route == expecting else {
            let reasons = match.reports.map { $0.report.description }.joined(separator: "\n")
            return .failure(Problem(message: "opens no route as the app reads it:\n" + reasons))
        }
        let extras = match.reports[winner].report.extras.filter { $0.value != nil }.map(\.description)
        return .success("opens \(route) (\(extras.joined(separator: ", ")))")
    }

    private static func value(at key: String, in userInfo: [String: Any]) -> Any? {
        if let value = userInfo[key] { return value }
        var current: Any = userInfo
        for part in key.split(separator: ".") {
            guard let dictionary = current as? [String: Any], let next = dictionary[String(part)] else { return nil }
            current = next
        }
        return current
    }
}

/// A JSON value as the native values `JSONSerialization` gives an app (Bool, Int, Double, String, arrays,
/// dictionaries; NSNull as absent), decoded with the `JSONDecoder` FoundationEssentials has.
struct JSONAny: Decodable {
    let value: Any?

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [Any] = []
            while !list.isAtEnd { if let item = try list.decode(JSONAny.self).value { items.append(item) } }
            value = items
            return
        }
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var dictionary: [String: Any] = [:]
            for key in object.allKeys { dictionary[key.stringValue] = try object.decode(JSONAny.self, forKey: key).value }
            value = dictionary
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { value = nil }
        else if let flag = try? single.decode(Bool.self) { value = flag }
        else if let number = try? single.decode(Int.self) { value = number }
        else if let number = try? single.decode(Double.self) { value = number }
        else { value = try single.decode(String.self) }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
