import Foundation
import Testing
@testable import RouteGenCore

/// Manifests linked into one app share one URL space: `routegen lint A B` and the build
/// plugin's check report a tie across files at both lines.
@Suite("Cross-manifest ties")
struct CrossManifestTiesTests {
    private func manifest(_ body: String, schemes: String = "[shop]", file: String) -> Manifest {
        let result = runYAML("version: 1\nurl:\n  schemes: \(schemes)\n" + body, file: file)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return result.manifest!.manifest
    }

    private let catalog = """
        enums:
          Kind: [book, film]
        routes:
          item:
            path: /item/<int:id>
            exposure: external
          byKind:
            path: /kind/<Kind:kind>
            exposure: external

        """

    @Test func tieAcrossManifestsIsAnErrorAtBothLines() {
        let first = manifest(catalog, file: "Catalog/routes.yml")
        let second = manifest("routes:\n  product:\n    path: /item/:number\n    exposure: external\n    extras:\n      number: Int\n",
                              file: "Checkout/routes.yml")
        let printed = CrossManifestTies.diagnostics(for: [first, second]).map(\.description)
        #expect(printed == [
            "Checkout/routes.yml:6:11: error: path '/item/:number' of route 'product' is ambiguous with route 'item' of "
                + "Catalog/routes.yml: a URL on scheme 'shop' can match both with equal specificity "
                + "(manifests linked into one app share one URL space)\n"
                + "Catalog/routes.yml:8:11: note: route 'item' (namespace Routes) has path '/item/<int:id>'",
        ])
    }

    @Test func manifestsThatShareNoSchemeOrHostNeverTie() {
        let first = manifest(catalog, file: "a.yml")
        let second = manifest("routes:\n  item:\n    path: /item/<int:id>\n    exposure: external\n", schemes: "[other]", file: "b.yml")
        #expect(CrossManifestTies.diagnostics(for: [first, second]).isEmpty)
        // A shared host is a shared URL space, whatever the schemes.
        let hosted = { (file: String, schemes: String) in
            self.manifest("  hosts: [shop.example.com]\nroutes:\n  item:\n    path: /item/<int:id>\n    exposure: external\n",
                          schemes: schemes, file: file)
        }
        #expect(CrossManifestTies.diagnostics(for: [hosted("a.yml", "[a]"), hosted("b.yml", "[b]")]).count == 1)
    }

    @Test func equallyNamedEnumsOfTwoManifestsKeepTheirOwnCases() {
        let first = manifest(catalog, file: "a.yml")
        let disjoint = manifest("enums:\n  Kind: [song]\nroutes:\n  byKind:\n    path: /kind/<Kind:kind>\n    exposure: external\n",
                                file: "b.yml")
        #expect(CrossManifestTies.diagnostics(for: [first, disjoint]).isEmpty)
        let overlapping = manifest("enums:\n  Kind: [film]\nroutes:\n  byKind:\n    path: /kind/<Kind:kind>\n    exposure: external\n",
                                   file: "c.yml")
        #expect(CrossManifestTies.diagnostics(for: [first, overlapping]).map(\.location.line) == [8])
    }

    @Test("Enums of two manifests are compared by URL values, not by Swift names")
    func enumsCompareByURLValues() {
        let first = manifest(catalog, file: "a.yml")
        let renamed = manifest("enums:\n  Kind: [{ movie: film }]\nroutes:\n  byKind:\n    path: /kind/<Kind:kind>\n"
                               + "    exposure: external\n", file: "b.yml")
        #expect(CrossManifestTies.diagnostics(for: [first, renamed]).map(\.location.line) == [8])
        let sameNames = manifest("enums:\n  Kind: [{ book: livre }, { film: cinema }]\nroutes:\n  byKind:\n"
                                 + "    path: /kind/<Kind:kind>\n    exposure: external\n", file: "c.yml")
        #expect(CrossManifestTies.diagnostics(for: [first, sameNames]).isEmpty)
    }

    @Test func moreSpecificPatternsAndInternalRoutesDoNotTie() {
        let first = manifest(catalog, file: "a.yml")
        let second = manifest("""
            routes:
              literal:
                path: /item/new
                exposure: external
              text:
                path: /item/<name>
                exposure: external
              hidden:
                path: /item/<int:id>

            """, file: "b.yml")
        #expect(CrossManifestTies.diagnostics(for: [first, second]).isEmpty)
    }

    @Test func lintChecksItsManifestsTogether() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-ties-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.routes.yml"), b = directory.appendingPathComponent("b.routes.yml")
        let broken = directory.appendingPathComponent("broken.routes.yml")
        try Data("version: 1\nurl:\n  schemes: [shop]\nroutes:\n  item:\n    path: /item/<int:id>\n    exposure: external\n".utf8).write(to: a)
        try Data("version: 1\nurl:\n  schemes: [shop]\nroutes:\n  other:\n    path: /item/<int:n>\n    exposure: external\n".utf8).write(to: b)
        try Data("version: 1\nroutes:\n  Bad: {}\n".utf8).write(to: broken)

        let each = ManifestLint.run(paths: [a.path])
        #expect(each.status == .ok)
        let together = ManifestLint.run(paths: [a.path, b.path])
        #expect(together.status == .manifestErrors)
        #expect(together.diagnostics.map(\.location.line) == [6])
        #expect(together.diagnostics.first?.location.file == b.path)
        #expect(together.diagnostics.first?.notes.map(\.location.file) == [a.path])

        // The plugin's form: the ties alone; a broken manifest is its own target's to report.
        let crossManifestOnly = ManifestLint.run(paths: [broken.path, a.path, b.path], crossManifestOnly: true)
        #expect(crossManifestOnly.status == .manifestErrors)
        #expect(crossManifestOnly.diagnostics.count == 1)
        #expect(ManifestLint.run(paths: [broken.path, a.path], crossManifestOnly: true).status == .ok)
        #expect(ManifestLint.run(paths: [broken.path, a.path]).status == .manifestErrors)
    }

    @Test func fragmentNamesTieAcrossManifestsAsWithinOne() {
        let home = manifest("routes:\n  home:\n    path: /\n    exposure: external\n", file: "App/routes.yml")
        let login = manifest("routes:\n  qrLogin:\n    path: /\n    exposure: external\n    fragment: qr-code-login\n",
                             file: "Login/routes.yml")
        let sso = manifest("routes:\n  sso:\n    path: /\n    exposure: external\n    fragment: sso\n", file: "SSO/routes.yml")
        #expect(CrossManifestTies.diagnostics(for: [home, login, sso]).isEmpty)
        let again = manifest("routes:\n  scan:\n    path: /\n    exposure: external\n    fragment: qr-code-login\n",
                             file: "Scan/routes.yml")
        #expect(CrossManifestTies.diagnostics(for: [home, login, again]).map(\.description) == [
            "Scan/routes.yml:6:11: error: path '/' of route 'scan' is ambiguous with route 'qrLogin' of Login/routes.yml: a URL "
                + "on scheme 'shop' can match both with equal specificity (manifests linked into one app share one URL space) "
                + "(both require the fragment path 'qr-code-login')\n"
                + "Login/routes.yml:6:11: note: route 'qrLogin' (namespace Routes) has path '/'",
        ])
    }
}

