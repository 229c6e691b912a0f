import Testing
@testable import RouteGenCore

/// `SwiftWriter`'s byte storage must read back exactly what was appended, across its chunks, and behave as a value.
@Suite("UTF-8 buffer")
struct UTF8BufferTests {
    static func append(_ text: String, to buffer: inout UTF8Buffer) {
        var copy = text
        copy.withUTF8 { buffer.append($0) }
    }

    @Test("Appended pieces read as their concatenation, including pieces spanning several chunks")
    func concatenation() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var buffer = UTF8Buffer(capacity: 16)
            var expected = ""
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                // Up to 3 MB: pieces larger than the 1 MiB chunks too.
                let length = [0, 1, 17, 70_000, 3_000_000].randomElement(using: &rng)!
                let piece = String(repeating: "é\(Int.random(in: 0...9, using: &rng))", count: length / 3)
                Self.append(piece, to: &buffer)
                expected += piece
                if Bool.random(using: &rng) {
                    buffer.appendSpaces(3)
                    expected += "   "
                }
            }
            #expect(buffer.count == expected.utf8.count)
            #expect(buffer.string == expected)
        }
    }

    @Test("Removing bytes back across a chunk boundary and writing again")
    func removeAcrossChunks() {
        var buffer = UTF8Buffer(capacity: 16)
        Self.append(String(repeating: "a", count: 16), to: &buffer)
        Self.append("bc", to: &buffer)  // a new chunk
        for _ in 0..<3 { buffer.removeLast() }
        #expect(buffer.string == String(repeating: "a", count: 15))
        Self.append("xyz", to: &buffer)
        #expect(buffer.string == String(repeating: "a", count: 15) + "xyz")
        #expect(buffer.count == 18)
    }

    @Test("Writing to a buffer does not change a copy taken before, even in the chunk they shared")
    func valueSemantics() {
        var buffer = UTF8Buffer(capacity: 16)
        Self.append("one two", to: &buffer)
        let snapshot = buffer
        buffer.removeLast()
        Self.append("o three", to: &buffer)
        buffer.appendSpaces(2)
        #expect(buffer.string == "one two three  ")
        #expect(snapshot.string == "one two")
    }
}
