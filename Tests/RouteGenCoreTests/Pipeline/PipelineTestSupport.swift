import Foundation
@testable import RouteGenCore

/// Runs the whole pipeline on YAML text, as `routegen lint` would on a file named `file`.
func runYAML(_ text: String, file: String = "routes.yml") -> PipelineResult {
    ManifestPipeline.run(bytes: Array(text.utf8), displayPath: file, format: .yaml)
}

/// The printed form of every diagnostic (notes on following lines), for exact comparisons.
func printed(_ text: String, file: String = "routes.yml") -> [String] {
    runYAML(text, file: file).diagnostics.map(\.description)
}

/// A fixture copied into the test bundle (`resources: [.copy("Fixtures")]`).
func fixtureURL(_ relativePath: String) -> URL {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
}

/// A minimal valid manifest header, so each rule's test shows only the lines that break it.
let header = """
version: 1
url:
  schemes: [myapp]

"""

/// The manifest with every location replaced, so models from YAML and plist can be compared.
func strippingLocations(_ manifest: Manifest) -> Manifest {
    let nowhere = SourceLocation(file: "")
    var copy = manifest
    copy.sourcePath = ""
    copy.namespaceLocation = nil
    copy.importLocations = []
    copy.displayLocations = []
    copy.url.location = nil
    copy.url.keyLocation = nil
    copy.appLocation = nil
    copy.url.schemeLocations = []
    copy.url.hostLocations = []
    copy.enums = copy.enums.map { declaration in
        EnumDeclaration(name: declaration.name,
                        cases: declaration.cases.map { EnumCase(name: $0.name, urlValue: $0.urlValue, location: nowhere, urlValueLocation: $0.urlValueLocation == nil ? nil : nowhere) },
                        location: nowhere)
    }
    copy.routes = copy.routes.map { route in
        var route = route
        route.location = nowhere
        route.paths = route.paths.map { RouteDeclaration.WrittenPath(text: $0.text, location: nil) }
        route.screenLocation = nil
        route.presentationLocation = nil
        route.resultLocation = nil
        route.extras = route.extras.map { extra in
            var extra = extra
            extra.location = nowhere
            extra.typeLocation = nil
            switch extra.defaultValue {
            case .scalar(let text, _)?: extra.defaultValue = .scalar(text, location: nowhere)
            case .emptyList?: extra.defaultValue = .emptyList(location: nowhere)
            case .null?: extra.defaultValue = .null(location: nowhere)
            case nil: break
            }
            return extra
        }
        return route
    }
    return copy
}
