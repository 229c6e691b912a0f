/// Parses the type of an extra or a `result` into a `TypeExpression` with a real tokenizer and a
/// recursive-descent parser, so unsupported spellings get a message saying what is supported instead of
/// being half-understood.
///
/// Grammar: `type := element '?'?` ; `element := '[' element ']' | name ('.' name)*`.
/// `[Int?]` (optional elements) is rejected: a URL cannot carry a missing element, and `RouteParameters`
/// reads arrays of non-optional values only; write `[Int]`.
enum TypeExpressionParser {
    /// A type that does not parse, with the offset (in Unicode scalars) of the offending token.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
        public var offset: Int
    }

    static let supported = "supported types are a name (Int, Photo.ID), an optional (T?), an array ([T]) and an optional array ([T]?)"

    public static func parse(_ text: String) -> Result<TypeExpression, Failure> {
        if let simple = parseSimple(text) { return .success(simple) }
        return parseFull(text)
    }

    /// The tokenizer and recursive-descent parser alone, without the `parseSimple` shortcut.
    static func parseFull(_ text: String) -> Result<TypeExpression, Failure> {
        var parser = Parser(tokens: Tokenizer.tokens(of: text), text: text)
        do {
            return .success(try parser.parseType())
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "invalid type '\(text)'", offset: 0))
        }
    }
}

extension TypeExpressionParser {
    /// `Name`, `A.B`, `T?`, `[T]` and `[T]?` written in ASCII without spaces — nearly every type in a manifest —
    /// read straight from the bytes, with the result the full parser gives them. Nil for anything else, which the
    /// full parser reads (and reports, when it is wrong).
    static func parseSimple(_ text: String) -> TypeExpression? {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        let isOptional = start < end && utf8[utf8.index(before: end)] == UInt8(ascii: "?")
        if isOptional { end = utf8.index(before: end) }
        let isArray = start < end && utf8[start] == UInt8(ascii: "[")
        if isArray {
            guard utf8.index(after: start) < end, utf8[utf8.index(before: end)] == UInt8(ascii: "]") else { return nil }
            start = utf8.index(after: start)
            end = utf8.index(before: end)
        }
        // The name's parts, split at dots by hand: `split` built an array of slices first.
        var parts: [String] = []
        var partStart = start
        var index = start
        while true {
            if index == end || utf8[index] == UInt8(ascii: ".") {
                guard SwiftIdentifier.isValidASCII(utf8[partStart..<index]) == true else { return nil }
                // The whole text is the name (`Int`, nearly always): the string itself, not a copy.
                parts.append(partStart == utf8.startIndex && index == utf8.endIndex
                             ? text : String(Substring(utf8[partStart..<index])))
                if index == end { break }
                partStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        // The names the full parser refuses with a message of its own.
        if parts.count <= 2, let last = parts.last, last == "Any" || last == "AnyObject",
           parts.count == 1 || parts[0] == "Swift" {
            return nil
        }
        var type = TypeExpression.named(parts)
        if isArray { type = .array(type) }
        if isOptional { type = .optional(type) }
        return type
    }
}

private enum Token: Equatable {
    case name(String)
    case punctuation(Character)
    case end
}

private struct LocatedToken {
    var token: Token
    var offset: Int
}

private enum Tokenizer {
    static func tokens(of text: String) -> [LocatedToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [LocatedToken] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if SwiftIdentifier.isHead(scalar) {
                let start = index
                while index < scalars.count, SwiftIdentifier.isContinuation(scalars[index]) { index += 1 }
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[start..<index])
                tokens.append(LocatedToken(token: .name(name), offset: start))
            } else {
                tokens.append(LocatedToken(token: .punctuation(Character(scalar)), offset: index))
                index += 1
            }
        }
        tokens.append(LocatedToken(token: .end, offset: scalars.count))
        return tokens
    }
}

private struct Parser {
    typealias Failure = TypeExpressionParser.Failure
    let tokens: [LocatedToken]
    let text: String
    var position = 0

    init(tokens: [LocatedToken], text: String) {
        self.tokens = tokens
        self.text = text
    }

    private var current: LocatedToken { tokens[position] }

    mutating func parseType() throws -> TypeExpression {
        if current.token == .end {
            throw Failure(message: "expected a type; \(TypeExpressionParser.supported)", offset: 0)
        }
        var type = try parseElement()
        if current.token == .punctuation("?") {
            advance()
            type = .optional(type)
            if current.token == .punctuation("?") {
                throw fail("double optionals ('\(text)') are not supported")
            }
        }
        switch current.token {
        case .end:
            return type
        case .punctuation("!"):
            throw fail("implicitly unwrapped optionals ('\(text)') are not supported; use '?'")
        case .punctuation("<"):
            throw fail("generic types ('\(text)') are not supported")
        case .punctuation("-"):
            throw fail("function types ('\(text)') are not supported")
        case .punctuation("&"):
            throw fail("protocol compositions ('\(text)') are not supported")
        default:
            throw Failure(message: "unexpected '\(describe(current.token))' in type '\(text)'", offset: current.offset)
        }
    }

    private mutating func parseElement() throws -> TypeExpression {
        switch current.token {
        case .punctuation("["):
            let open = current.offset
            advance()
            if current.token == .punctuation("]") {
                throw Failure(message: "an array needs an element type ('[Int]')", offset: current.offset)
            }
            let element = try parseElement()
            switch current.token {
            case .punctuation("]"):
                advance()
                return .array(element)
            case .punctuation(":"):
                throw Failure(message: "dictionary types ('\(text)') are not supported; \(TypeExpressionParser.supported)",
                              offset: open)
            case .punctuation("?"):
                throw fail("arrays of optionals ('\(text)') are not supported; use a non-optional element type")
            default:
                throw Failure(message: "expected ']' to close the array in '\(text)'", offset: current.offset)
            }
        case .punctuation("("):
            throw fail("tuple and function types ('\(text)') are not supported; \(TypeExpressionParser.supported)")
        case .name:
            return try parseNamed()
        case .end:
            throw Failure(message: "expected a type name in '\(text)'", offset: current.offset)
        case .punctuation(let character):
            throw fail("unexpected '\(character)' in type '\(text)'; \(TypeExpressionParser.supported)")
        }
    }

    private mutating func parseNamed() throws -> TypeExpression {
        let start = current.offset
        var parts: [String] = []
        while case .name(let name) = current.token {
            parts.append(name)
            advance()
            guard current.token == .punctuation(".") else { break }
            advance()
            guard case .name = current.token else {
                throw Failure(message: "expected a name after '.' in '\(text)'", offset: current.offset)
            }
        }
        if current.token == .punctuation("<") {
            throw Failure(message: "generic types ('\(text)') are not supported; \(TypeExpressionParser.supported)",
                          offset: current.offset)
        }
        if case .name(let next) = current.token {
            throw Failure(message: "unexpected '\(next)' in type '\(text)'", offset: current.offset)
        }
        if ["Any", "AnyObject", "Swift.Any", "Swift.AnyObject"].contains(parts.joined(separator: ".")) {
            throw Failure(message: "'\(parts.joined(separator: "."))' is not supported: an extra needs a concrete type",
                          offset: start)
        }
        return .named(parts)
    }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private func fail(_ message: String) -> Failure {
        Failure(message: message, offset: current.offset)
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .name(let name): return name
        case .punctuation(let character): return String(character)
        case .end: return "end"
        }
    }
}
