import Foundation
import Testing
@testable import RouteGenCore

/// The generated files of one manifest: fixed names the plugins declare up front, and an edit that rewrites only the
/// files it touches (what keeps an edited route from recompiling every file that names `Routes`).
@Suite("Generated file layout")
struct FileLayoutTests {
    /// Routes `r0` ... `r<count - 1>`, each with a screen and two extras; `extra` adds `flag: Bool?` to route `edited`.
    static func manifest(count: Int, edited: Int? = nil, inserting: String? = nil, renaming: Int? = nil) -> String {
        var text = "version: 1\nurl:\n  schemes: [layout]\nroutes:\n"
        for index in 0..<count {
            if index == count / 2, let inserting {
                text += "  \(inserting):\n    path: /\(inserting)\n    screen: InsertedScreen\n"
            }
            let name = index == renaming ? "renamed\(index)" : "r\(index)"
            text += "  \(name):\n    path: /\(name)/<int:id>\n    extras: { id: Int, note: String?\(index == edited ? ", flag: Bool?" : "") }\n"
            text += "    screen: Screen\(index)\n"
        }
        return text
    }

    static func files(_ yaml: String) throws -> [String] {
        try SwiftRenderer.renderSource(try RenderFixtures.validated(yaml: yaml)).files
    }

    /// Indices of the files that differ between two renderings.
    static func changed(_ before: [String], _ after: [String]) -> [Int] {
        before.indices.filter { before[$0] != after[$0] }
    }

    /// The index in `fileTexts` of the shard holding route `name`'s struct.
    static func shardFile(holding name: String) -> Int { 2 + RouteShards.shard(ofRoute: name) }

    @Test func namesAreFixedAndDerivedFromTheManifestFileName() {
        let names = ManifestNaming.generatedFileNames(forManifest: "Sources/Feed/Feed.routes.yml")
        #expect(names.count == 2 + ManifestNaming.routeFileCount)
        #expect(names.prefix(3) == ["FeedRoutes.generated.swift", "FeedRoutes+Registration.generated.swift",
                                   "FeedRoutes+Shard00.generated.swift"])
        #expect(names.last == "FeedRoutes+Shard15.generated.swift")
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasSuffix(ManifestNaming.generatedSuffix) })
    }

    @Test func everyFileIsRenderedAndTheOneFileFormIsTheirConcatenation() throws {
        let source = try SwiftRenderer.renderSource(try RenderFixtures.validated(yaml: Self.manifest(count: 40)))
        let files = source.files
        #expect(files.count == ManifestNaming.generatedFileNames(forManifest: "routes.yml").count)
        #expect(source.text == files.joined())
        #expect(source.byteCount == files.reduce(0) { $0 + $1.utf8.count })
        // Each route's struct and builder in exactly one shard, the one its name picks.
        for index in 0..<40 {
            let holders = files.indices.filter { files[$0].contains("struct R\(index):") }
            #expect(holders == [Self.shardFile(holding: "r\(index)")], "r\(index)")
            #expect(files[holders[0]].contains("static func r\(index)("))
        }
        #expect(files[0].contains("enum Routes {}") && !files[0].contains("struct "))
        #expect(files[1].contains("static func register(on navigator: Navigator)") && files[1].contains("enum External"))
        // Only the main file has the branch that names another contract; every file compiles only under its own.
        #expect(files.allSatisfy { $0.contains("#if canImport(RouteKitContract\(SwiftRenderer.currentContract))\n") })
        #expect(files.filter { $0.contains("#error(") }.count == 1 && files[0].contains("#error("))
    }

    @Test func renderingIsByteStable() throws {
        let yaml = Self.manifest(count: 60)
        #expect(try Self.files(yaml) == Self.files(yaml))
        // The shard of a route depends on its name only: FNV-1a, the same in every process (unlike the seeded
        // `Hasher`), so committed files and every machine's build agree (the FNV-1a 32 values of "r0" and "").
        #expect(RouteShards.shard(ofRoute: "r0") == 0x0D53_FF3F % 16)
        #expect(RouteShards.shard(ofRoute: "") == 0x811C_9DC5 % 16)
    }

    /// An extra edited in place (no manifest line moves): its shard only, not the main file, not the registration.
    @Test func editingOneRoutesExtraRewritesItsShardOnly() throws {
        let before = try Self.files(Self.manifest(count: 60))
        let after = try Self.files(Self.manifest(count: 60, edited: 30))
        #expect(Self.changed(before, after) == [Self.shardFile(holding: "r30")])
    }

    /// A new route moves the lines of the routes after it: its shard and the registration file (every screen's line
    /// is mapped there), not the main file, not the other shards (whose routes name no app type).
    @Test func addingARouteRewritesItsShardAndTheRegistration() throws {
        let before = try Self.files(Self.manifest(count: 60))
        let after = try Self.files(Self.manifest(count: 60, inserting: "inserted"))
        #expect(Self.changed(before, after) == [1, Self.shardFile(holding: "inserted")].sorted())
    }

    @Test func renamingARouteRewritesTheTwoShardsItMovesBetween() throws {
        let before = try Self.files(Self.manifest(count: 60))
        let after = try Self.files(Self.manifest(count: 60, renaming: 30))
        let expected = Set([1, Self.shardFile(holding: "r30"), Self.shardFile(holding: "renamed30")])
        #expect(Set(Self.changed(before, after)) == expected)
    }

    /// What the plugins declare is what `routegen generate --output DIR` writes: no file more, none missing.
    @Test func generateIntoAFolderWritesExactlyTheDeclaredFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Shop.routes.yml")
        try Data(Self.manifest(count: 5).utf8).write(to: manifest)
        let output = folder.appendingPathComponent("out", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let run = ManifestGenerate.run(.init(manifests: [manifest.path], output: output.path, relativeTo: folder.path))
        #expect(run.status == .ok, "\(run.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written == ManifestNaming.generatedFileNames(forManifest: "Shop.routes.yml").sorted())

        // A second run with the same manifest leaves every file untouched; one edited route rewrites one shard.
        let stamps = try written.map { try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent($0).path)[.modificationDate] as? Date }
        Thread.sleep(forTimeInterval: 0.05)
        try Data(Self.manifest(count: 5, edited: 2).utf8).write(to: manifest)
        #expect(ManifestGenerate.run(.init(manifests: [manifest.path], output: output.path, relativeTo: folder.path)).status == .ok)
        let rewritten = try written.indices.filter { index in
            try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(written[index]).path)[.modificationDate]
                as? Date != stamps[index]
        }.map { written[$0] }
        let names = ManifestNaming.generatedFileNames(forManifest: "Shop.routes.yml")
        #expect(rewritten == [names[Self.shardFile(holding: "r2")]])

        // A file that is no folder gets the one-file form.
        let single = folder.appendingPathComponent("One.swift")
        #expect(ManifestGenerate.run(.init(manifests: [manifest.path], output: single.path, relativeTo: folder.path)).status == .ok)
        let joined = try names.map { try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(try String(contentsOf: single, encoding: .utf8) == joined)
    }
}
