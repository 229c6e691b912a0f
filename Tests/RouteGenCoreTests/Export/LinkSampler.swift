import Foundation
@_spi(RouteGen) import RouteKit
@testable import RouteGenCore

/// Links for the AASA agreement tests: links the generated code builds for random values (RouteKit's own URL
/// building), each changed in the ways real links differ (a trailing slash, a deeper or shorter path, a wrong
/// value, a missing query item, another letter case), and random paths made of the manifests' words.
struct LinkSampler {
    /// How a link was made; the last four are forms AASA patterns cannot follow (see `inexpressible`).
    enum Form: String, CaseIterable, Sendable {
        case built, trailingSlash, deeper, shorter, otherCase, wrongValue, missingQuery, wrongQuery, extraQuery
        case fragment, missingFragment, wrongFragmentName, otherHost, randomPath
        case emptySegment, needlessEscape, lowercaseEscape, invalidEscape

        /// Forms whose path the app reads differently from its text, which is all AASA compares: `//` (the app
        /// drops empty segments), `%61` for `a` and `%c3` for `%C3` (the app decodes first), and an invalid escape.
        var inexpressible: Bool {
            [.emptySegment, .needlessEscape, .lowercaseEscape, .invalidEscape].contains(self)
        }
    }

    struct Link {
        var text: String
        var form: Form
    }

    /// SplitMix64: deterministic, so a failure reproduces with the same seed.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    var random: Random
    let manifests: [Manifest]
    /// The host whose file is checked: only routes and hosts it serves are sampled; nil: every one.
    let fileHost: String?

    init(manifests: [Manifest], seed: UInt64, fileHost: String? = nil) {
        self.manifests = manifests
        self.fileHost = fileHost
        random = Random(state: seed)
    }

    /// `samples` random valid links per external route reachable on hosts, each with its variants, then
    /// `randomPaths` paths of the manifests' words.
    mutating func links(samplesPerRoute samples: Int, randomPaths: Int) -> [Link] {
        var links: [Link] = []
        for manifest in manifests where !manifest.url.hosts.isEmpty {
            for route in manifest.routes where route.exposure == .external && route.path != nil
                && fileHost.map(manifest.urlSettings(of: route).servesFile(on:)) ?? true {
                for _ in 0..<samples { links += variants(of: route, in: manifest) }
            }
        }
        let words = vocabulary()
        // A wildcard host is sampled on a subdomain of its domain.
        let hosts = manifests.flatMap(\.url.hosts).filter { host in fileHost.map { URLSettings(hosts: [host]).servesFile(on: $0) } ?? true }
            .map { $0.hasPrefix("*.") ? "www" + $0.dropFirst() : $0 }
        for _ in 0..<(hosts.isEmpty ? 0 : randomPaths) {
            let depth = Int.random(in: 0...5, using: &random)
            let path = (0..<depth).map { _ in "/" + words.randomElement(using: &random)! }.joined()
            let query = ["", "?q=a&limit=5", "?q=a", "?limit=3", "?token=" + uuid(), "?token=zz", "?title=x"]
                .randomElement(using: &random)!
            links.append(Link(text: "https://" + hosts.randomElement(using: &random)! + path + query, form: .randomPath))
        }
        return links
    }

    private mutating func variants(of route: RouteDeclaration, in manifest: Manifest) -> [Link] {
        let parameters = validParameters(route, manifest)
        // Any pattern of a `path:` list: each opens the route, each must be claimed.
        let pattern = route.paths.randomElement(using: &random)?.text
        let fileHost = fileHost
        let link = { (parameters: RouteParameters) in Self.link(route, path: pattern, manifest, parameters, fileHost: fileHost) }
        let built = link(parameters)
        var links = [Link(text: built, form: .built)]
        let (head, path, tail) = Self.split(built)
        links.append(Link(text: head + path + "/" + tail, form: .trailingSlash))
        links.append(Link(text: head + path + "/" + word() + tail, form: .deeper))
        if let cut = path.lastIndex(of: "/") { links.append(Link(text: head + path[..<cut] + tail, form: .shorter)) }
        if let flipped = Self.flippingCase(path, using: &random) { links.append(Link(text: head + flipped + tail, form: .otherCase)) }
        for extra in route.extras where !extra.isInternal && extra.binding != .none {
            let kind = ExportValueKind(extra.type, enums: manifest.enums)
            if case .path = extra.binding {
                var wrong = parameters
                wrong[extra.name] = [wrongValue(kind)]
                links.append(Link(text: link(wrong), form: .wrongValue))
            } else if extra.binding == .fragment, !extra.hasImplicitDefault {
                var missing = parameters
                missing[extra.urlName] = []
                links.append(Link(text: link(missing), form: .missingFragment))
                var wrong = parameters
                wrong[extra.urlName] = [wrongValue(kind)]
                links.append(Link(text: link(wrong), form: .wrongQuery))
            } else if extra.binding == .query, !extra.hasImplicitDefault {
                var missing = parameters
                missing[extra.name] = []
                links.append(Link(text: link(missing), form: .missingQuery))
                var wrong = parameters
                wrong[extra.name] = [wrongValue(kind)]
                links.append(Link(text: link(wrong), form: .wrongQuery))
            }
        }
        links.append(Link(text: built + (built.contains("?") ? "&" : "?") + "utm_source=mail", form: .extraQuery))
        links.append(Link(text: built + "#top", form: .fragment))
        if let name = route.fragmentName, let hash = built.firstIndex(of: "#") {
            let fragment = built[built.index(after: hash)...]
            for other in ["x" + name, String(name.dropLast()), name + "x", name.uppercased(), ""] {
                links.append(Link(text: built[...hash] + other + fragment.dropFirst(name.count), form: .wrongFragmentName))
            }
            links.append(Link(text: String(built[..<hash]), form: .wrongFragmentName))
        }
        if let second = manifest.url.hosts.dropFirst().first, let first = manifest.url.hosts.first {
            links.append(Link(text: built.replacingOccurrences(of: "https://" + first, with: "https://" + second.uppercased()),
                              form: .otherHost))
        }
        if path.count > 1 {
            links.append(Link(text: head + path.replacingOccurrences(of: "/", with: "//") + tail, form: .emptySegment))
            links.append(Link(text: head + path + "%ZZ" + tail, form: .invalidEscape))
        }
        if let letter = Self.plainLetters(path).first, let byte = path[letter].asciiValue {
            let hex = String(byte, radix: 16, uppercase: true)
            var escaped = path
            escaped.replaceSubrange(letter...letter, with: "%" + hex)
            links.append(Link(text: head + escaped + tail, form: .needlessEscape))
        }
        if path.contains("%C"), case let lowered = path.replacingOccurrences(of: "%C3", with: "%c3"), lowered != path {
            links.append(Link(text: head + lowered + tail, form: .lowercaseEscape))
        }
        return links
    }

    /// Values for every extra links carry: path extras always, query extras when required or, half the time, when not.
    private mutating func validParameters(_ route: RouteDeclaration, _ manifest: Manifest) -> RouteParameters {
        var parameters = RouteParameters()
        for extra in route.extras where !extra.isInternal && extra.binding != .none {
            let kind = ExportValueKind(extra.type, enums: manifest.enums)
            if case .path(.path) = extra.binding {
                let count = Int.random(in: 1...3, using: &random)
                parameters[extra.name] = [(0..<count).map { _ in validValue(.string) }.joined(separator: "/")]
            } else if case .path = extra.binding {
                parameters[extra.name] = [limitedValue(extra) ?? validValue(kind)]
            } else if extra.binding == .fragment {
                // Fragment values are named as RouteParameters holds them (`#token`, `#`).
                if !extra.hasImplicitDefault || Bool.random(using: &random) {
                    let count = extra.type.unwrappedOptional.isArray ? Int.random(in: 1...2, using: &random) : 1
                    parameters[extra.urlName] = (0..<count).map { _ in limitedValue(extra) ?? validValue(kind) }
                }
            } else if extra.binding == .subdomain {
                // A wildcard host stands for one label or several; a link on a listed name has none.
                if let subdomain = ["blog", "a.b", "x-1", nil].randomElement(using: &random)! {
                    parameters[RouteParameters.subdomainKey] = [subdomain]
                }
            } else if !extra.hasImplicitDefault || Bool.random(using: &random) {
                let count = extra.type.unwrappedOptional.isArray ? Int.random(in: 1...2, using: &random) : 1
                parameters[extra.name] = (0..<count).map { _ in validValue(kind) }
            }
        }
        return parameters
    }

    private static func link(
        _ route: RouteDeclaration, path: String?, _ manifest: Manifest, _ parameters: RouteParameters, fileHost: String?
    ) -> String {
        // On the checked file's host when the route lists it by name, else on the route's own hosts; on the manifest's
        // when they cannot write it (a wildcard and no subdomain).
        let own = manifest.urlSettings(of: route).hosts
        let file = fileHost.flatMap { host in own.first { $0.lowercased() == host.lowercased() } }.map { [$0] }
        for hosts in (file.map { [$0] } ?? []) + [own, manifest.url.hosts] {
            let descriptor = RouteDescriptor(name: route.name, exposure: .external, path: path,
                                             urlConfiguration: URLConfiguration(schemes: [], hosts: hosts),
                                             fragment: route.linkFragment)
            let link = descriptor.universalLink(parameters: parameters).absoluteString
            if link.contains("://") { return link }
        }
        return "about:blank"
    }

    /// A number within the extra's `min`/`max` (its limits, or a value next to one), when it has limits.
    private mutating func limitedValue(_ extra: Extra) -> String? {
        guard extra.limitsText != nil else { return nil }
        let low = extra.minimum.flatMap(Int.init) ?? (extra.maximum.flatMap(Int.init) ?? 0) - 5
        let high = extra.maximum.flatMap(Int.init) ?? low + 5
        return String(Int.random(in: (low - 1)...(high + 1), using: &random))
    }

    mutating func validValue(_ kind: ExportValueKind) -> String {
        switch kind {
        case .string, .custom:
            return ["a", "hello world", "café", "a/b", "50%", "x?y", "#tag", "&=", "ü", "~", "-", "42", "posts", "Info",
                    "*", "$(x)", ".", "..", word()].randomElement(using: &random)!
        case .signedNumber(.double), .signedNumber(.float):
            return ["0", "-1.5", "2e10", "3.25", "7"].randomElement(using: &random)!
        case .signedNumber(let type):
            switch type {
            case .int8: return String(Int8.random(in: .min ... .max, using: &random))
            default: return String(Int.random(in: -100_000...100_000_000, using: &random))
            }
        case .unsignedInteger(let type):
            return type == .uint8 ? String(UInt8.random(in: .min ... .max, using: &random)) : String(UInt.random(in: 0...UInt.max, using: &random))
        case .bool:
            return Bool.random(using: &random) ? "true" : "false"
        case .uuid:
            let text = uuid()
            return Bool.random(using: &random) ? text : text.uppercased()
        case .date:
            return ["2024-05-01T12:30:00Z", "1999-12-31T23:59:59.5+02:00", "2024-02-29t00:00:00z"].randomElement(using: &random)!
        case .url:
            return ["https://example.com/a?b=c", "mailto:x@example.com", "myapp://x"].randomElement(using: &random)!
        case .enumeration(let declaration):
            return declaration.cases.randomElement(using: &random)!.urlValue
        }
    }

    mutating func wrongValue(_ kind: ExportValueKind) -> String {
        switch kind {
        case .string, .custom:
            return ""
        case .signedNumber, .unsignedInteger:
            return ["abc", "1x", "-", "+5", "1.5.5", "9999999999999999999999"].randomElement(using: &random)!
        case .bool:
            return ["TRUE", "yes", "1", "truex"].randomElement(using: &random)!
        case .uuid:
            return ["123e4567-e89b-42d3-a456-42661417400g", "123e4567e89b42d3a456426614174000", "zz"].randomElement(using: &random)!
        case .date:
            return ["2024-05-01", "2024-13-01T00:00:00Z", "yesterday"].randomElement(using: &random)!
        case .url:
            return ["no scheme", "example.com"].randomElement(using: &random)!
        case .enumeration(let declaration):
            return (declaration.cases.first?.urlValue ?? "x").uppercased() + "x"
        }
    }

    private mutating func uuid() -> String {
        let hex = (0..<32).map { _ in String(Int.random(in: 0..<16, using: &random), radix: 16) }.joined()
        let parts = [8, 4, 4, 4, 12]
        var index = hex.startIndex
        return parts.map { length in
            let end = hex.index(index, offsetBy: length)
            defer { index = end }
            return String(hex[index..<end])
        }.joined(separator: "-")
    }

    private mutating func word() -> String {
        vocabulary().randomElement(using: &random)!
    }

    /// Static segments of every route (as links write them) and some values of each kind.
    private func vocabulary() -> [String] {
        var words: Set<String> = ["42", "-7", "abc", "true", "grid", "posts", "1.5", "x", "2024-05-01T12:30:00Z",
                                  "https:%2F%2Fx", "123e4567-e89b-42d3-a456-426614174000"]
        for manifest in manifests {
            for route in manifest.routes {
                for path in route.paths.map(\.text) {
                    for segment in route.exportSegments(of: path, enums: manifest.enums) ?? [] {
                        if case .literal(let text) = segment { words.insert(RoutePattern.encodedSegment(text)) }
                    }
                }
            }
        }
        return words.sorted()
    }

    /// `https://host`, the path, and `?query#fragment` of a link.
    static func split(_ link: String) -> (String, String, String) {
        let afterScheme = link.range(of: "://")!.upperBound
        let pathStart = link[afterScheme...].firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? link.endIndex
        let pathEnd = link[pathStart...].firstIndex(where: { $0 == "?" || $0 == "#" }) ?? link.endIndex
        return (String(link[..<pathStart]), String(link[pathStart..<pathEnd]), String(link[pathEnd...]))
    }

    /// Positions of ASCII letters that are not hex digits of a `%XX` escape.
    static func plainLetters(_ path: String) -> [String.Index] {
        var result: [String.Index] = []
        var escapeLeft = 0
        for index in path.indices {
            if path[index] == "%" {
                escapeLeft = 2
            } else if escapeLeft > 0 {
                escapeLeft -= 1
            } else if path[index].isASCII, path[index].isLetter {
                result.append(index)
            }
        }
        return result
    }

    /// The path with one ASCII letter of a random segment in the other case; nil when there is none.
    static func flippingCase(_ path: String, using random: inout Random) -> String? {
        let letters = plainLetters(path)
        guard let index = letters.randomElement(using: &random) else { return nil }
        let character = path[index]
        let flipped = character.isUppercase ? character.lowercased() : character.uppercased()
        var result = path
        result.replaceSubrange(index...index, with: flipped)
        return result
    }
}
