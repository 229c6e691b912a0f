/// A piece of Swift source — a line, a header, an expression — written as a string literal with interpolations:
/// `"self.\(extra.name) = \(decoded(extra))"`.
///
/// Each literal segment and each interpolated value is copied once, as UTF-8, into the code's own bytes (on the
/// stack up to `CodeBytes.inlineCapacity`), and `SwiftWriter.line(_:)` copies them once into the file: no `String`
/// is built for a line. Literal segments are `StaticString`s. See `SwiftWriter` for how renderers use it.
struct SwiftCode: ExpressibleByStringInterpolation {
    fileprivate(set) var bytes: CodeBytes

    init(stringLiteral literal: StaticString) {
        bytes = CodeBytes()
        bytes.append(literal)
    }

    init(stringInterpolation: StringInterpolation) {
        bytes = stringInterpolation.bytes
    }

    /// The code as a `String` (tests and diagnostics; renderers hand `SwiftCode` to the writer).
    var text: String { bytes.withBytes { String(decoding: $0, as: UTF8.self) } }

    /// True when the code has no bytes (`""`).
    var isEmpty: Bool { bytes.count == 0 }

    struct StringInterpolation: StringInterpolationProtocol {
        typealias StringLiteralType = StaticString

        fileprivate var bytes = CodeBytes()

        init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func appendLiteral(_ literal: StaticString) {
            bytes.append(literal)
        }

        /// Text that is already Swift: a name from `SwiftIdentifier.escaped`, a spelled type, a keyword.
        mutating func appendInterpolation(_ text: String) {
            bytes.append(text)
        }

        mutating func appendInterpolation(_ text: StaticString) {
            bytes.append(text)
        }

        /// A number in decimal, as `String(number)` spells it.
        mutating func appendInterpolation(_ number: Int) {
            bytes.append(number)
        }

        /// `text` as a Swift string literal, quoted and escaped (`SwiftLiteral.string`): every manifest
        /// string that reaches the output goes through here. A string of printable ASCII without quotes or
        /// backslashes (nearly all) is copied between two quotes as it is, without building the literal first.
        mutating func appendInterpolation(literal text: String) {
            let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
                guard SwiftLiteral.isPlainText(utf8) else { return false }
                bytes.append("\"" as StaticString)
                bytes.append(utf8)
                bytes.append("\"" as StaticString)
                return true
            }
            if copied != true { bytes.append(SwiftLiteral.string(text)) }
        }

        /// Code built apart, by a function that names what it writes (`\(decoded(extra))`).
        mutating func appendInterpolation(_ code: SwiftCode) {
            code.bytes.withBytes { bytes.append($0) }
        }

        /// Each piece of code in `items`, with `separator` between two: `\(route.extras.lazy.map(\.argument),
        /// separator: ", ")`.
        mutating func appendInterpolation<Items: Sequence<SwiftCode>>(_ items: Items, separator: StaticString) {
            var first = true
            for code in items {
                if !first { bytes.append(separator) }
                first = false
                code.bytes.withBytes { bytes.append($0) }
            }
        }
    }
}

/// The UTF-8 bytes of a `SwiftCode`: inline up to `inlineCapacity` (nearly every line), in an array beyond.
///
/// Inline, so that a line costs no allocation: appending a piece is a bounds check and a copy.
struct CodeBytes {
    /// 112 bytes, so that the whole value is 128 bytes: nearly every line fits (99 % of the lines of a generated file
    /// are shorter), and a value that small is copied with a few vector moves where a larger one called `memcpy`.
    static let inlineCapacity = 112

    private var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                         UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// Every byte once `count` exceeds `inlineCapacity`; empty until then.
    private var spilled: [UInt8] = []
    private(set) var count = 0

    init() {}

    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        let total = count + piece.count
        if _fastPath(total <= Self.inlineCapacity) {
            let start = count
            withUnsafeMutableBytes(of: &inline) { raw in
                (raw.baseAddress! + start).copyMemory(from: source, byteCount: piece.count)
            }
        } else {
            appendSpilling(piece)
        }
        count = total
    }

    /// `append` past the inline capacity: the inline bytes move to `spilled` the first time.
    @inline(never)
    private mutating func appendSpilling(_ piece: UnsafeBufferPointer<UInt8>) {
        if count <= Self.inlineCapacity {
            spilled.reserveCapacity(2 * (count + piece.count))
            let inlineCount = count
            withUnsafeBytes(of: &inline) { raw in
                spilled.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[..<inlineCount]))
            }
        }
        spilled.append(contentsOf: piece)
    }

    mutating func append(_ piece: StaticString) {
        piece.withUTF8Buffer { append($0) }
    }

    mutating func append(_ piece: String) {
        let copied = piece.utf8.withContiguousStorageIfAvailable { append($0) } != nil
        if !copied {
            var contiguous = piece
            contiguous.withUTF8 { append($0) }
        }
    }

    /// `number` in decimal, as `String(number)` spells it.
    mutating func append(_ number: Int) {
        guard number >= 0 else { return append(String(number)) }
        var value = number
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: more than Int.max's 19 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            } while value > 0
            append(UnsafeRawBufferPointer(rebasing: buffer[index...]).assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The bytes; the pointer is valid only inside `body`.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if count > Self.inlineCapacity { return spilled.withUnsafeBufferPointer(body) }
        // Borrowed in place: no copy of the inline storage.
        return withUnsafeBytes(of: inline) { raw in
            body(UnsafeRawBufferPointer(rebasing: raw[..<count]).assumingMemoryBound(to: UInt8.self))
        }
    }
}

