import Foundation
@testable import RouteGenCore

/// The export fixtures (Tests/RouteGenCoreTests/Fixtures/Export), through the real pipeline.
enum ExportFixtures {
    static let folder = "Tests/RouteGenCoreTests/Fixtures/Export/"

    static func manifest(_ name: String) throws -> Manifest {
        try RenderFixtures.manifest(folder + name)
    }

    /// One app's manifests: Shop and Blog on the same hosts, Legacy with a custom scheme only.
    static func app() throws -> [Manifest] {
        try ["Shop.routes.yml", "Blog.routes.yml", "Legacy.routes.yml"].map(manifest)
    }

    static func manifest(yaml: String, fileName: String = "routes.yml") throws -> Manifest {
        try RenderFixtures.manifest(yaml: yaml, fileName: fileName)
    }
}
