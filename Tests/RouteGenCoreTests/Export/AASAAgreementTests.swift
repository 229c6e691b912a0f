import Foundation
import RouteKit
import Testing
@testable import RouteGenCore

/// The exported apple-app-site-association, read by `AASAMatcher` (Apple's documented semantics), against what the
/// app opens (`ManifestURLMatcher`: RouteKit's matcher, the generated `Routes.match`), on many links.
///
/// Required: every link the app opens is claimed, except forms whose path text differs from what the app reads
/// (`LinkSampler.Form.inexpressible`); every claimed link the app does not open is explained by a cause the
/// component's comment names (`AASALooseness`) or by such a form. The figures are printed (docs/universal-links.md).
@Suite("Export: the AASA agrees with the app's matching")
struct AASAAgreementTests {
    struct Tally: CustomStringConvertible {
        var links = 0, opened = 0, claimed = 0
        var underClaimed: [String: Int] = [:]
        var overClaimed: [String: Int] = [:]
        var unexplained: [String] = []
        var missed: [String] = []

        var description: String {
            func list(_ counts: [String: Int]) -> String {
                counts.isEmpty ? "none" : counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            }
            return "\(links) links, app opens \(opened), AASA claims \(claimed); not claimed though the app opens them: "
                + list(underClaimed) + "; claimed though the app does not open them: " + list(overClaimed)
        }
    }

    static func check(
        _ manifests: [Manifest], appManifests: [Manifest]? = nil, host: String? = nil, seed: UInt64, samples: Int, randomPaths: Int
    ) throws -> Tally {
        let rendered = try AASAExport.render(manifests, appIDs: ["ABCDE12345.com.example.app"], host: host)
        let matcher = try AASAMatcher(json: Data(rendered.text.utf8))
        let components = AASAExport.components(manifests, host: host)
        let apps = (appManifests ?? manifests).map(ManifestURLMatcher.init)
        var sampler = LinkSampler(manifests: manifests, seed: seed, fileHost: host)
        var tally = Tally()
        for link in sampler.links(samplesPerRoute: samples, randomPaths: randomPaths) {
            guard let url = URL(string: link.text) else { continue }
            tally.links += 1
            let opened = apps.contains { $0.match(url).isMatch }
            let (claimed, index) = matcher.claims(link.text)
            if opened { tally.opened += 1 }
            if claimed { tally.claimed += 1 }
            if opened, !claimed {
                tally.underClaimed[link.form.rawValue, default: 0] += 1
                if !link.form.inexpressible { tally.missed.append("\(link.form): \(link.text)") }
            } else if claimed, !opened {
                if link.form.inexpressible {
                    tally.overClaimed[link.form.rawValue, default: 0] += 1
                } else if let index, let cause = components[index].looseness.first {
                    tally.overClaimed[Self.name(cause), default: 0] += 1
                } else {
                    tally.unexplained.append("\(link.form): \(link.text) claimed by \(index.map { components[$0].path } ?? "-")")
                }
            }
        }
        return tally
    }

    static func name(_ cause: AASALooseness) -> String {
        switch cause {
        case .value(_, let kind):
            switch kind {
            case .signedNumber, .unsignedInteger: return "number placeholder"
            case .date: return "date placeholder"
            case .url: return "URL placeholder"
            default: return "custom-type placeholder"
            }
        case .literalWildcard: return "* or $( in static text"
        case .spansBeforeCatchAll: return "placeholder before a catch-all"
        case .queryValue: return "typed query value"
        case .otherHosts: return "host the route is not on"
        case .fragment(.value): return "typed fragment value"
        case .fragment(.items): return "fragment items"
        case .fragment(.name): return "fragment name"
        case .fragment(.path): return "fragment path placeholder"
        case .form: return "string out of form"
        }
    }

    @Test("Fixture manifests: every link the app opens is claimed; every over-claim has a named cause")
    func fixtures() throws {
        let manifests = try ExportFixtures.app()
        let tally = try Self.check(manifests, seed: 15, samples: 25, randomPaths: 2_000)
        print("AASA agreement, fixtures (Shop, Blog, Legacy): \(tally)")
        #expect(tally.missed.isEmpty, "links the app opens but the AASA does not claim:\n\(tally.missed.prefix(20).joined(separator: "\n"))")
        #expect(tally.unexplained.isEmpty, "over-claims without a cause:\n\(tally.unexplained.prefix(20).joined(separator: "\n"))")
        #expect(tally.opened > 500 && tally.claimed >= tally.opened - tally.underClaimed.values.reduce(0, +))
    }

    @Test("Random route sets: the same on many manifests")
    func randomManifests() throws {
        var total = Tally()
        var manifestsChecked = 0
        for seed in 1...60 {
            var random = LinkSampler.Random(state: UInt64(seed) &* 7_919)
            guard let manifest = try? ExportFixtures.manifest(yaml: RandomRoutes.yaml(&random)) else { continue }
            manifestsChecked += 1
            let tally = try Self.check([manifest], seed: UInt64(seed), samples: 4, randomPaths: 150)
            total.links += tally.links
            total.opened += tally.opened
            total.claimed += tally.claimed
            total.underClaimed.merge(tally.underClaimed, uniquingKeysWith: +)
            total.overClaimed.merge(tally.overClaimed, uniquingKeysWith: +)
            total.unexplained += tally.unexplained
            total.missed += tally.missed
        }
        print("AASA agreement, \(manifestsChecked) random manifests: \(total)")
        #expect(manifestsChecked >= 30)
        #expect(total.missed.isEmpty, "links the app opens but the AASA does not claim:\n\(total.missed.prefix(20).joined(separator: "\n"))")
        #expect(total.unexplained.isEmpty, "over-claims without a cause:\n\(total.unexplained.prefix(20).joined(separator: "\n"))")
    }
}

/// Random sets of external routes over every segment kind, some with extras every route reads; ambiguous sets fail
/// validation and are skipped.
enum RandomRoutes {
    static let literals = ["a", "b", "user", "Info", "café", "x-y", "50*off", "$(v)"]
    static let placeholders = ["<s%d>", "<int:i%d>", "<double:d%d>", "<bool:b%d>", "<uuid:u%d>", "<Mode:m%d>", ":n%d", ":t%d", ":w%d", ":c%d"]

    /// Plain cases, and cases whose URL values need encoding or equal a literal (`user`: the static segment wins).
    static let modes = ["[grid, list]", "[grid, { wide: wide tiles }, { slashed: a/b }, { percent: '50%' }, { cjk: ü東 }]",
                        "{ userCase: user, cafe: café, plus: 'a+b', encoded: '%2F' }"]

    static func yaml(_ random: inout LinkSampler.Random) -> String {
        var lines = ["version: 1", "url:", "  hosts: [h.example.com, www.h.example.com]", "enums:",
                     "  Mode: " + modes.randomElement(using: &random)!, "routes:"]
        for index in 0..<Int.random(in: 2...7, using: &random) {
            var segments: [String] = []
            var extras: [String] = []
            for position in 0..<Int.random(in: 0...4, using: &random) {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let name = "p\(position)"
                    let template = placeholders.randomElement(using: &random)!
                    segments.append(template.replacingOccurrences(of: "%d", with: "\(position)"))
                    switch template {
                    case ":n%d": extras.append("      n\(position): UInt")
                    case ":t%d": extras.append("      t\(position): Date")
                    case ":w%d": extras.append("      w\(position): URL")
                    case ":c%d": extras.append("      c\(position): Item.ID")
                    default: _ = name
                    }
                } else {
                    segments.append(literals.randomElement(using: &random)!)
                }
            }
            if !segments.isEmpty, Int.random(in: 0..<5, using: &random) == 0 { segments[segments.count - 1] = "<path:rest>" }
            var fragmentName: String?
            switch Int.random(in: 0..<10, using: &random) {
            case 0: extras.append("      q: String")
            case 1: extras.append("      k: Int")
            case 2: extras.append("      o: { type: Int, default: 3 }")
            case 3: extras.append("      mq: Mode?")
            // Values in the fragment: the whole of it, items with or without a path, a fixed path alone.
            case 4: extras.append("      w: { type: Int, in: fragment }")
            case 5: extras.append("      fi: { type: String, in: fragmentQuery }")
            case 6:
                fragmentName = ["qr-code-login", "a", "x.y"].randomElement(using: &random)!
                extras.append("      fi: { type: Mode, key: m, in: fragmentQuery }")
            case 7: fragmentName = "qr-code-login"
            // A path in the fragment: typed placeholders, a leading '/', a catch-all.
            case 8: fragmentName = ["p/<fp>", "/<fp>/<int:fn>", "f/<path:fr>"].randomElement(using: &random)!
            default: break
            }
            lines += ["  r\(index):", "    path: /" + segments.joined(separator: "/"), "    exposure: external"]
            if let fragmentName { lines.append("    fragment: " + fragmentName) }
            if !extras.isEmpty { lines += ["    extras:"] + extras }
        }
        // Drawn after the routes, so that the route sets are those of the seeds without them: extras every route
        // reads, required (a string, a typed value) or optional.
        switch Int.random(in: 0..<4, using: &random) {
        case 0: lines.append("extras: { src: String }")
        case 1: lines.append("extras: { lv: Int, ref: String? }")
        case 2: lines.append("extras: { ref: { type: String?, key: utm source } }")
        default: break
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
