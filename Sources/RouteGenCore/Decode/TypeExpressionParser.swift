@_spi(RouteGen) import RouteKit

/// Parses the type of an extra or a `result` into a `TypeExpression` with a real tokenizer and a
/// recursive-descent parser, so unsupported spellings get a message saying what is supported instead of
/// being half-understood.
///
/// Grammar: `type := element '?'?` ; `element := '[' element ']' | name ('.' name)*`.
/// `[Int?]` (optional elements) is rejected: a URL cannot carry a missing element, and `RouteParameters`
/// reads arrays of non-optional values only; write `[Int]`.
enum TypeExpressionParser {
    /// A type that does not parse, with the offset (in Unicode scalars) of the offending token.
    struct Failure: Error, Hashable, Sendable {
        var message: String
        var offset: Int
    }

    static let supported = "supported types are a name (Int, Photo.ID), an optional (T?), an array ([T]) and an optional array ([T]?)"

    static func parse(_ text: String) -> Result<TypeExpression, Failure> {
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
    /// Offsets count Unicode scalars.
    static func tokens(of text: String) -> [LocatedToken] {
        let scalars = text.unicodeScalars
        var tokens: [LocatedToken] = []
        var index = scalars.startIndex
        var offset = 0
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if Identifier.isHead(scalar) {
                let start = index, startOffset = offset
                while index < scalars.endIndex, Identifier.isContinuation(scalars[index]) {
                    scalars.formIndex(after: &index)
                    offset += 1
                }
                tokens.append(LocatedToken(token: .name(String(scalars[start..<index])), offset: startOffset))
                continue
            }
            if !scalar.properties.isWhitespace {
                tokens.append(LocatedToken(token: .punctuation(Character(scalar)), offset: offset))
            }
            scalars.formIndex(after: &index)
            offset += 1
        }
        tokens.append(LocatedToken(token: .end, offset: offset))
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
