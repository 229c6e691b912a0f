import Testing
@testable import RouteGenCore

/// Parts written apart and joined (`UTF8Buffer.append(_:)` takes over chunks) must behave as one buffer.
@Suite("UTF-8 buffer: joining parts")
struct UTF8BufferTests {
    static func buffer(_ text: String, capacity: Int = 16) -> UTF8Buffer {
        var buffer = UTF8Buffer(capacity: capacity)
        var copy = text
        copy.withUTF8 { buffer.append($0) }
        return buffer
    }

    @Test("Joined parts read as the concatenation, including parts spanning several chunks")
    func joinedText() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var whole = UTF8Buffer(capacity: 16)
            var expected = ""
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                // Up to 3 MB: parts larger than the 1 MiB chunks too.
                let length = [0, 1, 17, 70_000, 3_000_000].randomElement(using: &rng)!
                let piece = String(repeating: "é\(Int.random(in: 0...9, using: &rng))", count: length / 3)
                whole.append(Self.buffer(piece))
                expected += piece
            }
            #expect(whole.count == expected.utf8.count)
            #expect(whole.string == expected)
            #expect(whole.withChunks { chunks in chunks.reduce(0) { $0 + $1.count } } == expected.utf8.count)
            #expect(whole.withChunks { chunks in chunks.allSatisfy { !$0.isEmpty } }, "no empty chunk is kept")
        }
    }

    @Test("Removing bytes back across a join and writing again leaves the appended part untouched")
    func removeAcrossJoin() {
        var first = Self.buffer("ab")
        let second = Self.buffer("cd")
        first.append(second)
        #expect(first.string == "abcd")
        for _ in 0..<3 { first.removeLast() }
        #expect(first.string == "a")
        var tail = "xyz"
        tail.withUTF8 { first.append($0) }
        #expect(first.string == "axyz")
        #expect(second.string == "cd", "the part's shared chunk was copied before it was written")
    }

    @Test("Writing after a join does not change a copy taken before it, nor the part")
    func valueSemantics() {
        var first = Self.buffer("one ")
        let part = Self.buffer("two")
        first.append(part)
        let snapshot = first
        var more = " three"
        more.withUTF8 { first.append($0) }
        first.appendSpaces(2)
        #expect(first.string == "one two three  ")
        #expect(snapshot.string == "one two")
        #expect(part.string == "two")
    }

    @Test("Joining empty buffers changes nothing; an empty buffer takes a part over whole")
    func emptyParts() {
        var empty = UTF8Buffer(capacity: 16)
        empty.append(UTF8Buffer(capacity: 16))
        #expect(empty.count == 0 && empty.string.isEmpty)
        empty.append(Self.buffer("x"))
        #expect(empty.string == "x")
        empty.removeLast()
        #expect(empty.string.isEmpty)
    }
}
