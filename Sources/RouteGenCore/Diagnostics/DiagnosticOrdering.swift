extension Array where Element == Diagnostic {
    /// Sorted by file, line and column; diagnostics without a position (file-level, plist key paths)
    /// come first in each file, and equal positions keep their order.
    func sortedByPosition() -> [Diagnostic] {
        enumerated().sorted { left, right in
            let a = left.element.location
            let b = right.element.location
            if a.sourceFile != b.sourceFile { return a.file < b.file }
            let lineA = a.line ?? 0, lineB = b.line ?? 0
            if lineA != lineB { return lineA < lineB }
            let columnA = a.column ?? 0, columnB = b.column ?? 0
            if columnA != columnB { return columnA < columnB }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// Without repeats: a problem inside a node that aliases or merge keys (`*base`, `<<: *base`) copy into several
    /// places is found at each copy, at the one position it was written; it is said once.
    func withoutRepeats() -> [Diagnostic] {
        guard count > 1 else { return self }
        var seen: Set<Diagnostic> = []
        return filter { seen.insert($0).inserted }
    }

    /// At most `limit` diagnostics, then one final "too many errors" error when some were left out,
    /// so a broken file cannot flood the build log.
    func limitedForPrinting(_ limit: Int = Diagnostic.maximumPrinted) -> [Diagnostic] {
        guard count > limit else { return self }
        let kept = Array(prefix(limit))
        let file = kept.last?.location.file ?? ""
        return kept + [.error("too many errors; stopping after \(limit)", at: SourceLocation(file: file))]
    }

    /// The compiler-format text of the diagnostics, capped by `limitedForPrinting`, one line each (notes follow).
    func printableText(limit: Int = Diagnostic.maximumPrinted) -> String {
        limitedForPrinting(limit).map { $0.description + "\n" }.joined()
    }
}

extension Diagnostic {
    /// Diagnostics printed before "too many errors".
    static let maximumPrinted = 100
}
