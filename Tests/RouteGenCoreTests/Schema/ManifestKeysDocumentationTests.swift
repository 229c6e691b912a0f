import Foundation
import Testing
@testable import RouteGenCore

/// Every key the decoder accepts has a row in the README's manifest reference, under its section.
@Suite("Manifest keys in the README")
struct ManifestKeysDocumentationTests {
    /// The first-column keys (`| \`key\` |`) of the tables in the README section under `heading`.
    static func documentedKeys(under heading: String) throws -> Set<String> {
        let readme = try String(contentsOf: RenderFixtures.url("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n" + heading + "\n"), "no section \(heading)")
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n### ")?.lowerBound ?? section.endIndex
        return Set(section[..<end].split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        })
    }

    @Test(arguments: [
        ("### Top level", ManifestKeys.topLevel),
        ("### `url`", ManifestKeys.url),
        ("### `routes`", ManifestKeys.route),
        ("### `extras`", ManifestKeys.extra),
        ("### `examples`", ManifestKeys.example),
    ])
    func everyKeyHasARow(heading: String, keys: [String]) throws {
        let documented = try Self.documentedKeys(under: heading)
        #expect(Set(keys).subtracting(documented).isEmpty, "undocumented under \(heading): \(Set(keys).subtracting(documented).sorted())")
    }
}
