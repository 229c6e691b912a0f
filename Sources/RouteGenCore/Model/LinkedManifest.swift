/// A manifest linked into the app whose manifest says `app: true`, with the module that compiles its generated code:
/// what the app's `registerApp` registers.
struct LinkedManifest: Hashable, Sendable {
    /// The Swift module (target) the manifest belongs to; `nil` for a manifest of the app's own module.
    var module: String?
    /// The validated manifest: its names are pasted into the app's generated file.
    var validated: ValidatedManifest

    init(module: String?, manifest: ValidatedManifest) {
        self.module = module
        self.validated = manifest
    }

    /// The manifest's model.
    var manifest: Manifest { validated.manifest }

    /// Whether its registration takes the app's `Screens` (a route with neither `screen` nor `view`).
    var needsScreens: Bool {
        manifest.routes.contains { route in
            switch route.destination {
            case .screen, .view: false
            case .factory, .handler: true
            }
        }
    }
}
