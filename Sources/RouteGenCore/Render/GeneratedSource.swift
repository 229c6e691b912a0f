/// The generated Swift of one manifest: what the render stage hands to the write stage.
public struct GeneratedSource {
    /// The whole file.
    public let text: String

    /// Size in bytes, as written.
    public var byteCount: Int { text.utf8.count }
}
