import Foundation
@testable import RouteGenCore
import TestSupport

/// The manifests the documentation shows or names, through the real pipeline.
enum Manifests {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// A repository-relative manifest, displayed by that path.
    static func validated(_ relativePath: String) throws -> ValidatedManifest {
        try require(ManifestPipeline.run(fileAt: Repository.url(relativePath), displayPath: relativePath))
    }

    /// Manifest text, displayed as `routes.yml`.
    static func validated(yaml: String) throws -> ValidatedManifest {
        try require(run(yaml: yaml))
    }

    /// The pipeline's result for manifest text displayed as `file`: the manifest, or the diagnostics.
    static func run(yaml: String, file: String = "routes.yml") -> PipelineResult {
        ManifestPipeline.run(bytes: Array(yaml.utf8), displayPath: file, format: .yaml)
    }

    private static func require(_ result: PipelineResult) throws -> ValidatedManifest {
        guard let manifest = result.manifest else {
            throw Invalid(description: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return manifest
    }
}
