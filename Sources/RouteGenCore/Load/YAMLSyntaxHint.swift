/// A `note:` on the likely cause of one of libyaml's common syntax errors, read from the lines around it.
///
/// libyaml's messages ("mapping values are not allowed in this context") are exact and on the right line, but
/// name the grammar, not the slip. The usual slips are few: a line indented more or less than the keys beside it,
/// a missing space after ':', a key without ':', a value holding ': ', a list started on its key's line. The note
/// comes beside libyaml's error, which keeps its message and position.
enum YAMLSyntaxHint {
    /// The note for libyaml's `problem` at 0-based `line` and `column`, or nil when no common slip fits.
    static func note(problem: String, line: Int, column: Int, bytes: [UInt8], file: SourceFile) -> Diagnostic? {
        let lines = Lines(bytes)
        func at(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: file, line: line + 1, column: column + 1)
        }
        if problem.hasPrefix("mapping values are not allowed") {
            let text = lines[line]
            // `summary: a: b`: the error is at the second ': ', after a first one on the same line.
            if let first = keyColon(in: text), first < column {
                return .note("a value that contains ': ' must be quoted: \(quotedSuggestion(text, colon: first))",
                             at: at(line, first + 2))
            }
            guard let previous = lines.contentLine(before: line) else { return nil }
            let above = lines[previous]
            if let colon = colonWithoutSpace(in: above) {
                let key = String(decoding: above.utf8.dropFirst(indentation(above)).prefix(colon - indentation(above)),
                                 as: UTF8.self)
                return .note("a key needs a space after ':'; YAML reads '\(trimmed(above))' as one text: write '\(key): "
                                 + "\(String(decoding: above.utf8.dropFirst(colon + 1), as: UTF8.self))'",
                             at: at(previous, colon + 1))
            }
            if keyColon(in: above) == nil, !isListItem(above), !trimmed(above).hasSuffix(":") {
                return .note("this line has no ':', so YAML reads it and the next line as one text; write "
                                 + "'\(trimmed(above)):' for a key", at: at(previous, indentation(above)))
            }
            if indentation(lines[line]) > indentation(above) {
                return .note("line \(line + 1) is indented more than this line, so YAML reads it as part of this "
                                 + "line's value; start both keys at column \(indentation(above) + 1)",
                             at: at(previous, indentation(above)))
            }
            return nil
        }
        if problem.hasPrefix("did not find expected key") {
            let text = lines[line]
            let previous = lines.contentLine(before: line)
            let above = previous.map { lines[$0] } ?? ""
            if let previous, indentation(text) != indentation(above) {
                let what = isListItem(text) && isListItem(above) ? "items of one list" : "keys of one mapping"
                return .note("line \(line + 1) starts at column \(indentation(text) + 1) and this line at column "
                                 + "\(indentation(above) + 1): \(what) must start at the same column",
                             at: at(previous, indentation(above)))
            }
            guard isListItem(text) else { return nil }
            return .note("a list item ('- ') cannot stand among the keys of a mapping: make it a key ('name: "
                             + "value'), or put the list under a key of its own, indented below it",
                         at: at(line, indentation(text)))
        }
        if problem.hasPrefix("could not find expected ':'") {
            // libyaml reports past the key, often on the next line: the slip is the last line with content.
            let candidate = lines.hasContent(line) && column > indentation(lines[line]) ? line : lines.contentLine(before: line)
            guard let keyLine = candidate, keyColon(in: lines[keyLine]) == nil else { return nil }
            let text = lines[keyLine]
            return .note("this line has no ':': a key needs one ('\(trimmed(text)): value'), and a line that continues "
                             + "a value must be indented more than its key", at: at(keyLine, indentation(text)))
        }
        if problem.hasPrefix("block sequence entries are not allowed") {
            return .note("a list cannot start on the line of its key: put each '- item' on a line of its own below "
                             + "the key, indented, or write the list as [a, b]", at: at(line, column))
        }
        return nil
    }

    /// The lines of the manifest as text (only built on the error path).
    private struct Lines {
        let lines: [String]

        init(_ bytes: [UInt8]) {
            lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
                String(decoding: $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0, as: UTF8.self)
            }
        }

        subscript(index: Int) -> String { index >= 0 && index < lines.count ? lines[index] : "" }

        /// Whether the line holds something besides blanks and a comment.
        func hasContent(_ index: Int) -> Bool {
            let text = trimmed(self[index])
            return !text.isEmpty && !text.hasPrefix("#")
        }

        /// The nearest line above `index` that holds content.
        func contentLine(before index: Int) -> Int? {
            var line = min(index, lines.count) - 1
            while line >= 0 {
                if hasContent(line) { return line }
                line -= 1
            }
            return nil
        }
    }

    /// Leading spaces (ASCII: libyaml's columns count characters, and indentation is spaces).
    private static func indentation(_ text: String) -> Int {
        text.utf8.prefix { $0 == UInt8(ascii: " ") }.count
    }

    private static func trimmed(_ text: String) -> String {
        String(decoding: text.utf8.drop { $0 == UInt8(ascii: " ") }, as: UTF8.self)
            .trimmingTrailingSpaces()
    }

    private static func isListItem(_ text: String) -> Bool {
        let content = text.utf8.dropFirst(indentation(text))
        return content.first == UInt8(ascii: "-") && (content.count == 1 || content.dropFirst().first == UInt8(ascii: " "))
    }

    /// The byte offset of the first `: ` (or a final `:`) outside quotes and flow brackets: where a key ends.
    private static func keyColon(in text: String) -> Int? {
        let bytes = Array(text.utf8)
        var quote: UInt8?
        for index in bytes.indices {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "#") where index == 0 || bytes[index - 1] == UInt8(ascii: " "): return nil
            case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
            case UInt8(ascii: ":") where index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: " "): return index
            default: break
            }
        }
        return nil
    }

    /// `path:/home`: the offset of a ':' glued to a plain word and its value, on a line with no key colon.
    private static func colonWithoutSpace(in text: String) -> Int? {
        guard keyColon(in: text) == nil, !isListItem(text) else { return nil }
        let bytes = Array(text.utf8)
        let start = indentation(text)
        guard start < bytes.count, let colon = bytes[start...].firstIndex(of: UInt8(ascii: ":")), colon > start,
              colon + 1 < bytes.count else { return nil }
        let key = bytes[start..<colon]
        let isWord = key.allSatisfy { byte in
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return isWord ? colon : nil
    }

    /// `summary: 'a: b'` for `summary: a: b`.
    private static func quotedSuggestion(_ text: String, colon: Int) -> String {
        let key = String(decoding: text.utf8.dropFirst(indentation(text)).prefix(colon - indentation(text)), as: UTF8.self)
        let value = trimmed(String(decoding: text.utf8.dropFirst(colon + 1), as: UTF8.self))
        return "\(key): '\(value.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''"))'"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
