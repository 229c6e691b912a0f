/// Byte offsets to line:column for errors libyaml reports only as an offset (invalid UTF-8).
struct LineIndex {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Column counts characters (UTF-8 lead bytes), like libyaml's own marks.
    func location(ofByte offset: Int, file: SourceFile) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// True when a tab appears among the leading whitespace of the 0-based `line`, before `column`.
    func indentationContainsTab(line: Int, upTo column: Int) -> Bool {
        var currentLine = 0
        var index = 0
        while currentLine < line, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { currentLine += 1 }
            index += 1
        }
        guard currentLine == line else { return false }
        var seen = 0
        while index < bytes.count, seen <= column {
            switch bytes[index] {
            case UInt8(ascii: "\t"): return true
            case UInt8(ascii: " "): break
            default: return false
            }
            index += 1
            seen += 1
        }
        return false
    }
}
