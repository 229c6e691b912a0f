import Foundation
import Testing
@testable import RouteGenCore

/// Binary property lists are read by our own code: hostile ones are one error, never a crash or a hang. OpenStep
/// text is refused.
@Suite("Binary and OpenStep property lists")
struct BinaryPlistTests {
    /// A `bplist00` file written by hand: `objects` are encoded objects (references `referenceSize` bytes wide),
    /// then the offset table and the trailer; `offsets`, `objectCount` and `table` replace the true values.
    static func bplist(_ objects: [[UInt8]], top: UInt64 = 0, referenceSize: UInt8 = 1, offsetSize: UInt8 = 4,
                       offsets: [UInt64]? = nil, objectCount: UInt64? = nil, table: UInt64? = nil) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var realOffsets: [UInt64] = []
        for object in objects {
            realOffsets.append(UInt64(bytes.count))
            bytes += object
        }
        let tableStart = UInt64(bytes.count)
        for offset in offsets ?? realOffsets { bytes += bigEndian(offset, size: Int(offsetSize)) }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
        bytes += bigEndian(objectCount ?? UInt64(objects.count), size: 8)
        bytes += bigEndian(top, size: 8)
        bytes += bigEndian(table ?? tableStart, size: 8)
        return bytes
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    static func array(_ references: [Int], size: Int = 1) -> [UInt8] {
        [0xA0 | UInt8(references.count)] + references.flatMap { bigEndian(UInt64($0), size: size) }
    }

    static let one: [UInt8] = [0x10, 0x01]

    private func error(_ bytes: [UInt8]) -> String? {
        let result = PlistLoader.load(bytes: bytes, file: "r.plist")
        #expect(result.root == nil)
        #expect(result.diagnostics.count == 1)
        return result.diagnostics.first?.description
    }

    static let shared = "r.plist: error: property list could not be read: binary property list uses array or dictionary "

    @Test("A shared array is refused at once, so reading costs what the bytes cost (2^60 values never finished)")
    func sharedContainers() {
        let levels = (0..<60).map { Self.array([$0 + 1, $0 + 1]) }
        #expect(error(Self.bplist(levels + [Self.one])) == Self.shared + "59 twice (or inside itself); each may appear once")
        #expect(error(Self.bplist([Self.array([1, 1]), Self.array([])])) == Self.shared + "1 twice (or inside itself); each may appear once")
        // Scalars may be shared, as Foundation writes each distinct string or number once.
        let root = PlistLoader.load(bytes: Self.bplist([Self.array(Array(repeating: 1, count: 14)), [0x51, 0x61]]), file: "r.plist").root
        #expect(root?.nodeCount == 15)
    }

    @Test("Cycles and deep nesting are refused without recursion")
    func cyclesAndDepth() {
        #expect(error(Self.bplist([Self.array([0])])) == Self.shared + "0 twice (or inside itself); each may appear once")
        #expect(error(Self.bplist([Self.array([1]), Self.array([0])])) == Self.shared + "0 twice (or inside itself); each may appear once")
        let deep = (0..<100_000).map { Self.array([$0 + 1], size: 4) } + [Self.one]
        #expect(error(Self.bplist(deep, referenceSize: 4)) == "r.plist: error: property list could not be read: manifest is nested deeper than 64 levels")
        // 64 arrays over a number: the number's key path has 64 steps, the limit (as in XML); one more array is too deep.
        let fits = (0..<64).map { Self.array([$0 + 1]) } + [Self.one]
        #expect(PlistLoader.load(bytes: Self.bplist(fits), file: "r.plist").root?.height == 65)
        let tooDeep = (0..<65).map { Self.array([$0 + 1]) } + [Self.one]
        #expect(error(Self.bplist(tooDeep)) == "r.plist: error: property list could not be read: manifest is nested deeper than 64 levels")
    }

    @Test("Offsets, counts and references that point outside the file are refused", arguments: [
        (bplist([one], offsets: [1_000_000]), "binary property list has an object outside the file"),
        (bplist([one], offsets: [0]), "binary property list has an object outside the file"),
        (bplist([one], offsets: [14]), "binary property list has an object outside the file"),
        (bplist([one], objectCount: 1 << 62), "binary property list has an invalid object table"),
        (bplist([one], objectCount: 0), "binary property list has an invalid object table"),
        (bplist([one], top: 1), "binary property list has an invalid object table"),
        (bplist([one], table: 1 << 63), "binary property list has an invalid object table"),
        (bplist([one], table: 3), "binary property list has an invalid object table"),
        (bplist([one], offsetSize: 9), "binary property list has an invalid offset or reference size"),
        (bplist([array([0])], referenceSize: 0), "binary property list has an invalid offset or reference size"),
        (bplist([array([200])]), "binary property list refers to an object that does not exist"),
        (bplist([[0xAF, 0x13] + bigEndian(1 << 62, size: 8)]), "binary property list has an object that runs past its end"),
        (bplist([[0xDF, 0x13] + bigEndian(UInt64.max, size: 8)]), "binary property list has an object that runs past its end"),
        (bplist([[0x5F, 0x13] + bigEndian(1 << 63 - 1, size: 8) + [0x61]]), "binary property list has an object that runs past its end"),
        (bplist([[0x6F, 0x10, 0xFF, 0x61]]), "binary property list has an object that runs past its end"),
        (bplist([[0x1F] + [UInt8](repeating: 0xFF, count: 16)]), "binary property list has an object that runs past its end"),
        (bplist([[0x13, 0x01]]), "binary property list has an object that runs past its end"),
        (bplist([[0x70]]), "binary property list has an object of unknown type 0x70"),
        (Array("bplist00".utf8), "binary property list is truncated"),
        (Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40), "only 'bplist00' binary property lists are supported"),
    ])
    func hostileStructure(bytes: [UInt8], reason: String) {
        #expect(error(bytes) == "r.plist: error: property list could not be read: \(reason)")
    }

    @Test("A binary plist written by Foundation loads, with keys sorted")
    func foundationWritten() throws {
        let object: [String: Any] = ["version": 1, "routes": ["b": ["path": "/b"], "a": ["path": "/a"]]]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let result = ManifestPipeline.run(bytes: [UInt8](data), displayPath: "routes.plist", format: .plist)
        #expect(result.manifest?.manifest.routes.map(\.name) == ["a", "b"], "\(result.diagnostics)")
    }

    @Test("Scalars read as Foundation writes them; what a manifest cannot hold is an error at its key path")
    func scalars() throws {
        // Keys: "a".."g" (objects 0...6); values 7...13; the dictionary is object 14.
        let keys = (0..<7).map { [0x51, UInt8(ascii: "a") + UInt8($0)] }
        let values: [[UInt8]] = [
            [0x09], [0x12, 0xFF, 0xFF, 0xFF, 0xFF], [0x13] + Self.bigEndian(UInt64(bitPattern: -5), size: 8),
            [0x14] + Self.bigEndian(0, size: 8) + Self.bigEndian(.max, size: 8), [0x23] + Self.bigEndian(1.5.bitPattern, size: 8),
            [0x63, 0x00, 0x41, 0xD8, 0x3D, 0xDE, 0x00], [0x53, 0x63, 0x61, 0xE9],
        ]
        let dictionary = [0xD7] + (0..<14).map { UInt8($0) }
        let root = try #require(PlistLoader.load(bytes: Self.bplist(keys + values + [dictionary], top: 14), file: "r.plist").root)
        guard case .mapping(let entries) = root.content else { Issue.record("expected a mapping"); return }
        #expect(entries.map(\.key.scalar?.text) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(entries.map(\.value.scalar?.text) == ["true", "4294967295", "-5", "18446744073709551615", "1.5", "A\u{1F600}", "caé"])
        #expect(entries[5].value.location == SourceLocation(file: "r.plist", keyPath: "f"))

        let refused: [[UInt8]] = [[0x33] + Self.bigEndian(0, size: 8), [0x41, 0x00], [0x00], [0x61, 0xD8, 0x00], [0x80, 0x01]]
        let reasons = ["a date is not supported in a manifest; use a string", "data is not supported in a manifest; use a string",
                       "this kind of value is not supported in a manifest; use a string",
                       "a string in this property list is not valid UTF-16",
                       "this kind of value is not supported in a manifest; use a string"]
        for (value, reason) in zip(refused, reasons) {
            let result = PlistLoader.load(bytes: Self.bplist([[0xD1, 1, 2], [0x51, 0x6B], value]), file: "r.plist")
            #expect(result.root == nil)
            #expect(result.diagnostics.map(\.description) == ["r.plist: error: \(reason) (at k)"])
        }
    }

    @Test("Dictionary keys must be distinct strings")
    func dictionaryKeys() {
        let duplicate = PlistLoader.load(bytes: Self.bplist([[0xD2, 1, 1, 2, 2], [0x51, 0x6B], Self.one]), file: "r.plist")
        #expect(duplicate.diagnostics.map(\.description) == ["r.plist: error: key 'k' appears twice in this dictionary"])
        let numeric = PlistLoader.load(bytes: Self.bplist([[0xD1, 1, 1], Self.one]), file: "r.plist")
        #expect(numeric.diagnostics.map(\.description) == ["r.plist: error: a dictionary key must be a string"])
    }

    @Test("OpenStep text is refused: it has no numbers, so it can never hold version 1", arguments: [
        "{ version = 1; routes = { home = { path = \"/home\"; }; }; }", "version = 1;", String(repeating: "(", count: 100_000),
    ])
    func openStep(text: String) {
        #expect(error(Array(text.utf8)) == "r.plist: error: property list is neither XML nor binary; "
            + "OpenStep property lists cannot hold 'version: 1', write XML")
    }
}
