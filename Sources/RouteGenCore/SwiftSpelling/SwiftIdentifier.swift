@_spi(RouteGen) import RouteKit

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
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A name as a call site's argument label: only `inout` needs back-ticks there (others would warn).
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// True for a name Swift accepts for a declaration, keywords included (they are back-ticked): RouteKit's
    /// `Identifier` rule, the one the pattern grammar uses for placeholder names.
    static func isValid(_ text: String) -> Bool {
        Identifier.isValid(text)
    }

    static func isLowerCamelCase(_ text: String) -> Bool {
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
        let utf8 = text.utf8
        if let first = utf8.first, utf8.allSatisfy({ $0 < 0x80 }) {
            // An ASCII name (nearly all are): only a lowercase first letter changes, as `uppercased()` does it.
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return text }
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                _ = buffer.initialize(from: utf8)
                buffer[0] = first - 0x20
                return utf8.count
            }
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
