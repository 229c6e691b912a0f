/// Render stage of the importers: an `ImportedManifest` as YAML text, deterministic and safe for any input.
///
/// Every text that came from the imported file (paths, hosts, schemes) is written double-quoted with YAML escapes,
/// and comments are kept on one line, so no imported text can add a key or end a comment early. Screen and route
/// names are written plain: the importer has already made them identifiers.
enum ImportedManifestWriter {
    static func yaml(_ manifest: ImportedManifest) -> String {
        var lines = manifest.header.map(comment)
        lines.append("version: 1")
        if !manifest.schemes.isEmpty || !manifest.hosts.isEmpty {
            lines.append("url:")
            if !manifest.schemes.isEmpty { lines.append("  schemes: [\(manifest.schemes.map(quoted).joined(separator: ", "))]") }
            if !manifest.hosts.isEmpty { lines.append("  hosts: [\(manifest.hosts.map(quoted).joined(separator: ", "))]") }
        }
        lines.append(manifest.routes.isEmpty ? "routes: {}" : "routes:")
        for route in manifest.routes {
            lines += route.comments.map { "  " + comment($0) }
            lines.append("  \(route.name):")
            if route.alternatePaths.isEmpty {
                lines.append("    path: \(quoted(route.path))")
            } else {
                lines.append("    path: [\(([route.path] + route.alternatePaths).map(quoted).joined(separator: ", "))]")
            }
            lines.append("    screen: \(route.screen)")
            lines.append("    exposure: \(route.exposure)")
        }
        if !manifest.notCarried.isEmpty {
            lines.append("")
            lines.append("# Not carried over (see the warnings):")
            lines += manifest.notCarried.map { comment("- " + $0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `# text` on one line: line breaks and other control characters become `\n`, `\u{..}`.
    static func comment(_ text: String) -> String {
        text.isEmpty ? "#" : "# " + oneLine(text)
    }

    /// A YAML double-quoted scalar whose value is exactly `text`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if isControl(scalar) {
                    out += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                out += "\\n"
            } else if isControl(scalar) {
                out += "\\u{" + hex(scalar.value, digits: 1) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0 and C1 controls, DEL, line and paragraph separators, byte-order marks: never written raw.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.value == 0xFEFF
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
