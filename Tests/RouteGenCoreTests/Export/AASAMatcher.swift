import Foundation

/// An apple-app-site-association matcher written from Apple's documentation only, to check the exported file
/// without a device (Supporting associated domains; applinks, applinks.Defaults, applinks.Details,
/// applinks.Details.Components, applinks.Details.Components.Query, applinks.SubstitutionVariables):
/// - `details` in order, then each entry's `components` in order: the first component whose every given key
///   (`/`, `?`, `#`) matches decides; `exclude: true` means the link is not opened by the app. No match: not opened.
/// - A missing `/`, `?` or `#` is `*`. Patterns match the whole component: `*` zero or more characters (greedy),
///   `?` exactly one, `?*` one or more; `$(name)` any one string of the variable (predefined `alpha`, `upper`,
///   `lower`, `alnum`, `digit`, `xdigit`, or `applinks.substitutionVariables`; values may hold `?` and `*`).
/// - `?` as a dictionary: every name must be a query item of the link whose value matches the pattern (query
///   items are NSURLQueryItem names and values: percent-decoded; other items are ignored).
/// - `caseSensitive` (default true) and `percentEncoded` (default true) come from the component, else the
///   entry's `defaults`, else `applinks.defaults`. With `percentEncoded` the path is compared as the link writes it;
///   without, percent-decoded first.
/// - An empty path is `/` (the request path of `https://host`).
struct AASAMatcher {
    struct Component {
        var path: String?
        var query: Query?
        var fragment: String?
        var exclude: Bool
        var caseSensitive: Bool
        var percentEncoded: Bool
    }

    enum Query {
        case pattern(String)
        case items([String: String])
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    let details: [[Component]]
    let variables: [String: [String]]

    init(json data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let applinks = root["applinks"] as? [String: Any],
              let details = applinks["details"] as? [[String: Any]]
        else { throw Malformed(description: "no applinks.details") }
        let globalDefaults = applinks["defaults"] as? [String: Any] ?? [:]
        var variables = Self.predefined
        for (name, values) in applinks["substitutionVariables"] as? [String: Any] ?? [:] {
            guard let strings = values as? [String] else { throw Malformed(description: "variable \(name) is not a list of strings") }
            variables[name] = strings
        }
        self.variables = variables
        self.details = try details.map { entry in
            let defaults = entry["defaults"] as? [String: Any] ?? [:]
            guard let components = entry["components"] as? [[String: Any]] else { throw Malformed(description: "no components") }
            return try components.map { component in
                func flag(_ key: String) -> Bool {
                    (component[key] as? Bool) ?? (defaults[key] as? Bool) ?? (globalDefaults[key] as? Bool) ?? true
                }
                var query: Query?
                if let pattern = component["?"] as? String {
                    query = .pattern(pattern)
                } else if let items = component["?"] as? [String: String] {
                    query = .items(items)
                } else if component["?"] != nil {
                    throw Malformed(description: "? is neither a string nor a dictionary of strings")
                }
                return Component(path: component["/"] as? String, query: query, fragment: component["#"] as? String,
                                 exclude: component["exclude"] as? Bool ?? false,
                                 caseSensitive: flag("caseSensitive"), percentEncoded: flag("percentEncoded"))
            }
        }
    }

    /// Whether the app opens `url` (an https link on one of the file's hosts), and the deciding component's index
    /// (in the first details entry's numbering), if any.
    func claims(_ url: String) -> (claimed: Bool, component: Int?) {
        let parts = LinkParts(url)
        for components in details {
            for (index, component) in components.enumerated() where matches(component, parts) {
                return (!component.exclude, index)
            }
        }
        return (false, nil)
    }

    private func matches(_ component: Component, _ parts: LinkParts) -> Bool {
        let path = component.percentEncoded ? parts.rawPath : (PercentDecoding.decode(parts.rawPath) ?? parts.rawPath)
        guard wildcardMatch(component.path ?? "*", path, caseSensitive: component.caseSensitive) else { return false }
        switch component.query {
        case nil: break
        case .pattern(let pattern):
            guard wildcardMatch(pattern, parts.rawQuery ?? "", caseSensitive: component.caseSensitive) else { return false }
        case .items(let items):
            for (name, pattern) in items {
                let values = parts.queryItems.filter { $0.name == name }.map(\.value)
                guard values.contains(where: { wildcardMatch(pattern, $0, caseSensitive: component.caseSensitive) }) else { return false }
            }
        }
        return wildcardMatch(component.fragment ?? "*", parts.fragment ?? "", caseSensitive: component.caseSensitive)
    }

    // MARK: Patterns

    private enum Token {
        case character(Character)
        case one
        case many
        /// Each value: its characters when it has no wildcard (compared directly), else its tokens.
        case variable([(plain: [Character]?, tokens: [Token])])
    }

    /// Patterns tokenized once per matcher (the agreement tests match tens of thousands of links).
    private final class TokenCache: @unchecked Sendable {
        var tokens: [String: [Token]] = [:]
    }
    private let cache = TokenCache()

    func wildcardMatch(_ pattern: String, _ text: String, caseSensitive: Bool) -> Bool {
        let key = caseSensitive ? pattern : pattern.lowercased()
        let tokens: [Token]
        if let known = cache.tokens[key] {
            tokens = known
        } else {
            tokens = tokenize(key, depth: 0)
            cache.tokens[key] = tokens
        }
        if case .many? = tokens.first, tokens.count == 1 { return true }
        let characters = Array(caseSensitive ? text : text.lowercased())
        var memo = [UInt8](repeating: 0, count: (tokens.count + 1) * (characters.count + 1))
        return match(tokens, 0, characters, 0, characters.count, &memo)
    }

    private func tokenize(_ pattern: String, depth: Int) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "$", depth == 0, index + 1 < characters.count, characters[index + 1] == "(",
               let close = characters[(index + 2)...].firstIndex(of: ")") {
                let name = String(characters[(index + 2)..<close])
                let values = variables[name] ?? []
                tokens.append(.variable(values.map { value in
                    let plain = value.contains("?") || value.contains("*") ? nil : Array(value)
                    return (plain, tokenize(value, depth: 1))
                }))
                index = close + 1
                continue
            }
            switch character {
            case "?": tokens.append(.one)
            case "*": tokens.append(.many)
            default: tokens.append(.character(character))
            }
            index += 1
        }
        return tokens
    }

    /// Whether `tokens[t...]` matches exactly `text[s..<end]`.
    private func match(_ tokens: [Token], _ t: Int, _ text: [Character], _ s: Int, _ end: Int, _ memo: inout [UInt8]) -> Bool {
        let key = t * (text.count + 1) + s
        let memoized = end == text.count && key < memo.count
        if memoized, memo[key] != 0 { return memo[key] == 2 }
        let result: Bool
        if t == tokens.count {
            result = s == end
        } else {
            switch tokens[t] {
            case .character(let character):
                result = s < end && text[s] == character && match(tokens, t + 1, text, s + 1, end, &memo)
            case .one:
                result = s < end && match(tokens, t + 1, text, s + 1, end, &memo)
            case .many:
                result = (s...end).reversed().contains { match(tokens, t + 1, text, $0, end, &memo) }
            case .variable(let alternatives):
                result = alternatives.contains { alternative in
                    if let plain = alternative.plain {
                        let split = s + plain.count
                        return split <= end && Array(text[s..<split]) == plain && match(tokens, t + 1, text, split, end, &memo)
                    }
                    return (s...end).contains { split in
                        var inner: [UInt8] = []
                        return match(alternative.tokens, 0, text, s, split, &inner) && match(tokens, t + 1, text, split, end, &memo)
                    }
                }
            }
        }
        if memoized { memo[key] = result ? 2 : 1 }
        return result
    }

    static let predefined: [String: [String]] = {
        let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let lower = upper.map { $0.lowercased() }
        let digits = (0...9).map(String.init)
        return [
            "alpha": upper + lower, "upper": upper, "lower": lower, "alnum": upper + lower + digits,
            "digit": digits, "xdigit": digits + ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"],
        ]
    }()
}

/// The parts of a link the matcher reads, cut from its text as the link carries it.
struct LinkParts {
    var rawPath: String
    var rawQuery: String?
    var fragment: String?
    var queryItems: [(name: String, value: String)]

    init(_ url: String) {
        var rest = Substring(url)
        if let range = rest.range(of: "://") { rest = rest[range.upperBound...] }
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        let path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? ""
        rawPath = path.isEmpty ? "/" : path
        rawQuery = query
        self.fragment = fragment
        queryItems = (query ?? "").split(separator: "&").compactMap { item in
            let pieces = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentDecoding.decode(String(pieces[0])) else { return nil }
            let value = pieces.count > 1 ? PercentDecoding.decode(String(pieces[1])) : ""
            return value.map { (name, $0) }
        }
    }
}

enum PercentDecoding {
    /// `%XX` decoded as UTF-8; nil when an escape is malformed or the bytes are not UTF-8.
    static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
