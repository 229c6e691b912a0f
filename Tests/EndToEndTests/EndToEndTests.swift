import Foundation
import Testing

/// Builds the fixture package the way a user's package is built: RouteGen as a path dependency, the build-tool
/// plugin applied to each target, the command plugin run through `swift package`. One fixture copy and one
/// scratch folder serve every test, so the tests run one at a time.
@Suite(.serialized, .timeLimit(.minutes(30)))
struct EndToEndTests {
    /// Lines of `output` that carry a compiler-format diagnostic of `severity`.
    static func diagnostics(_ output: String, _ severity: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": \(severity): ") }
    }

    @Test func buildToolPluginGeneratesRoutesThatAnAppRuns() throws {
        try FixturePackage.withFixture { fixture in
            let build = try fixture.buildProduct("App")
            #expect(build.status == 0, "\(build)")
            #expect(!build.output.contains("unhandled"), "the manifest must count as a plugin input: \(build)")
            #expect(Self.diagnostics(build.output, "warning").filter { $0.contains("E2EApp") }.isEmpty, "\(build)")

            let tokyo = "e2e://shelf/%E6%9D%B1%E4%BA%AC%2F%E9%A7%85?sort=50%25%20off"
            let run = try fixture.runProduct("App", [
                "e2e://item/7?tab=likes&tags=a&tags=b", "e2e://secret", "https://elsewhere.example.com/item/7", "e2e://gallery",
                tokyo, "e2e://shelf/top-sites", "e2e://shelf/topSites",
                "e2e://item/7/comments?utm_source=mail", "e2e://item/7/comments?comment=9", "e2e://item/7/comments?comment=x",
                "https://clicks.e2e.example.com/wf/click?upn=abc", "e2e://wf/click",
            ])
            #expect(run.status == 0, "\(run)")
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.contains("e2e://item/7?tab=likes&tags=a&tags=b -> item id=7 tab=likes tags=a,b"), "\(run)")
            #expect(lines.contains("e2e://item/7?tab=likes&tags=a&tags=b opened=true shown=ItemScreen#7"), "\(run)")
            #expect(lines.contains("e2e://secret -> no match"), "\(run)")
            #expect(lines.contains("e2e://secret opened=false shown="), "\(run)")
            #expect(lines.contains("https://elsewhere.example.com/item/7 -> no match"), "\(run)")
            #expect(lines.contains("built=e2e://item/3?tab=posts"), "\(run)")
            // Enum cases with URL values: links carry the URL value, Swift code the case name; a Swift name is no link.
            #expect(lines.contains("\(tokyo) -> shelf section=tokyo (東京/駅) sort=halfOff (50% off)"), "\(run)")
            #expect(lines.contains("\(tokyo) opened=true shown=ShelfScreen#tokyo"), "\(run)")
            #expect(lines.contains("e2e://shelf/top-sites -> shelf section=topSites (top-sites) sort=priceAsc (price-asc)"), "\(run)")
            #expect(lines.contains("e2e://shelf/topSites -> no match"), "\(run)")
            #expect(lines.contains("built=\(tokyo)"), "\(run)")
            #expect(lines.contains("shelf round trips=6/6"), "\(run)")
            // One path, two routes: the required query item `comment` picks the thread; an undeclared item is ignored.
            #expect(lines.contains("e2e://item/7/comments?utm_source=mail -> comments id=7"), "\(run)")
            #expect(lines.contains("e2e://item/7/comments?comment=9 -> commentThread id=7 comment=9"), "\(run)")
            #expect(lines.contains("e2e://item/7/comments?comment=9 opened=true shown=CommentThreadScreen"), "\(run)")
            #expect(lines.contains("e2e://item/7/comments?comment=x -> comments id=7"), "\(run)")
            #expect(lines.contains("built=e2e://item/3/comments?comment=5"), "\(run)")
            // A catch-all on a tracking host of its own: reachable there, and nowhere else.
            #expect(lines.contains("https://clicks.e2e.example.com/wf/click?upn=abc -> emailClick rest=wf/click"), "\(run)")
            #expect(lines.contains("https://clicks.e2e.example.com/wf/click?upn=abc opened=true shown=ClickScreen"), "\(run)")
            #expect(lines.contains("e2e://wf/click -> no match"), "\(run)")
            #expect(lines.contains("built=https://clicks.e2e.example.com/wf/click https://clicks.e2e.example.com/wf/click"), "\(run)")
            // A `view:` route matches everywhere; without SwiftUI (Linux) it is registered undrawn: it opens, and its
            // screen is RouteKit's placeholder.
            #expect(lines.contains("e2e://gallery -> gallery"), "\(run)")
            #if !canImport(SwiftUI)
            #expect(lines.contains("e2e://gallery opened=true shown=UndrawnScreen"), "\(run)")
            #endif

            // Nothing changed: the generator must not run again. (The build after a cold one may still relink
            // the plugin's tool, a SwiftPM quirk, so the build settles once before the check.)
            _ = try fixture.buildProduct("App")
            let again = try fixture.buildProduct("App")
            #expect(again.status == 0, "\(again)")
            #expect(!again.output.contains("Generating"), "an unchanged manifest regenerated: \(again)")
        }
    }

    @Test func manifestErrorFailsTheBuildAtTheManifestLine() throws {
        try FixturePackage.withFixture { fixture in
            let build = try fixture.build(target: "BrokenManifest")
            #expect(build.status != 0, "\(build)")
            let errors = Self.diagnostics(build.output, "error").filter { $0.contains("routes.yml:") }
            // `presentaton:` is line 5, column 5 of Sources/BrokenManifest/routes.yml.
            #expect(
                errors.contains { $0.contains("routes.yml:5:5: error: ") && $0.contains("presentaton") },
                "\(build)"
            )

            // A pinned link the manifest no longer opens as pinned fails the build at the example's line, saying
            // what the link opens now.
            let manifest = try fixture.read("Sources/App/routes.yml")
            let line = manifest.split(separator: "\n", omittingEmptySubsequences: false).count
            try fixture.write("Sources/App/routes.yml", manifest + "  - url: e2e://item/7?tab=likes\n    opens: item\n    extras: { id: 8 }\n")
            let pinned = try fixture.build(target: "App")
            #expect(pinned.status != 0, "\(pinned)")
            #expect(Self.diagnostics(pinned.output, "error").contains {
                $0.contains("Sources/App/routes.yml:\(line):10: error: example link 'e2e://item/7?tab=likes' opens 'item' with id: 7, tab: .likes; the example expects id: 8")
            }, "\(pinned)")
        }
    }

    @Test func unknownExtraTypeIsACompileErrorOnTheManifestLine() throws {
        try FixturePackage.withFixture { fixture in
            // The manifest is named `routes.yaml`: the build plugin generates from it as from `routes.yml`.
            let build = try fixture.build(target: "WrongType")
            #expect(build.status != 0, "\(build)")
            #expect(!build.output.contains("unhandled"), "a .yaml manifest must count as a plugin input: \(build)")
            let errors = Self.diagnostics(build.output, "error").filter { $0.contains("NoSuchType") }
            // `id: NoSuchType` is line 5; SwiftPM prints the `#sourceLocation` path package-relative, as written.
            let onManifest = errors.filter { $0.hasPrefix("Sources/WrongType/routes.yaml:5:") }
            #expect(!onManifest.isEmpty, "\(build)")
            // Every error, including those in the memberwise init's and the builder's signatures, is on the manifest.
            for error in errors {
                #expect(error.hasPrefix("Sources/WrongType/routes.yaml:5:"), "\(error)")
            }
        }
    }

    @Test func generateRoutesWritesFilesThatComposeWithTheBuildPlugin() throws {
        try FixturePackage.withFixture { fixture in
            let generated = "Sources/Committed/Routes.generated.swift"
            let missing = try fixture.generateRoutes(["--check", "--target", "Committed"])
            #expect(missing.status != 0, "\(missing)")
            #expect(missing.output.contains("\(generated) (missing)"), "\(missing)")
            #expect(!FileManager.default.fileExists(atPath: fixture.file(generated).path), "--check wrote a file")

            let write = try fixture.generateRoutes(["--target", "Committed"])
            #expect(write.status == 0, "\(write)")
            let text = try fixture.read(generated)
            #expect(text.contains("Sources/Committed/routes.yml"))
            #expect(!text.contains(FixturePackage.workArea.path), "machine path in committed output")

            // The committed file and the build plugin together: one definition of every type.
            let build = try fixture.build(target: "Committed")
            #expect(build.status == 0, "\(build)")

            let fresh = try fixture.generateRoutes(["--check", "--target", "Committed"])
            #expect(fresh.status == 0, "\(fresh)")

            let manifest = try fixture.read("Sources/Committed/routes.yml")
            try fixture.write("Sources/Committed/routes.yml", manifest + "  settings:\n    screen: DashboardScreen\n")
            let stale = try fixture.generateRoutes(["--check", "--target", "Committed"])
            #expect(stale.status != 0, "\(stale)")
            // A new route changes its shard, the registration file and the main file's index of routes (comments:
            // its declarations, which every use of `Routes` depends on, stay as they were).
            #expect(stale.output.contains("Sources/Committed/Routes+Registration.generated.swift (stale)"), "\(stale)")
            #expect(stale.output.contains("\(generated) (stale)"), "\(stale)")
            #expect(try fixture.read(generated) == text, "--check rewrote the committed file")

            // The build plugin fails the build on the stale committed file, on the manifest, saying what to run.
            let staleBuild = try fixture.build(target: "Committed")
            #expect(staleBuild.status != 0, "\(staleBuild)")
            #expect(Self.diagnostics(staleBuild.output, "error").contains {
                $0.hasPrefix("Sources/Committed/routes.yml:1:1: error: Routes.generated.swift is stale")
                    && $0.contains("swift package --allow-writing-to-package-directory generate-routes")
            }, "\(staleBuild)")

            // With a committed file the build plugin still reports manifest errors on the manifest's line.
            try fixture.write("Sources/Committed/routes.yml", manifest + "  settings:\n    scren: DashboardScreen\n")
            let broken = try fixture.build(target: "Committed")
            #expect(broken.status != 0, "\(broken)")
            #expect(broken.output.contains("routes.yml:7:5: error: "), "\(broken)")
        }
    }

    @Test func lookalikeManifestsAreReportedAndEachAppIsItsOwnURLSpace() throws {
        try FixturePackage.withFixture { fixture in
            // A manifest name in other letters: the build plugin says so (the target fails for its own broken manifest).
            let lookalike = "Sources/BrokenManifest/Routes.yaml is not read as a routes manifest: manifest names are "
                + "routes.yml, *.routes.yml, routes.plist, *.routes.plist; .yaml as .yml, in these letters; rename it to routes.yaml"
            let build = try fixture.build(target: "BrokenManifest")
            #expect(build.status != 0, "\(build)")
            #expect(build.output.contains("warning: \(lookalike)"), "\(build)")
            // The command plugin too.
            let command = try fixture.generateRoutes(["lint", "--target", "BrokenManifest"])
            #expect(command.output.contains("warning: \(lookalike)"), "\(command)")

            // Two apps whose own routes tie (shop://cart): checked apart, they are clean.
            let apart = try fixture.generateRoutes(["lint", "--target", "ModularApp", "--target", "OtherApp"])
            #expect(apart.status == 0, "\(apart)")
            #expect(!apart.output.contains("ambiguous"), "\(apart)")
            #expect(apart.output.contains("routes are clean (2 app(s), 4 manifest(s), 0 examples file(s))"), "\(apart)")
            // An app is checked with the manifests it links: TieApp's route ties with CatalogRoutes' product.
            let tie = try fixture.generateRoutes(["lint", "--target", "TieApp"])
            #expect(tie.status != 0, "\(tie)")
            #expect(tie.output.contains("Sources/TieApp/routes.yml:7:11: error: path '/product/<int:number>' of route 'item' is ambiguous"), "\(tie)")
            // An export is one app's: two are refused, one exports with the manifests it links.
            let merged = try fixture.generateRoutes(["export", "url-types", "--target", "ModularApp", "--target", "OtherApp", "--output", "Generated/URLTypes.plist"])
            #expect(merged.status != 0, "\(merged)")
            #expect(merged.output.contains("this package has 2 apps (ModularApp, OtherApp), each its own URL space"), "\(merged)")
            let one = try fixture.generateRoutes(["export", "catalog", "--target", "ModularApp", "--output", "Generated/catalog.md"])
            #expect(one.status == 0, "\(one)")
            let catalog = try fixture.read("Generated/catalog.md")
            #expect(catalog.contains("Sources/CheckoutRoutes/routes.yml") && !catalog.contains("Sources/OtherApp"), "\(catalog)")
            try FileManager.default.removeItem(at: fixture.file("Generated"))
        }
    }

    @Test func generateRoutesRefusesBadArgumentsAndHonoursOutput() throws {
        try FixturePackage.withFixture { fixture in
            let unknown = try fixture.generateRoutes(["--target", "NoSuchTarget"])
            #expect(unknown.status != 0)
            #expect(unknown.output.contains("no target named 'NoSuchTarget'"), "\(unknown)")

            let bogus = try fixture.generateRoutes(["--bogus"])
            #expect(bogus.status != 0)
            #expect(bogus.output.contains("unknown argument '--bogus'"), "\(bogus)")

            let output = try fixture.generateRoutes(["--target", "App", "--output", "Generated"])
            #expect(output.status == 0, "\(output)")
            #expect(FileManager.default.fileExists(atPath: fixture.file("Generated/Routes.generated.swift").path))
            #expect(FileManager.default.fileExists(atPath: fixture.file("Generated/Routes+Shard15.generated.swift").path))
            #expect(!FileManager.default.fileExists(atPath: fixture.file("Sources/App/Routes.generated.swift").path))
            // `export`: a file from the manifests, and `--check` that passes while it is fresh.
            let export = ["export", "url-types", "--target", "App", "--output", "Generated/URLTypes.plist"]
            let exported = try fixture.generateRoutes(export)
            #expect(exported.status == 0, "\(exported)")
            #expect(try fixture.read("Generated/URLTypes.plist").contains("<string>e2e</string>"))
            let exportCheck = try fixture.generateRoutes(export + ["--check"])
            #expect(exportCheck.status == 0, "\(exportCheck)")
            // `export graph` and `lint`: the navigation picture, and the links of an examples file checked without a build.
            let graph = try fixture.generateRoutes(["export", "graph", "--target", "App", "--format", "dot", "--output", "Generated/routes.dot"])
            #expect(graph.status == 0, "\(graph)")
            #expect(try fixture.read("Generated/routes.dot").contains("m0_item [label=\"item\\nscreen ItemScreen, push\\n/item/<int:id>\""))
            #expect(try fixture.generateRoutes(["lint", "--target", "App", "--examples", "Sources/App/links.examples.yml"]).status == 0)
            try fixture.write("Generated/links.yml", "examples:\n  - url: e2e://item/3\n    opens: comments\n")
            let lint = try fixture.generateRoutes(["lint", "--target", "App", "--examples", "Generated/links.yml"])
            #expect(lint.status != 0, "\(lint)")
            #expect(lint.output.contains("Generated/links.yml:2:10: error: example link 'e2e://item/3' should open 'comments', but opens 'item' with id: 3"), "\(lint)")
            try FileManager.default.removeItem(at: fixture.file("Generated"))

            // Every target by default: the broken one makes the run fail, naming its manifest.
            let all = try fixture.generateRoutes([])
            #expect(all.status != 0)
            #expect(all.output.contains("Sources/BrokenManifest/routes.yml"), "\(all)")
        }
    }
}
