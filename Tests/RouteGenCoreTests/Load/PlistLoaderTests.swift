import Foundation
import Testing
@testable import RouteGenCore

@Suite("Property-list loading")
struct PlistLoaderTests {
    private func plist(_ body: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">\(body)</plist>
        """.utf8)
    }

    @Test func keysKeepDocumentOrderAndKeyPaths() throws {
        let bytes = plist("<dict><key>zeta</key><string>z</string><key>alpha</key><dict><key>b</key><true/><key>a</key><integer>42</integer></dict></dict>")
        let root = try #require(PlistLoader.load(bytes: bytes, file: "r.plist").root)
        guard case .mapping(let entries) = root.content else { Issue.record("expected a mapping"); return }
        #expect(entries.map(\.key.scalar?.text) == ["zeta", "alpha"])
        guard case .mapping(let inner) = entries[1].value.content else { Issue.record("expected a mapping"); return }
        #expect(inner.map(\.key.scalar?.text) == ["b", "a"])
        #expect(inner[0].value.scalar == ManifestNode.Scalar("true", style: .plain))
        #expect(inner[1].value.scalar == ManifestNode.Scalar("42", style: .plain))
        #expect(inner[1].value.location == SourceLocation(file: "r.plist", keyPath: "alpha.a"))
        #expect(entries[0].value.scalar?.style.isQuoted == true)
    }

    @Test func aStringTrueIsTextNotABool() {
        let bytes = plist("<dict><key>version</key><integer>1</integer><key>routes</key><dict><key>a</key><dict><key>handler</key><string>true</string></dict></dict></dict>")
        let result = ManifestPipeline.run(bytes: bytes, displayPath: "r.plist", format: .plist)
        #expect(result.diagnostics.map(\.description)
                == ["r.plist: error: 'handler' must be true or false without quotes (at routes.a.handler)"])
    }

    @Test func datesAreRefusedAtTheirKeyPath() {
        let bytes = plist("<dict><key>version</key><date>2020-01-01T00:00:00Z</date></dict>")
        #expect(PlistLoader.load(bytes: bytes, file: "r.plist").diagnostics.map(\.description)
                == ["r.plist: error: a date is not supported in a manifest; use a string (at version)"])
    }

    @Test func unreadablePlistIsOneErrorAtItsLine() {
        let result = PlistLoader.load(bytes: Array("<plist>\n<dict><key>a".utf8), file: "r.plist")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description)
                == ["r.plist:2:13: error: property list could not be read: the property list ends inside <key>"])
    }

    @Test func emptyPlistIsEmpty() {
        #expect(PlistLoader.load(bytes: [], file: "r.plist").diagnostics.map(\.description)
                == ["r.plist: error: manifest is empty"])
    }
}
