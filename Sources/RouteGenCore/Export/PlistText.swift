/// A property-list value, written as XML the way Xcode writes Info.plist and entitlements files (tabs, keys in
/// the given order), so exported files are byte-stable and merge into existing ones by hand or with PlistBuddy.
indirect enum PlistText: Sendable {
    case string(String)
    case array([PlistText])
    case dictionary([(key: String, value: PlistText)])

    /// A whole document with this value as its root.
    var document: String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
        ]
        write(into: &lines, depth: 0)
        lines.append("</plist>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func write(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "\t", count: depth)
        switch self {
        case .string(let text):
            lines.append(indent + "<string>" + Self.escaped(text) + "</string>")
        case .array(let items):
            lines.append(indent + "<array>")
            items.forEach { $0.write(into: &lines, depth: depth + 1) }
            lines.append(indent + "</array>")
        case .dictionary(let entries):
            lines.append(indent + "<dict>")
            for entry in entries {
                lines.append(indent + "\t<key>" + Self.escaped(entry.key) + "</key>")
                entry.value.write(into: &lines, depth: depth + 1)
            }
            lines.append(indent + "</dict>")
        }
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
