/// A filter over names by first byte and length: `mayContain` is false only for a name no member can be, so a
/// set lookup (hashing the whole name) is needed only when it is true.
struct ShapeFilter {
    /// For each ASCII first byte, a bit per length (below 64) of the members starting with it.
    private var shapes = [UInt64](repeating: 0, count: 128)
    /// Set when a member is empty, starts with a non-ASCII byte or is 64 bytes or longer: those are not filtered.
    private var hasUnfiltered = false

    init<Names: Sequence<String>>(_ names: Names) {
        for name in names {
            let utf8 = name.utf8
            guard let first = utf8.first, first < 0x80, utf8.count < 64 else {
                hasUnfiltered = true
                continue
            }
            shapes[Int(first)] |= 1 << UInt64(utf8.count)
        }
    }

    func mayContain(_ name: String) -> Bool {
        if hasUnfiltered { return true }
        let utf8 = name.utf8
        guard let first = utf8.first, first < 0x80 else { return true }
        let length = utf8.count
        return length >= 64 || shapes[Int(first)] & (1 << UInt64(length)) != 0
    }
}
