/// Synthetic manifests with a realistic mix of routes, so generation, compile cost and matching are measured on
/// the shapes apps write: external and internal routes, static, typed and string placeholders, two- and
/// three-level paths, optionals, arrays, defaults and enums.
///
/// Manifests linked into one app share one URL space, so each manifest the match benchmark links gets a scheme and
/// a host of its own (`bench0010://`, `bench0010.example.com`): the same paths in two of them would otherwise tie.
public enum SyntheticManifest {
    /// The YAML text of a manifest with `routeCount` routes on `scheme` (and host `<scheme>.example.com`); every
    /// fourth route is internal unless `allExternal`.
    public static func yaml(
        routeCount: Int, allExternal: Bool = false, namespace: String = "Routes", scheme: String = "bench"
    ) -> String {
        var lines: [String] = [
            "version: 1",
            "namespace: \(namespace)",
            "access: public",
            "url:",
            "  schemes: [\(scheme)]",
            "  hosts: [\(host(scheme: scheme))]",
            "enums:",
            "  Tab: [posts, likes, media]",
            "  Sort: [new, top]",
            "routes:",
        ]
        for index in 0..<routeCount {
            lines.append(contentsOf: route(index, external: allExternal || index % 4 != 3))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The universal-link host of a manifest on `scheme`.
    public static func host(scheme: String) -> String { "\(scheme).example.com" }

    /// The scheme of the match benchmark's manifest of `routeCount` routes (`M<routeCount>.routes.yml`):
    /// `bench0010`, `bench0100`, `bench1000`, all as long, so the URLs of every size cost `URL(string:)` the same.
    public static func matchScheme(routeCount: Int) -> String {
        "bench" + String(String(routeCount).reversed()).padding(toLength: 4, withPad: "0", startingAt: 0).reversed()
    }

    /// A URL that matches route `index` of `yaml(routeCount:allExternal: true, scheme: scheme)` (for matching
    /// benchmarks).
    public static func matchingURL(route index: Int, seed: Int, scheme: String = "bench") -> String {
        let value = seed % 100_000
        switch index % 6 {
        case 0: return "\(scheme)://s\(index)/item/\(value)"
        case 1: return "\(scheme)://s\(index)/name-\(value)/detail?ref=push&tags=a&tags=b"
        case 2: return "https://\(host(scheme: scheme))/s\(index)/\(value)/tab/likes"
        case 3: return "\(scheme)://s\(index)/list?sort=top&page=\(value % 50)"
        case 4: return "\(scheme)://s\(index)/doc/6F9619FF-8B86-D011-B42D-00CF4FC964FF"
        default: return "\(scheme)://s\(index)/static/page"
        }
    }

    /// A URL that matches nothing: an unknown first segment, a junk integer for an existing `/s<n>/item/<int:id>`
    /// route (so the trie finds a candidate and the conversion rejects it), or a foreign scheme.
    public static func nonMatchingURL(seed: Int, routeCount: Int, scheme: String = "bench") -> String {
        switch seed % 3 {
        case 0: return "\(scheme)://unknown\(seed)/item/1"
        case 1: return "\(scheme)://s\(6 * ((seed / 3) % routes(ofShape: 0, routeCount: routeCount)))/item/99999999999999999999999"
        default: return "other://s0/item/1"
        }
    }

    /// How many of `routeCount` routes have shape `shape` (route `i` has shape `i % 6`).
    public static func routes(ofShape shape: Int, routeCount: Int) -> Int {
        (routeCount - shape + 5) / 6
    }

    private static func route(_ index: Int, external: Bool) -> [String] {
        var lines = ["  r\(index):"]
        lines.append("    summary: Synthetic route number \(index).")
        switch index % 6 {
        case 0:
            lines.append("    path: /s\(index)/item/<int:id>")
            lines.append("    extras: { id: Int, note: String? }")
        case 1:
            lines.append("    path: /s\(index)/<name>/detail")
            lines.append("    extras: { ref: String?, tags: [String] }")
        case 2:
            lines.append("    path: /s\(index)/<int:id>/tab/<Tab:tab>")
            lines.append("    presentation: present")
        case 3:
            lines.append("    path: /s\(index)/list")
            lines.append("    extras:")
            lines.append("      sort: { type: Sort, default: new }")
            lines.append("      page: { type: Int, default: 1 }")
            lines.append("      user: { type: String?, internal: true }")
        case 4:
            lines.append("    path: /s\(index)/doc/<uuid:doc>")
            lines.append("    presentation: wrapped")
        default:
            lines.append("    path: /s\(index)/static/page")
        }
        lines.append("    exposure: \(external ? "external" : "internal")")
        return lines
    }
}
