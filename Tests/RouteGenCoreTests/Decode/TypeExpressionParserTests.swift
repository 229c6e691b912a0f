import Testing
@testable import RouteGenCore

@Suite("Type expressions")
struct TypeExpressionParserTests {
    @Test(arguments: [
        ("Int", TypeExpression.named(["Int"])),
        ("String?", .optional(.named(["String"]))),
        ("[String]", .array(.named(["String"]))),
        ("[UUID]?", .optional(.array(.named(["UUID"])))),
        ("Photo.ID", .named(["Photo", "ID"])),
        ("Photo.ID?", .optional(.named(["Photo", "ID"]))),
        ("[[Int]]", .array(.array(.named(["Int"])))),
        (" [ Swift.Int ] ? ", .optional(.array(.named(["Swift", "Int"])))),
        ("_Private", .named(["_Private"])),
    ])
    func supportedTypesParse(text: String, expected: TypeExpression) {
        #expect(TypeExpressionParser.parse(text) == .success(expected))
    }

    private static let supported = "supported types are a name (Int, Photo.ID), an optional (T?), an array ([T]) and an optional array ([T]?)"

    @Test(arguments: [
        ("Set<String>", "generic types ('Set<String>') are not supported; \(supported)", 3),
        ("Dictionary<String, Int>", "generic types ('Dictionary<String, Int>') are not supported; \(supported)", 10),
        ("[String: Int]", "dictionary types ('[String: Int]') are not supported; \(supported)", 0),
        ("(Int, Int)", "tuple and function types ('(Int, Int)') are not supported; \(supported)", 0),
        ("Int??", "double optionals ('Int??') are not supported", 4),
        ("[Int?]", "arrays of optionals ('[Int?]') are not supported; use a non-optional element type", 4),
        ("Any", "'Any' is not supported: an extra needs a concrete type", 0),
        ("[AnyObject]", "'AnyObject' is not supported: an extra needs a concrete type", 1),
        ("", "expected a type; \(supported)", 0),
        ("Int!", "implicitly unwrapped optionals ('Int!') are not supported; use '?'", 3),
        ("[Int", "expected ']' to close the array in '[Int'", 4),
        ("[]", "an array needs an element type ('[Int]')", 1),
        ("Photo.", "expected a name after '.' in 'Photo.'", 6),
        ("Int String", "unexpected 'String' in type 'Int String'", 4),
        ("1Int", "unexpected '1' in type '1Int'; \(supported)", 0),
        ("Int]", "unexpected ']' in type 'Int]'", 3),
    ])
    func unsupportedTypesSayWhatIsSupported(text: String, message: String, offset: Int) {
        #expect(TypeExpressionParser.parse(text) == .failure(.init(message: message, offset: offset)))
    }

    @Test func errorsPointIntoTheScalar() {
        #expect(printed("version: 1\nroutes:\n  home:\n    extras:\n      ids: \"[Int?]\"\n")
                == ["routes.yml:5:17: error: arrays of optionals ('[Int?]') are not supported; use a non-optional element type"])
        #expect(printed("version: 1\nroutes:\n  home:\n    result: Set<Int>\n")
                == ["routes.yml:4:16: error: generic types ('Set<Int>') are not supported; \(Self.supported)"])
    }
}
