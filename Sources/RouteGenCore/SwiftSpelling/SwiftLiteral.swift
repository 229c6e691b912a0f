#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The two places where user text becomes Swift tokens: identifiers and string literals.
///
/// Every route, extra, enum-case name and every string the manifest supplies goes through here, so a name or a
/// value containing quotes, backslashes, newlines, `*/` or `#sourceLocation` can never become code.
public enum SwiftSyntax {
    /// Words that must be back-ticked to be used as a name (a superset is harmless: back-ticks are always valid).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "Type", "Protocol", "package", "some", "any", "borrowing", "consuming", "actor", "async",
        "each", "macro", "_",
    ]

    /// A name as it must be written in Swift source: `default` -> `` `default` ``, `id` -> `id`.
    public static func identifier(_ name: String) -> String {
        keywordShapes.mayContain(name) && keywords.contains(name) ? "`\(name)`" : name
    }

    /// Rules out most names without hashing them (see `ShapeFilter`).
    private static let keywordShapes = ShapeFilter(keywords)

    /// A name as a call site's argument label: only `inout` needs back-ticks there (others would warn).
    public static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// A double-quoted Swift string literal whose value is exactly `text`.
    ///
    /// Quotes, backslashes and every control, format or separator character are escaped (`\u{...}`), so the
    /// literal stays on one line and cannot be terminated early; visible Unicode is kept as is.
    public static func stringLiteral(_ text: String) -> String {
        // Fast path (almost every manifest string): printable ASCII without quotes or backslashes is kept as is.
        let utf8 = text.utf8
        if isPlainLiteralText(text) {
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

extension SwiftSyntax {
    /// True for a plain Swift identifier (letters, digits, `_`; not starting with a digit), keywords included.
    public static func isIdentifier(_ name: String) -> Bool {
        if let ascii = isASCIIIdentifier(name.utf8) { return ascii }
        guard let first = name.unicodeScalars.first else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
    }

    /// The answer of `isIdentifier` for an ASCII name (letters, digits, `_`; no digit first); nil when `utf8`
    /// holds a non-ASCII byte and the Unicode rules must decide.
    static func isASCIIIdentifier<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool? {
        guard let first = utf8.first else { return false }
        var valid = !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        for byte in utf8 {
            if byte >= 0x80 { return nil }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                continue
            default:
                valid = false
            }
        }
        return valid
    }
}

extension SwiftSyntax {
    /// True when `stringLiteral(text)` is `text` between two quotes: printable ASCII without `"` or `\`.
    static func isPlainLiteralText(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isPlainLiteralText) ?? text.utf8.allSatisfy(isPlainLiteralByte)
    }

    /// `isPlainLiteralText(_:)` for UTF-8 bytes: a loop over a buffer (`allSatisfy` over a `String`'s UTF-8 view
    /// cost about 460 instructions for a route's name or path).
    static func isPlainLiteralText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in utf8 where !isPlainLiteralByte(byte) { return false }
        return true
    }

    private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }
}
