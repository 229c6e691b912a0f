/// Splits the bytes of an XML property list into tags and text, with the line and column of each.
///
/// It reads all of XML that a property list can hold, in memory-safe Swift with no recursion and no entity
/// expansion, so hostile manifest bytes never reach Foundation's XML parsers (one of which crashed on a
/// processing instruction). Comments and processing instructions are skipped wherever they are; a DOCTYPE
/// (internal subset included) is skipped in the prolog; CDATA, character references and the five predefined
/// entities are read; any other entity reference, an encoding other than UTF-8, or a character XML forbids is
/// refused with an `XMLPlistError` at its position. The bytes must already be valid UTF-8.
struct XMLPlistScanner {
    enum Token: Equatable {
        /// `<name ...>`, or `<name .../>` when `isEmpty`. Attributes are read and dropped (a plist keeps none).
        case start(name: String, isEmpty: Bool)
        case end(name: String)
        /// Character data with references resolved and line ends normalized; comments inside it are skipped.
        case text(String)
        case endOfInput
    }

    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private var index: Int
    private var line = 1
    /// In characters, not bytes: UTF-8 continuation bytes do not start one.
    private var column = 1
    private var seenElement = false
    private var seenDoctype = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is allowed before the XML declaration.
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Where the scanner is now: the start of the token `next()` returns next.
    var position: Position { Position(line: line, column: column) }

    /// Refuses the first character XML does not allow anywhere (control characters other than tab and line
    /// ends, U+FFFE, U+FFFF), so that no later step sees one. The bytes are valid UTF-8, so U+FFFE and U+FFFF
    /// can only be `EF BF BE` and `EF BF BF`.
    func checkCharacters() throws(XMLPlistError) {
        var scanner = self
        while scanner.index < bytes.count {
            let byte = bytes[scanner.index]
            let forbidden = (byte < 0x20 && !Self.isWhitespace(byte))
                || (byte == 0xEF && scanner.index + 2 < bytes.count && bytes[scanner.index + 1] == 0xBF && bytes[scanner.index + 2] >= 0xBE)
            if forbidden {
                throw XMLPlistError(message: "this character is not allowed in XML", at: scanner.position)
            }
            scanner.advance(1)
        }
    }

    /// The next tag or text; comments, processing instructions and the DOCTYPE are consumed on the way.
    mutating func next() throws(XMLPlistError) -> (token: Token, at: Position) {
        while true {
            let start = position
            guard index < bytes.count else { return (.endOfInput, start) }
            if bytes[index] != UInt8(ascii: "<") || starts(with: "<![CDATA[") {
                return (.text(try text()), start)
            }
            if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if starts(with: "<!DOCTYPE") {
                guard !seenElement, !seenDoctype else { throw error("a DOCTYPE is only allowed once, before the <plist> element") }
                seenDoctype = true
                try skipDoctype()
            } else if starts(with: "<!") {
                throw error("'<!' starts neither a comment, CDATA nor a DOCTYPE")
            } else if starts(with: "</") {
                advance(2)
                let name = try self.name()
                skipWhitespace()
                guard take(">") else { throw error("expected '>' to close </\(name)") }
                return (.end(name: name), start)
            } else {
                advance(1)
                seenElement = true
                let name = try self.name()
                let isEmpty = try skipAttributes(of: name)
                return (.start(name: name, isEmpty: isEmpty), start)
            }
        }
    }

    // MARK: Text

    /// Character data up to the next tag; CDATA sections, comments and processing instructions inside it are
    /// part of the same text (`a<!-- x -->b` is `ab`).
    private mutating func text() throws(XMLPlistError) -> String {
        var output: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if starts(with: "<![CDATA[") {
                    let start = position
                    advance(9)
                    guard let end = find("]]>") else {
                        throw XMLPlistError(message: "CDATA section is not closed with ']]>'", at: start)
                    }
                    while index < end { appendCharacter(to: &output) }
                    advance(3)
                } else if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<?") {
                    try skipProcessingInstruction()
                } else {
                    break
                }
            } else if byte == UInt8(ascii: "&") {
                output += try reference()
            } else if byte == UInt8(ascii: "]"), starts(with: "]]>") {
                throw error("']]>' is not allowed in text")
            } else {
                appendCharacter(to: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Copies one byte of character data, turning `\r\n` and a lone `\r` into `\n` as XML requires.
    private mutating func appendCharacter(to output: inout [UInt8]) {
        if bytes[index] == UInt8(ascii: "\r") {
            output.append(UInt8(ascii: "\n"))
            advance(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1)
        } else {
            output.append(bytes[index])
            advance(1)
        }
    }

    /// `&lt;` and the other predefined entities, and decimal or hexadecimal character references (`&#` or `&#x`, the
    /// code, `;`). Other entities would need the DOCTYPE's
    /// definitions; expanding those is how "billion laughs" documents work, so they are refused.
    private mutating func reference() throws(XMLPlistError) -> [UInt8] {
        let start = position
        advance(1)
        var nameBytes: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), nameBytes.count <= 16 {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "#") || Self.isNameByte(byte) else { break }
            nameBytes.append(byte)
            advance(1)
        }
        guard take(";") else {
            throw XMLPlistError(message: "'&' must start a reference such as '&amp;' (ending in ';')", at: start)
        }
        let name = String(decoding: nameBytes, as: UTF8.self)
        switch name {
        case "lt": return Array("<".utf8)
        case "gt": return Array(">".utf8)
        case "amp": return Array("&".utf8)
        case "quot": return Array("\"".utf8)
        case "apos": return Array("'".utf8)
        default: break
        }
        guard name.hasPrefix("#") else {
            throw XMLPlistError(message: "entity '&\(name);' is not supported; use a character reference or the text itself", at: start)
        }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
            throw XMLPlistError(message: "'&\(name);' is not a character XML allows", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }

    // MARK: Markup that is skipped

    private mutating func skipComment() throws(XMLPlistError) {
        let start = position
        advance(4)
        guard let end = find("-->") else { throw XMLPlistError(message: "comment is not closed with '-->'", at: start) }
        advance(end + 3 - index)
    }

    /// `<?target data?>`. `<?xml ...?>` is the XML declaration: only at the very start, and only UTF-8.
    private mutating func skipProcessingInstruction() throws(XMLPlistError) {
        let start = position
        let isFirst = index == 0 || (index == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        advance(2)
        guard let end = find("?>") else {
            throw XMLPlistError(message: "processing instruction is not closed with '?>'", at: start)
        }
        let body = String(decoding: bytes[index..<end], as: UTF8.self)
        let target = body.prefix { !" \t\r\n".contains($0) }
        guard !target.isEmpty else { throw XMLPlistError(message: "processing instruction has no target", at: start) }
        if target.lowercased() == "xml" {
            guard isFirst, target == "xml" else {
                throw XMLPlistError(message: "the XML declaration '<?xml ...?>' must come first in the file", at: start)
            }
            if let encoding = Self.pseudoAttribute("encoding", in: body), !["utf-8", "utf8"].contains(encoding.lowercased()) {
                throw XMLPlistError(message: "encoding '\(encoding)' is not supported; a manifest must be UTF-8", at: start)
            }
        }
        advance(end + 2 - index)
    }

    /// `<!DOCTYPE plist PUBLIC "..." "..." [ internal subset ]>`: nothing in it is used (entities it declares
    /// are refused where referenced), but it is read to its real end, past `>` inside quotes, comments or the subset.
    private mutating func skipDoctype() throws(XMLPlistError) {
        let start = position
        advance(9)
        var inSubset = false
        while index < bytes.count {
            if starts(with: "<!--") {
                try skipComment()
                continue
            }
            if inSubset, starts(with: "<?") {
                try skipProcessingInstruction()
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                advance(1)
                guard let close = bytes[index...].firstIndex(of: byte) else { break }
                advance(close + 1 - index)
                continue
            }
            advance(1)
            if byte == UInt8(ascii: "[") && !inSubset {
                inSubset = true
            } else if byte == UInt8(ascii: "]") && inSubset {
                inSubset = false
            } else if byte == UInt8(ascii: ">") && !inSubset {
                return
            }
        }
        throw XMLPlistError(message: "DOCTYPE is not closed with '>'", at: start)
    }

    /// Attributes up to `>` or `/>`; returns whether the tag was `/>`.
    private mutating func skipAttributes(of element: String) throws(XMLPlistError) -> Bool {
        while true {
            let hadSpace = skipWhitespace()
            if take("/>") { return true }
            if take(">") { return false }
            guard index < bytes.count else { throw error("tag <\(element)> is not closed with '>'") }
            guard hadSpace else { throw error("expected a space, '>' or '/>' in tag <\(element)>") }
            let attribute = try name()
            skipWhitespace()
            guard take("=") else { throw error("attribute '\(attribute)' of <\(element)> has no value") }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error("the value of attribute '\(attribute)' must be quoted")
            }
            let quote = bytes[index]
            guard let close = bytes[(index + 1)...].firstIndex(of: quote),
                  !bytes[(index + 1)..<close].contains(UInt8(ascii: "<")) else {
                throw error("the value of attribute '\(attribute)' is not closed")
            }
            advance(close + 1 - index)
        }
    }

    // MARK: Bytes

    private mutating func name() throws(XMLPlistError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { advance(1) }
        guard index > start, !Self.isDigitOrPunctuation(bytes[start]) else { throw error("expected an element or attribute name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) { advance(1) }
        return index > start
    }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        return literal.withUTF8Buffer { literalBytes in
            for offset in 0..<count where bytes[index + offset] != literalBytes[offset] { return false }
            return true
        }
    }

    private mutating func take(_ literal: StaticString) -> Bool {
        guard starts(with: literal) else { return false }
        advance(literal.utf8CodeUnitCount)
        return true
    }

    /// Index of the next occurrence of `literal` at or after the current index.
    private func find(_ literal: StaticString) -> Int? {
        let count = literal.utf8CodeUnitCount
        return literal.withUTF8Buffer { needle -> Int? in
            var scan = index
            while scan + count <= bytes.count {
                if bytes[scan] == needle[0] {
                    var offset = 1
                    while offset < count, bytes[scan + offset] == needle[offset] { offset += 1 }
                    if offset == count { return scan }
                }
                scan += 1
            }
            return nil
        }
    }

    /// Moves forward, counting lines (`\n`, `\r\n` and a lone `\r` each end one).
    private mutating func advance(_ count: Int) {
        let end = min(index + count, bytes.count)
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index == bytes.count || bytes[index] != UInt8(ascii: "\n"))) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != UInt8(ascii: "\r") {
                column += 1
            }
        }
    }

    private func error(_ message: String) -> XMLPlistError {
        XMLPlistError(message: message, at: position)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Bytes of an XML name: ASCII letters, digits, `_ - . :`, and any non-ASCII byte.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...:
            true
        default:
            false
        }
    }

    private static func isDigitOrPunctuation(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// XML's `Char` production: tab, line feed, carriage return and everything from U+0020 except
    /// surrogates, U+FFFE and U+FFFF.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `encoding="UTF-8"` in the XML declaration's text.
    private static func pseudoAttribute(_ name: String, in body: String) -> String? {
        guard let range = body.firstRange(of: name) else { return nil }
        var rest = body[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}

/// A property list that is not well-formed XML, or uses XML the reader refuses, at a 1-based line and column.
struct XMLPlistError: Error, Equatable {
    var message: String
    var at: XMLPlistScanner.Position
}
