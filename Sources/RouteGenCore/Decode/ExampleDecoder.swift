#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes `examples:` — of a manifest, or of an examples file (a mapping with `examples:` alone) — into
/// `LinkExample`s. Only the shape is checked here; what a link opens, and whether the extras are the route's and
/// parse as their types, needs the validated manifests of the app (`ExampleCheck`).
enum ExampleDecoder {
    static func examples(_ node: ManifestNode, reader: inout NodeReader) -> [LinkExample] {
        guard let items = reader.sequence(node, named: "examples") else { return [] }
        return items.compactMap { example($0, reader: &reader) }
    }

    /// An examples file: its examples, with every problem of its shape.
    static func decodeFile(_ root: ManifestNode, sourcePath: String) -> (file: ExamplesFile?, diagnostics: [Diagnostic]) {
        var reader = NodeReader()
        reader.diagnostics = DuplicateKeyCheck.diagnostics(in: root)
        guard case .mapping = root.content else {
            reader.error("an examples file must be a mapping with 'examples', found \(root.kindDescription)", at: root.location)
            return (nil, reader.diagnostics)
        }
        var examples: [LinkExample]?
        let entries = reader.entries(of: root, named: "examples file", allowed: ManifestKeys.examplesFile,
                                     context: "an examples file") ?? []
        for (_, _, value) in entries {
            examples = Self.examples(value, reader: &reader)
        }
        if examples == nil {
            reader.error("missing 'examples:' in the examples file", at: root.location)
        }
        return (ExamplesFile(sourcePath: sourcePath, examples: examples ?? []), reader.diagnostics)
    }

    private static func example(_ node: ManifestNode, reader: inout NodeReader) -> LinkExample? {
        var url: (String, SourceLocation)?
        var opens: (LinkExample.Target, SourceLocation)?
        var extras: [ExampleExtra] = []
        var extrasLocation: SourceLocation?
        var written: Set<String> = []
        let found = reader.forEachEntry(of: node, named: "examples[]", allowed: ManifestKeys.example,
                                        context: "an example") { key, entry, reader in
            let value = entry.value
            written.insert(key)
            switch key {
            case "url":
                guard let text = reader.string(value, named: "url") else { return }
                guard let parsed = URL(string: text), let scheme = parsed.scheme, !scheme.isEmpty else {
                    reader.error("example url '\(text)' is not a URL with a scheme (like myapp://user/42 or https://...)",
                                 at: value.contentLocation)
                    return
                }
                url = (text, value.contentLocation)
            case "opens":
                guard let text = reader.string(value, named: "opens") else { return }
                opens = (LinkExample.Target(manifest: text), value.contentLocation)
            default:
                extrasLocation = entry.key.location
                extras = self.extras(value, reader: &reader)
            }
        }
        guard found else { return nil }
        if !written.contains("url") {
            reader.error("an example needs 'url:', the link it pins", at: node.location)
        }
        if !written.contains("opens") {
            reader.error("an example needs 'opens:', the route the link opens, or 'opens: nothing'", at: node.location)
        }
        guard let url, let opens else { return nil }
        if opens.0 == .nothing, let extrasLocation, !extras.isEmpty {
            reader.error("an example that opens nothing carries no extras; remove 'extras:'", at: extrasLocation)
            return nil
        }
        return LinkExample(url: url.0, urlLocation: url.1, opens: opens.0, opensLocation: opens.1, extras: extras)
    }

    private static func extras(_ node: ManifestNode, reader: inout NodeReader) -> [ExampleExtra] {
        var extras: [ExampleExtra] = []
        _ = reader.forEachEntry(of: node, named: "extras", allowed: nil, context: "an example's extras") { name, entry, reader in
            let value = entry.value
            switch value.content {
            case .scalar(let scalar) where scalar.isNull:
                extras.append(ExampleExtra(name: name, value: .null, location: entry.key.location, valueLocation: value.location))
            case .scalar(let scalar):
                extras.append(ExampleExtra(name: name, value: .scalar(scalar.text), location: entry.key.location,
                                           valueLocation: value.contentLocation))
            case .sequence(let items):
                var texts: [String] = []
                for item in items {
                    guard let scalar = item.scalar, !scalar.isNull else {
                        reader.error("the values of array extra '\(name)' must be scalars, found \(item.kindDescription)",
                                     at: item.location)
                        return
                    }
                    texts.append(scalar.text)
                }
                extras.append(ExampleExtra(name: name, value: .list(texts), location: entry.key.location, valueLocation: value.location))
            case .mapping:
                reader.error("the value of extra '\(name)' must be a scalar, a list (an array extra) or null, found a mapping",
                             at: value.location)
            }
        }
        return extras
    }
}
