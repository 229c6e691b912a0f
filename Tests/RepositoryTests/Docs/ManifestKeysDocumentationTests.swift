import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// Every key the decoder accepts has a row in the manifest reference (docs/manifest.md), under its section.
@Suite("Manifest keys in docs/manifest.md")
struct ManifestKeysDocumentationTests {
    /// The first-column keys (`| \`key\` |`) of the tables in the docs/manifest.md section under `heading`.
    static func documentedKeys(under heading: String) throws -> Set<String> {
        let reference = try String(contentsOf: Repository.url("docs/manifest.md"), encoding: .utf8)
        let start = try #require(reference.range(of: "\n" + heading + "\n"), "no section \(heading)")
        let section = reference[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return Set(section[..<end].split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        })
    }

    @Test(arguments: [
        ("## Top level", ManifestKeys.topLevel),
        ("## `url`", ManifestKeys.url),
        ("## `routes`", ManifestKeys.route),
        ("## `extras`", ManifestKeys.extra),
        ("## `examples`", ManifestKeys.example),
    ])
    func everyKeyHasARow(heading: String, keys: [String]) throws {
        let documented = try Self.documentedKeys(under: heading)
        #expect(Set(keys).subtracting(documented).isEmpty, "undocumented under \(heading): \(Set(keys).subtracting(documented).sorted())")
    }
}
