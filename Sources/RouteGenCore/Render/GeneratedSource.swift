/// The generated Swift of one manifest: what the render stage hands to the write stage.
///
/// Several files, in the order of `ManifestNaming.generatedFileNames(forManifest:)`: the main file, the
/// registration file, then the route shards. Written into a folder they are that many files, so an edit rewrites
/// only the ones it changes; one after another they are the one-file form (standard output, `--output FILE`), which
/// compiles on its own.
public struct GeneratedSource {
    /// Each file's text, in `ManifestNaming.generatedFileNames` order.
    public let files: [String]

    /// One file's worth: what a `SwiftWriter` holds.
    init(text: String) {
        files = [text]
    }

    init(files: [String]) {
        self.files = files
    }

    /// The one-file form: every file, one after another.
    public var text: String { files.joined() }

    /// Size in bytes, of every file, as written.
    public var byteCount: Int { files.reduce(0) { $0 + $1.utf8.count } }
}
