import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// The matcher's trie (flat arrays, hash tables for nodes with many literals, depth-first layout) must pick exactly
/// the route a plain linear reading picks: every pattern tried against the path, the most specific
/// (segment by segment from the left) winning, registration order breaking ties.
@Suite("URLMatcher agrees with a linear model")
struct TrieModelTests {
    /// Many literals, so that nodes go past `RouteTrie.scanLimit` and use their hash table; some longer than a small
    /// string holds inline; some that look like numbers, so typed and literal children compete.
    static let literals: [String] = (0..<24).map { "s\($0)" } + [
        "a-literal-longer-than-fifteen-bytes", "another-long-literal-segment-here", "7", "true", "x",
    ]
    static let types = ["int", "double", "bool", "uuid", "string", "Mood"]
    static let values = ["12", "-3", "2.5", "false", "true", "0A1B2C3D-0000-4000-8000-00000000ABCD", "zz", "7"]

    static func randomPattern(_ random: inout SeededRandom) -> String {
        let count = Int(random.next(below: 4)) + 1
        var pieces: [String] = []
        for position in 0..<count {
            switch random.next(below: position == count - 1 ? 8 : 7) {
            case 0...3: pieces.append(literals[Int(random.next(below: UInt64(literals.count)))])
            case 4, 5: pieces.append("<\(types[Int(random.next(below: UInt64(types.count)))]):p\(position)>")
            case 6: pieces.append("<p\(position)>")
            default: pieces.append("<path:p\(position)>")
            }
        }
        return "/" + pieces.joined(separator: "/")
    }

    static func randomPath(_ random: inout SeededRandom) -> [String] {
        (0..<Int(random.next(below: 5))).map { _ in
            random.next(below: 3) == 0
                ? values[Int(random.next(below: UInt64(values.count)))]
                : literals[Int(random.next(below: UInt64(literals.count)))]
        }
    }

    /// Whether a pattern accepts the path: the URL rules read directly (a catch-all takes one segment or more).
    static func accepts(_ pattern: RoutePattern, _ path: [String]) -> Bool {
        for (index, segment) in pattern.segments.enumerated() {
            guard index < path.count else { return false }
            switch segment {
            case .literal(let text):
                guard path[index] == text else { return false }
            case .placeholder(let placeholder):
                if placeholder.type == .path { return true }
                guard placeholder.type.accepts(path[index]) else { return false }
            }
        }
        return pattern.segments.count == path.count
    }

    static func ranks(_ pattern: RoutePattern) -> [Int] {
        pattern.segments.map { segment in
            // The model's own statement of the rule: static > typed > string > catch-all.
            guard case .placeholder(let placeholder) = segment else { return 3 }
            switch placeholder.type {
            case .path: return 0
            case .string: return 1
            default: return 2
            }
        }
    }

    /// The linear reference: the most specific accepting pattern, the earlier one on a tie.
    static func linearMatch(_ patterns: [RoutePattern], _ path: [String]) -> Int? {
        var best: Int?
        for index in patterns.indices where accepts(patterns[index], path) {
            guard let current = best else {
                best = index
                continue
            }
            let mine = ranks(patterns[index]), theirs = ranks(patterns[current])
            if let (left, right) = zip(mine, theirs).first(where: { $0 != $1 }), left > right { best = index }
        }
        return best
    }

    @Test("the same route as the linear model, for 400 random route sets of up to 80 routes and 40 paths each")
    func agreesWithLinearModel() throws {
        var random = SeededRandom(seed: 0x7121_E2026)
        var matched = 0, unmatched = 0
        let urls = URLConfiguration(schemes: ["t"], hosts: ["h.example"])
        for _ in 0..<400 {
            let texts = (0..<Int(random.next(below: 80)) + 1).map { _ in Self.randomPattern(&random) }
            let patterns = try texts.map { try RoutePattern(parsing: $0) }
            let matcher = URLMatcher<Int>(texts.enumerated().map { index, text in
                .init(descriptor: RouteDescriptor(name: "r\(index)", exposure: .external, path: text, urlConfiguration: urls)) { _ in index }
            })
            for _ in 0..<40 {
                let path = Self.randomPath(&random)
                var noTrace: [URLMatchExplanation.Reason]?
                let found = matcher.match(rawText: "https://h.example/" + path.joined(separator: "/"), trace: &noTrace)
                let expected = Self.linearMatch(patterns, path)
                #expect(found == expected, "path /\(path.joined(separator: "/")) among \(texts)")
                if expected == nil { unmatched += 1 } else { matched += 1 }
            }
        }
        // Both outcomes are exercised, not just one.
        #expect(matched > 2_000)
        #expect(unmatched > 2_000)
    }

    @Test("a node with hundreds of literal children finds each of them, and nothing else")
    func largeNodesFindEveryLiteral() throws {
        let urls = URLConfiguration(schemes: ["t"], hosts: [])
        let names = (0..<700).map { $0 % 3 == 0 ? "route-number-\($0)-with-a-long-name" : "r\($0)" }
        let matcher = URLMatcher<Int>(names.enumerated().map { index, name in
            .init(descriptor: RouteDescriptor(name: name, exposure: .external, path: "/\(name)/end", urlConfiguration: urls)) { _ in index }
        })
        var noTrace: [URLMatchExplanation.Reason]?
        for (index, name) in names.enumerated() {
            // Custom scheme: the host is the first segment.
            #expect(matcher.match(rawText: "t://\(name)/end", trace: &noTrace) == index)
            #expect(matcher.match(rawText: "t://\(name)/other", trace: &noTrace) == nil)
        }
        for miss in ["r700", "r", "route-number-0-with-a-long-nam", "R1", "r1%20"] {
            #expect(matcher.match(rawText: "t://\(miss)/end", trace: &noTrace) == nil)
        }
    }
}
