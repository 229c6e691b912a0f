/// Builds Swift source line by line with consistent indentation.
///
/// Renderers say *what* to write (a line, a block, a doc comment, a span mapped to a manifest line) and the
/// writer owns layout, so escaping and `#sourceLocation` bookkeeping live in one place.
///
/// The text is kept as UTF-8 bytes (`UTF8Buffer`): every piece is copied once, straight from its string's storage,
/// and the one `String` is made when `text` is read. Besides `line(_:)`, pieces can be written without building the
/// line as a `String` first: `beginLine()`, `write(_:)` (strings, static strings, integers), `endLine()`.
struct SwiftWriter {
    /// The generated text so far, as UTF-8.
    private var bytes = UTF8Buffer(capacity: 1 << 16)
    /// Indentation levels of the next line.
    private(set) var depth = 0
    /// The manifest path written in `#sourceLocation(file:)` directives.
    let displayPath: String

    /// `#sourceLocation(file: "<displayPath>", line: `, escaped once rather than for every mapped line.
    private let sourceLocationPrefix: [UInt8]

    /// A writer whose lines start `depth` levels deep: a part written apart (on another thread) and then
    /// appended, with `append(_:)`, at that depth of another writer.
    init(displayPath: String, depth: Int = 0) {
        self.displayPath = displayPath
        self.depth = depth
        sourceLocationPrefix = Array("#sourceLocation(file: \(SwiftSyntax.stringLiteral(displayPath)), line: ".utf8)
    }

    /// A part written apart by `body`, starting `depth` levels deep, to be `append`ed at that depth.
    static func part(displayPath: String, depth: Int = 0, _ body: (inout SwiftWriter) -> Void) -> SwiftWriter {
        var part = SwiftWriter(displayPath: displayPath, depth: depth)
        body(&part)
        return part
    }

    /// Appends the text of `part`, which was written at this writer's current depth (its chunks are taken over,
    /// not copied).
    mutating func append(_ part: SwiftWriter) {
        precondition(part.depth == depth, "a part must be written at the depth it is appended at")
        bytes.append(part.bytes)
    }

    /// The generated text so far.
    var text: String { bytes.string }

    /// The generated text so far, as the UTF-8 chunks it was written in (no copy).
    var source: GeneratedSource { GeneratedSource(bytes: bytes) }

    /// Writes one line at the current indentation (an empty string writes an empty line).
    mutating func line(_ content: String) {
        if !content.isEmpty {
            writeIndent()
            write(content)
        }
        bytes.append(Self.newline)
    }

    /// Starts a non-empty line piece by piece: writes the current indentation. End it with `endLine()`.
    mutating func beginLine() {
        writeIndent()
    }

    /// Ends a line started with `beginLine()`.
    mutating func endLine() {
        bytes.append(Self.newline)
    }

    /// Appends `piece` as is to the current line (no indentation, no line break).
    mutating func write(_ piece: String) {
        let copied = piece.utf8.withContiguousStorageIfAvailable { bytes.append($0) } != nil
        if !copied { for byte in piece.utf8 { bytes.append(byte) } }
    }

    /// Appends UTF-8 `piece` as is to the current line.
    mutating func write(utf8 piece: UnsafeBufferPointer<UInt8>) {
        bytes.append(piece)
    }

    /// Appends `piece` as is to the current line.
    mutating func write(_ piece: StaticString) {
        piece.withUTF8Buffer { bytes.append($0) }
    }

    /// Appends `number` in decimal, as `String(number)` spells it.
    mutating func write(_ number: Int) {
        guard number >= 0 else { return write(String(number)) }
        var value = number
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: more than Int.max's 19 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            } while value > 0
            bytes.append(UnsafeRawBufferPointer(rebasing: buffer[index...]).assumingMemoryBound(to: UInt8.self))
        }
    }

    private mutating func writeIndent() {
        guard depth > 0 else { return }
        let width = depth * 4
        bytes.appendSpaces(width)
    }

    private static let newline = UInt8(ascii: "\n")

    /// Writes `body` one level deeper than the current indentation.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        block(header: { $0.write(header) }, body)
    }

    /// `block(_:_:)` with a header written piece by piece by `header` (on the current line, after the indentation),
    /// so that it need not be built as a `String` first.
    mutating func block(header: (inout SwiftWriter) -> Void, _ body: (inout SwiftWriter) -> Void) {
        writeIndent()
        header(&self)
        write(" {\n" as StaticString)
        let bodyStart = bytes.count
        depth += 1
        body(&self)
        depth -= 1
        if bytes.count == bodyStart {
            bytes.removeLast()
            write("}\n" as StaticString)
        } else {
            writeIndent()
            write("}\n" as StaticString)
        }
    }

    /// Writes each line of `text` as a `///` doc comment; nothing when `text` is nil or blank.
    mutating func docComment(_ text: String?) {
        guard let text else { return }
        docLines(SwiftSyntax.docCommentLines(text))
    }

    /// Writes lines so that compile errors in them are reported at manifest lines.
    ///
    /// Each entry carries the manifest line its code comes from (nil: no position known, e.g. plists); entries
    /// with a line get a `#sourceLocation` directive and one reset follows the span.
    mutating func mapped(_ entries: [(line: Int?, code: String)]) {
        var open = false
        for entry in entries {
            if let manifestLine = entry.line {
                writeSourceLocation(manifestLine)
                open = true
            } else if open {
                write("#sourceLocation()\n" as StaticString)
                open = false
            }
            line(entry.code)
        }
        if open { write("#sourceLocation()\n" as StaticString) }
    }

    /// One line mapped to a manifest line (see `mapped(_:)`).
    mutating func mapped(line manifestLine: Int?, _ code: String) {
        if let manifestLine {
            writeSourceLocation(manifestLine)
            line(code)
            write("#sourceLocation()\n" as StaticString)
        } else {
            line(code)
        }
    }

    /// `#sourceLocation(file: "<displayPath>", line: N)` and its line break.
    private mutating func writeSourceLocation(_ manifestLine: Int) {
        sourceLocationPrefix.withUnsafeBufferPointer { bytes.append($0) }
        write(manifestLine)
        write(")\n" as StaticString)
    }
}

extension SwiftWriter {
    /// Maps the following lines to manifest lines, the next one to `manifestLine`, until `endMapping()`.
    mutating func beginMapping(at manifestLine: Int) {
        writeSourceLocation(manifestLine)
    }

    /// Returns to the generated file's own line numbers.
    mutating func endMapping() {
        write("#sourceLocation()\n" as StaticString)
    }
}

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

    /// The bytes chunk by chunk, in order; the pointers are valid only inside `body`.
    func withChunks<Result>(_ body: ([UnsafeRawBufferPointer]) throws -> Result) rethrows -> Result {
        let all = used > 0 ? filled + [(current, used)] : filled
        return try withExtendedLifetime(all) {
            try body(all.map { UnsafeRawBufferPointer(start: $0.chunk.base, count: $0.used) })
        }
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

    /// Appends every byte of `other` by taking over its chunks (shared, never written again by either buffer: a
    /// buffer copies a shared chunk before writing to it).
    mutating func append(_ other: UTF8Buffer) {
        guard other.count > 0 else { return }
        if used > 0 { filled.append((current, used)) }
        filled += other.filled
        current = other.current
        used = other.used
        count += other.count
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
