import Foundation
import PropertyBased
@_spi(RouteGen) import RouteKit
import Testing
@testable import RouteGenCore

/// Random URL values (quotes, escapes, `%`, `/`, spaces, line breaks, non-ASCII, random scalars): the manifest reads
/// them back exactly, the generated case's raw value is exactly the value, and every case reaches its route through
/// links RouteKit builds, in a path placeholder and in a query item, as `routegen match` reads them.
@Suite("Hardening: enum URL values round-trip")
struct EnumURLValuePropertyTests {
    static func manifest(_ values: [String]) -> String {
        let cases = values.enumerated().map { "c\($0.offset): \(HostileText.yamlQuoted($0.element))" }
        return """
            version: 1
            namespace: ProbeRoutes
            url: { schemes: [myapp], hosts: [h.example.com] }
            enums:
              Kind: { \(cases.joined(separator: ", ")) }
            routes:
              probe:
                path: /probe/<Kind:p>
                exposure: external
                handler: true
                extras:
                  q: Kind?

            """
    }

    /// 1 to 4 distinct non-empty values, now and then a dot segment (`.`, `..`), which links escape as `%2E`.
    static var values: Generator<[String], Shrink.None<[String]>> {
        Generator { rng in
            var values: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let value = Int.random(in: 0..<8, using: &rng) == 0
                    ? [".", ".."].randomElement(using: &rng)!
                    : HostileText.generator(maximumPieces: 5).run(using: &rng)
                if !value.isEmpty, !values.contains(value) { values.append(value) }
            }
            return values.isEmpty ? ["a"] : values
        }
    }

    @Test("Every case of a random enum: exact raw value, and path and query links that open it")
    func roundTrip() async throws {
        await propertyCheck(count: 150, input: Self.values) { values in
            let result = runYAML(Self.manifest(values))
            guard let manifest = result.manifest, !result.diagnostics.containsErrors else {
                Issue.record("refused \(values.map(\.debugDescription)): \(result.diagnostics.map(\.description))")
                return
            }
            let declaration = manifest.manifest.enums[0]
            #expect(declaration.cases.map(\.urlValue) == values)
            for enumCase in declaration.cases {
                let line = EnumRenderer.caseLine(enumCase).text
                let prefix = "case \(enumCase.name) = "
                #expect(line.hasPrefix(prefix))
                let literal = SwiftLiteralReader.read(Array(line.unicodeScalars), from: prefix.unicodeScalars.count)
                #expect(literal?.value == enumCase.urlValue && literal?.end == line.unicodeScalars.count, "\(line)")
            }
            let matcher = ManifestURLMatcher(manifest: manifest.manifest)
            let descriptor = RouteDescriptor(name: "probe", exposure: .external, path: "/probe/<Kind:p>",
                                             urlConfiguration: URLConfiguration(schemes: ["myapp"], hosts: ["h.example.com"]))
            for (index, enumCase) in declaration.cases.enumerated() {
                let other = declaration.cases[(index + 1) % declaration.cases.count]
                var parameters = RouteParameters()
                parameters["p"] = [enumCase.urlValue]
                parameters["q"] = [other.urlValue]
                for link in [descriptor.link(parameters: parameters), descriptor.universalLink(parameters: parameters)] {
                    let report = matcher.match(link)
                    #expect(report.route == "probe", "\(link.absoluteString): \(report)")
                    #expect(report.extras.map(\.value) == [ExtraReader.shown(enumCase), ExtraReader.shown(other)],
                            "\(link.absoluteString)")
                }
            }
        }
    }
}
