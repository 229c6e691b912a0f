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
    /// Writes `docLines` (a doc comment, see `docLines(_:)`), the header written by `header`, ` {`, the body one
    /// level deeper, then `}`.
    ///
    /// With a manifest line, one directive before the doc lines makes the header land exactly on it (so the doc
    /// comment still sits right above its declaration), and the reset directive opens the body, where Swift allows it.
    mutating func mappedBlock(line manifestLine: Int?, docLines: [String] = [], header: (inout SwiftWriter) -> Void,
                              body: (inout SwiftWriter) -> Void) {
        guard let manifestLine, manifestLine > docLines.count else {
            self.docLines(docLines)
            block(header: header, body)
            return
        }
        beginMapping(at: manifestLine - docLines.count)
        self.docLines(docLines)
        beginLine()
        header(&self)
        write(" {" as StaticString)
        endLine()
        endMapping()
        indented(body)
        line("}")
    }

    /// Writes the extras as a parameter list (`id: Int, tab: ProfileTab = .posts`) of the memberwise init or the
    /// builder, piece by piece.
    mutating func parameters(_ extras: [ExtraModel]) {
        for (index, extra) in extras.enumerated() {
            if index > 0 { write(", " as StaticString) }
            write(extra.name)
            if extra.localName != extra.name {
                write(" " as StaticString)
                write(extra.localName)
            }
            write(": " as StaticString)
            write(extra.type)
            if let defaultLiteral = extra.defaultLiteral {
                write(" = " as StaticString)
                write(defaultLiteral)
            }
        }
    }
}
