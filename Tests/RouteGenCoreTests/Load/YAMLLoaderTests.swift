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

    @Test func mergeKeysAreRefused() {
        #expect(load("base: &b {x: 1}\nother:\n  <<: *b\n").diagnostics.map(\.description)
                == ["m.yml:3:3: error: merge keys ('<<') are not supported; write the keys out in full"])
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
