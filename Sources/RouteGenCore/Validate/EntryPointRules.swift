@_spi(RouteGen) import RouteKit

/// `entryPoints:`: only an external route with a path opens from a notification, a quick action, Spotlight or
/// Handoff (each is opened as the route's link, through the same interceptors), and the shared settings are
/// spelled so that Info.plist and a payload can carry them.
enum EntryPointRules {
    static func diagnostics(for manifest: Manifest) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for route in manifest.routes where !route.entryPoints.isEmpty {
            let at = route.entryPointsLocation ?? route.location
            if route.exposure != .external {
                diagnostics.append(.error(
                    "route '\(route.name)' lists entry points but is internal; an entry point opens a route as its "
                        + "link, so give it 'exposure: external' and a path, or remove 'entryPoints'", at: at))
            }
        }
        let settings = manifest.entryPointSettings
        if let prefix = settings.typePrefix, let at = settings.typePrefixLocation, !isTypePrefix(prefix) {
            diagnostics.append(.error(
                "'entryPoints.typePrefix' must be a reverse-DNS name such as the app's bundle identifier "
                    + "(com.example.myapp: letters, digits, '-' and '.' between parts), found '\(prefix)'", at: at))
        }
        for (index, key) in settings.linkKeys.enumerated() {
            let at = settings.linkKeyLocations[index]
            if key.isEmpty || key.hasPrefix(".") || key.hasSuffix(".") || key.contains("..") {
                diagnostics.append(.error(
                    "link key '\(key)' must be a userInfo key or a dotted path of keys (custom.u)", at: at))
            } else if key == RoutePayload.key || key == "aps" {
                diagnostics.append(.error(
                    "link key '\(key)' is not free: '\(RoutePayload.key)' holds the typed payload and 'aps' is Apple's; "
                        + "name the key the payload's link is under", at: at))
            } else if settings.linkKeys[..<index].contains(key) {
                diagnostics.append(.error("link key '\(key)' is listed twice", at: at))
            }
        }
        return diagnostics
    }

    static func isTypePrefix(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D
            }
        }
    }
}
