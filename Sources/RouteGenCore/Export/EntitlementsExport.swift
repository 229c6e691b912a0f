/// `routegen export entitlements`: the Associated Domains entitlement (`com.apple.developer.associated-domains`)
/// with one `applinks:HOST` per host of the manifests and of their routes' own `hosts:`, so the app claims exactly
/// the hosts an AASA is served on.
enum EntitlementsExport {
    /// The entitlement key, as Apple spells it.
    static let key = "com.apple.developer.associated-domains"

    /// A plist whose one key is the entitlement; `developerMode` appends `?mode=developer` to each entry (the
    /// system then fetches the AASA from the host directly, not through Apple's CDN, on devices in developer mode).
    static func render(_ manifests: [Manifest], developerMode: Bool = false) throws(ExportFailure) -> ExportOutput {
        var hosts: [String] = []
        var seen: Set<String> = []
        for manifest in manifests {
            for host in manifest.allHosts where seen.insert(host.lowercased()).inserted { hosts.append(host) }
        }
        guard !hosts.isEmpty else {
            throw .manifest(manifests.map {
                .error("no associated domains: universal links are https links on a host of yours, and this manifest "
                       + "lists none; add it under 'url:', e.g. 'hosts: [www.example.com]' (the host that serves "
                       + "/.well-known/apple-app-site-association)", at: AASAExport.urlLocation($0))
            })
        }
        let suffix = developerMode ? "?mode=developer" : ""
        let entries = hosts.map { PlistText.string("applinks:" + $0 + suffix) }
        return ExportOutput(text: PlistText.dictionary([(key, .array(entries))]).document)
    }
}
