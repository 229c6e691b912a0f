import Foundation
import PropertyBased
@_spi(RouteGen) import RouteKit
import Testing
@testable import RouteGenCore

/// One ranking rule, whatever spelling declares a placeholder (`<int:id>`, `:id` with an extra of any integer width, an
/// enum): for random manifests in every route order, lint's ties, the matcher built from the generated descriptors
/// and `routegen match` agree, and the order of `routes:` decides nothing.
@Suite("Hardening: lint, the generated matcher and routegen match rank alike in every route order")
struct RankingAgreementPropertyTests {
    /// A path segment of a route, with the extra it declares (if any).
    struct Piece: Sendable, CustomStringConvertible {
        var text: String
        var extra: (name: String, type: String)?
        var description: String { text + (extra.map { " (\($0.name): \($0.type))" } ?? "") }
    }

    struct Route: Sendable, CustomStringConvertible {
        var pieces: [Piece]
        var path: String { "/" + pieces.map(\.text).joined(separator: "/") }
        var description: String { pieces.map(\.description).joined(separator: "/") }
    }

    /// Types a `:name` placeholder can take: every width of integer, the other built-ins, a type matched as a string.
    static let colonTypes = ["Int", "Int32", "UInt", "Int8", "Int64", "Double", "Bool", "UUID", "String", "Date", "Kind"]
    /// `Kind` has the cases `a`, `1` and `x`: it overlaps literals, integers and strings.
    static let kindCases = ["a", "1", "x"]

    static func piece(_ index: Int, last: Bool, using rng: inout some RandomNumberGenerator) -> Piece {
        let name = "p\(index)"
        switch Int.random(in: 0..<(last ? 9 : 8), using: &rng) {
        case 0: return Piece(text: "a")
        case 1: return Piece(text: "b")
        case 2: return Piece(text: "1")
        case 3: return Piece(text: "<\(name)>")
        case 4, 5:
            return Piece(text: ":\(name)", extra: (name, colonTypes.randomElement(using: &rng)!))
        case 6:
            // `<int:x>` with an integer extra of any width, or none (it declares an Int).
            let type = ["Int", "Int32", "UInt64", nil].randomElement(using: &rng)!
            return Piece(text: "<int:\(name)>", extra: type.map { (name, $0) })
        case 7: return Piece(text: "<Kind:\(name)>")
        default: return Piece(text: "<path:\(name)>")
        }
    }

    static var routes: Generator<[Route], Shrink.None<[Route]>> {
        Generator { rng in
            var routes: [Route] = []
            for _ in 0..<Int.random(in: 2...3, using: &rng) {
                // Now and then the previous route's shape with its `:name` types drawn again: the same path spelt
                // two ways, where the spelling alone decides whether they tie.
                if let previous = routes.last, Int.random(in: 0..<3, using: &rng) == 0 {
                    routes.append(Route(pieces: previous.pieces.map { piece in
                        guard let extra = piece.extra, piece.text.hasPrefix(":") else { return piece }
                        return Piece(text: piece.text, extra: (extra.name, colonTypes.randomElement(using: &rng)!))
                    }))
                    continue
                }
                let count = Int.random(in: 1...2, using: &rng)
                routes.append(Route(pieces: (0..<count).map { piece($0, last: $0 == count - 1, using: &rng) }))
            }
            return routes
        }
    }

    /// Routes are named by their place in the generated list (`r0`...), whatever order the manifest lists them in.
    static func yaml(_ routes: [Route], order: [Int]) -> String {
        var text = "version: 1\nurl:\n  hosts: [h.example]\nenums:\n  Kind: [a, { one: \"1\" }, x]\nroutes:\n"
        for index in order {
            let route = routes[index]
            text += "  r\(index):\n    path: \"\(route.path)\"\n    exposure: external\n    handler: true\n"
            let extras = route.pieces.compactMap(\.extra).map { "\($0.name): \($0.type)" }
            if !extras.isEmpty { text += "    extras: { \(extras.joined(separator: ", ")) }\n" }
        }
        return text
    }

    /// The pairs of routes lint reports as tied, each pair sorted.
    static func ties(_ diagnostics: [Diagnostic]) -> Set<[String]> {
        var pairs: Set<[String]> = []
        for diagnostic in diagnostics where diagnostic.description.contains("is ambiguous with route") {
            let names = diagnostic.description.matches(of: /route '(r\d)'/).map { String($0.output.1) }
            if names.count >= 2 { pairs.insert([names[0], names[1]].sorted()) }
        }
        return pairs
    }

    /// The descriptor paths the generated file declares, by route name: what the app's matcher ranks.
    static func generatedPaths(_ source: String) -> [String: String] {
        var paths: [String: String] = [:]
        var current: String?
        for line in source.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let name = trimmed.firstMatch(of: /^name: "(r\d)",$/) { current = String(name.output.1) }
            if let current, paths[current] == nil, let path = trimmed.firstMatch(of: /^path: "(.*)",$/) {
                paths[current] = String(path.output.1)
            }
        }
        return paths
    }

    /// Whether `value` converts to the Swift type the generated decoder reads it as.
    static func converts(_ value: String, to type: String) -> Bool {
        switch type {
        case "Int": Int(routeParameter: value) != nil
        case "Int8": Int8(routeParameter: value) != nil
        case "Int32": Int32(routeParameter: value) != nil
        case "Int64": Int64(routeParameter: value) != nil
        case "UInt": UInt(routeParameter: value) != nil
        case "UInt64": UInt64(routeParameter: value) != nil
        case "Double": Double(routeParameter: value) != nil
        case "Bool": Bool(routeParameter: value) != nil
        case "UUID": UUID(routeParameter: value) != nil
        case "Date": Date(routeParameter: value) != nil
        case "Kind": kindCases.contains(value)
        default: true
        }
    }

    struct Refused: Error {}

    /// RouteKit's matcher over the generated descriptors' paths, decoding as the generated `init(parameters:)` does.
    static func generatedMatcher(_ routes: [Route], order: [Int], paths: [String: String]) -> URLMatcher<String> {
        URLMatcher(order.compactMap { index -> URLMatcher<String>.Entry? in
            let name = "r\(index)"
            guard let path = paths[name] else { return nil }
            let types = routes[index].pieces.compactMap { piece -> (String, String)? in
                if let extra = piece.extra { return extra }
                if piece.text.hasPrefix("<int:") { return (String(piece.text.dropFirst(5).dropLast()), "Int") }
                if piece.text.hasPrefix("<Kind:") { return (String(piece.text.dropFirst(6).dropLast()), "Kind") }
                return nil
            }
            let descriptor = RouteDescriptor(name: name, exposure: .external, path: path,
                                             urlConfiguration: URLConfiguration(schemes: [], hosts: ["h.example"]))
            return .init(descriptor: descriptor) { parameters in
                for (extra, type) in types where !converts(parameters[extra].first ?? "", to: type) { throw Refused() }
                return name
            }
        })
    }

    static let segments = ["a", "b", "1", "x", "123", "-5", "300", "99999999999999999999", "1.5", "true",
                           "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "2026-01-02T03:04:05Z"]

    static func urls(using rng: inout some RandomNumberGenerator) -> [URL] {
        var urls: [URL] = []
        for count in 1...3 {
            for _ in 0..<12 {
                let path = (0..<count).map { _ in segments.randomElement(using: &rng)! }.joined(separator: "/")
                urls.append(URL(string: "https://h.example/" + path)!)
            }
        }
        return urls
    }

    static func permutations(_ count: Int) -> [[Int]] {
        guard count > 1 else { return [[0]] }
        return permutations(count - 1).flatMap { rest in (0...rest.count).map { at in
            var order = rest
            order.insert(count - 1, at: at)
            return order
        } }
    }

    @Test("Ties, generated descriptors and routegen match agree for 40 random manifests in every route order")
    func agreeInEveryOrder() async throws {
        let counts = Locked((tied: 0, clean: 0, typedOverString: 0))
        await propertyCheck(count: 40, input: Self.routes, Gen.int(in: 0...Int(Int32.max))) { routes, seed in
            var rng = SplitMix(state: UInt64(seed))
            let urls = Self.urls(using: &rng)
            // Lint names each later pattern's first tied partner, so which pairs it names follows the order; whether
            // there is a tie must not, and every pair it names must tie on its own too.
            var expectedTied: Bool?
            var allTies: Set<[String]> = []
            var expectedAnswers: [String?]?
            for order in Self.permutations(routes.count) {
                let result = runYAML(Self.yaml(routes, order: order))
                let ties = Self.ties(result.diagnostics)
                let others = result.diagnostics.filter { $0.severity == .error && !$0.description.contains("is ambiguous with route") }
                guard others.isEmpty else {
                    Issue.record("refused \(routes): \(others.map(\.description))")
                    return
                }
                if let expectedTied {
                    #expect(ties.isEmpty != expectedTied, "a tie comes or goes with the order \(order) of \(routes)")
                } else {
                    expectedTied = !ties.isEmpty
                }
                allTies.formUnion(ties)
                guard ties.isEmpty, let validated = result.manifest,
                      let source = try? ManifestPipeline.render(validated) else { continue }
                let matcher = ManifestURLMatcher(manifest: validated.manifest)
                let generated = Self.generatedMatcher(routes, order: order, paths: Self.generatedPaths(source.text))
                let answers = urls.map { matcher.match($0).route }
                for (url, answer) in zip(urls, answers) {
                    #expect(generated.match(url) == answer, "\(url): generated code and routegen match differ for \(routes)")
                }
                if let expectedAnswers {
                    #expect(answers == expectedAnswers, "answers change with the order \(order) of \(routes)")
                } else {
                    expectedAnswers = answers
                }
            }
            for pair in allTies {
                let indices = pair.compactMap { Int($0.dropFirst()) }
                for order in [indices, indices.reversed()] {
                    let alone = runYAML(Self.yaml(routes, order: order))
                    #expect(Self.ties(alone.diagnostics) == [pair], "\(pair) of \(routes) do not tie on their own")
                }
            }
            counts.withLock { counts in
                if expectedTied == true { counts.tied += 1 } else { counts.clean += 1 }
                if routes.contains(where: { $0.pieces.contains { $0.text.hasPrefix(":") && $0.extra?.type.contains("Int") == true } }) {
                    counts.typedOverString += 1
                }
            }
        }
        // Both answers must be exercised, or agreement proves nothing.
        let seen = counts.withLock { $0 }
        #expect(seen.tied > 4 && seen.clean > 4 && seen.typedOverString > 4, "\(seen)")
    }

    @Test("`/<username>/:post` with an integer extra of any width outranks a string route listed before it")
    func typedColonPlaceholderOutranksString() throws {
        for type in ["Int", "Int32", "Int64", "UInt", "UInt8"] {
            let yaml = """
                version: 1
                url: { hosts: [t.me] }
                routes:
                  channel: { path: "/<username>/<slug>", exposure: external, handler: true }
                  post: { path: "/<username>/:post", exposure: external, handler: true, extras: { post: \(type) } }

                """
            let result = runYAML(yaml)
            let validated = try #require(result.manifest, "\(result.diagnostics)")
            #expect(!result.diagnostics.containsErrors)
            let source = try ManifestPipeline.render(validated).text
            #expect(source.contains("path: \"/<username>/<int:post>\""), "the descriptor ranks :post as typed (\(type))")
            let matcher = ManifestURLMatcher(manifest: validated.manifest)
            #expect(matcher.match(URL(string: "https://t.me/durov/123")!).route == "post", "\(type)")
            #expect(matcher.match(URL(string: "https://t.me/durov/about")!).route == "channel", "\(type)")
            // The AASA lists the typed route first, as the app tries it first; the catalog shows it typed.
            let aasa = try AASAExport.render([validated.manifest], appIDs: ["ABCDE12345.org.telegram"], host: "t.me").text
            let post = try #require(aasa.range(of: "Routes.post"), "\(aasa)")
            let channel = try #require(aasa.range(of: "Routes.channel"), "\(aasa)")
            #expect(post.lowerBound < channel.lowerBound, "\(aasa)")
            let catalog = CatalogExport.render([validated.manifest], format: .markdown).text
            #expect(catalog.contains("`/<username>/<int:post>`"), "\(catalog)")
        }
    }

    @Test("`<int:x>` takes an extra of any integer width, `<double:x>` a Float; other types still name the spelling")
    func integerPlaceholderWidths() {
        for type in ["Int8", "Int32", "Int64", "UInt", "UInt64"] {
            let result = runYAML("""
                version: 1
                url: { hosts: [h.example] }
                routes:
                  post: { path: "/p/<int:id>", exposure: external, handler: true, extras: { id: \(type) } }

                """)
            #expect(!result.diagnostics.containsErrors, "\(type): \(result.diagnostics.map(\.description))")
            let matcher = result.manifest.map { ManifestURLMatcher(manifest: $0.manifest) }
            #expect(matcher?.match(URL(string: "https://h.example/p/42")!).route == "post")
        }
        let float = runYAML("""
            version: 1
            url: { hosts: [h.example] }
            routes:
              price: { path: "/p/<double:x>", exposure: external, handler: true, extras: { x: Float } }

            """)
        #expect(!float.diagnostics.containsErrors, "\(float.diagnostics.map(\.description))")
        let wrong = printed("""
            version: 1
            url: { hosts: [h.example] }
            routes:
              post: { path: "/p/<int:id>", exposure: external, handler: true, extras: { id: String } }

            """)
        #expect(wrong.contains { $0.contains("extra 'id' has type 'String' but path placeholder '<int:id>' gives it type 'Int'") },
                "\(wrong)")
    }
}

/// SplitMix64: deterministic from the property check's seed, so a failure reproduces.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
