/// Growable UTF-8 storage for `SwiftWriter`, with appends that cost a capacity check and a copy.
///
/// `[UInt8].append(contentsOf:)` spent about 200 instructions per piece (uniqueness, growth and generic
/// paths), and a writer appends hundreds of thousands of short pieces. Bytes go into chunks (64 KiB, then 1 MiB)
/// that are never moved: growing a single array re-copied the text at every doubling and touched about twice its
/// size in fresh pages, for a 19 MB file. `string` copies the chunks once into the result.
///
/// Value semantics are kept: filled chunks are never written again, and the chunk being written is copied first
/// when another copy of the buffer still shares it.
struct UTF8Buffer {
    private final class Chunk {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit { base.deallocate() }
    }

    /// Filled chunks and how many bytes of each are used.
    private var filled: [(chunk: Chunk, used: Int)] = []
    private var current: Chunk
    private var used = 0
    /// Bytes in the buffer.
    private(set) var count = 0

    private static let largeChunk = 1 << 20

    init(capacity: Int) {
        current = Chunk(capacity: max(capacity, 16))
    }

    /// The bytes as a `String` (copied once; invalid UTF-8, which appending strings cannot produce, is repaired).
    var string: String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for (chunk, chunkUsed) in filled + [(current, used)] {
                (buffer.baseAddress! + offset).initialize(from: chunk.base, count: chunkUsed)
                offset += chunkUsed
            }
            return offset
        }
    }

    mutating func append(_ byte: UInt8) {
        let base = reserve(1)
        base[used] = byte
        used += 1
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let base = reserve(bytes.count)
        (base + used).initialize(from: source, count: bytes.count)
        used += bytes.count
        count += bytes.count
    }

    mutating func appendSpaces(_ width: Int) {
        guard width > 0 else { return }
        let base = reserve(width)
        (base + used).initialize(repeating: UInt8(ascii: " "), count: width)
        used += width
        count += width
    }

    /// Drops the last byte.
    mutating func removeLast() {
        precondition(count > 0, "removeLast on an empty buffer")
        while used == 0, let last = filled.popLast() {
            // The last byte is in the previous chunk: write there again (a private copy if it is shared).
            current = last.chunk
            used = last.used
            if !isKnownUniquelyReferenced(&current) { current = Self.copy(current, used: used, capacity: current.capacity) }
        }
        used -= 1
        count -= 1
    }

    /// The current chunk's base address, with room for `extra` more bytes after `used`, owned by this buffer alone.
    ///
    /// Inlined: it runs for every piece written (about 200,000 times at 1,000 routes), and only the checks that
    /// nearly always pass stay in the callers.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if _fastPath(used + extra <= current.capacity && isKnownUniquelyReferenced(&current)) { return current.base }
        return reserveSlowly(extra)
    }

    /// `reserve(_:)` when the current chunk is full or shared.
    @inline(never)
    private mutating func reserveSlowly(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if used + extra > current.capacity {
            if used > 0 { filled.append((current, used)) }
            current = Chunk(capacity: Swift.max(Self.largeChunk, extra))
            used = 0
        } else if !isKnownUniquelyReferenced(&current) {
            current = Self.copy(current, used: used, capacity: current.capacity)
        }
        return current.base
    }

    private static func copy(_ chunk: Chunk, used: Int, capacity: Int) -> Chunk {
        let copy = Chunk(capacity: capacity)
        copy.base.initialize(from: chunk.base, count: used)
        return copy
    }
}
