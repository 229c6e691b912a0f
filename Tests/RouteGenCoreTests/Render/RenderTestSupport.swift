import Foundation
@testable import RouteGenCore
@_spi(RouteGen) import RouteKit
import TestSupport

/// Paths and helpers shared by the render tests.
enum RenderFixtures {
    /// The model of a package-relative manifest (`validated(_:)`), for the stages after validation.
    static func manifest(_ relativePath: String) throws -> Manifest {
        try validated(relativePath).manifest
    }

    /// The model of manifest text (`validated(yaml:fileName:)`), for the stages after validation.
    static func manifest(yaml: String, fileName: String = "routes.yml") throws -> Manifest {
        try validated(yaml: yaml, fileName: fileName).manifest
    }

    /// Runs the real pipeline on a package-relative manifest, displayed by its package-relative path.
    static func validated(_ relativePath: String) throws -> ValidatedManifest {
        let result = ManifestPipeline.run(fileAt: Repository.url(relativePath), displayPath: relativePath)
        guard let manifest = result.manifest else {
            throw FixtureError(message: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return manifest
    }

    /// Runs the pipeline on manifest text written to a temporary file named `fileName`.
    static func validated(yaml: String, fileName: String = "routes.yml") throws -> ValidatedManifest {
        let result = ManifestPipeline.run(bytes: Array(yaml.utf8), displayPath: fileName, format: .yaml)
        guard let manifest = result.manifest else {
            throw FixtureError(message: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return manifest
    }

    struct FixtureError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
