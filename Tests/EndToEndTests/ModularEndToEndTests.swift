import Foundation
import Testing

/// The routes-only module pattern and the checks that span modules, built in the same fixture package and scratch
/// folder as `EndToEndTests` (one suite: the fixture copy is shared, so its tests run one at a time).
extension EndToEndTests {
    @Test func routesOnlyModuleServesAnotherModulesScreensAndDeepLinks() throws {
        try FixturePackage.withFixture { fixture in
            // Without its one Swift file SwiftPM drops the interface module; the plugin says why and what to add.
            let placeholder = "Sources/CatalogRoutes/CatalogRoutes.swift"
            let placeholderText = try fixture.read(placeholder)
            try FileManager.default.removeItem(at: fixture.file(placeholder))
            let dropped = try fixture.buildProduct("ModularApp")
            #expect(dropped.status != 0, "\(dropped)")
            #expect(dropped.output.split(separator: "\n").contains {
                $0.hasPrefix("warning: Sources/CatalogRoutes holds a routes manifest but no Swift file, so SwiftPM drops "
                    + "target 'CatalogRoutes'") && $0.contains("add one Swift file to it, e.g. \(placeholder)")
            }, "\(dropped)")
            try fixture.write(placeholder, placeholderText)

            let build = try fixture.buildProduct("ModularApp")
            #expect(build.status == 0, "\(build)")
            // The checks' outputs are not resources: no bundle is made for a target that has none.
            let bin = try fixture.binPath()
            #expect(!FileManager.default.fileExists(atPath: bin.appendingPathComponent("E2EApp_ModularApp.resources").path))
            #expect(Self.diagnostics(build.output, "warning").filter { $0.contains("E2EApp") }.isEmpty, "\(build)")

            let run = try fixture.runProduct("ModularApp", ["shop://product/42", "shop://cart", "shop://reviews"])
            #expect(run.status == 0, "\(run)")
            let lines = run.output.split(separator: "\n").map(String.init)
            // Started in the app, declared in CatalogRoutes, shown by CatalogUI's screen.
            #expect(lines.contains("start reviews=true shown=ProductScreen#5"), "\(run)")
            // A deep link into the interface module's route, and one into the app's own, in one URL space.
            #expect(lines.contains("open shop://product/42=true shown=ProductScreen#5,ProductScreen#42"), "\(run)")
            #expect(lines.contains("open shop://cart=true shown=ProductScreen#5,ProductScreen#42,CartScreen"), "\(run)")
            // Internal routes stay out of reach of links, across modules too.
            #expect(lines.contains("open shop://reviews=false shown=ProductScreen#5,ProductScreen#42,CartScreen"), "\(run)")
            #expect(!run.output.contains("tie:"), "\(run)")
        }
    }

    @Test func tieAcrossModulesFailsTheBuildAtBothManifestLines() throws {
        try FixturePackage.withFixture { fixture in
            let build = try fixture.build(target: "TieApp")
            #expect(build.status != 0, "\(build)")
            let lines = build.output.split(separator: "\n").map(String.init)
            // `path:` is line 7, column 11 of TieApp's manifest and line 9, column 11 of CatalogRoutes'.
            #expect(lines.contains { $0.hasSuffix("Sources/TieApp/routes.yml:7:11: error: path '/product/<int:number>' of route "
                + "'item' is ambiguous with route 'product' of \(fixture.file("Sources/CatalogRoutes/routes.yml").path): "
                + "a URL on scheme 'shop' can match both with equal specificity (manifests linked into one app share one URL space)") },
                "\(build)")
            #expect(lines.contains { $0.hasSuffix("Sources/CatalogRoutes/routes.yml:9:11: note: route 'product' "
                + "(namespace Catalog) has path '/product/<int:id>'") }, "\(build)")
        }
    }
}
