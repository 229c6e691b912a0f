/// The checks that span the manifests linked into one app, which no single manifest can make:
///
/// - routes of two manifests that tie for some URL (`CrossManifestTies`): always;
/// - a `tab:` that is not one of the app's tabs (declared once, by the manifest with `app: true`): an error at the
///   `tab:` line, with did-you-mean;
/// - manifests that disagree on hosts (one with external routes and no `url.hosts` next to others with hosts, so
///   https links on the app's hosts open none of its routes): a warning at its `url:` (or first external route).
///
/// The tab check needs the app's manifest among them; the host check runs when `checkHosts` (the build with an app
/// manifest, or `routegen lint` given several manifests).
enum LinkedManifests {
    /// Validated manifests, in the app's registration order.
    static func diagnostics(for manifests: [Manifest], checkHosts: Bool) -> [Diagnostic] {
        var diagnostics = CrossManifestTies.diagnostics(for: manifests)
        let apps = manifests.filter(\.isApp)
        for extra in apps.dropFirst() {
            diagnostics.append(.error(
                "only one manifest linked into an app can say 'app: true', and \(apps[0].sourcePath) already does",
                at: extra.appLocation ?? SourceLocation(file: extra.sourcePath),
                notes: [.note("the app's manifest says 'app: true' here", at: appLocation(apps[0]))]))
        }
        if let app = apps.first {
            for manifest in manifests where !manifest.isApp {
                diagnostics += tabDiagnostics(manifest, app: app)
            }
            diagnostics += rootDiagnostics(manifests, app: app)
        }
        if checkHosts { diagnostics += hostDiagnostics(manifests) }
        return diagnostics
    }

    /// Each `tab:` of a feature manifest against the app's tabs.
    static func tabDiagnostics(_ manifest: Manifest, app: Manifest) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for route in manifest.routes {
            guard let tab = route.tab, !app.tabs.contains(tab) else { continue }
            let location = route.tabLocation ?? route.location
            if app.tabs.isEmpty {
                diagnostics.append(.error(
                    "tab '\(tab)' of route '\(route.name)' is not a tab of the app: its manifest \(app.sourcePath) "
                        + "declares no tabs; add 'tabs: [\(tab)]' there",
                    at: location, notes: [.note("the app's manifest", at: appLocation(app))]))
            } else {
                diagnostics.append(.error(
                    "tab '\(tab)' of route '\(route.name)' is not one of the app's tabs (\(app.tabs.joined(separator: ", ")))"
                        + Suggestion.hint(for: tab, in: app.tabs),
                    at: location,
                    notes: [.note("the app's tabs are declared here", at: app.tabLocations.first ?? appLocation(app))]))
            }
        }
        return diagnostics
    }

    /// Tab roots across the app's manifests (`root: true` in feature manifests fills the app's tabs): a tab with
    /// two roots is an error at the second; once any manifest marks a root, an app tab that none marks is warned at
    /// its name in the app's `tabs:` (it would be reported empty at launch).
    static func rootDiagnostics(_ manifests: [Manifest], app: Manifest) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var first: [String: (manifest: Manifest, route: RouteDeclaration)] = [:]
        for manifest in [app] + manifests.filter({ !$0.isApp }) {
            for route in manifest.routes where route.isTabRoot {
                guard let tab = route.tab, app.tabs.contains(tab) else { continue }
                guard let original = first[tab] else {
                    first[tab] = (manifest, route)
                    continue
                }
                // Two roots in one manifest are that manifest's own error (NavigationRules).
                guard original.manifest.sourcePath != manifest.sourcePath else { continue }
                diagnostics.append(.error(
                    "tab '\(tab)' has two roots, '\(original.route.name)' (\(original.manifest.sourcePath)) and "
                        + "'\(route.name)'; keep 'root: true' on one",
                    at: route.rootLocation ?? route.location,
                    notes: [.note("'\(original.route.name)' is the root here",
                                  at: original.route.rootLocation ?? original.route.location)]))
            }
        }
        guard !first.isEmpty else { return diagnostics }
        for (index, tab) in app.tabs.enumerated() where first[tab] == nil {
            let location = app.tabLocations.indices.contains(index) ? app.tabLocations[index] : appLocation(app)
            diagnostics.append(.warning(
                "no manifest linked into the app marks a root for tab '\(tab)', so starting the app leaves it empty "
                    + "(reported as tabWithoutRoot); add 'root: true' to the route at the bottom of the tab",
                at: location))
        }
        return diagnostics
    }

    /// A manifest whose external routes rely on the manifest's `url` and that lists no host, next to manifests
    /// that list hosts: https links on those hosts open none of its routes.
    ///
    /// A route with hosts of its own does not rely on the manifest's (`reliesOnManifestHosts`).
    static func hostDiagnostics(_ manifests: [Manifest]) -> [Diagnostic] {
        guard let hosted = manifests.first(where: { !$0.url.hosts.isEmpty }) else { return [] }
        var diagnostics: [Diagnostic] = []
        for manifest in manifests where manifest.url.hosts.isEmpty {
            guard let route = manifest.routes.first(where: reliesOnManifestHosts) else { continue }
            let host = hosted.url.hosts[0]
            diagnostics.append(.warning(
                "this manifest lists no 'url.hosts', but \(hosted.sourcePath) of the same app lists '\(host)': "
                    + "https links on '\(host)' open none of this manifest's external routes (such as '\(route.name)'); "
                    + "add 'hosts: [\(hosted.url.hosts.joined(separator: ", "))]' under 'url:'",
                at: manifest.url.keyLocation ?? route.location))
        }
        return diagnostics
    }

    /// Whether a route is reached through its manifest's `url` settings: an external route with a path and no
    /// `hosts:`/`schemes:` of its own.
    static func reliesOnManifestHosts(_ route: RouteDeclaration) -> Bool {
        route.exposure == .external && route.path != nil && route.ownURL == nil
    }

    private static func appLocation(_ manifest: Manifest) -> SourceLocation {
        manifest.appLocation ?? SourceLocation(file: manifest.sourcePath)
    }
}
