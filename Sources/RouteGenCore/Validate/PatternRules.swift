@_spi(RouteGen) import RouteKit

/// The validator's window onto RouteKit's `RoutePattern`: the same parser and ambiguity check the app
/// runs, so the generator cannot accept a path the runtime reads differently.
struct ParsedPath {
    let text: String
    let pattern: RoutePattern
    let location: SourceLocation?
    /// Character offset of each non-empty segment in `text`, parallel to `pattern.segments`.
    let segmentOffsets: [Int]

    /// Parses `text`, or records RouteKit's error at its column in the manifest; `what` names the key in it
    /// (`path`, `fragment`).
    static func parse(_ text: String, at location: SourceLocation?, file: String,
                      into diagnostics: inout [Diagnostic], what: String = "path") -> ParsedPath? {
        do {
            let pattern = try RoutePattern(parsing: text)
            return ParsedPath(text: text, pattern: pattern, location: location, segmentOffsets: offsets(of: text))
        } catch {
            diagnostics.append(.error("invalid \(what) '\(text)': \(error.description)",
                                      at: shifted(location, by: error.offset, file: file)))
            return nil
        }
    }

    /// The placeholder as written (`<int:id>`, `:id`), for messages.
    func spelling(ofPlaceholderAt index: Int) -> String {
        if Self.isOneByteCharacters(text) {
            // Each byte is a character, so the segment is cut straight out of the bytes.
            guard index < segmentOffsets.count else { return "" }
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: segmentOffsets[index])
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
            return String(text[start..<end])
        }
        let segments = text.split(separator: "/", omittingEmptySubsequences: true)
        return index < segments.count ? String(segments[index]) : ""
    }

    /// Where the segment at `index` starts in the manifest.
    func location(ofSegmentAt index: Int, file: String) -> SourceLocation {
        Self.shifted(location, by: index < segmentOffsets.count ? segmentOffsets[index] : 0, file: file)
    }

    private static func offsets(of text: String) -> [Int] {
        // One pass over the bytes while they are one-byte characters (nearly always): character offsets are byte
        // offsets there. A longer character (or `\r`) sends the text to the Character loop below.
        var offsets: [Int] = []
        offsets.reserveCapacity(8)
        var inSegment = false
        var offset = 0
        var isOneByte = true
        for byte in text.utf8 {
            if byte >= 0x80 || byte == UInt8(ascii: "\r") {
                isOneByte = false
                break
            }
            if byte == UInt8(ascii: "/") {
                inSegment = false
            } else if !inSegment {
                offsets.append(offset)
                inSegment = true
            }
            offset += 1
        }
        if isOneByte { return offsets }
        offsets.removeAll()
        offset = 0
        var segmentStart: Int?
        for character in text {
            if character == "/" {
                if let start = segmentStart { offsets.append(start) }
                segmentStart = nil
            } else if segmentStart == nil {
                segmentStart = offset
            }
            offset += 1
        }
        if let start = segmentStart { offsets.append(start) }
        return offsets
    }

    /// ASCII without carriage returns (`\r\n` is one character): every character is one byte.
    private static func isOneByteCharacters(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    static func shifted(_ location: SourceLocation?, by offset: Int, file: String) -> SourceLocation {
        guard var location else { return SourceLocation(file: file) }
        if let column = location.column { location.column = column + offset }
        return location
    }
}

extension PlaceholderKind {
    /// The model's kind for a RouteKit placeholder; `:name` placeholders stay `.inferred` (typed by their extra).
    init(_ placeholder: RoutePattern.Placeholder) {
        if placeholder.isColonSyntax {
            self = .inferred
            return
        }
        switch placeholder.type {
        case .string: self = .string
        case .int: self = .int
        case .double: self = .double
        case .bool: self = .bool
        case .uuid: self = .uuid
        case .path: self = .path
        case .enumeration(let name): self = .enumeration(name)
        }
    }

    /// The Swift type a typed placeholder gives its extra; nil for `.inferred`.
    var extraType: TypeExpression? {
        switch self {
        case .string, .path: return .named(["String"])
        case .int: return .named(["Int"])
        case .double: return .named(["Double"])
        case .bool: return .named(["Bool"])
        case .uuid: return .named(["UUID"])
        case .enumeration(let name): return .named([name])
        case .inferred: return nil
        }
    }
}

extension RoutePattern.PlaceholderType {
    /// The placeholder type a `:name` extra of this Swift type matches as, for ranking and ambiguity.
    static func forExtraType(_ type: TypeExpression, enums: [EnumDeclaration]) -> Self? {
        guard case .named(let parts) = type else { return nil }
        switch NamedTypeKind(parts, enums: enums) {
        case .builtin(let builtin):
            switch builtin {
            case .string: return .string
            case .double, .float: return .double
            case .bool: return .bool
            case .uuid: return .uuid
            case .url, .date: return nil
            case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64: return .int
            }
        case .manifestEnum(let declaration):
            return .enumeration(declaration.name)
        case .custom:
            return nil
        }
    }
}
