extension SwiftWriter {
    /// Appends `SwiftSyntax.stringLiteral(text)` without building it as a `String` first: a manifest string of
    /// printable ASCII without quotes or backslashes (nearly all) is copied between two quotes as it is.
    mutating func write(stringLiteral text: String) {
        let written = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard SwiftSyntax.isPlainLiteralText(utf8) else { return false }
            write("\"" as StaticString)
            write(utf8: utf8)
            write("\"" as StaticString)
            return true
        }
        if written != true { write(SwiftSyntax.stringLiteral(text)) }
    }

    /// Writes `lines` (from `SwiftSyntax.docCommentLines`) as `///` lines: the `/// ` is written, not prefixed.
    mutating func docLines(_ lines: [String]) {
        for docLine in lines {
            beginLine()
            if docLine.isEmpty {
                write("///\n" as StaticString)
            } else {
                write("/// " as StaticString)
                write(docLine)
                endLine()
            }
        }
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
