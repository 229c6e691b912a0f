/// `routegen export aasa`: the `apple-app-site-association` file for the external routes that https links on one set
/// of hosts reach: the manifests' `url.hosts`, or a route's own `hosts:`. Each host serves its own file, holding only
/// the routes that host reaches (a catch-all on a click-tracking host is not in the web host's file).
///
/// Format and matching rules: Apple's "Supporting associated domains" and the `applinks` reference
/// (`applinks.Details`, `applinks.Details.Components`, `applinks.Defaults`, `applinks.SubstitutionVariables`).
/// What the patterns cannot say exactly is named in each component's `comment` (see `AASALooseness`).
enum AASAExport {
    /// Apple's size limit for the file (128 KB, uncompressed): a larger file is refused here, not by devices later.
    static let sizeLimit = 128 * 1024

    /// The file for `appIDs` (`TEAMID.bundle.id`), covering the routes that `host` reaches (or, without `host`, every
    /// route with hosts, which must then all have the same hosts: one file serves all of them).
    static func render(_ manifests: [Manifest], appIDs: [String], host: String? = nil) throws(ExportFailure) -> ExportOutput {
        guard !appIDs.isEmpty else { throw .usage("aasa needs at least one --app-id TEAMID.bundle.id") }
        for appID in appIDs where !isAppID(appID) {
            throw .usage("'\(appID)' is not an app ID: write TEAMID.bundle.id (the 10-character team ID, a dot, the bundle ID)")
        }
        let selected = try select(manifests, host: host)
        var diagnostics: [Diagnostic] = []
        for manifest in manifests { diagnostics += omissionWarning(manifest) }
        diagnostics += servingNotes(selected, host: host)
        let components = components(selected, host: host)
        var builder = AASAComponentBuilder()
        selected.forEach { builder.add($0, host: host) }
        guard !components.isEmpty else {
            throw .manifest(selected.map {
                .error("no apple-app-site-association: no route is 'exposure: external' with a path", at: urlLocation($0))
            })
        }
        let text = json(appIDs: appIDs, variables: builder.variables, components: components)
        let size = text.utf8.count
        guard size <= sizeLimit else {
            throw .manifest([.error(
                "apple-app-site-association would be \(size) bytes, over Apple's limit of \(sizeLimit) bytes (128 KB); "
                    + "list fewer external routes on these hosts, or move some to a host of their own (--host)",
                at: SourceLocation(file: selected[0].sourcePath))])
        }
        return ExportOutput(text: text, diagnostics: diagnostics)
    }

    /// The components alone (for tests and tools that check links against them).
    /// `host`: only the routes that host reaches; `nil`: every route with hosts.
    static func components(_ manifests: [Manifest], host: String? = nil) -> [AASAComponent] {
        var builder = AASAComponentBuilder()
        let served = host.map { URLSettings.served(by: $0, in: manifests) } ?? []
        manifests.forEach { builder.add($0, host: host, served: served) }
        return builder.components()
    }

    /// The manifests with routes that `host` reaches (or, without `host`, with routes on hosts, all the same ones).
    private static func select(_ manifests: [Manifest], host: String?) throws(ExportFailure) -> [Manifest] {
        let withHosts = manifests.filter { !$0.allHosts.isEmpty }
        guard !withHosts.isEmpty else {
            throw .manifest(manifests.map {
                .error("no apple-app-site-association: universal links are https links on a host of yours, and this "
                    + "manifest lists none; add them under 'url: { hosts: [...] }'", at: urlLocation($0))
            })
        }
        if let host {
            let selected = withHosts.filter { manifest in
                manifest.routes.contains { $0.exposure == .external && manifest.urlSettings(of: $0).servesFile(on: host) }
            }
            guard !selected.isEmpty else {
                let known = withHosts.flatMap(\.allHosts)
                throw .usage("no manifest lists '\(host)' under 'url.hosts' or a route's 'hosts'"
                    + Suggestion.hint(for: host, in: known))
            }
            return selected
        }
        var hostSets: [[String]] = []
        for manifest in withHosts {
            for route in manifest.routes where route.exposure == .external {
                let hosts = manifest.urlSettings(of: route).hosts
                guard !hosts.isEmpty else { continue }
                let set = Array(Set(hosts.map { $0.lowercased() })).sorted()
                if !hostSets.contains(set) { hostSets.append(set) }
            }
        }
        guard hostSets.count <= 1 else {
            let listed = hostSets.map { $0.joined(separator: ", ") }.joined(separator: "; ")
            throw .usage("the routes are on different hosts (\(listed)); each host serves its own file: pass --host HOST")
        }
        return withHosts
    }

    /// `TEAMID.bundle.id`: the 10-character team ID (uppercase letters and digits), a dot, then a bundle ID
    /// (letters, digits, `-`, `.`).
    static func isAppID(_ text: String) -> Bool {
        guard let dot = text.firstIndex(of: "."), dot > text.startIndex else { return false }
        let team = text[..<dot], bundle = text[text.index(after: dot)...]
        return !bundle.isEmpty && team.count == 10
            && team.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
            && bundle.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }

    /// The external routes with a path that no https host reaches (only a custom scheme), named: the file cannot list
    /// them, and a reader should not have to guess which ones are missing.
    static func omissionWarning(_ manifest: Manifest) -> [Diagnostic] {
        let left = manifest.routes.filter {
            $0.exposure == .external && $0.path != nil && manifest.urlSettings(of: $0).hosts.isEmpty
        }
        guard let first = left.first else { return [] }
        let names = left.map { "'\($0.name)'" }
        let subject = names.count == 1 ? "route \(names[0]) is" : "routes \(names.joined(separator: ", ")) are"
        let them = names.count == 1 ? "it" : "them"
        return [.warning(
            "external \(subject) not in the apple-app-site-association: no 'hosts' apply to \(them), so only custom "
                + "schemes open \(them); list hosts under 'url:' (or the route's own 'hosts:') to include \(them)",
            at: first.location)]
    }

    /// Where the file must be served for each wildcard host it covers: Apple verifies `*.example.com` with the file
    /// on `example.com`, never on a subdomain.
    private static func servingNotes(_ manifests: [Manifest], host: String?) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        var domains: Set<String> = []
        for manifest in manifests {
            let settings = [manifest.url] + manifest.routes.compactMap(\.ownURL)
            for url in settings {
                for (index, listed) in url.hosts.enumerated() where listed.hasPrefix("*.") {
                    let domain = String(listed.dropFirst(2))
                    guard host.map({ url.servesFile(on: $0) && URLSettings(hosts: [listed]).servesFile(on: $0) }) ?? true,
                          domains.insert(domain.lowercased()).inserted else { continue }
                    let location = index < url.hostLocations.count ? url.hostLocations[index] : urlLocation(manifest)
                    let bare = url.hosts.contains { $0.lowercased() == domain.lowercased() } ? ""
                        : "; '\(listed)' does not cover '\(domain)' itself: list '\(domain)' too for links there"
                    notes.append(.note(
                        "serve this file at https://\(domain)/.well-known/apple-app-site-association: the system verifies "
                            + "'\(listed)' with the file on '\(domain)' (a subdomain listed on its own serves its own copy)"
                            + bare, at: location))
                }
            }
        }
        return notes
    }

    static func urlLocation(_ manifest: Manifest) -> SourceLocation {
        manifest.url.location ?? SourceLocation(file: manifest.sourcePath)
    }

    private static func json(appIDs: [String], variables: [String: [String]], components: [AASAComponent]) -> String {
        var lines = [
            "{",
            "  \"applinks\": {",
            "    \"defaults\": { \"caseSensitive\": true, \"percentEncoded\": true },",
        ]
        if !variables.isEmpty {
            lines.append("    \"substitutionVariables\": {")
            let names = variables.keys.sorted()
            for (index, name) in names.enumerated() {
                let comma = index == names.count - 1 ? "" : ","
                lines.append("      \(JSONText.string(name)): \(JSONText.array(variables[name] ?? []))\(comma)")
            }
            lines.append("    },")
        }
        lines += [
            "    \"details\": [",
            "      {",
            "        \"appIDs\": \(JSONText.array(appIDs)),",
            "        \"components\": [",
        ]
        for (index, component) in components.enumerated() {
            var fields = ["\"/\": " + JSONText.string(component.path)]
            if !component.query.isEmpty {
                fields.append("\"?\": { " + component.query.map { JSONText.string($0.name) + ": " + JSONText.string($0.pattern) }
                    .joined(separator: ", ") + " }")
            }
            if let fragment = component.fragment { fields.append("\"#\": " + JSONText.string(fragment)) }
            if component.exclude { fields.append("\"exclude\": true") }
            fields.append("\"comment\": " + JSONText.string(component.comment))
            lines.append("          { " + fields.joined(separator: ", ") + " }" + (index == components.count - 1 ? "" : ","))
        }
        lines += ["        ]", "      }", "    ]", "  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
