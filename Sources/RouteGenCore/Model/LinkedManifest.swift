/// A manifest linked into the app whose manifest says `app: true`, with the module that compiles its generated code:
/// what the app's `registerApp` registers.
public struct LinkedManifest: Hashable, Sendable {
    /// The Swift module (target) the manifest belongs to; `nil` for a manifest of the app's own module.
    public var module: String?
    /// The validated manifest.
    public var manifest: Manifest

    public init(module: String?, manifest: Manifest) {
        self.module = module
        self.manifest = manifest
    }

    /// Whether its registration takes the app's `Screens` (a route with neither `screen` nor `view`).
    public var needsScreens: Bool {
        manifest.routes.contains { route in
            switch route.destination {
            case .screen, .view: false
            case .factory, .handler: true
            }
        }
    }
}
