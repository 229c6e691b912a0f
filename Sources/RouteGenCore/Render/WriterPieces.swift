extension SwiftWriter {
    /// One line from pieces written one after another: `line(pieces: "self.", name, " = ", value)` reads like the
    /// interpolation it replaces without building the line as a `String` first (interpolating cost about 2,600
    /// instructions a line, and a route has some 25 lines).
    mutating func line(pieces: String...) {
        line(pieces: pieces)
    }

    private mutating func line(pieces: [String]) {
        beginLine()
        for piece in pieces { write(piece) }
        endLine()
    }

    /// `mapped(_:)` one line at a time, for lines written from pieces. `open` says whether a mapping is in
    /// force; after the last line, `endMapping(ifOpen:)` closes it. The output is the same as `mapped(_:)`'s.
    mutating func line(mappedTo manifestLine: Int?, open: inout Bool, pieces: String...) {
        if let manifestLine {
            beginMapping(at: manifestLine)
            open = true
        } else if open {
            endMapping()
            open = false
        }
        line(pieces: pieces)
    }

    /// Closes a mapping left open by `line(mappedTo:open:pieces:)`.
    mutating func endMapping(ifOpen open: Bool) {
        if open { endMapping() }
    }
}
