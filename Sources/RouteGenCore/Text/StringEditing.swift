// String edits the generator needs, written on the standard library. Foundation's versions (`replacingOccurrences`,
// `trimmingCharacters`, `range(of:)`, `removingPercentEncoding`) live in full Foundation on Linux, whose ICU data
// would make up most of the tool's binary. They work on Unicode scalars, as the manifests' formats (YAML, Markdown,
// URLs) do, so a combining mark after a quote or a pipe never hides it.

extension String {
    /// Every `scalar` replaced by `replacement`.
    func replacingEvery(_ scalar: Unicode.Scalar, with replacement: String) -> String {
        guard unicodeScalars.contains(scalar) else { return self }
        var result = String.UnicodeScalarView()
        for next in unicodeScalars {
            if next == scalar { result.append(contentsOf: replacement.unicodeScalars) } else { result.append(next) }
        }
        return String(result)
    }

    /// Windows (`\r\n`) and classic Mac (`\r`) line endings written as `\n`.
    var normalizingLineEndings: String {
        guard unicodeScalars.contains("\r") else { return self }
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n", afterCarriageReturn { continue }
            result.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(result)
    }

    /// Whether the text holds nothing but spaces and tabs (any Unicode space separator): `CharacterSet.whitespaces`.
    var isBlankLine: Bool {
        unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text with `%XX` escapes decoded; nil when an escape is malformed or the bytes are not UTF-8, as
    /// Foundation's `removingPercentEncoding` answers.
    var removingPercentEscapes: String? {
        var bytes: [UInt8] = []
        var rest = utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = rest.popFirst().flatMap(hexValue), let low = rest.popFirst().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return validUTF8(bytes)
    }
}

/// `bytes` as text, or nil when they are not UTF-8 (`String(validating:as:)` needs macOS 15; the tool supports 13).
private func validUTF8(_ bytes: [UInt8]) -> String? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: return String(scalars)
        case .error: return nil
        }
    }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
