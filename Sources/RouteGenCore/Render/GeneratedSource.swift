/// Generated Swift as UTF-8, kept in the chunks the renderer wrote it in.
///
/// `ManifestPipeline.write(_:to:)` writes the chunks one after another, so a 16 MB file is never copied whole into
/// a `String` first: that copy and its fresh pages were about 5 % of a 10,000-route `routegen generate`.
public struct GeneratedSource {
    let bytes: UTF8Buffer

    /// The whole text (one copy), for printing and tests.
    public var text: String { bytes.string }

    /// Size in bytes.
    public var byteCount: Int { bytes.count }

    /// The bytes chunk by chunk, in order; the pointers are valid only inside `body`.
    func withChunks<Result>(_ body: ([UnsafeRawBufferPointer]) throws -> Result) rethrows -> Result {
        try bytes.withChunks(body)
    }
}
