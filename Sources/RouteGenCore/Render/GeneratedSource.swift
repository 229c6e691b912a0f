/// Generated Swift as UTF-8: the files of one manifest, each kept in the chunks the renderer wrote it in.
///
/// The files come in the order of `ManifestNaming.generatedFileNames(forManifest:)`: the main file, the
/// registration file, then the route shards. Written into a folder they are that many files, so an edit rewrites
/// only the ones it changes; one after another they are the one-file form (standard output, `--output FILE`), which
/// compiles on its own. `ManifestPipeline.write` writes the chunks one after another, so a 16 MB output is never
/// copied whole into a `String` first: that copy and its fresh pages were about 5 % of a 10,000-route
/// `routegen generate`.
public struct GeneratedSource {
    let files: [UTF8Buffer]

    /// One file's worth: what a `SwiftWriter` holds.
    init(bytes: UTF8Buffer) {
        files = [bytes]
    }

    init(files: [UTF8Buffer]) {
        self.files = files
    }

    /// The one-file form (one copy), for printing and tests.
    public var text: String { files.map(\.string).joined() }

    /// The text of each file, in `ManifestNaming.generatedFileNames` order (one copy), for tests.
    public var fileTexts: [String] { files.map(\.string) }

    /// Size in bytes, of every file.
    public var byteCount: Int { files.reduce(0) { $0 + $1.count } }

    /// The bytes of the one-file form chunk by chunk, in order; the pointers are valid only inside `body`.
    func withChunks<Result>(_ body: ([UnsafeRawBufferPointer]) throws -> Result) rethrows -> Result {
        try withChunks(of: files[...], collected: [], body)
    }

    /// The bytes of file `index` chunk by chunk; the pointers are valid only inside `body`.
    func withChunks<Result>(ofFile index: Int, _ body: ([UnsafeRawBufferPointer]) throws -> Result) rethrows -> Result {
        try files[index].withChunks(body)
    }

    private func withChunks<Result>(
        of rest: ArraySlice<UTF8Buffer>, collected: [UnsafeRawBufferPointer], _ body: ([UnsafeRawBufferPointer]) throws -> Result
    ) rethrows -> Result {
        guard let first = rest.first else { return try body(collected) }
        return try first.withChunks { chunks in try withChunks(of: rest.dropFirst(), collected: collected + chunks, body) }
    }
}
