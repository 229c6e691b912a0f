import Foundation
import PropertyBased
import Testing
@testable import RouteGenCore
import TestSupport

/// Random valid manifests generate code that compiles: one `swiftc -typecheck` for a whole batch (each
/// manifest its own namespace and file, with the app type they name beside them), so the cost stays a few seconds
/// however many cases. The manifests carry placeholders and query keys named like generated members and keywords
/// (see `RandomManifest`): a manifest that lints compiles.
@Suite("Hardening: random valid manifests compile", .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"))
struct CompilePropertyTests {
    static let batchSize = 16

    static var batch: Generator<[RandomManifest], Shrink.None<[RandomManifest]>> {
        Generator { rng in (0..<batchSize).map { RandomManifest.generator(index: $0).run(using: &rng) } }
    }

    @Test("Random valid manifests pass the pipeline, render, and typecheck warning-free in Swift 6 and 5")
    func randomManifestsCompile() async throws {
        await propertyCheck(count: 1, input: Self.batch) { manifests in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-prop-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            var files: [URL] = []
            for manifest in manifests {
                let fileName = "\(manifest.namespace).routes.yml"
                let result = runYAML(manifest.yaml, file: fileName)
                guard let model = result.manifest else {
                    Issue.record("valid manifest refused:\n\(manifest.yaml)\n\(result.diagnostics.map(\.description).joined(separator: "\n"))")
                    continue
                }
                #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.description))")
                do {
                    let source = try SwiftRenderer.render(model)
                    #expect(try SwiftRenderer.render(model) == source, "rendering is deterministic")
                    let file = folder.appendingPathComponent("\(manifest.namespace).generated.swift")
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try Data(source.utf8).write(to: file)
                    files.append(file)
                } catch {
                    Issue.record("render failed:\n\(manifest.yaml)\n\(error)")
                }
            }
            guard !files.isEmpty else { return }
            let support = folder.appendingPathComponent("Support.swift")
            do {
                try Data(RandomManifest.supportSource.utf8).write(to: support)
            } catch {
                Issue.record("cannot write the support file: \(error)")
                return
            }
            files.append(support)
            for swiftVersion in ["6", "5"] {
                let run = try SwiftCompiler.typecheck(files, swiftVersion: swiftVersion)
                #expect(run.status == 0, "Swift \(swiftVersion):\n\(run.output)\n\(manifests.map(\.yaml).joined(separator: "\n---\n"))")
            }
        }
    }
}
