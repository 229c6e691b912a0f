import Foundation
import PropertyBased

/// Random manifests that are valid by construction (every rule of SPEC §2 respected), with hostile summaries
/// and String defaults, keyword and non-ASCII names, every extra shape, handler, result and internal routes.
struct RandomManifest: Sendable, CustomStringConvertible {
    var namespace: String
    var yaml: String
    var description: String { yaml }

    static let routeNames = ["default", "repeat", "home", "userProfile", "çafé", "δelta", "route", "search", "for"]
    static let extraNames = ["id", "value", "default", "in", "self", "type", "ñame", "count", "where", "protocol"]
    static let caseNames = ["a", "default", "case", "ünï", "x1", "newest", "where"]

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
        var declared: [(name: String, type: String)] = []
        for (text, type) in placeholders.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)) {
            pathParts.append(text)
            if Bool.random(using: &rng) {
                declared.append((String(text.drop { !"p".contains($0) }.prefix(2)), type))
            }
            pathParts.append("s\(pathParts.count)")
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { pathParts.append("<path:rest>") }
        if external || Bool.random(using: &rng) { lines.append("    path: /\(pathParts.joined(separator: "/"))") }
        lines.append("    exposure: \(external ? "external" : "internal")")
        let presentations = ["push", "present", "wrapped"] + (hasDisplays ? ["sheet"] : [])
        lines.append("    presentation: \(presentations[Int.random(in: 0..<presentations.count, using: &rng)])")
        if handler {
            lines.append("    handler: true")
        } else if Int.random(in: 0..<3, using: &rng) == 0 {
            lines.append("    result: \(Bool.random(using: &rng) ? "String" : "[Int]")")
        }
        var extras = declared.map { "      \($0.name): \($0.type)" }
        for extraName in extraNames.shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng)) {
            let (type, value) = scalarType(&rng, enumCases: enumCases)
            let defaultText = type == "String" ? HostileText.yamlQuoted(HostileText.generator().run(using: &rng))
                                               : HostileText.yamlQuoted(value)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: extras.append("      \(extraName): \(type)")
            case 1: extras.append("      \(extraName): \(type)?")
            case 2: extras.append("      \(extraName): \"[\(type)]\"")
            case 3: extras.append("      \(extraName): \"[\(type)]?\"")
            case 4: extras.append("      \(extraName): { type: \(type), default: \(defaultText) }")
            default: extras.append("      \(extraName): { type: \(type)?, internal: true }")
            }
        }
        if !extras.isEmpty { lines += ["    extras:"] + extras }
        return lines
    }
}
