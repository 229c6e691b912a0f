/// The generated Swift of one manifest: what the render stage hands to the write stage.
///
/// Several files, in the order of `ManifestNaming.generatedFileNames(forManifest:)`: the main file, the
/// registration file, then the route shards, one after another in one `String`. Written into a folder they are that
/// many files, so an edit rewrites only the ones it changes; the whole text is the one-file form (standard output,
/// `--output FILE`), which compiles on its own.
public struct GeneratedSource {
    /// The one-file form: every file, one after another.
    public let text: String
    /// Where each file ends in `text`, in UTF-8 bytes, in `ManifestNaming.generatedFileNames` order.
    private let fileEnds: [Int]

    init(text: String, fileEnds: [Int]) {
        self.text = text
        self.fileEnds = fileEnds
    }

    /// Each file's text, in `ManifestNaming.generatedFileNames` order: parts of `text`, not copies.
    var files: [Substring] {
        var start = text.startIndex
        return fileEnds.map { end in
            let fileEnd = text.utf8.index(text.utf8.startIndex, offsetBy: end)
            defer { start = fileEnd }
            return text[start..<fileEnd]
        }
    }
}
