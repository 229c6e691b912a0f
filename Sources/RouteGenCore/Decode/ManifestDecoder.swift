/// What decoding produces: the manifest as written (not yet validated), and every problem found.
public struct DecodeResult: Sendable {
    /// Nil only when the tree is not a manifest at all (its root is not a mapping).
    public var manifest: Manifest?
    var diagnostics: [Diagnostic]
}

/// Decodes a loaded node tree into the `Manifest` model, collecting every diagnostic in one pass:
/// unknown keys (with "did you mean"), wrong node kinds, duplicate keys, malformed types.
enum ManifestDecoder {
    static let supportedVersion = 1

    /// `sourcePath` is the manifest path as the user gave it; its file name gives the default namespace.
    static func decode(_ root: ManifestNode, sourcePath: String) -> DecodeResult {
        var reader = NodeReader()
        reader.diagnostics = DuplicateKeyCheck.diagnostics(in: root)
        guard case .mapping = root.content else {
            reader.error("a manifest must be a mapping with 'version' and 'routes', found \(root.kindDescription)",
                         at: root.location)
            return DecodeResult(manifest: nil, diagnostics: reader.diagnostics)
        }
        let fileName = sourcePath.split(separator: "/").last.map(String.init) ?? sourcePath
        var manifest = Manifest(sourcePath: sourcePath, namespace: ManifestNaming.namespace(forManifest: fileName))
        var sawVersion = false
        let entries = reader.entries(of: root, named: "manifest", allowed: ManifestKeys.topLevel,
                                     context: "the manifest") ?? []
        for (key, keyNode, value) in entries {
            switch key {
            case "version":
                sawVersion = true
                decodeVersion(value, into: &manifest, reader: &reader)
            case "namespace":
                if let name = reader.string(value, named: key) {
                    manifest.namespace = name
                    manifest.namespaceLocation = value.contentLocation
                }
            case "access":
                if let level = reader.choice(value, named: key, as: AccessLevel.self) {
                    manifest.access = level
                }
            case "imports":
                let imports = reader.strings(value, named: key)
                manifest.imports = imports.map(\.0)
                manifest.importLocations = imports.map(\.1)
            case "url":
                manifest.url.keyLocation = keyNode.contentLocation
                decodeURL(value, into: &manifest, reader: &reader)
            case "displays":
                let displays = reader.strings(value, named: key)
                manifest.displays = displays.map(\.0)
                manifest.displayLocations = displays.map(\.1)
            case "enums":
                manifest.enums = EnumDecoder.enums(value, reader: &reader)
            case "dependencies":
                manifest.dependencies = decodeDependencies(value, reader: &reader)
            case "app":
                manifest.isApp = reader.bool(value, named: key) ?? false
                manifest.appLocation = value.contentLocation
            case "tabs":
                let tabs = reader.strings(value, named: key)
                manifest.tabs = tabs.map(\.0)
                manifest.tabLocations = tabs.map(\.1)
            case "examples":
                manifest.examples = ExampleDecoder.examples(value, reader: &reader)
            case "extras":
                manifest.sharedExtras = RouteDecoder.extras(value, named: "extras", context: "the manifest's extras",
                                                            reader: &reader)
            case "entryPoints":
                manifest.entryPointSettings = EntryPointSettings.decode(value, at: keyNode.contentLocation, reader: &reader)
            default:
                manifest.routes = RouteDecoder.routes(value, reader: &reader)
            }
        }
        if !sawVersion {
            reader.error("missing 'version: \(supportedVersion)' at the top of the manifest", at: root.location)
        }
        return DecodeResult(manifest: manifest, diagnostics: reader.diagnostics)
    }

    private static func decodeVersion(_ node: ManifestNode, into manifest: inout Manifest, reader: inout NodeReader) {
        guard let scalar = node.scalar, scalar.style == .plain, let version = Int(scalar.text) else {
            reader.error("'version' must be the number \(supportedVersion), found \(reader.describe(node))",
                         at: node.location)
            return
        }
        guard version == supportedVersion else {
            reader.error("unsupported manifest version \(version); this generator reads version \(supportedVersion)",
                         at: node.location)
            return
        }
        manifest.version = version
    }

    private static func decodeURL(_ node: ManifestNode, into manifest: inout Manifest, reader: inout NodeReader) {
        guard let entries = reader.entries(of: node, named: "url", allowed: ManifestKeys.url, context: "'url'") else {
            return
        }
        manifest.url.location = node.location
        for (key, _, value) in entries {
            if key == "http" {
                manifest.url.acceptsHTTP = reader.bool(value, named: "url.http") ?? true
                continue
            }
            let values = reader.strings(value, named: "url.\(key)")
            if key == "schemes" {
                manifest.url.schemes = values.map(\.0)
                manifest.url.schemeLocations = values.map(\.1)
            } else {
                manifest.url.hosts = values.map(\.0)
                manifest.url.hostLocations = values.map(\.1)
            }
        }
    }
}

extension ManifestDecoder {
    /// `dependencies: { api: APIClient, store: any CartStore }`: each a name and a type name, `any` allowed.
    static func decodeDependencies(_ node: ManifestNode, reader: inout NodeReader) -> [Dependency] {
        guard let entries = reader.entries(of: node, named: "dependencies", allowed: nil, context: "'dependencies'") else {
            return []
        }
        var dependencies: [Dependency] = []
        for entry in entries {
            guard let text = reader.string(entry.value, named: "dependencies.\(entry.key)") else { continue }
            let isExistential = text.hasPrefix("any ")
            let typeText = String(isExistential ? text.dropFirst(4).drop { $0 == " " } : Substring(text))
            let parts = typeText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !parts.isEmpty, parts.allSatisfy(SwiftIdentifier.isValid) else {
                reader.error(
                    "dependency '\(entry.key)' must name a type ('APIClient', 'Shop.Cart', or 'any Store' for a protocol), "
                        + "found '\(text)'", at: entry.value.location)
                continue
            }
            dependencies.append(Dependency(
                name: entry.key, type: typeText, isExistential: isExistential, location: entry.keyNode.location,
                typeLocation: entry.value.contentLocation))
        }
        return dependencies
    }
}
