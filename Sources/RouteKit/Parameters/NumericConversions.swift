/// Strict decimal integers: an optional `-` (signed types only) then ASCII digits.
///
/// Rejected: `+5`, ` 5`, `0x10`, `1_000`, the empty string, and anything that overflows the type.
/// Leading zeros are accepted (`007` is 7); values are written without them.
extension RouteParameterConvertible where Self: FixedWidthInteger {
    public init?(routeParameter: String) {
        guard let value = StrictNumber.integer(routeParameter, as: Self.self) else { return nil }
        self = value
    }

    public var routeParameter: String { String(self) }
}

extension Int: RouteParameterConvertible {}
extension Int8: RouteParameterConvertible {}
extension Int16: RouteParameterConvertible {}
extension Int32: RouteParameterConvertible {}
extension Int64: RouteParameterConvertible {}
extension UInt: RouteParameterConvertible {}
extension UInt8: RouteParameterConvertible {}
extension UInt16: RouteParameterConvertible {}
extension UInt32: RouteParameterConvertible {}
extension UInt64: RouteParameterConvertible {}

/// Strict decimal floating point (`Double`, `Float`): `-?digits(.digits)?([eE][+-]?digits)?`, finite only.
///
/// Rejected: `nan`, `inf`, hexadecimal floats, `.5`, `5.`, a leading `+`, spaces, and values that overflow
/// to infinity. Non-finite values cannot travel in URLs (they are written as `nan`/`inf` and never read back).
extension RouteParameterConvertible where Self: BinaryFloatingPoint & LosslessStringConvertible {
    public init?(routeParameter: String) {
        guard StrictNumber.isDecimal(routeParameter), let value = Self(routeParameter), value.isFinite else {
            return nil
        }
        self = value
    }
}

extension Double: RouteParameterConvertible {}
extension Float: RouteParameterConvertible {}

/// The grammar checks behind the numeric conversions; shared with pattern matching.
enum StrictNumber {
    /// True for `-?[0-9]+`: the shape `<int:...>` placeholders accept, whatever the integer type.
    static func isInteger(_ text: String) -> Bool {
        var iterator = text.utf8.makeIterator()
        guard var byte = iterator.next() else { return false }
        if byte == UInt8(ascii: "-") {
            guard let next = iterator.next() else { return false }
            byte = next
        }
        guard isDigit(byte) else { return false }
        while let next = iterator.next() {
            guard isDigit(next) else { return false }
        }
        return true
    }

    static func integer<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> T? {
        guard isInteger(text) else { return nil }
        if !T.isSigned, text.utf8.first == UInt8(ascii: "-") { return nil }
        return T(text, radix: 10)
    }

    /// True for `-?digits(.digits)?([eE][+-]?digits)?`.
    static func isDecimal(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Bool {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index > start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() else { return false }
        }
        return index == bytes.count
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
