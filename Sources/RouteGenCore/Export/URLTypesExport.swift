/// `routegen export url-types`: the Info.plist `CFBundleURLTypes` that registers the manifests' custom schemes (and
/// their routes' own `schemes:`), one URL type per manifest.
enum URLTypesExport {
    static let key = "CFBundleURLTypes"

    /// A plist whose one key is `CFBundleURLTypes`. Each type is named `BUNDLEID.Namespace` when `bundleID` is
    /// given (Apple recommends a reverse-DNS `CFBundleURLName`), else by the manifest's namespace; its role is
    /// `Viewer` (the app opens the links, it does not edit them).
    static func render(_ manifests: [Manifest], bundleID: String? = nil) throws(ExportFailure) -> ExportOutput {
        var seen: Set<String> = []
        var types: [PlistText] = []
        for manifest in manifests {
            let schemes = manifest.allSchemes.filter { seen.insert($0.lowercased()).inserted }
            guard !schemes.isEmpty else { continue }
            let name = bundleID.map { $0 + "." + manifest.namespace } ?? manifest.namespace
            types.append(.dictionary([
                ("CFBundleTypeRole", .string("Viewer")),
                ("CFBundleURLName", .string(name)),
                ("CFBundleURLSchemes", .array(schemes.map(PlistText.string))),
            ]))
        }
        guard !types.isEmpty else {
            throw .manifest(manifests.map {
                .error("no URL types: this manifest lists no 'url.schemes'", at: AASAExport.urlLocation($0))
            })
        }
        return ExportOutput(text: PlistText.dictionary([(key, .array(types))]).document)
    }
}
