/// JSON string literals written by hand, so exported files are byte-stable (no dependence on Foundation's
/// serializer's spacing, key order or slash escaping across platforms).
enum JSONText {
    /// `"text"` with `"`, `\` and control characters escaped; everything else, `/` and non-ASCII included, as is.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `["a", "b"]` on one line.
    static func array(_ items: [String]) -> String {
        "[" + items.map(string).joined(separator: ", ") + "]"
    }
}
