/// Swift's rules for names: which text is an identifier, how one is written in source, and the camel-case
/// spellings suggested in messages. Decode, validation, rendering and matching all ask here, so a name one stage
/// accepts is a name the next can write.
enum SwiftIdentifier {
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
    static func escaped(_ name: String) -> String {
        keywordShapes.mayContain(name) && keywords.contains(name) ? "`\(name)`" : name
    }

    /// Rules out most names without hashing them (see `ShapeFilter`).
    private static let keywordShapes = ShapeFilter(keywords)

    /// A name as a call site's argument label: only `inout` needs back-ticks there (others would warn).
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// True for a name Swift accepts for a declaration, keywords included (they are back-ticked): a letter or `_`
    /// first, then letters, digits, `_` and combining marks. `_` alone is Swift's wildcard, not a name, and a
    /// combining mark cannot start one (some are alphabetic, U+0345).
    static func isValid(_ text: String) -> Bool {
        // `_` alone by its bytes: a String comparison for every name the renderer writes would cost more.
        // The bytes read in place where the string has them contiguous (always, for a native string): reading
        // through the UTF-8 view checks each step and cost several times more on every name the renderer guards.
        let ascii = text.utf8.withContiguousStorageIfAvailable { isValidASCII($0) } ?? isValidASCII(text.utf8)
        if let ascii { return ascii && !(text.utf8.count == 1 && text.utf8.first == UInt8(ascii: "_")) }
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isHead(first) else { return false }
        while let scalar = scalars.next() {
            guard isContinuation(scalar) else { return false }
        }
        return true
    }

    /// A scalar that can start a name: `_` or a letter that is not a combining mark.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.properties.isAlphabetic && !isMark(scalar))
    }

    /// A scalar that can continue a name: `_`, a letter, an ASCII digit or a combining mark.
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || isMark(scalar) || ("0"..."9").contains(scalar)
    }

    /// The answer of `isValid` for an ASCII name (letters, digits, `_`; no digit first), where `_` alone passes
    /// (callers that refuse it check it themselves); nil when `utf8` holds a non-ASCII byte
    /// and the Unicode rules must decide.
    static func isValidASCII<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool? {
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

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    static func isLowerCamelCase(_ text: String) -> Bool {
        if let ascii = isValidASCII(text.utf8), let first = text.utf8.first {
            return ascii && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) && !text.utf8.contains(UInt8(ascii: "_"))
        }
        guard isValid(text), let first = text.unicodeScalars.first else { return false }
        return first.properties.isLowercase && !text.contains("_")
    }

    static func isUpperCamelCase(_ text: String) -> Bool {
        guard isValid(text), let first = text.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    /// `user_profile` / `UserProfile` -> `userProfile`.
    static func lowerCamelCase(_ text: String) -> String {
        let parts = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let head = parts.first else { return text }
        return head.prefix(1).lowercased() + head.dropFirst() + parts.dropFirst().map(capitalizedFirst).joined()
    }

    /// `profile_tab` / `profileTab` -> `ProfileTab`.
    static func upperCamelCase(_ text: String) -> String {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).map(capitalizedFirst).joined()
    }

    static func capitalizedFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
