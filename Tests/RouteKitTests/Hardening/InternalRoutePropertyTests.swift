import Foundation
import PropertyBased
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// No URL ever yields an internal route: random paths, filled in and written in every scheme/host form a
/// link can take. Each URL is first shown to reach the same route when it is external, so the check is
/// about exposure, not about a URL that would have matched nothing anyway.
@Suite("Hardening: internal routes are never reachable from a URL")
struct InternalRoutePropertyTests {
    static let urls = URLConfiguration(schemes: ["myapp", "myapp-beta"], hosts: ["myapp.example.com", "go.example.com"])

    /// A random pattern and a URL path (already percent-encoded) that fills it.
    struct Case: Sendable, CustomStringConvertible {
        var pattern: String
        var encodedSegments: [String]
        var form: Int
        var suffix: String
        var description: String { "\(pattern) as form \(form): \(text ?? "-")" }

        /// The link text for this form, or nil when the form needs a first segment the path lacks.
        var text: String? {
            let path = encodedSegments.joined(separator: "/")
            let first = encodedSegments.first ?? ""
            let rest = encodedSegments.dropFirst().joined(separator: "/")
            switch form {
            case 0: return "myapp://\(path)\(suffix)"
            case 1: return "MyApp-Beta://\(path)\(suffix)"
            case 2: return "myapp://myapp.example.com/\(path)\(suffix)"
            case 3: return "myapp://GO.Example.COM:8080/\(path)\(suffix)"
            case 4: return "https://myapp.example.com/\(path)\(suffix)"
            case 5: return "http://user:pw@go.example.com/\(path)\(suffix)"
            case 6: return "HTTPS://MYAPP.EXAMPLE.COM:443//\(path)/\(suffix)"
            case 7: return "myapp:/\(path)\(suffix)"
            case 8: return "myapp:\(path)\(suffix)"
            case 9: return first.isEmpty ? nil : "myapp://\(first)//\(rest)/\(suffix)"
            default: return "myapp-beta://myapp.example.com:1/\(path)\(suffix)"
            }
        }
    }

    /// Every byte but letters and digits escaped, with random hex case: the matcher must decode, not compare text.
    static func encode(_ text: String, _ rng: inout any SeededRandomNumberGenerator) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar), Int.random(in: 0..<4, using: &rng) != 0 {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: Bool.random(using: &rng))
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    static let literals = ["settings", "admin", "debug", "user", "ünï", "a b", "100%", "new", "x?y", "#"]

    static var cases: Generator<Case, Shrink.None<Case>> {
        Generator { rng in
            var pattern: [String] = []
            var segments: [String] = []
            for index in 0..<Int.random(in: 1...4, using: &rng) {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0, 1:
                    let literal = literals[Int.random(in: 0..<literals.count, using: &rng)]
                    pattern.append(literal)
                    segments.append(encode(literal, &rng))
                case 2:
                    pattern.append("<int:p\(index)>")
                    segments.append(encode(String(Int.random(in: .min ... .max, using: &rng)), &rng))
                case 3:
                    pattern.append("<uuid:p\(index)>")
                    segments.append(encode(UUID().uuidString, &rng))
                case 4:
                    pattern.append(Bool.random(using: &rng) ? "<p\(index)>" : ":p\(index)")
                    let value = String((0..<Int.random(in: 1...6, using: &rng)).map { _ in
                        Character(HostileScalars.scalar(&rng))
                    })
                    segments.append(encode(value, &rng))
                default:
                    pattern.append("<double:p\(index)>")
                    segments.append(encode(String(Double.random(in: -1e9...1e9, using: &rng)), &rng))
                }
            }
            if Bool.random(using: &rng) {
                pattern.append("<path:rest>")
                segments += ["a", encode("b c", &rng), "d"]
            }
            let suffixes = ["", "/", "?", "?a=b&a=c", "#fragment", "?x=%2F#y", "//"]
            return Case(pattern: "/" + pattern.joined(separator: "/"), encodedSegments: segments,
                        form: Int.random(in: 0...10, using: &rng), suffix: suffixes[Int.random(in: 0..<suffixes.count, using: &rng)])
        }
    }

    static func matcher(path: String, exposure: Exposure) -> URLMatcher<String> {
        let descriptor = RouteDescriptor(name: "probe", exposure: exposure, path: path, urlConfiguration: urls)
        return URLMatcher([.init(descriptor: descriptor) { _ in exposure == .external ? "external" : "INTERNAL" }])
    }

    @Test("Random internal paths in every URL form: the external twin matches, the internal route never does")
    func internalNeverMatches() async {
        let reached = SampleCounter()
        await propertyCheck(count: 500, input: Self.cases) { sample in
            guard let text = sample.text, let url = URL(string: text) else { return }
            let twin = Self.matcher(path: sample.pattern, exposure: .external)
            #expect(twin.match(url) == "external", "control: \(sample) reaches the external twin")
            let hidden = Self.matcher(path: sample.pattern, exposure: .internal)
            #expect(hidden.match(url) == nil, "\(sample)")
            #expect(!hidden.explain(url).isMatch)
            reached.add()
        }
        #expect(reached.value > 400, "most samples are URLs Foundation accepts (\(reached.value))")
    }

    @Test("A navigator with internal catch-all routes registered opens nothing, whatever the URL")
    @MainActor
    func navigatorNeverOpensInternal() async {
        let presenter = RecordingPresenter()
        let navigator = Navigator(presenter: presenter)
        navigator.register(InternalCatchAll.self) { _ in PlainScreen("catch-all") }
        navigator.register(Settings.self) { _ in PlainScreen("settings") }
        navigator.register(SecretDebug.self, handler: { _ in true })
        await propertyCheck(count: 300, input: Self.cases) { sample in
            guard let text = sample.text, let url = URL(string: text) else { return }
            #expect(!navigator.canOpen(url), "\(sample)")
            #expect(navigator.open(url) != .shown, "\(sample)")
        }
        for text in ["myapp://settings", "https://myapp.example.com/debug", "myapp://anything/at/all"] {
            #expect(navigator.open(URL(string: text)!) != .shown)
        }
        #expect(presenter.shownScreens.isEmpty)
    }
}

/// An internal route whose pattern would swallow every path if exposure were ignored.
struct InternalCatchAll: Route, Hashable {
    static let descriptor = RouteDescriptor(name: "internalCatchAll", exposure: .internal, path: "/<path:rest>", urlConfiguration: appURLs)
}

/// Counts from inside a property check's closure.
final class SampleCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

/// Random scalars for string placeholder values, hostile ones often.
enum HostileScalars {
    static let pieces: [Unicode.Scalar] = ["/", "?", "#", "%", " ", "+", "&", "=", ".", "\u{0}", "\u{2028}", "🚀", "ü", "東", "\"", "\\"]

    static func scalar(_ rng: inout any SeededRandomNumberGenerator) -> Unicode.Scalar {
        if Bool.random(using: &rng) { return pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
        while true {
            if let scalar = Unicode.Scalar(UInt32.random(in: 0x20...0x10FFFF, using: &rng)) { return scalar }
        }
    }
}
