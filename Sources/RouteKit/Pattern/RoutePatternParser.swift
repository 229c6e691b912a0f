/// One unit of a pattern as the parser reads it: a `Character`, or for patterns that are plain ASCII (nearly all),
/// a `Unicode.Scalar`, which is the same unit there and skips grapheme breaking (most of the parse's cost).
protocol PatternUnit: Equatable, ExpressibleByUnicodeScalarLiteral {
    var isLetter: Bool { get }
    var isNumber: Bool { get }
    static func string<S: Sequence<Self>>(_ units: S) -> String
}

extension Character: PatternUnit {
    static func string<S: Sequence<Character>>(_ units: S) -> String { String(units) }
}

extension Unicode.Scalar: PatternUnit {
    /// Only ever asked of ASCII scalars (see `RoutePatternParser.parse`), where it agrees with `Character`.
    var isLetter: Bool { properties.isAlphabetic }
    var isNumber: Bool { ("0"..."9").contains(self) }
    /// ASCII scalars as their bytes: `UnicodeScalarView.append(contentsOf:)` cost about 4,400 instructions a call.
    static func string<S: Sequence<Unicode.Scalar>>(_ units: S) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.underestimatedCount)
        for unit in units {
            guard unit.isASCII else {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: units)
                return String(text)
            }
            bytes.append(UInt8(truncatingIfNeeded: unit.value))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The single-pass parser behind `RoutePattern(parsing:)`.
enum RoutePatternParser {
    static func parse(_ text: String) throws(RoutePatternError) -> [RoutePattern.Segment] {
        // Valid plain-ASCII patterns (nearly all) are read from their bytes; everything else, errors included, below.
        if let segments = RoutePatternByteParser.parse(text) { return segments }
        // In ASCII every scalar is one Character, except "\r\n", which is one Character of two scalars.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return try parse(units: text.unicodeScalars)
        }
        return try parse(units: text)
    }

    static func parse<Units: Sequence>(units text: Units) throws(RoutePatternError) -> [RoutePattern.Segment]
    where Units.Element: PatternUnit {
        var segments: [RoutePattern.Segment] = []
        var names: Set<String> = []
        var catchAll: (name: String, offset: Int)?
        var current: [Units.Element] = []
        var currentStart = 0
        var offset = 0

        func finishSegment() throws(RoutePatternError) {
            defer { current.removeAll(keepingCapacity: true) }
            guard !current.isEmpty else { return }
            if let catchAll { throw .catchAllNotLast(name: catchAll.name, offset: catchAll.offset) }
            let segment = try parseSegment(current, start: currentStart)
            if case .placeholder(let placeholder) = segment {
                guard names.insert(placeholder.name).inserted else {
                    throw .duplicatePlaceholderName(placeholder.name, offset: currentStart)
                }
                if placeholder.type == .path { catchAll = (placeholder.name, currentStart) }
            }
            segments.append(segment)
        }

        for character in text {
            if character == "/" {
                try finishSegment()
                currentStart = offset + 1
            } else {
                current.append(character)
            }
            offset += 1
        }
        try finishSegment()
        return segments
    }

    private static func parseSegment<Unit: PatternUnit>(_ characters: [Unit], start: Int) throws(RoutePatternError) -> RoutePattern.Segment {
        let open = characters.firstIndex(of: "<")
        let close = characters.firstIndex(of: ">")
        switch (open, close) {
        case (nil, nil):
            if characters.first == ":" {
                let name = Unit.string(characters.dropFirst())
                guard !name.isEmpty else { throw .emptyPlaceholderName(offset: start) }
                guard isIdentifier(name) else { throw .invalidPlaceholderName(name, offset: start + 1) }
                return .placeholder(.init(name: name, type: .string, isColonSyntax: true))
            }
            return .literal(Unit.string(characters))
        case (nil, let close?):
            throw .unbalancedAngleBracket(offset: start + close)
        case (let open?, nil):
            throw .unbalancedAngleBracket(offset: start + open)
        case (let open?, let close?):
            if close < open { throw .unbalancedAngleBracket(offset: start + close) }
            let inner = characters[(open + 1)..<close]
            if let nested = inner.firstIndex(of: "<") { throw .unbalancedAngleBracket(offset: start + nested) }
            if let extra = characters[(close + 1)...].firstIndex(where: { $0 == "<" || $0 == ">" }) {
                throw .unbalancedAngleBracket(offset: start + extra)
            }
            guard open == 0, close == characters.count - 1 else {
                throw .placeholderNotWholeSegment(offset: start + (open == 0 ? close + 1 : 0))
            }
            return .placeholder(try parsePlaceholder(inner, start: start + 1))
        }
    }

    /// `name` or `type:name`; `start` is the offset of the first character after `<`.
    private static func parsePlaceholder<Unit: PatternUnit>(_ inner: ArraySlice<Unit>, start: Int) throws(RoutePatternError) -> RoutePattern.Placeholder {
        let base = inner.startIndex
        let type: RoutePattern.PlaceholderType
        let nameSlice: ArraySlice<Unit>
        let nameStart: Int
        if let colon = inner.firstIndex(of: ":") {
            let typeText = Unit.string(inner[base..<colon])
            guard isIdentifier(typeText) else { throw .invalidType(typeText, offset: start) }
            type = RoutePattern.PlaceholderType(keyword: typeText)
            nameSlice = inner[(colon + 1)...]
            nameStart = start + (colon - base) + 1
        } else {
            type = .string
            nameSlice = inner
            nameStart = start
        }
        let name = Unit.string(nameSlice)
        guard !name.isEmpty else { throw .emptyPlaceholderName(offset: nameStart) }
        guard isIdentifier(name) else { throw .invalidPlaceholderName(name, offset: nameStart) }
        return .init(name: name, type: type)
    }

    /// A Swift-style identifier: a letter or `_`, then letters, digits or `_`.
    static func isIdentifier(_ text: String) -> Bool {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            guard let first = utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
            return utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
}
