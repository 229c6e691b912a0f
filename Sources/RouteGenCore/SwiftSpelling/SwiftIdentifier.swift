/// Swift identifier rules for names the renderer turns into declarations. Keywords are allowed:
/// the renderer back-ticks them.
enum IdentifierRules {
    static func isIdentifier(_ text: String) -> Bool {
        if let ascii = SwiftSyntax.isASCIIIdentifier(text.utf8) { return ascii && text != "_" }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, text != "_" else { return false }
        // Some combining marks are alphabetic (U+0345) but Swift refuses them at the start of a name.
        guard first == "_" || (first.properties.isAlphabetic && !isMark(first)) else { return false }
        return scalars.dropFirst().allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    static func isLowerCamelCase(_ text: String) -> Bool {
        if let ascii = SwiftSyntax.isASCIIIdentifier(text.utf8), let first = text.utf8.first {
            return ascii && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) && !text.utf8.contains(UInt8(ascii: "_"))
        }
        guard isIdentifier(text), let first = text.unicodeScalars.first else { return false }
        return first.properties.isLowercase && !text.contains("_")
    }

    static func isUpperCamelCase(_ text: String) -> Bool {
        guard isIdentifier(text), let first = text.unicodeScalars.first else { return false }
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
