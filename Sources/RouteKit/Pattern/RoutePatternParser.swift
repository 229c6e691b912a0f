/// The single-pass parser behind `RoutePattern(parsing:)`. It reads Unicode scalars, which cost no `Character`
/// (a string of its own) each: `/`, `<`, `>` and `:` are single scalars, and every `/` separates segments.
enum RoutePatternParser {
    typealias Scalars = Substring.UnicodeScalarView

    /// The segments of `text`; offsets in errors count `Character`s.
    static func parse(_ text: String) throws(RoutePatternError) -> [RoutePattern.Segment] {
        var segments: [RoutePattern.Segment] = []
        var names: Set<String> = []
        var catchAll: (name: String, offset: Int)?
        // The offset of the scalar at an index, in `Character`s of `text`: only errors need one.
        let offset = { (index: String.Index) in text[..<index].count }
        for part in text.unicodeScalars.split(separator: "/") {
            if let catchAll { throw .catchAllNotLast(name: catchAll.name, offset: catchAll.offset) }
            let segment = try parseSegment(part, offset: offset)
            if case .placeholder(let placeholder) = segment {
                guard names.insert(placeholder.name).inserted else {
                    throw .duplicatePlaceholderName(placeholder.name, offset: offset(part.startIndex))
                }
                if placeholder.type == .path { catchAll = (placeholder.name, offset(part.startIndex)) }
            }
            segments.append(segment)
        }
        return segments
    }

    /// One non-empty segment between slashes.
    private static func parseSegment(
        _ part: Scalars, offset: (String.Index) -> Int
    ) throws(RoutePatternError) -> RoutePattern.Segment {
        let open = part.firstIndex(of: "<")
        let close = part.firstIndex(of: ">")
        switch (open, close) {
        case (nil, nil):
            if part.first == ":" {
                let name = String(part.dropFirst())
                guard !name.isEmpty else { throw .emptyPlaceholderName(offset: offset(part.startIndex)) }
                guard Identifier.isValid(name) else {
                    throw .invalidPlaceholderName(name, offset: offset(part.index(after: part.startIndex)))
                }
                return .placeholder(.init(name: name, type: .string, isColonSyntax: true))
            }
            return .literal(String(part))
        case (nil, let close?):
            throw .unbalancedAngleBracket(offset: offset(close))
        case (let open?, nil):
            throw .unbalancedAngleBracket(offset: offset(open))
        case (let open?, let close?):
            if close < open { throw .unbalancedAngleBracket(offset: offset(close)) }
            let afterClose = part.index(after: close)
            let inner = part[part.index(after: open)..<close]
            if let nested = inner.firstIndex(of: "<") { throw .unbalancedAngleBracket(offset: offset(nested)) }
            if let extra = part[afterClose...].firstIndex(where: { $0 == "<" || $0 == ">" }) {
                throw .unbalancedAngleBracket(offset: offset(extra))
            }
            guard open == part.startIndex, afterClose == part.endIndex else {
                throw .placeholderNotWholeSegment(offset: offset(open == part.startIndex ? afterClose : part.startIndex))
            }
            return .placeholder(try parsePlaceholder(inner, offset: offset))
        }
    }

    /// `name` or `type:name`, between `<` and `>`.
    private static func parsePlaceholder(
        _ inner: Scalars, offset: (String.Index) -> Int
    ) throws(RoutePatternError) -> RoutePattern.Placeholder {
        let type: RoutePattern.PlaceholderType
        let nameScalars: Scalars
        if let colon = inner.firstIndex(of: ":") {
            let typeText = String(inner[..<colon])
            guard Identifier.isValid(typeText) else { throw .invalidType(typeText, offset: offset(inner.startIndex)) }
            type = RoutePattern.PlaceholderType(keyword: typeText)
            nameScalars = inner[inner.index(after: colon)...]
        } else {
            type = .string
            nameScalars = inner
        }
        let name = String(nameScalars)
        guard !name.isEmpty else { throw .emptyPlaceholderName(offset: offset(nameScalars.startIndex)) }
        guard Identifier.isValid(name) else { throw .invalidPlaceholderName(name, offset: offset(nameScalars.startIndex)) }
        return .init(name: name, type: type)
    }
}
