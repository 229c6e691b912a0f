import Foundation
import Testing
@testable import RouteGenCore

/// Large manifests are validated and rendered in slices at once (`ContiguousSlices`): the output and every
/// diagnostic must be exactly what one slice gives, whatever the number of slices.
@Suite("Sliced validation and rendering")
struct SlicedPipelineTests {
    /// 1,600 routes of every shape: external and internal, placeholders of each kind, optionals, arrays, enums,
    /// defaults, results, app types, handlers and screens.
    static func largeManifest(routes: Int = 1_600, broken: Set<Int> = []) -> String {
        var yaml = """
        version: 1
        namespace: Big
        access: public
        imports: [PhotoKit]
        url:
          schemes: [big, big-beta]
          hosts: [big.example.com]
        displays: [sheet]
        enums:
          Tab: [posts, likes, default]
        routes:

        """
        for index in 0..<routes {
            let name = "r\(index)"
            if broken.contains(index) {
                // Per-route errors (checked slice by slice): an extra that is not an identifier, a placeholder
                // without an extra of its type.
                yaml += """
                  \(name):
                    path: /z\(index)/<int:count>
                    exposure: external
                    extras: { 9x\(index): Int, count: String }

                """
                continue
            }
            switch index % 6 {
            case 0:
                yaml += """
                  \(name):
                    summary: "Route \(index): a */ and a \\\\ in text."
                    path: /a\(index)/<int:id>
                    exposure: external
                    screen: Screen\(index)
                    extras: { id: Int, note: String?, tags: "[String]", tab: { type: Tab, default: likes } }

                """
            case 1:
                yaml += """
                  \(name):
                    path: /b\(index)/<slug>/<uuid:doc>
                    exposure: external
                    presentation: sheet
                    extras: { ratio: { type: Double, default: 0.5 }, since: Date?, ids: "[Int]?" }

                """
            case 2:
                yaml += """
                  \(name):
                    path: /c\(index)/<Tab:tab>
                    exposure: internal
                    extras: { photo: Photo.ID?, flag: { type: Bool, default: true } }

                """
            case 3:
                yaml += """
                  \(name):
                    presentation: present
                    result: Photo.ID
                    extras: { draft: Draft }

                """
            case 4:
                yaml += """
                  \(name):
                    path: /e\(index)
                    exposure: external
                    handler: true
                    extras: { query: String, page: { type: Int, default: 1 }, secret: { type: String?, internal: true } }

                """
            default:
                yaml += """
                  \(name):
                    path: /f\(index)/<path:rest>
                    exposure: external
                    screen: Screen\(index)

                """
            }
        }
        return yaml
    }

    static func run(_ yaml: String, slices: Int) -> PipelineResult {
        ContiguousSlices.$limit.withValue(slices) {
            ManifestPipeline.run(bytes: Array(yaml.utf8), displayPath: "Big/routes.yml", format: .yaml)
        }
    }

    @Test("The manifest is large enough to be cut into several slices")
    func manyRoutesMeanManySlices() {
        #expect(ContiguousSlices.sliceCount(for: 1_600, cores: 4) == 3)
        #expect(ContiguousSlices.sliceCount(for: 1_600, cores: 2) == 2)
        #expect(ContiguousSlices.sliceCount(for: 499, cores: 8) == 1)
        #expect(ContiguousSlices.sliceCount(for: 0, cores: 8) == 1)
        #expect(ContiguousSlices.sliceCount(for: 1_000_000, cores: 64) == 8)
    }

    @Test("Slices cover every index once, in order", arguments: [(0, 1), (1, 3), (7, 3), (1_600, 3), (10_001, 8)])
    func rangesCoverEverything(count: Int, slices: Int) {
        let ranges = ContiguousSlices.ranges(count: count, slices: slices)
        #expect(ranges.count == slices)
        #expect(ranges.flatMap { Array($0) } == Array(0..<count))
        #expect(ranges.map(\.count).max()! - ranges.map(\.count).min()! <= 1)
    }

    @Test("Results come back in slice order", arguments: [1, 2, 3, 8])
    func mapKeepsOrder(slices: Int) {
        let parts = ContiguousSlices.map(count: 10_000, slices: slices) { range in range.map { $0 * 2 } }
        #expect(parts.count == slices)
        #expect(parts.flatMap { $0 } == (0..<10_000).map { $0 * 2 })
    }

    @Test("Rendered output is byte-identical with one, two and three slices")
    func sameOutput() throws {
        let yaml = Self.largeManifest()
        let one = Self.run(yaml, slices: 1)
        let manifest = try #require(one.manifest, "\(one.diagnostics.prefix(3))")
        let sequential = try ContiguousSlices.$limit.withValue(1) { try SwiftRenderer.render(manifest) }
        #expect(sequential.contains("public struct R1596: UniversalLinkRoute, Hashable, Sendable {"))
        for slices in [2, 3] {
            let result = Self.run(yaml, slices: slices)
            #expect(result.manifest == manifest)
            #expect(result.diagnostics == one.diagnostics)
            let text = try ContiguousSlices.$limit.withValue(slices) { try SwiftRenderer.render(manifest) }
            #expect(text == sequential, "output differs with \(slices) slices")
        }
    }

    @Test("Validation diagnostics from every slice are all reported, in the order one slice gives")
    func sameValidationDiagnostics() throws {
        let broken: Set<Int> = [3, 700, 701, 1_250, 1_599]
        let yaml = Self.largeManifest(broken: broken)
        let one = Self.run(yaml, slices: 1)
        #expect(one.manifest == nil)
        let named = one.diagnostics.filter { $0.message.contains("is not a valid Swift identifier") }
        #expect(Set(named.map(\.message)) == Set(broken.map {
                    "extra name '9x\($0)' is not a valid Swift identifier; rename it and keep '9x\($0)' in links with key: 9x\($0)"
                }),
                "\(one.diagnostics.map(\.description))")
        #expect(one.diagnostics.count > named.count, "the placeholders' type errors are reported too")
        for slices in [2, 3] {
            #expect(Self.run(yaml, slices: slices).diagnostics == one.diagnostics)
        }
    }

    @Test("Render errors from every slice are all reported, in route order")
    func sameRenderDiagnostics() throws {
        var manifest = try #require(Self.run(Self.largeManifest(), slices: 1).manifest).manifest
        // Defaults the renderer refuses (an app type cannot be defaulted safely), in routes of different slices:
        // validation refuses them first, so the manifest is marked validated by hand to reach the renderer's own check.
        let routes = [2, 800, 1_598]
        for (line, route) in zip([9_001, 9_002, 9_003], routes) {
            let location = SourceLocation(file: "Big/routes.yml", line: line, column: 5)
            manifest.routes[route].extras.append(Extra(
                name: "money", type: .named(["Money"]), defaultValue: .scalar("5", location: location),
                binding: .none, location: location))
        }
        var reported: [[Int?]] = []
        for slices in [1, 2, 3] {
            do {
                _ = try ContiguousSlices.$limit.withValue(slices) { try SwiftRenderer.render(ValidatedManifest(checked: manifest)) }
                Issue.record("rendering succeeded with \(slices) slices")
            } catch let error as RenderError {
                reported.append(error.diagnostics.map(\.location.line))
            }
        }
        #expect(reported == Array(repeating: [9_001, 9_002, 9_003], count: 3))
    }
}
