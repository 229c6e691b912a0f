extension SwiftWriter {
    /// Opens or closes a `#sourceLocation` mapping before a line written piece by piece (`beginLine()`,
    /// `write(_:)`, `endLine()`): what `mapped(_:)` writes before each of its lines, one line at a time. `open`
    /// says whether a mapping is in force; after the last line, `endMapping(ifOpen:)` closes it. The output is the
    /// same as `mapped(_:)`'s.
    ///
    /// Lines are written from pieces rather than built as `String`s first: interpolating cost about 2,600
    /// instructions a line, and a route has some 25 lines.
    mutating func map(toLine manifestLine: Int?, open: inout Bool) {
        if let manifestLine {
            beginMapping(at: manifestLine)
            open = true
        } else if open {
            endMapping()
            open = false
        }
    }

    /// Closes a mapping left open by `map(toLine:open:)`.
    mutating func endMapping(ifOpen open: Bool) {
        if open { endMapping() }
    }
}
