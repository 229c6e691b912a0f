/// The single-pass parser behind `RoutePattern(parsing:)`.
enum RoutePatternParser {
    /// The segments of `text`; offsets in errors count `Character`s.
    static func parse(_ text: String) throws(RoutePatternError) -> [RoutePattern.Segment] {
        var segments: [RoutePattern.Segment] = []
        var names: Set<String> = []
        var catchAll: (name: String, offset: Int)?
        var current: [Character] = []
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

    private static func parseSegment(_ characters: [Character], start: Int) throws(RoutePatternError) -> RoutePattern.Segment {
        let open = characters.firstIndex(of: "<")
        let close = characters.firstIndex(of: ">")
        switch (open, close) {
        case (nil, nil):
            if characters.first == ":" {
                let name = String(characters.dropFirst())
                guard !name.isEmpty else { throw .emptyPlaceholderName(offset: start) }
                guard Identifier.isValid(name) else { throw .invalidPlaceholderName(name, offset: start + 1) }
                return .placeholder(.init(name: name, type: .string, isColonSyntax: true))
            }
            return .literal(String(characters))
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
    private static func parsePlaceholder(_ inner: ArraySlice<Character>, start: Int) throws(RoutePatternError) -> RoutePattern.Placeholder {
        let base = inner.startIndex
        let type: RoutePattern.PlaceholderType
        let nameSlice: ArraySlice<Character>
        let nameStart: Int
        if let colon = inner.firstIndex(of: ":") {
            let typeText = String(inner[base..<colon])
            guard Identifier.isValid(typeText) else { throw .invalidType(typeText, offset: start) }
            type = RoutePattern.PlaceholderType(keyword: typeText)
            nameSlice = inner[(colon + 1)...]
            nameStart = start + (colon - base) + 1
        } else {
            type = .string
            nameSlice = inner
            nameStart = start
        }
        let name = String(nameSlice)
        guard !name.isEmpty else { throw .emptyPlaceholderName(offset: nameStart) }
        guard Identifier.isValid(name) else { throw .invalidPlaceholderName(name, offset: nameStart) }
        return .init(name: name, type: type)
    }
}
