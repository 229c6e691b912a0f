#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Manifest text as Swift literals and comments.
///
/// Every string the manifest supplies goes through here (names go through `SwiftIdentifier`), so a value containing
/// quotes, backslashes, newlines, `*/` or `#sourceLocation` can never become code.
enum SwiftLiteral {
    /// A double-quoted Swift string literal whose value is exactly `text`.
    ///
    /// Quotes, backslashes and every control, format or separator character are escaped (`\u{...}`), so the
    /// literal stays on one line and cannot be terminated early; visible Unicode is kept as is.
    static func string(_ text: String) -> String {
        // Fast path (almost every manifest string): printable ASCII without quotes or backslashes is kept as is.
        let utf8 = text.utf8
        if isPlainText(text) {
            // One allocation: quote, the bytes, quote.
            return String(unsafeUninitializedCapacity: utf8.count + 2) { buffer in
                buffer[0] = UInt8(ascii: "\"")
                let end = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(from: utf8).1
                buffer[end + 1] = UInt8(ascii: "\"")
                return end + 2
            }
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            out += escaped(scalar)
        }
        out += "\""
        return out
    }

    /// Text safe inside a `//` comment: one line, no control characters (line breaks become `\n`).
    static func commentText(_ text: String) -> String {
        if text.utf8.allSatisfy(isPrintableASCII) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            out += needsEscape(scalar) ? escaped(scalar) : String(scalar)
        }
        return out
    }

    /// The lines of a doc comment: split on every line break Swift recognises, control characters removed.
    static func docCommentLines(_ text: String) -> [String] {
        var hasLineFeed = false
        if text.utf8.allSatisfy({ byte in
            if byte == UInt8(ascii: "\n") { hasLineFeed = true }
            return isPrintableASCII(byte) || byte == UInt8(ascii: "\n")
        }) {
            // Printable ASCII and plain line feeds (the usual summary): nothing to remove or normalise.
            if !hasLineFeed {
                // One line (split on bytes below would give the same), kept unless it is blank.
                return text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) ? [] : [text]
            }
            var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            while let last = lines.last, last.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) { lines.removeLast() }
            return lines
        }
        let normalized = text.normalizingLineEndings
        var lines = normalized.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(String.UnicodeScalarView(line.unicodeScalars.filter { !needsEscape($0) || $0 == "\t" }))
        }
        while let last = lines.last, last.isBlankLine { lines.removeLast() }
        return lines
    }

    /// Space through `~`: never escaped, never removed.
    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        default:
            if needsEscape(scalar) {
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            return String(scalar)
        }
    }

    /// Control, format, separator (other than space), private-use and unassigned scalars.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }
}

extension SwiftLiteral {
    /// True when `string(text)` is `text` between two quotes: printable ASCII without `"` or `\`.
    static func isPlainText(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isPlainText) ?? text.utf8.allSatisfy(isPlainLiteralByte)
    }

    /// `isPlainText(_:)` for UTF-8 bytes: a loop over a buffer (`allSatisfy` over a `String`'s UTF-8 view
    /// cost about 460 instructions for a route's name or path).
    static func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in utf8 where !isPlainLiteralByte(byte) { return false }
        return true
    }

    private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }
}
