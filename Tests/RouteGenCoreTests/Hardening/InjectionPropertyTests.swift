import Foundation
import PropertyBased
import Testing
@testable import RouteGenCore

/// Whatever text a manifest carries, the generated declarations are the same: text lands only inside
/// doc comments or string literals that read back as exactly that text.
@Suite("Hardening: manifest text never becomes code")
struct InjectionPropertyTests {
    static func manifest(summary: String, defaultValue: String) -> String {
        """
        version: 1
        namespace: ProbeRoutes
        url: { schemes: [myapp] }
        routes:
          probe:
            summary: \(HostileText.yamlQuoted(summary))
            path: /probe/<int:id>
            exposure: external
            extras:
              id: Int
              text: { type: String, default: \(HostileText.yamlQuoted(defaultValue)) }
              note: { type: String?, internal: true }
        """
    }

    static func render(summary: String, defaultValue: String) throws -> String {
        let result = runYAML(manifest(summary: summary, defaultValue: defaultValue))
        guard let manifest = result.manifest else {
            throw RenderFixtures.FixtureError(message: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return try SwiftRenderer.render(manifest)
    }

    static let baselineDefault = "DEFAULT_PROBE"
    static let baseline: Result<String, any Error> = Result { try render(summary: "SUMMARY_PROBE", defaultValue: baselineDefault) }

    /// Code lines: everything but `///` doc comment lines.
    static func codeLines(_ source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
    }

    /// `line` equals `baseline` once every `"DEFAULT_PROBE"` literal in it is replaced by a literal reading `value`.
    static func sameDeclaration(_ line: String, as baseline: String, literalValue value: String) -> Bool {
        let placeholder = Array(SwiftLiteral.string(baselineDefault).unicodeScalars)
        let expected = Array(baseline.unicodeScalars)
        let actual = Array(line.unicodeScalars)
        var e = 0
        var a = 0
        while e < expected.count {
            if expected[e...].starts(with: placeholder) {
                guard let literal = SwiftLiteralReader.read(actual, from: a), literal.value == value else { return false }
                e += placeholder.count
                a = literal.end
            } else {
                guard a < actual.count, actual[a] == expected[e] else { return false }
                e += 1
                a += 1
            }
        }
        return a == actual.count
    }

    @Test("Random summaries and String defaults: same code lines, the default reads back exactly, one line break kind")
    func summariesAndDefaults() async throws {
        let baseline = Self.codeLines(try Self.baseline.get())
        await propertyCheck(count: 300, input: HostileText.generator(), HostileText.generator()) { summary, value in
            let source: String
            do {
                source = try Self.render(summary: summary, defaultValue: value)
            } catch {
                Issue.record("valid manifest refused for \(summary.debugDescription) / \(value.debugDescription): \(error)")
                return
            }
            let lines = Self.codeLines(source)
            #expect(lines.count == baseline.count, "code lines added or removed by \(summary.debugDescription)")
            for (line, base) in zip(lines, baseline) where line != base {
                #expect(Self.sameDeclaration(line, as: base, literalValue: value), "\(line)\n  vs \(base)")
            }
            let breaks = source.unicodeScalars.filter { scalar in
                scalar != "\n" && scalar != "\t" && [.control, .lineSeparator, .paragraphSeparator, .format]
                    .contains(scalar.properties.generalCategory)
            }
            #expect(breaks.isEmpty, "raw control/separator scalars in output: \(breaks.map { String($0.value, radix: 16) })")
        }
    }

    /// The manifest with `name` in one slot where a Swift name goes.
    static func manifest(slot: Int, name: String) -> String {
        let q = HostileText.yamlQuoted(name)
        let slots = [
            "namespace: \(q)\nroutes:\n  home: {}",
            "routes:\n  \(q): {}",
            "routes:\n  home:\n    extras:\n      \(q): String?",
            "enums:\n  \(q): [a, b]\nroutes:\n  home: {}",
            "enums:\n  Mode: [a, \(q)]\nroutes:\n  home: {}",
            "routes:\n  home: { screen: \(q) }",
            "routes:\n  home: { result: \(q) }",
            "routes:\n  home:\n    extras:\n      value: \(q)",
            "imports: [\(q)]\nroutes:\n  home: {}",
            "displays: [\(q)]\nroutes:\n  home: { presentation: \(q) }",
        ]
        return "version: 1\nurl: { schemes: [myapp] }\n" + slots[slot % slots.count]
    }

    /// Letters, marks, numbers, `_`, and the type-expression punctuation `.[]?:`; never a quote, bracket of
    /// another kind, operator, space, separator or control character, which could end or start a token.
    /// "Letters" as the validator reads them: Unicode's Alphabetic property, which also covers a few symbols that
    /// Swift accepts in identifiers (`Ⓜ` U+24C2 is `So` but Alphabetic, and in Swift's identifier-head range).
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if "_.[]?:".unicodeScalars.contains(scalar) || scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    @Test("Random names in every name slot: refused with an error, or plain name characters only")
    func randomNames() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...9), HostileText.generator(maximumPieces: 4)) { slot, name in
            let result = runYAML(Self.manifest(slot: slot, name: name))
            guard let manifest = result.manifest else {
                #expect(result.diagnostics.containsErrors, "refused without an error")
                return
            }
            // Accepted: the name is made of identifier characters (types may add `.`, `[`, `]`, `?`, `:`, and
            // whitespace between their tokens, which the type parser drops).
            let isType = (5...7).contains(slot % 10)
            let tokens = name.unicodeScalars.filter { !(isType && $0.properties.isWhitespace) }
            #expect(tokens.allSatisfy(Self.isNameScalar), "slot \(slot) accepted \(name.debugDescription)")
            do throws(RenderError) {
                let source = try SwiftRenderer.render(manifest)
                #expect(!source.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control })
            } catch {
                #expect(error.diagnostics.containsErrors)
            }
        }
    }
}
