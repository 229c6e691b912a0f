import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// Every export kind compared byte for byte with checked-in files (Tests/RouteGenCoreTests/Fixtures/Export).
///
/// To re-record after an intended change: `ROUTEGEN_RECORD=1 swift test --filter ExportReference`, then review the diff.
@Suite("Export: reference output")
struct ExportReferenceTests {
    static func options() -> ManifestExport.Options {
        var options = ManifestExport.Options()
        options.appIDs = ["ABCDE12345.com.example.shop", "ABCDE12345.com.example.shop.beta"]
        options.bundleID = "com.example.shop"
        return options
    }

    static let cases: [(name: String, kind: ManifestExport.Kind, tweak: @Sendable (inout ManifestExport.Options) -> Void)] = [
        ("apple-app-site-association.expected", .aasa, { _ in }),
        ("Shop.entitlements.expected", .entitlements, { _ in }),
        ("Shop-developer.entitlements.expected", .entitlements, { $0.developerMode = true }),
        ("URLTypes.plist.expected", .urlTypes, { _ in }),
        ("Catalog.md.expected", .catalog, { _ in }),
        ("Catalog.json.expected", .catalog, { $0.format = .json }),
        ("Graph.mmd.expected", .graph, { _ in }),
        ("Graph.dot.expected", .graph, { $0.graphFormat = .dot }),
    ]

    static func render(_ name: String) throws -> ManifestExport.Outcome {
        let entry = try #require(cases.first { $0.name == name })
        var options = options()
        entry.tweak(&options)
        let paths = ["Shop.routes.yml", "Blog.routes.yml", "Legacy.routes.yml"].map { ExportFixtures.folder + $0 }
        return ManifestExport.run(entry.kind, paths: paths.map { Repository.url($0).path }, displayPaths: paths, options: options)
    }

    @Test("Output equals the checked-in file", arguments: cases.map(\.name))
    func matchesReference(_ name: String) throws {
        let outcome = try Self.render(name)
        let text = try #require(outcome.text, "\(outcome.diagnostics) \(outcome.usageError ?? "")")
        let url = Repository.url(ExportFixtures.folder + name)
        if ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" { try Data(text.utf8).write(to: url) }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)), "re-record with ROUTEGEN_RECORD=1 if the change is intended")
        #expect(outcome.status == .ok)
    }

    @Test("Deterministic and free of machine paths", arguments: cases.map(\.name))
    func deterministic(_ name: String) throws {
        let first = try #require(try Self.render(name).text)
        #expect(first == (try Self.render(name).text))
        #expect(!first.contains(Repository.root.path))
    }
}
