import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// What the build plugin runs for an app of several modules: `routegen lint --cross-manifest-only --stamp`,
/// `routegen generate --module --link` and `routegen lint --committed --module --link`, through the real executable.
@Suite("routegen lint --cross-manifest-only and generate --link", .enabled(if: RouteGenTool.url != nil, "needs the routegen product built"))
struct LinkedCommandTests {
    private func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-linked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = [
            "app.yml": "version: 1\nnamespace: AppRoutes\napp: true\nurl:\n  hosts: [shop.example.com]\ntabs: [browse, cart]\n",
            "checkout.yml": "version: 1\nnamespace: Checkout\naccess: public\nurl:\n  schemes: [shop]\nroutes:\n"
                + "  order: { path: /order/<int:id>, exposure: external, handler: true, tab: cart }\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func aPassingCheckLeavesItsStampUntouchedSoTheTargetDoesNotRecompile() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stamp = folder.appendingPathComponent("out/LinkedRoutes.check.swift")
        let first = try RouteGenTool.run(["lint", "--cross-manifest-only", "--stamp", stamp.path, "checkout.yml", "app.yml"], in: folder)
        #expect(first.status == 0, "\(first.output)")
        // Warned, at the module's `url:` line: the app lists a host the module does not.
        #expect(first.output.hasPrefix("checkout.yml:4:1: warning: this manifest lists no 'url.hosts', but app.yml"), "\(first.output)")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: stamp.path)
        let second = try RouteGenTool.run(["lint", "--cross-manifest-only", "--stamp", stamp.path, "checkout.yml", "app.yml"], in: folder)
        #expect(second.status == 0, "\(second.output)")
        let date = try FileManager.default.attributesOfItem(atPath: stamp.path)[.modificationDate] as? Date
        #expect(date == old)
        // A failing check writes no stamp.
        try Data("version: 1\nnamespace: Checkout\naccess: public\nroutes:\n  order: { tab: carts }\n".utf8)
            .write(to: folder.appendingPathComponent("checkout.yml"))
        try FileManager.default.removeItem(at: stamp)
        let failed = try RouteGenTool.run(["lint", "--cross-manifest-only", "--stamp", stamp.path, "checkout.yml", "app.yml"], in: folder)
        #expect(failed.status == 1)
        #expect(failed.output.hasPrefix("checkout.yml:5:17: error: tab 'carts' of route 'order' is not one of the app's tabs "
            + "(browse, cart); did you mean 'cart'?"), "\(failed.output)")
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
    }

    @Test func generateRegistersTheLinkedManifestsAndRejectsABadLink() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RouteGenTool.run(["generate", "app.yml", "--module", "App", "--link", "CheckoutRoutes=checkout.yml"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("import CheckoutRoutes\n"))
        #expect(run.output.contains("checkout: some Checkout.Screens\n"))
        let bad = try RouteGenTool.run(["generate", "app.yml", "--link", "checkout.yml"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.output.contains("--link takes MODULE=PATH, got 'checkout.yml'"), "\(bad.output)")
        let missing = try RouteGenTool.run(["generate", "app.yml", "--link", "X=nowhere.yml"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.output.contains("nowhere.yml: error: the app registers this manifest's routes, but it has errors"), "\(missing.output)")
    }

    /// An app's committed file (written by `generate-routes`, which passes the links) is checked against the linked
    /// generation: fresh with the same links, stale without them or with a link missing.
    @Test func committedAppFileIsCheckedWithItsLinks() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let links = ["--module", "App", "--link", "CheckoutRoutes=checkout.yml"]
        // Into a folder, as generate-routes writes: the main file and the files beside it, all checked.
        let generated = folder.appendingPathComponent("gen", isDirectory: true)
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        let committed = generated.appendingPathComponent("Routes.generated.swift")
        let generate = try RouteGenTool.run(["generate", "app.yml", "--output", generated.path] + links, in: folder)
        #expect(generate.status == 0, "\(generate.output)")
        #expect(generate.output.isEmpty, "no warning once the module is given: \(generate.output)")
        let check = ["lint", "app.yml", "--committed", committed.path]
        let fresh = try RouteGenTool.run(check + links, in: folder)
        #expect(fresh.status == 0, "\(fresh.output)")
        let unlinked = try RouteGenTool.run(check + ["--module", "App"], in: folder)
        #expect(unlinked.status == 1)
        #expect(unlinked.output.hasPrefix("app.yml:1:1: error: Routes.generated.swift is stale: Routes.generated.swift, Routes+Registration.generated.swift"),
                "\(unlinked.output)")
        // Links belong to the committed check only; alone they would be silently ignored.
        let stray = try RouteGenTool.run(["lint", "app.yml"] + links, in: folder)
        #expect(stray.status == 2)
        #expect(stray.output.contains("--link and --module go with --committed"), "\(stray.output)")
    }
}
