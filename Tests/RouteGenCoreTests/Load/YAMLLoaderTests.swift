import Foundation
import Testing
@testable import RouteGenCore

@Suite("YAML loading")
struct YAMLLoaderTests {
    private func load(_ text: String) -> LoadResult {
        YAMLLoader.load(bytes: Array(text.utf8), file: "m.yml")
    }

    @Test func nodesKeepOneBasedLinesAndColumnsAndOrder() throws {
        let root = try #require(load("b: 1\na:\n  - 'x'\n  - y\n").root)
        guard case .mapping(let entries) = root.content else { Issue.record("expected a mapping"); return }
        #expect(entries.map(\.key.scalar?.text) == ["b", "a"])
        #expect(entries[0].key.location == SourceLocation(file: "m.yml", line: 1, column: 1))
        #expect(entries[0].value.location == SourceLocation(file: "m.yml", line: 1, column: 4))
        guard case .sequence(let items) = entries[1].value.content else { Issue.record("expected a list"); return }
        #expect(items[0].location == SourceLocation(file: "m.yml", line: 3, column: 5))
        #expect(items[0].contentLocation.column == 6)
        #expect(items[0].scalar?.style == .singleQuoted)
        #expect(items[1].scalar == ManifestNode.Scalar("y", style: .plain))
    }

    @Test func quotingDecidesWhetherAScalarIsNull() throws {
        let root = try #require(load("a: null\nb: 'null'\nc: ~\nd:\n").root)
        guard case .mapping(let entries) = root.content else { Issue.record("expected a mapping"); return }
        #expect(entries.map { $0.value.scalar?.isNull } == [true, false, true, true])
    }

    @Test func aliasesExpandToTheAnchoredNode() throws {
        let root = try #require(load("a: &x [1, 2]\nb: *x\n").root)
        guard case .mapping(let entries) = root.content else { Issue.record("expected a mapping"); return }
        #expect(entries[1].value.content == entries[0].value.content)
        #expect(entries[1].value.location == SourceLocation(file: "m.yml", line: 2, column: 4))
    }

    @Test func unknownAliasIsAnError() {
        // libyaml's parser accepts an alias to an undefined anchor; the composer must not.
        #expect(load("a: *nowhere\n").diagnostics.map(\.description)
                == ["m.yml:1:4: error: alias '*nowhere' refers to an unknown anchor"])
    }

    @Test func tagsAreRefused() {
        #expect(load("a: !!str 42\n").diagnostics.map(\.description)
                == ["m.yml:1:4: error: YAML tags ('tag:yaml.org,2002:str') are not supported in a manifest"])
    }

    /// The keys and values of a mapping node, with the line of each key.
    private func pairs(_ node: ManifestNode?) -> [String] {
        guard case .mapping(let entries)? = node?.content else { return [] }
        return entries.map { "\($0.key.scalar?.text ?? "?")=\($0.value.scalar?.text ?? "…")@\($0.key.location.line ?? 0)" }
    }

    private func value(_ root: ManifestNode?, _ key: String) -> ManifestNode? {
        guard case .mapping(let entries)? = root?.content else { return nil }
        return entries.first { $0.key.scalar?.text == key }?.value
    }

    @Test("merge keys: merged entries stand where '<<' stands, keep their own lines; explicit keys win wherever they are")
    func mergeKeys() throws {
        let result = load("base: &b {x: 1, y: 2}\nother:\n  a: 0\n  <<: *b\n  y: 3\n")
        #expect(result.diagnostics.isEmpty)
        #expect(pairs(value(result.root, "other")) == ["a=0@3", "x=1@1", "y=3@5"])
    }

    @Test("merge keys: in a list the earlier mapping wins; inline mappings merge too; nested merges resolve first")
    func mergeKeyLists() throws {
        let result = load("""
            a: &a {x: 1}
            b: &b {x: 2, y: 2, <<: {z: 9}}
            c:
              <<: [*a, *b, {w: 4}]
              y: 3
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(pairs(value(result.root, "b")) == ["x=2@2", "y=2@2", "z=9@2"])
        #expect(pairs(value(result.root, "c")) == ["x=1@1", "z=9@2", "w=4@4", "y=3@5"])
    }

    @Test("merge keys: a key written twice stays twice (the decoder reports it); a quoted '<<' is an ordinary key")
    func mergeKeyDuplicates() throws {
        let twice = load("b: &b {x: 1}\nc:\n  x: 2\n  <<: *b\n  x: 3\n")
        #expect(pairs(value(twice.root, "c")) == ["x=2@3", "x=3@5"])
        let quoted = load("b: &b {x: 1}\nc:\n  '<<': *b\n")
        #expect(pairs(value(quoted.root, "c")) == ["<<=…@3"])
    }

    @Test("merge keys: a scalar, a list of scalars, an empty list or a second '<<' is an error at its line")
    func mergeKeyMisuse() {
        #expect(load("b: &b 1\nc:\n  <<: *b\n").diagnostics.map(\.description)
                == ["m.yml:3:7: error: the merge key '<<' takes a mapping (<<: *base) or a list of mappings (<<: [*a, *b]), found a scalar"])
        #expect(load("b: &b {x: 1}\nc:\n  <<: [*b, 2]\n").diagnostics.map(\.description)
                == ["m.yml:3:12: error: the merge key '<<' takes a mapping (<<: *base) or a list of mappings (<<: [*a, *b]), found a scalar"])
        #expect(load("c:\n  <<: []\n").diagnostics.map(\.description)
                == ["m.yml:2:7: error: the merge key '<<' takes a mapping (<<: *base) or a list of mappings (<<: [*a, *b]), found a list"])
        #expect(load("b: &b {x: 1}\nc:\n  <<: *b\n  <<: *b\n").diagnostics.map(\.description)
                == ["m.yml:4:3: error: a mapping has one merge key '<<'; merge several mappings with a list: <<: [*a, *b]\nm.yml:3:3: note: the first '<<' is here"])
    }

    @Test("merge keys cannot get past the alias expansion limit")
    func mergeKeysAndExpansion() {
        var text = "a: &a {" + (0..<1000).map { "k\($0): \($0)" }.joined(separator: ", ") + "}\n"
        text += "b: &b {<<: [" + Array(repeating: "*a", count: 60).joined(separator: ", ") + "]}\n"
        text += "c: [" + Array(repeating: "*b", count: 60).joined(separator: ", ") + "]\n"
        #expect(load(text).diagnostics.map(\.description).first?.contains("expands the manifest beyond 100000 nodes") == true)
    }

    @Test func aSecondDocumentIsAnError() {
        #expect(load("a: 1\n---\nb: 2\n").diagnostics.map(\.description)
                == ["m.yml:2:1: error: a manifest holds a single YAML document; found a second one"])
    }

    @Test(arguments: ["", "# only a comment\n", "---\n", "   \n\n"])
    func emptyInputIsReported(text: String) {
        let result = load(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == ["m.yml:1:1: error: manifest is empty"])
    }

    @Test func sixtyFourLevelsAreAllowedAndSixtyFiveAreNot() {
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(load(ok).diagnostics.isEmpty)
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(load(deep).diagnostics.map(\.description)
                == ["m.yml:1:65: error: manifest is nested deeper than 64 levels"])
    }

    @Test func aliasesCannotNestBeyondTheLimit() {
        let inner = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let text = "a: &deep \(inner)\nb: " + String(repeating: "[", count: 30) + "*deep" + String(repeating: "]", count: 30)
        #expect(load(text).diagnostics.map(\.description)
                == ["m.yml:2:34: error: alias '*deep' nests the manifest deeper than 64 levels"])
    }

    @Test func invalidUTF8IsReportedAtTheByte() {
        let bytes = Array("a: ok\nb: x".utf8) + [0xFF] + Array("\n".utf8)
        #expect(YAMLLoader.load(bytes: bytes, file: "m.yml").diagnostics.map(\.description)
                == ["m.yml:2:5: error: invalid leading UTF-8 octet (byte 0xFF); a manifest must be UTF-8"])
    }

    @Test func oversizeInputIsRejectedBeforeParsing() {
        let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: ManifestLimits.maximumFileSize + 1)
        #expect(YAMLLoader.load(bytes: bytes, file: "m.yml").diagnostics.map(\.description)
                == ["m.yml: error: manifest is larger than 10 MiB (10485761 bytes); split it into several manifests"])
    }

    @Test func controlCharactersDoNotCrash() {
        let bytes: [UInt8] = Array("a: ".utf8) + [0x00, 0x01, 0x07] + Array("\n".utf8)
        let result = YAMLLoader.load(bytes: bytes, file: "m.yml")
        #expect(result.root == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.hasPrefix("control characters are not allowed") == true)
    }
}
