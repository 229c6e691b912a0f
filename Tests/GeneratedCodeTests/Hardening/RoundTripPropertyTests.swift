import Foundation
import PropertyBased
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// Random extras on every external route of the generated fixture: `match(route.url) == route` for every
/// link form, with values full of unicode, spaces, `/`, `?`, `#`, `%`, `&`, `=`, `+`, and catch-alls with
/// empty pieces and encoded slashes.
@Suite("Hardening: generated URLs round-trip random extras")
struct RoundTripPropertyTests {
    static let pieces = ["/", "?", "#", "%", "%2F", " ", "+", "&", "=", ".", "..", ";", "ü", "🚀", "東京", "\u{2028}",
                         "\"", "\\", "a", "Z", "0", "-", "~", "'", "\u{0}", "\t", "\n"]

    /// Random text; `nonEmpty` for values that must fill a path segment.
    static func text(_ rng: inout any SeededRandomNumberGenerator, nonEmpty: Bool = false) -> String {
        var result = ""
        for _ in 0..<Int.random(in: (nonEmpty ? 1 : 0)...6, using: &rng) {
            if Int.random(in: 0..<4, using: &rng) == 0 {
                while true {
                    if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &rng)) {
                        result.unicodeScalars.append(scalar)
                        break
                    }
                }
            } else {
                result += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
            }
        }
        return result
    }

    static func maybe<T>(_ rng: inout any SeededRandomNumberGenerator, _ make: (inout any SeededRandomNumberGenerator) -> T) -> T? {
        Bool.random(using: &rng) ? make(&rng) : nil
    }

    /// Whole milliseconds between year 1 and 9999: what ISO 8601 with fractional seconds carries.
    static func date(_ rng: inout any SeededRandomNumberGenerator) -> Date {
        Date(timeIntervalSince1970: Double(Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &rng)) / 1000)
    }

    static var routes: Generator<Routes.External, Shrink.None<Routes.External>> {
        Generator { rng in
            switch Int.random(in: 0..<8, using: &rng) {
            case 0:
                return .userProfile(Routes.UserProfile(
                    id: Int.random(in: .min ... .max, using: &rng), referrer: maybe(&rng) { text(&$0) },
                    tab: Routes.ProfileTab.allCases.randomElement(using: &rng)!,
                    tags: (0..<Int.random(in: 0...3, using: &rng)).map { _ in text(&rng) }))
            case 1:
                return .article(Routes.Article(
                    articleID: UUID(), slug: text(&rng, nonEmpty: true), page: Int.random(in: .min ... .max, using: &rng),
                    sort: maybe(&rng) { Routes.Sort.allCases.randomElement(using: &$0)! },
                    ratio: Double.random(in: -1e300...1e300, using: &rng), flag: Bool.random(using: &rng),
                    since: maybe(&rng) { date(&$0) },
                    link: maybe(&rng) { URL(string: "https://example.com/\(Int.random(in: 0...999, using: &$0))?q=a%20b&r=%2F#frag")! },
                    ids: maybe(&rng) { rng in (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: .min ... .max, using: &rng) } },
                    photo: maybe(&rng) { Photo.ID("p\(UInt.random(in: 0 ... .max, using: &$0))") },
                    greeting: text(&rng), size: UInt8.random(in: 0 ... .max, using: &rng)))
            case 2:
                // Any non-empty catch-all: pieces may be empty (`a//b`, leading or trailing `/`) or hold `%2F`,
                // `?`, `#`, `%`, `.`, `..` (the fuzzer found `/` alone did not read back).
                let segments = (0..<Int.random(in: 1...4, using: &rng)).map { _ in text(&rng) }
                let rest = segments.joined(separator: "/")
                return .files(Routes.Files(rest: rest.isEmpty ? "/" : rest))
            case 3:
                return .search(Routes.Search(
                    query: text(&rng), default: Int.random(in: .min ... .max, using: &rng),
                    tabs: (0..<Int.random(in: 0...3, using: &rng)).map { _ in Routes.ProfileTab.allCases.randomElement(using: &rng)! }))
            case 4:
                // Keys: `target` travels as `url`, `userID` as `user-id`.
                let address = "https://example.com/\(Int.random(in: 0...999, using: &rng))?q=a%20b&u=https%3A%2F%2Fx#f"
                return .web(Routes.Web(target: URL(string: address)!,
                                       userID: maybe(&rng) { Int.random(in: .min ... .max, using: &$0) }))
            case 5:
                return .browse(Routes.Browse(section: text(&rng, nonEmpty: true)))
            case 6:
                // Enum cases whose URL values hold `%`, `/`, spaces, `&`, `=`, `#` and non-ASCII text.
                return .shelf(Routes.Shelf(
                    aisle: Routes.Aisle.allCases.randomElement(using: &rng)!,
                    sort: Routes.Sort.allCases.randomElement(using: &rng)!,
                    also: (0..<Int.random(in: 0...3, using: &rng)).map { _ in Routes.Aisle.allCases.randomElement(using: &rng)! }))
            default:
                return .alert(Routes.Alert(title: text(&rng), message: maybe(&rng) { text(&$0) }))
            }
        }
    }


    @Test("match(link) == route for random extras, through url, universalLink and the second scheme")
    func roundTrip() async {
        await propertyCheck(count: 500, input: Self.routes) { route in
            for link in route.links {
                #expect(link.absoluteString != "about:blank", "a link could not be built for \(route)")
                #expect(Routes.match(link) == route, "\(link.absoluteString)")
            }
        }
    }

    @Test("Random internal: true values never reach a URL and never come back from one")
    func internalExtrasStayInside() async {
        let input = zip(Gen.letterOrNumber.string(of: 1...12), Gen.int(in: -999...999).array(of: 1...3), Gen.int())
        await propertyCheck(count: 200, input: input) { secret, hidden, id in
            let profile = Routes.UserProfile(id: id, source: "s3cr3t" + secret)
            #expect(!profile.url.absoluteString.contains("s3cr3t"))
            #expect(Routes.match(profile.url) == .userProfile(Routes.UserProfile(id: id)))
            let search = Routes.Search(query: secret, hidden: hidden)
            #expect(!search.url.absoluteString.contains("hidden"))
            #expect(Routes.match(search.url) == .search(Routes.Search(query: secret)))
        }
    }
}
