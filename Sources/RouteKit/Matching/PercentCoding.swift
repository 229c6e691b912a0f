/// Percent-encoding and -decoding with exact, table-driven rules (no `URLComponents`, whose encoding sets
/// differ between platforms).
enum PercentCoding {
    /// Decodes `%XX` escapes; `nil` when an escape is malformed or the bytes are not UTF-8.
    /// `+` is kept as a literal `+` (links are RFC 3986 URLs, not HTML form posts).
    static func decode(_ bytes: URLParts.Bytes) -> String? {
        guard bytes.contains(UInt8(ascii: "%")) else { return validUTF8(bytes) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    return nil
                }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output.withUnsafeBufferPointer { validUTF8($0[...]) }
    }

    /// The bytes as a String, or `nil` when they are not well-formed UTF-8 (no replacement characters).
    static func validUTF8(_ bytes: URLParts.Bytes) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error: return nil
            }
        }
    }

    /// What may stay unescaped in a path segment: RFC 3986 unreserved plus `!$'()*,:@&=+`.
    static let segmentAllowed = allowedTable("!$'()*,:@&=+")
    /// What may stay unescaped in a query name or value: unreserved plus `!$'()*,:@/` (`&=+#%?` are escaped).
    static let queryAllowed = allowedTable("!$'()*,:@/")
    /// What may stay unescaped in a host that carries a route's first segment: unreserved only.
    static let hostAllowed = allowedTable("")

    static func encode(_ text: String, allowed: [Bool]) -> String {
        var needsEscaping = false
        for byte in text.utf8 where !allowed[Int(byte)] {
            needsEscaping = true
            break
        }
        guard needsEscaping else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if allowed[Int(byte)] {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func allowedTable(_ extra: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8 { table[Int(byte)] = true }
        for byte in extra.utf8 { table[Int(byte)] = true }
        return table
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
