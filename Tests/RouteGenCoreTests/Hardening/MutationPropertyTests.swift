import Foundation
import PropertyBased
import Testing
@testable import RouteGenCore

/// Random invalid manifests (valid ones with keys deleted, duplicated, retyped, or bytes overwritten) give
/// diagnostics inside the file, never a crash or a manifest that slipped through broken.
@Suite("Hardening: mutated manifests give diagnostics")
struct MutationPropertyTests {
    enum Mutation: CaseIterable {
        case deleteLine, duplicateLine, retypeValue, renameKey, randomBytes, truncate
    }

    /// The bytes of `text` after one mutation (which may happen to leave it valid).
    static func mutate(_ text: String, _ mutation: Mutation, _ rng: inout any SeededRandomNumberGenerator) -> [UInt8] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = Int.random(in: 1..<max(2, lines.count - 1), using: &rng)
        switch mutation {
        case .deleteLine:
            lines.remove(at: index)
        case .duplicateLine:
            lines.insert(lines[index], at: index)
        case .retypeValue:
            if let colon = lines[index].firstIndex(of: ":") {
                let replacements = ["[1, 2]", "{ a: b }", "42", "~", "\"x\"", "[]", "{}", "-1e999"]
                lines[index] = String(lines[index][...colon]) + " " + replacements[Int.random(in: 0..<replacements.count, using: &rng)]
            }
        case .renameKey:
            if let colon = lines[index].firstIndex(of: ":") {
                let indent = lines[index].prefix { $0 == " " }
                let keys = ["screan", "exposur", "extra", "path ", "9bad", "type", "default", "handler", "routes"]
                lines[index] = indent + keys[Int.random(in: 0..<keys.count, using: &rng)] + lines[index][colon...]
            }
        case .randomBytes, .truncate:
            break
        }
        var bytes = Array(lines.joined(separator: "\n").utf8)
        if mutation == .randomBytes {
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
        } else if mutation == .truncate {
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng)))
        }
        return bytes
    }

    static var mutated: Generator<(source: String, mutated: [UInt8]), Shrink.None<(source: String, mutated: [UInt8])>> {
        Generator { rng in
            let source = RandomManifest.generator(index: 0).run(using: &rng).yaml
            let mutation = Mutation.allCases[Int.random(in: 0..<Mutation.allCases.count, using: &rng)]
            return (source, mutate(source, mutation, &rng))
        }
    }

    @Test("Every mutation: a valid manifest, or errors positioned inside the file; rendering never crashes")
    func mutationsGiveDiagnostics() async {
        await propertyCheck(count: 400, input: Self.mutated) { source, bytes in
            let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
            for format in [ManifestFormat.yaml, .plist] {
                let result = ManifestPipeline.run(bytes: bytes, displayPath: "m.routes.yml", format: format)
                for diagnostic in result.diagnostics {
                    #expect(diagnostic.location.file == "m.routes.yml")
                    if let line = diagnostic.location.line {
                        #expect((1...lineCount + 1).contains(line), "\(diagnostic) outside \(lineCount) lines")
                    }
                }
                guard let manifest = result.manifest else {
                    #expect(result.diagnostics.containsErrors, "refused without an error:\n\(String(decoding: bytes, as: UTF8.self))")
                    continue
                }
                #expect(!result.diagnostics.containsErrors)
                do throws(RenderError) {
                    _ = try SwiftRenderer.render(manifest)
                } catch {
                    #expect(error.diagnostics.containsErrors)
                }
            }
        }
    }

    @Test("The unmutated manifests are valid, so the mutation test really starts from valid input")
    func sourcesAreValid() async {
        await propertyCheck(count: 100, input: RandomManifest.generator(index: 0)) { manifest in
            let result = runYAML(manifest.yaml)
            #expect(result.manifest != nil, "\(manifest.yaml)\n\(result.diagnostics.map(\.description))")
        }
    }
}
