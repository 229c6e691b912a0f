extension RouteModel {
    /// The manifest line that the memberwise init's and the builder's signatures are mapped to.
    ///
    /// Swift accepts no `#sourceLocation` inside a parameter list, so a whole signature maps to one line: that of
    /// the first extra whose type the app declares — the only kind that can fail to resolve. An unknown type is
    /// then reported in the manifest rather than in generated code. Nil when every type is built in or an enum.
    static func signatureLine(of extras: [ExtraModel]) -> Int? {
        extras.first(where: \.namesAppType)?.line
    }
}

extension SwiftWriter {
    /// Writes `leading` lines (a doc comment), `header {`, the body one level deeper, then `}`.
    ///
    /// With a manifest line, one directive before the leading lines makes the header land exactly on it (so the doc
    /// comment still sits right above its declaration), and the reset directive opens the body, where Swift allows it.
    mutating func mappedBlock(_ header: String, line manifestLine: Int?, leading: [String] = [], bodyLines: [String]) {
        mappedBlock(header, line: manifestLine, leading: leading) { body in
            for bodyLine in bodyLines { body.line(bodyLine) }
        }
    }

    /// `mappedBlock(_:line:leading:bodyLines:)` with a body that writes its own lines (one level deeper).
    mutating func mappedBlock(_ header: String, line manifestLine: Int?, leading: [String] = [],
                              body: (inout SwiftWriter) -> Void) {
        guard let manifestLine, manifestLine > leading.count else {
            for leadingLine in leading { line(leadingLine) }
            block(header, body)
            return
        }
        beginMapping(at: manifestLine - leading.count)
        for leadingLine in leading { line(leadingLine) }
        line(header + " {")
        endMapping()
        indented(body)
        line("}")
    }
}

extension SwiftWriter {
    /// The `///` lines of a doc comment for `text` (none when nil or blank), for callers that place them themselves.
    static func docCommentLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        return SwiftSyntax.docCommentLines(text).map { $0.isEmpty ? "///" : "/// " + $0 }
    }
}
