#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether the apple-app-site-association that `routegen export aasa` writes for a link's host claims the link: the
/// components in the file's order, the first whose patterns match decides, and `exclude` sends the link to the
/// browser (Apple's `applinks.Details.Components`, with the file's defaults: case-sensitive, percent-encoded paths).
public struct AASAClaim: Sendable {
    /// The deciding component's comment (it names the route), or nil when no component matches.
    public var component: String?
    /// True when the app opens the link: a component matched and it is not an exclude.
    public var isClaimed: Bool

    /// The claim of the file for `url`'s host, built from `manifests` as `export aasa --host` builds it; nil when the
    /// URL is not an https link with a host.
    public static func of(_ url: URL, manifests: [Manifest]) -> AASAClaim? {
        guard url.scheme?.lowercased() == "https",
              let parts = URLComponents(url: url, resolvingAgainstBaseURL: false), let host = parts.host, !host.isEmpty
        else { return nil }
        var builder = AASAComponentBuilder()
        manifests.forEach { builder.add($0, host: host) }
        let path = parts.percentEncodedPath.isEmpty ? "/" : parts.percentEncodedPath
        let queryItems = (parts.queryItems ?? []).map { ($0.name, $0.value ?? "") }
        let patterns = AASAWildcards(variables: builder.variables)
        for component in builder.components() where patterns.match(component.path, path) {
            let queryMatches = component.query.allSatisfy { item in
                queryItems.contains { $0.0 == item.name && patterns.match(item.pattern, $0.1) }
            }
            guard queryMatches else { continue }
            return AASAClaim(component: component.comment, isClaimed: !component.exclude)
        }
        return AASAClaim(component: nil, isClaimed: false)
    }
}

/// Apple's pattern language for components: `*` zero or more characters, `?` exactly one, `$(name)` any one value
/// of a substitution variable (the file's own, and Apple's predefined ones the exporter uses).
struct AASAWildcards: Sendable {
    private let variables: [String: [String]]

    init(variables: [String: [String]]) {
        var all = Self.predefined
        all.merge(variables) { _, own in own }
        self.variables = all
    }

    func match(_ pattern: String, _ text: String) -> Bool {
        let tokens = tokenize(pattern)
        let characters = Array(text)
        var failed = Set<Int>()
        return match(tokens, 0, characters, 0, &failed)
    }

    private enum Token {
        case character(Character), one, many
        case variable([[Character]])
    }

    private func tokenize(_ pattern: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "$", index + 1 < characters.count, characters[index + 1] == "(",
               let close = characters[(index + 2)...].firstIndex(of: ")") {
                let name = String(characters[(index + 2)..<close])
                tokens.append(.variable((variables[name] ?? []).map(Array.init)))
                index = close + 1
                continue
            }
            tokens.append(character == "?" ? .one : character == "*" ? .many : .character(character))
            index += 1
        }
        return tokens
    }

    /// Whether `tokens[t...]` matches `text[s...]`; `failed` remembers positions already known not to match.
    private func match(_ tokens: [Token], _ t: Int, _ text: [Character], _ s: Int, _ failed: inout Set<Int>) -> Bool {
        let key = t * (text.count + 1) + s
        if failed.contains(key) { return false }
        let result: Bool
        if t == tokens.count {
            result = s == text.count
        } else {
            switch tokens[t] {
            case .character(let character):
                result = s < text.count && text[s] == character && match(tokens, t + 1, text, s + 1, &failed)
            case .one:
                result = s < text.count && match(tokens, t + 1, text, s + 1, &failed)
            case .many:
                result = (s...text.count).reversed().contains { match(tokens, t + 1, text, $0, &failed) }
            case .variable(let values):
                result = values.contains { value in
                    let end = s + value.count
                    return end <= text.count && Array(text[s..<end]) == value && match(tokens, t + 1, text, end, &failed)
                }
            }
        }
        if !result { failed.insert(key) }
        return result
    }

    /// Apple's predefined variables that patterns may use besides a file's own.
    static let predefined: [String: [String]] = {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let upper = letters.map(String.init), lower = letters.lowercased().map(String.init)
        let digits = "0123456789".map(String.init)
        return ["alpha": upper + lower, "upper": upper, "lower": lower, "alnum": upper + lower + digits,
                "digit": digits, "xdigit": digits + "ABCDEFabcdef".map(String.init)]
    }()
}
