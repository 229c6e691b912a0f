import Foundation
import PropertyBased

/// Random manifests that are valid by construction (every rule respected), with hostile summaries
/// and String defaults, keyword and non-ASCII names, every extra shape, handler, result and internal routes, an app
/// type (`Token`, see `supportSource`), and URL names apart from Swift names: placeholders and query keys named
/// like generated members, keywords, or text that is no Swift name, bound to extras through `key:`.
struct RandomManifest: Sendable, CustomStringConvertible {
    var namespace: String
    var yaml: String
    var description: String { yaml }

    static let routeNames = ["default", "repeat", "home", "userProfile", "çafé", "δelta", "route", "search", "for"]
    static let extraNames = ["id", "value", "default", "in", "self", "type", "ñame", "count", "where", "protocol"]
    static let caseNames = ["a", "default", "case", "ünï", "x1", "newest", "where"]
    /// URL names that cannot be Swift names of extras (generated members) or are keywords: placeholders so named
    /// are bound to an extra with another Swift name by `key:`.
    static let keyedPlaceholders = [("<parameters>", "String"), ("<int:url>", "Int"), ("<descriptor>", "String"),
                                    ("<uuid:hashValue>", "UUID"), ("<self>", "String"), (":in", "String"),
                                    ("<double:universalLink>", "Double")]
    /// Query keys: generated members' names, keywords, and text that is no identifier.
    static let queryKeys = ["url", "parameters", "user-id", "utm source", "ü/ß", "descriptor", "self", "hashValue", "42"]

    /// The app type the manifests name (`Token`), compiled beside the generated files.
    static let supportSource = """
        import RouteKit
        public struct Token: RouteParameterConvertible {
            public var routeParameter: String
            public init?(routeParameter: String) { self.routeParameter = routeParameter }
        }

        """

    /// A URL-representable type and a default value that parses as it.
    static func scalarType(_ rng: inout any SeededRandomNumberGenerator, enumCases: [String]) -> (type: String, value: String) {
        var choices: [(String, String)] = [
            ("Int", String(Int.random(in: -1_000_000...1_000_000, using: &rng))),
            ("Int8", String(Int8.random(in: .min ... .max, using: &rng))),
            ("UInt16", String(UInt16.random(in: .min ... .max, using: &rng))),
            ("Int64", String(Int64.random(in: .min ... .max, using: &rng))),
            ("UInt", String(UInt.random(in: .min ... .max, using: &rng))),
            ("Double", ["1.5e3", "-0.25", "0", "1e-300"][Int.random(in: 0..<4, using: &rng)]),
            ("Float", "2.5"),
            ("Bool", Bool.random(using: &rng) ? "true" : "false"),
            ("UUID", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"),
            ("URL", "https://example.com/a?b=c#d"),
            ("Date", "2024-02-29T23:59:59Z"),
            ("String", ""),
            ("Token", ""),
        ]
        if let first = enumCases.first { choices.append(("Mode", enumCases.randomElement(using: &rng) ?? first)) }
        return choices[Int.random(in: 0..<choices.count, using: &rng)]
    }

    static func generator(index: Int) -> Generator<RandomManifest, Shrink.None<RandomManifest>> {
        Generator { rng in
            let namespace = "Gen\(index)"
            var lines = ["version: 1", "namespace: \(namespace)", "access: \(Bool.random(using: &rng) ? "public" : "internal")"]
            let hasHosts = Bool.random(using: &rng)
            lines += ["url:", "  schemes: [s\(index)x, s\(index)y]"]
            if hasHosts { lines.append("  hosts: [h\(index).example.com]") }
            let hasDisplays = Bool.random(using: &rng)
            if hasDisplays { lines.append("displays: [sheet]") }
            var enumCases: [String] = []
            if Bool.random(using: &rng) {
                enumCases = Array(caseNames.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng)))
                lines += ["enums:", "  Mode: [\(enumCases.joined(separator: ", "))]"]
            }
            lines.append("routes:")
            for (k, name) in routeNames.shuffled(using: &rng).prefix(Int.random(in: 1...5, using: &rng)).enumerated() {
                lines += route(k: k, name: name, enumCases: enumCases, hasDisplays: hasDisplays, &rng)
            }
            return RandomManifest(namespace: namespace, yaml: lines.joined(separator: "\n") + "\n")
        }
    }

    private static func route(k: Int, name: String, enumCases: [String], hasDisplays: Bool,
                              _ rng: inout any SeededRandomNumberGenerator) -> [String] {
        let external = Bool.random(using: &rng)
        let handler = Int.random(in: 0..<4, using: &rng) == 0
        var lines = ["  \(name):", "    summary: \(HostileText.yamlQuoted(HostileText.generator().run(using: &rng)))"]
        var pathParts = [external ? "e\(k)" : "i\(k)"]
        let placeholders = [("<int:p0>", "Int"), ("<uuid:p1>", "UUID"), ("<p2>", "String"), (":p3", "String"),
                            ("<double:p4>", "Double"), ("<bool:p5>", "Bool")]
        var declared: [String] = []
        /// URL names taken in this route (placeholders, keys, extras' own names), which must stay unique.
        var urlNames: Set<String> = []
        for (text, type) in placeholders.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)) {
            pathParts.append(text)
            let name = String(text.drop { !"p".contains($0) }.prefix(2))
            urlNames.insert(name)
            if Bool.random(using: &rng) {
                declared.append("      \(name): \(type)")
            }
            pathParts.append("s\(pathParts.count)")
        }
        for (index, (text, type)) in keyedPlaceholders.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)).enumerated() {
            pathParts.append(text)
            let name = String(text.split(separator: ":").last ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
            urlNames.insert(name)
            // `:in` takes its type from the extra, which may be an app type.
            let extraType = text.hasPrefix(":") && Bool.random(using: &rng) ? "Token" : type
            declared.append("      k\(index): { type: \(extraType), key: \(HostileText.yamlQuoted(name)) }")
            pathParts.append("s\(pathParts.count)")
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            if Bool.random(using: &rng) || urlNames.contains("url") {
                pathParts.append("<path:rest>")
                urlNames.insert("rest")
            } else {
                pathParts.append("<path:url>")
                urlNames.insert("url")
                declared.append("      whole: { type: String, key: url }")
            }
        }
        if external || Bool.random(using: &rng) { lines.append("    path: /\(pathParts.joined(separator: "/"))") }
        lines.append("    exposure: \(external ? "external" : "internal")")
        let presentations = ["push", "present", "wrapped"] + (hasDisplays ? ["sheet"] : [])
        lines.append("    presentation: \(presentations[Int.random(in: 0..<presentations.count, using: &rng)])")
        if handler {
            lines.append("    handler: true")
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            lines.append("    result: \(Bool.random(using: &rng) ? "String" : "[Int]")")
        }
        var extras = declared
        let free = extraNames.filter { !urlNames.contains($0) }
        for extraName in free.shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng)) {
            let (type, value) = scalarType(&rng, enumCases: enumCases)
            let defaultText = type == "String" ? HostileText.yamlQuoted(HostileText.generator().run(using: &rng))
                                               : HostileText.yamlQuoted(value)
            // Half the query extras travel under a key; a key no other extra of the route uses as its URL name.
            var key = ""
            let candidates = queryKeys.filter { !urlNames.contains($0) && !free.contains($0) }
            if Bool.random(using: &rng), let chosen = candidates.randomElement(using: &rng) {
                key = ", key: \(HostileText.yamlQuoted(chosen))"
                urlNames.insert(chosen)
            } else {
                urlNames.insert(extraName)
            }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where key.isEmpty: extras.append("      \(extraName): \(type)")
            case 1 where key.isEmpty: extras.append("      \(extraName): \(type)?")
            case 2: extras.append("      \(extraName): { type: \"[\(type)]\"\(key) }")
            case 3: extras.append("      \(extraName): { type: \"[\(type)]?\"\(key) }")
            case 4 where type != "Token": extras.append("      \(extraName): { type: \(type), default: \(defaultText)\(key) }")
            case 5: extras.append("      \(extraName): { type: \(type)?, internal: true }")
            default: extras.append("      \(extraName): { type: \(type)?\(key) }")
            }
        }
        if !extras.isEmpty { lines += ["    extras:"] + extras }
        return lines
    }
}
