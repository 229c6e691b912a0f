/// Builds Swift source line by line with consistent indentation.
///
/// Renderers say *what* to write (a line, a block, a doc comment, a span mapped to a manifest line) and the
/// writer owns layout, so escaping and `#sourceLocation` bookkeeping live in one place.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0
    /// The manifest path written in `#sourceLocation(file:)` directives.
    let displayPath: String

    /// `#sourceLocation(file: "<displayPath>", line: `, escaped once rather than for every mapped line.
    private let sourceLocationPrefix: String

    init(displayPath: String) {
        self.displayPath = displayPath
        sourceLocationPrefix = "#sourceLocation(file: \(SwiftSyntax.stringLiteral(displayPath)), line: "
    }

    /// Writes one line at the current indentation (an empty string writes an empty line).
    mutating func line(_ content: String) {
        if !content.isEmpty {
            text.append(depth < Self.indents.count ? Self.indents[depth] : String(repeating: "    ", count: depth))
            text.append(content)
        }
        text.append("\n")
    }

    /// Indentation strings built once: appending one is cheaper than `String(repeating:)` on every line.
    private static let indents = (0..<12).map { String(repeating: "    ", count: $0) }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        let bodyStart = text.utf8.count
        depth += 1
        body(&self)
        depth -= 1
        if text.utf8.count == bodyStart {
            text.removeLast()
            text += "}\n"
        } else {
            line("}")
        }
    }

    /// Writes each line of `text` as a `///` doc comment; nothing when `text` is nil or blank.
    mutating func docComment(_ text: String?) {
        guard let text else { return }
        for docLine in SwiftSyntax.docCommentLines(text) {
            line(docLine.isEmpty ? "///" : "/// " + docLine)
        }
    }

    /// Writes lines so that compile errors in them are reported at manifest lines.
    ///
    /// Each entry carries the manifest line its code comes from (nil: no position known, e.g. plists); entries
    /// with a line get a `#sourceLocation` directive and one reset follows the span.
    mutating func mapped(_ entries: [(line: Int?, code: String)]) {
        var open = false
        for entry in entries {
            if let manifestLine = entry.line {
                text.append(sourceLocationPrefix)
                text.append(String(manifestLine))
                text.append(")\n")
                open = true
            } else if open {
                text += "#sourceLocation()\n"
                open = false
            }
            line(entry.code)
        }
        if open { text += "#sourceLocation()\n" }
    }

    /// One line mapped to a manifest line (see `mapped(_:)`).
    mutating func mapped(line manifestLine: Int?, _ code: String) {
        mapped([(manifestLine, code)])
    }
}

extension SwiftWriter {
    /// Maps the following lines to manifest lines, the next one to `manifestLine`, until `endMapping()`.
    mutating func beginMapping(at manifestLine: Int) {
        text += "#sourceLocation(file: \(SwiftSyntax.stringLiteral(displayPath)), line: \(manifestLine))\n"
    }

    /// Returns to the generated file's own line numbers.
    mutating func endMapping() {
        text += "#sourceLocation()\n"
    }
}
