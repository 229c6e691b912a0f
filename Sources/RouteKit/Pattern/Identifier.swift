/// The one rule for names, shared by the pattern grammar and the generator: a placeholder's name becomes a Swift
/// property in generated code, so a pattern takes exactly the names Swift takes.
///
/// A name is a letter or `_` first (a combining mark cannot start one, though some are alphabetic: U+0345), then
/// letters, ASCII digits, `_` and combining marks. `_` alone is Swift's wildcard, not a name. Letters are Unicode
/// letters (`é`, `名`); digits are ASCII only, as Swift's.
@_spi(RouteGen) public enum Identifier {
    /// True when `text` is a name by the rule above (keywords included: generated code back-ticks them).
    public static func isValid(_ text: String) -> Bool {
        guard text != "_" else { return false }
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isHead(first) else { return false }
        while let scalar = scalars.next() {
            guard isContinuation(scalar) else { return false }
        }
        return true
    }

    /// A scalar that can start a name: `_` or a letter that is not a combining mark.
    public static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII (nearly every name) is decided without the standard library's Unicode property tables.
        if scalar.isASCII { return scalar == "_" || isASCIILetter(scalar) }
        return scalar.properties.isAlphabetic && !isMark(scalar)
    }

    /// A scalar that can continue a name: `_`, a letter, an ASCII digit or a combining mark.
    public static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || isASCIILetter(scalar) || ("0"..."9").contains(scalar) }
        return scalar.properties.isAlphabetic || isMark(scalar)
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
