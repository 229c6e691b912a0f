/// A piece of Swift source — a line, a header, an expression — written as a string literal with interpolations:
/// `"self.\(extra.name) = \(decoded(extra))"`. See `SwiftWriter` for how renderers use it.
struct SwiftCode: ExpressibleByStringInterpolation {
    /// The code as written.
    private(set) var text: String

    init(stringLiteral literal: String) {
        text = literal
    }

    init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// True when the code has no text (`""`).
    var isEmpty: Bool { text.isEmpty }

    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Text that is already Swift: a name from `SwiftIdentifier.escaped`, a spelled type, a keyword.
        mutating func appendInterpolation(_ code: String) {
            text += code
        }

        /// A number in decimal.
        mutating func appendInterpolation(_ number: Int) {
            text += String(number)
        }

        /// `text` as a Swift string literal, quoted and escaped (`SwiftLiteral.string`): every manifest
        /// string that reaches the output goes through here.
        mutating func appendInterpolation(literal string: String) {
            text += SwiftLiteral.string(string)
        }

        /// Code built apart, by a function that names what it writes (`\(decoded(extra))`).
        mutating func appendInterpolation(_ code: SwiftCode) {
            text += code.text
        }

        /// Each piece of code in `items`, with `separator` between two: `\(route.extras.lazy.map(\.argument),
        /// separator: ", ")`.
        mutating func appendInterpolation<Items: Sequence<SwiftCode>>(_ items: Items, separator: String) {
            text += items.lazy.map(\.text).joined(separator: separator)
        }
    }
}
