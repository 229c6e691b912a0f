/// Placeholder checks on a decoded segment, with the common shapes decided on bytes.
///
/// Same answers as `RoutePattern.PlaceholderType.accepts`, which stays the reference: a fast path only ever
/// says "yes" for text that check also accepts, and everything else goes to it.
enum SegmentCheck {
    static func accepts(_ type: RoutePattern.PlaceholderType, _ segment: String) -> Bool {
        if type == .uuid, isCanonicalUUID(segment) { return true }
        return type.accepts(segment)
    }

    /// `8-4-4-4-12` hex digits: the form `UUID(uuidString:)` always accepts, checked without `sscanf`.
    static func isCanonicalUUID(_ segment: String) -> Bool {
        let utf8 = segment.utf8
        guard utf8.count == 36 else { return false }
        return utf8.withContiguousStorageIfAvailable { bytes in
            for (offset, byte) in bytes.enumerated() {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard byte == UInt8(ascii: "-") else { return false }
                } else {
                    guard isHexDigit(byte) else { return false }
                }
            }
            return true
        } ?? false
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }
}
