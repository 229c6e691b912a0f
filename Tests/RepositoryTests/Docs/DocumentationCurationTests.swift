import Foundation
import Testing

/// Every public RouteKit type (as the API baseline lists it) has a place in the documentation's Topics, so none
/// lands in DocC's catch-all groups. `swift package generate-documentation --target RouteKit --warnings-as-errors`
/// (run by .ci/run) checks that the links resolve; this guards the curation cheaply in every `swift test`.
@Suite("RouteKit documentation curation")
struct DocumentationCurationTests {
    @Test func everyPublicTypeIsCuratedInTheCatalog() throws {
        let baseline = try String(contentsOf: APIBaseline.root.appendingPathComponent("API/RouteKit.txt"), encoding: .utf8)
        let topLevelType = #/^([A-Z][A-Za-z]*): (?:@\w+ )*(?:final )?(?:struct|class|protocol|enum|typealias) /#
        let types = baseline.split(separator: "\n").compactMap { line -> String? in
            guard !line.contains("@_spi("), let match = line.firstMatch(of: topLevelType) else { return nil }
            return String(match.output.1)
        }
        #expect(types.count > 30)
        let catalog = APIBaseline.root.appendingPathComponent("Sources/RouteKit/RouteKit.docc")
        var text = ""
        for case let url as URL in FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) ?? .init()
        where url.pathExtension == "md" {
            text += try String(contentsOf: url, encoding: .utf8)
        }
        for type in Set(types).sorted() {
            #expect(text.contains("- ``\(type)``"), "\(type) is public but listed under no Topics heading of RouteKit.docc")
        }
    }

    @Test func articlesCiteNoIssuesSpecSectionsOrTestFiles() throws {
        let catalog = APIBaseline.root.appendingPathComponent("Sources/RouteKit/RouteKit.docc")
        for case let url as URL in FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) ?? .init()
        where url.pathExtension == "md" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for forbidden in [/#\d+\b/, /\bSPEC\b/, /\w+Tests\b/, /Tests\//] {
                #expect(text.firstMatch(of: forbidden) == nil, "\(url.lastPathComponent) cites \(text.firstMatch(of: forbidden).map { String($0.output) } ?? "")")
            }
        }
    }
}
