import Foundation
import PropertyBased

/// Random text built to break out of wherever it lands: string literals, comments, YAML quoting, lines.
enum HostileText {
    /// Pieces that end literals or comments, start interpolations or directives, or split lines.
    static let pieces: [String] = [
        "\"", "\\", "\\(", "\"\"\"", "#\"", "\"#", "*/", "/*", "//", "///", "\n", "\r\n", "\r", "\t", "\0",
        "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\u{7F}", "\u{202E}", "\u{200B}", "\u{FEFF}",
        "\u{E000}", "\u{301}", "#sourceLocation(file: \"x\", line: 1)", "#sourceLocation()", "}\nstruct Injected {}\n",
        "\"); struct Injected {} //", "`", "$0", "@", "%", "%2F", "?", "#", "&", "=", "/", " ", "ünï", "🚀", "東京",
        "a", "Z", "0", "-", "_", ":", "{", "}", "[", "]", "'", "<", ">", "!", "|", "~",
    ]

    /// 0 to `maximum` pieces, plus the occasional random scalar from anywhere in Unicode.
    static func generator(maximumPieces maximum: Int = 8) -> Generator<String, Shrink.None<String>> {
        Generator { rng in
            var text = ""
            for _ in 0..<Int.random(in: 0...maximum, using: &rng) {
                if Int.random(in: 0..<5, using: &rng) == 0 {
                    text.unicodeScalars.append(randomScalar(using: &rng))
                } else {
                    text += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
                }
            }
            return text
        }
    }

    static func randomScalar(using rng: inout any SeededRandomNumberGenerator) -> Unicode.Scalar {
        while true {
            let value = UInt32.random(in: 0...0x10FFFF, using: &rng)
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }

    /// `text` as a YAML double-quoted scalar that libyaml reads back as exactly `text`: everything but
    /// printable ASCII is escaped, so the test is about the generator, not about YAML's printable set.
    static func yamlQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " "..."~": out.unicodeScalars.append(scalar)
            default:
                out += scalar.value <= 0xFFFF
                    ? "\\u" + hex(scalar.value, width: 4)
                    : "\\U" + hex(scalar.value, width: 8)
            }
        }
        return out + "\""
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// An independent reader for the one kind of Swift string literal the renderer may write: `"..."` with the
/// escapes `\" \\ \n \r \t \0 \u{X}`. Anything else (an interpolation, a raw string, a line break) is `nil`.
enum SwiftLiteralReader {
    /// The value of the literal starting at `text[start]`, and the index just past its closing quote.
    static func read(_ text: [Unicode.Scalar], from start: Int) -> (value: String, end: Int)? {
        guard start < text.count, text[start] == "\"" else { return nil }
        var value = String.UnicodeScalarView()
        var index = start + 1
        while index < text.count {
            let scalar = text[index]
            switch scalar {
            case "\"":
                return (String(value), index + 1)
            case "\n", "\r":
                return nil
            case "\\":
                guard index + 1 < text.count else { return nil }
                switch text[index + 1] {
                case "\"": value.append("\""); index += 2
                case "\\": value.append("\\"); index += 2
                case "n": value.append("\n"); index += 2
                case "r": value.append("\r"); index += 2
                case "t": value.append("\t"); index += 2
                case "0": value.append("\0"); index += 2
                case "u":
                    guard index + 2 < text.count, text[index + 2] == "{",
                          let close = text[(index + 3)...].firstIndex(of: "}") else { return nil }
                    let digits = String(String.UnicodeScalarView(text[(index + 3)..<close]))
                    guard (1...8).contains(digits.count), let number = UInt32(digits, radix: 16),
                          let decoded = Unicode.Scalar(number) else { return nil }
                    value.append(decoded)
                    index = close + 1
                default:
                    return nil
                }
            default:
                value.append(scalar)
                index += 1
            }
        }
        return nil
    }
}
