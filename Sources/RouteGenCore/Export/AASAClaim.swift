#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether the apple-app-site-association that `routegen export aasa` writes for a link's host claims the link: the
/// components in the file's order, the first whose patterns match decides, and `exclude` sends the link to the
/// browser (Apple's `applinks.Details.Components`, with the file's defaults: case-sensitive, percent-encoded paths).
struct AASAClaim: Sendable {
    /// The deciding component's comment (it names the route), or nil when no component matches.
    var component: String?
    /// True when the app opens the link: a component matched and it is not an exclude.
    var isClaimed: Bool

    /// The claim of the file for `url`'s host, built from `manifests` as `export aasa --host` builds it; nil when the
    /// URL is not an https link with a host.
    static func of(_ url: URL, manifests: [Manifest]) -> AASAClaim? {
        guard let host = httpsHost(of: url) else { return nil }
        return AASAHostFile(manifests, host: host).claim(url)
    }

    /// The host of an https link, lowercased; nil for any other link.
    static func httpsHost(of url: URL) -> String? {
        guard url.scheme?.lowercased() == "https", let host = URLComponents(url: url, resolvingAgainstBaseURL: false)?.host,
              !host.isEmpty else { return nil }
        return host.lowercased()
    }
}

/// The components of the file one host serves, built and compiled once to answer for many links.
struct AASAHostFile: Sendable {
    private struct Compiled: Sendable {
        var component: AASAComponent
        var path: AASAWildcards.Pattern
        var query: [(name: String, pattern: AASAWildcards.Pattern)]
        var fragment: AASAWildcards.Pattern?
    }

    private let components: [Compiled]

    /// `host` is the link's host: the file is the one the system fetches for it (`URLSettings.fileHost`).
    init(_ manifests: [Manifest], host: String) {
        var builder = AASAComponentBuilder()
        let fileHost = URLSettings.fileHost(for: host, in: manifests)
        let served = URLSettings.served(by: fileHost, in: manifests)
        manifests.forEach { builder.add($0, host: fileHost, served: served) }
        let patterns = AASAWildcards(variables: builder.variables)
        components = builder.components().map { component in
            Compiled(component: component, path: patterns.compile(component.path),
                     query: component.query.map { ($0.name, patterns.compile($0.pattern)) },
                     fragment: component.fragment.map(patterns.compile))
        }
    }

    func claim(_ url: URL) -> AASAClaim {
        let parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let path = Array(parts.map { $0.percentEncodedPath.isEmpty ? "/" : $0.percentEncodedPath } ?? "/")
        let queryItems = (parts?.queryItems ?? []).map { ($0.name, Array($0.value ?? "")) }
        let fragment = Array(parts?.percentEncodedFragment ?? "")
        for compiled in components where compiled.path.matches(path) && compiled.fragment.map({ $0.matches(fragment) }) ?? true {
            let queryMatches = compiled.query.allSatisfy { item in
                queryItems.contains { $0.0 == item.name && item.pattern.matches($0.1) }
            }
            guard queryMatches else { continue }
            return AASAClaim(component: compiled.component.comment, isClaimed: !compiled.component.exclude)
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

    /// A pattern split into tokens once, to match many texts.
    struct Pattern: Sendable {
        fileprivate enum Token: Sendable {
            case character(Character), one, many
            case variable([[Character]])
        }

        fileprivate let tokens: [Token]

        /// Whether the pattern matches the whole of `text`.
        func matches(_ text: [Character]) -> Bool {
            var failed = Set<Int>()
            return match(0, text, 0, &failed)
        }

        /// Whether `tokens[t...]` matches `text[s...]`; `failed` remembers positions known not to match.
        private func match(_ t: Int, _ text: [Character], _ s: Int, _ failed: inout Set<Int>) -> Bool {
            guard t < tokens.count else { return s == text.count }
            switch tokens[t] {
            case .character(let character):
                return s < text.count && text[s] == character && match(t + 1, text, s + 1, &failed)
            case .one:
                return s < text.count && match(t + 1, text, s + 1, &failed)
            case .variable(let values):
                return values.contains { value in
                    let end = s + value.count
                    return end <= text.count && text[s..<end].elementsEqual(value) && match(t + 1, text, end, &failed)
                }
            case .many:
                let key = t * (text.count + 1) + s
                if failed.contains(key) { return false }
                if (s...text.count).reversed().contains(where: { match(t + 1, text, $0, &failed) }) { return true }
                failed.insert(key)
                return false
            }
        }
    }

    func compile(_ pattern: String) -> Pattern {
        var tokens: [Pattern.Token] = []
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
        return Pattern(tokens: tokens)
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
