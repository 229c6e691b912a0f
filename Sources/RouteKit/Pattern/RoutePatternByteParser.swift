/// A byte-level reading of valid plain-ASCII patterns (`/user/<int:id>/posts`), which is what nearly every manifest
/// path is: one pass over the UTF-8 bytes with no per-unit arrays, no `Set` of names and no generic unit type.
///
/// It only ever answers "these segments" for a pattern that is valid; for anything else (non-ASCII, `\r`, an
/// error of any kind) it answers nil and the unit parser reads the pattern and reports the error, so errors and
/// their offsets have one source.
enum RoutePatternByteParser {
    static func parse(_ text: String) -> [RoutePattern.Segment]? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> [RoutePattern.Segment]? {
        var segments: [RoutePattern.Segment] = []
        var endsWithCatchAll = false
        var start = 0
        let count = bytes.count
        while start <= count {
            var end = start
            while end < count, bytes[end] != UInt8(ascii: "/") { end += 1 }
            if end > start {
                // A catch-all must be the last segment.
                if endsWithCatchAll { return nil }
                guard let segment = self.segment(bytes, start, end) else { return nil }
                if case .placeholder(let placeholder) = segment {
                    for earlier in segments {
                        if case .placeholder(let other) = earlier, other.name == placeholder.name { return nil }
                    }
                    endsWithCatchAll = placeholder.type == .path
                }
                segments.append(segment)
            }
            start = end + 1
        }
        return segments
    }

    /// The segment in `bytes[start..<end]` (not empty, no `/`), or nil when it is not plain ASCII or not valid.
    private static func segment(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> RoutePattern.Segment? {
        var angles = 0
        for index in start..<end {
            let byte = bytes[index]
            if byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") { angles += 1 }
        }
        if angles == 0 {
            guard bytes[start] == UInt8(ascii: ":") else { return .literal(string(bytes, start, end)) }
            guard isIdentifier(bytes, start + 1, end) else { return nil }
            return .placeholder(.init(name: string(bytes, start + 1, end), type: .string, isColonSyntax: true))
        }
        // Exactly one `<` first and one `>` last: `<name>` or `<type:name>`.
        guard angles == 2, end - start >= 2, bytes[start] == UInt8(ascii: "<"), bytes[end - 1] == UInt8(ascii: ">")
        else { return nil }
        let innerStart = start + 1
        let innerEnd = end - 1
        var colon = innerStart
        while colon < innerEnd, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        if colon == innerEnd {
            guard isIdentifier(bytes, innerStart, innerEnd) else { return nil }
            return .placeholder(.init(name: string(bytes, innerStart, innerEnd), type: .string))
        }
        guard isIdentifier(bytes, innerStart, colon), isIdentifier(bytes, colon + 1, innerEnd) else { return nil }
        let type = RoutePattern.PlaceholderType(keyword: string(bytes, innerStart, colon))
        return .placeholder(.init(name: string(bytes, colon + 1, innerEnd), type: type))
    }

    /// `RoutePatternParser.isIdentifier` for ASCII bytes; false when empty.
    private static func isIdentifier(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard start < end else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        let first = bytes[start]
        guard first == UInt8(ascii: "_") || isLetter(first) else { return false }
        for index in (start + 1)..<end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "_") || isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            else { return false }
        }
        return true
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
