import Foundation
import TestSupport
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

            let run = try fixture.runProduct("ModularApp", ["shop://product/42", "shop://cart", "shop://reviews", "shop://order/7"])
            #expect(run.status == 0, "\(run)")
            let lines = run.output.split(separator: "\n").map(String.init)
            // Started in the app, declared in CatalogRoutes, shown by CatalogUI's screen.
            #expect(lines.contains("start reviews=done shown=ProductScreen#5"), "\(run)")
            // A deep link into the interface module's route, and one into the app's own, in one URL space.
            #expect(lines.contains("open shop://product/42=true shown=ProductScreen#5,ProductScreen#42"), "\(run)")
            #expect(lines.contains("open shop://cart=true shown=ProductScreen#5,ProductScreen#42,CartScreen"), "\(run)")
            // Internal routes stay out of reach of links, across modules too.
            #expect(lines.contains("open shop://reviews=false shown=ProductScreen#5,ProductScreen#42,CartScreen"), "\(run)")
            #expect(!run.output.contains("tie:"), "\(run)")
            // registerApp registered the sibling module's handler too, and every linked external route.
            #expect(lines.contains("order 7"), "\(run)")
            #expect(lines.contains("open shop://order/7=true shown=ProductScreen#5,ProductScreen#42,CartScreen"), "\(run)")
            #expect(!run.output.contains("unregistered:"), "\(run)")

            // generate-routes passes the app's manifest the same linked manifests as the build: the committed file is
            // the build's, byte for byte, so it passes --check and the build's staleness check, and registers every module.
            let built = try PrebuiltToolEndToEndTests.generatedFiles(target: "ModularApp", in: fixture)
            let write = try fixture.generateRoutes(["--target", "ModularApp"])
            #expect(write.status == 0, "\(write)")
            #expect(!write.output.contains("registerApp registers only"), "\(write)")
            #expect(built.count == 18, "\(built.keys.sorted())")
            for (name, data) in built {
                #expect(try Data(contentsOf: fixture.file("Sources/ModularApp/\(name)")) == data, "committed \(name) differs from the build's")
            }
            let check = try fixture.generateRoutes(["--check", "--target", "ModularApp"])
            #expect(check.status == 0, "\(check)")
            let committedBuild = try fixture.buildProduct("ModularApp")
            #expect(committedBuild.status == 0, "\(committedBuild)")
            let committedRun = try fixture.runProduct("ModularApp", ["shop://order/7"])
            #expect(committedRun.output.split(separator: "\n").contains("order 7"), "\(committedRun)")
            for name in built.keys { try FileManager.default.removeItem(at: fixture.file("Sources/ModularApp/\(name)")) }
        }
    }

    /// The app's manifest (`app: true`) is where every linked manifest is checked: each mistake below is made in
    /// one module and caught by the app's build, at the line that makes it.
    @Test func appBuildChecksEveryLinkedManifest() throws {
        try FixturePackage.withFixture { fixture in
            let main = "Sources/ModularApp/main.swift", checkout = "Sources/CheckoutRoutes/routes.yml"
            let app = "Sources/ModularApp/routes.yml"
            let mainText = try fixture.read(main), checkoutText = try fixture.read(checkout), appText = try fixture.read(app)
            let lines = { (output: ProcessOutput) in output.output.split(separator: "\n").map(String.init) }

            // A module's Screens the app does not provide: a compile error at the app's registerApp call (line 40).
            try fixture.write(main, mainText.replacingOccurrences(
                of: "struct CheckoutHandlers: Checkout.Screens {", with: "struct CheckoutHandlers {"))
            let missing = try fixture.buildProduct("ModularApp")
            #expect(missing.status != 0, "\(missing)")
            #expect(lines(missing).contains { $0.contains("Sources/ModularApp/main.swift:40:") && $0.contains(": error: ")
                && $0.contains("Screens") }, "\(missing)")
            try fixture.write(main, mainText)

            // A tab the app does not declare: a build error at the feature manifest's line, with did-you-mean.
            try fixture.write(checkout, checkoutText.replacingOccurrences(of: "tab: cart", with: "tab: carts"))
            let tab = try fixture.buildProduct("ModularApp")
            #expect(tab.status != 0, "\(tab)")
            #expect(lines(tab).contains { $0.hasSuffix("\(checkout):12:10: error: tab 'carts' of route 'order' is not one "
                + "of the app's tabs (browse, cart); did you mean 'cart'?") }, "\(tab)")

            // Two sibling modules that tie: neither module's build can see it, the app's fails.
            try fixture.write(checkout, checkoutText.replacingOccurrences(of: "/order/<int:id>", with: "/product/<int:number>"))
            let tie = try fixture.buildProduct("ModularApp")
            #expect(tie.status != 0, "\(tie)")
            #expect(lines(tie).contains { $0.hasSuffix("\(checkout):9:11: error: path '/product/<int:number>' of route 'order' "
                + "is ambiguous with route 'product' of \(fixture.file("Sources/CatalogRoutes/routes.yml").path): a URL on scheme "
                + "'shop' can match both with equal specificity (manifests linked into one app share one URL space)") }, "\(tie)")
            try fixture.write(checkout, checkoutText)

            // The app's manifest lists a host the modules do not: a warning at each one's `url:` line; it still builds.
            try fixture.write(app, appText.replacingOccurrences(of: "  schemes: [shop]\n", with: "  schemes: [shop]\n  hosts: [shop.example.com]\n"))
            let hosts = try fixture.buildProduct("ModularApp")
            #expect(hosts.status == 0, "\(hosts)")
            for (module, route) in [("CatalogRoutes", "product"), ("CheckoutRoutes", "order")] {
                #expect(lines(hosts).contains { $0.hasSuffix("Sources/\(module)/routes.yml:4:1: warning: this manifest lists no "
                    + "'url.hosts', but \(fixture.file(app).path) of the same app lists 'shop.example.com': https links on "
                    + "'shop.example.com' open none of this manifest's external routes (such as '\(route)'); "
                    + "add 'hosts: [shop.example.com]' under 'url:'") }, "\(hosts)")
            }
            try fixture.write(app, appText)
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
