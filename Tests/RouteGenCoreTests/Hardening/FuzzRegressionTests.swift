import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// Inputs the fuzzers (Fuzz/Targets, scripts/fuzz.sh) found, kept as tests. Each also lives in Fuzz/Corpus.
@Suite("Hardening: fuzzer findings")
struct FuzzRegressionTests {
    static let minimalPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>version</key><integer>1</integer><key>routes</key><dict><key>home</key><dict/></dict></dict></plist>

        """

    /// The minimal plist with one byte replaced (the first occurrence of `target`) by a byte that is not UTF-8.
    static func corrupting(_ target: String, with byte: UInt8) -> [UInt8] {
        var bytes = Array(minimalPlist.utf8)
        let needle = Array(target.utf8)
        let start = (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }!
        bytes[start + needle.count / 2] = byte
        return bytes
    }

    @Test("The uncorrupted plist loads (so the cases below fail for the byte they change)")
    func minimalPlistLoads() {
        let result = ManifestPipeline.run(bytes: Array(Self.minimalPlist.utf8), displayPath: "routes.plist", format: .plist)
        #expect(result.manifest?.manifest.routes.map(\.name) == ["home"], "\(result.diagnostics)")
    }

    // Found by the manifest fuzzer: `<plist ve\xF2sion=...>` made Foundation's XMLParser trap (SIGILL) while
    // PlistKeyOrder recovered key order; `routegen` crashed on a hostile routes.plist.
    @Test("A text plist that is not UTF-8 is an error, not a crash", arguments: [
        ("version=", UInt8(0xF2)), ("plist version", 0xFF), ("<key>version", 0xC0), ("<dict>", 0x80), ("home", 0xED),
    ])
    func nonUTF8Plist(target: String, byte: UInt8) {
        let result = ManifestPipeline.run(bytes: Self.corrupting(target, with: byte), displayPath: "routes.plist", format: .plist)
        #expect(result.manifest == nil)
        #expect(result.diagnostics.map(\.description) == ["routes.plist: error: property list is not valid UTF-8; a manifest must be UTF-8"])
    }

    @Test("The committed fuzz reproducer is refused with a diagnostic")
    func committedReproducer() throws {
        let url = Repository.url("Fuzz/Corpus/plist/regression-plist-bad-utf8-attribute.plist")
        let result = ManifestPipeline.run(fileAt: url, displayPath: "routes.plist")
        #expect(result.manifest == nil)
        #expect(result.diagnostics.containsErrors)
    }

    // Found by the manifest fuzzer after about 1,000,000 inputs: a processing instruction with no data made
    // FoundationXML's XMLParser call strlen(NULL) (SIGSEGV) while PlistKeyOrder recovered key order. XML plists
    // are now read by XMLPlistReader, so no manifest byte reaches Foundation's XML parsers.
    @Test("A processing instruction with no data is skipped, not a crash", arguments: [
        "regression-pi-after-declaration.plist", "regression-pi-in-dict.plist",
    ])
    func processingInstructionWithoutData(file: String) {
        let url = Repository.url("Fuzz/Corpus/plist/" + file)
        let result = ManifestPipeline.run(fileAt: url, displayPath: "routes.plist")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.manifest?.manifest.routes.isEmpty == true)
    }

    // Found by the plist fuzzer twice (after 937 and 233,128 inputs): 290 bytes of binary plist whose arrays share
    // their elements (65,535 values once expanded) took 5.5 s of CPU under ASan in PropertyListSerialization, then
    // still 0.4 s in our reader, over the 10 s timeout on a loaded machine. A shared array or dictionary is now
    // refused, so a binary plist never yields more values than it has references.
    @Test("A binary plist of shared arrays is refused with one error", arguments: [
        "regression-binary-shared-arrays-timeout.plist", "regression-binary-shared-arrays-timeout-2.plist",
    ])
    func sharedArraysBinaryPlist(file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Repository.url("Fuzz/Corpus/plist/" + file)))
        let diagnostics = ManifestPipeline.run(bytes: bytes, displayPath: "routes.plist", format: .plist).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.description.hasPrefix(
            "routes.plist: error: property list could not be read: binary property list uses array or dictionary ") == true,
            "\(diagnostics)")
    }

    @Test("Binary plists are not held to the UTF-8 rule (they are not text)")
    func binaryPlist() throws {
        let object: [String: Any] = ["version": 1, "routes": ["home": [String: Any]()]]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let result = ManifestPipeline.run(bytes: [UInt8](data), displayPath: "routes.plist", format: .plist)
        #expect(result.manifest?.manifest.routes.map(\.name) == ["home"], "\(result.diagnostics)")
    }
}

/// Found by the name property test: the validator accepted names Swift refuses, so the manifest passed and
/// the generated code failed to compile instead of a diagnostic at the manifest line.
@Suite("Hardening: names the compiler refuses are refused first")
struct IdentifierRegressionTests {
    @Test("A name starting with a combining mark (U+0345 is alphabetic) is an error", arguments: [
        "\u{345}x", "\u{301}a", "\u{20DD}b",
    ])
    func combiningMarkFirst(name: String) {
        let result = runYAML(header + "routes:\n  home:\n    extras:\n      \"\(name)\": String?\n")
        #expect(result.manifest == nil)
        #expect(result.diagnostics.containsErrors)
    }

    @Test("An alphabetic mark after the first scalar stays valid, as in Swift")
    func combiningMarkLater() {
        let result = runYAML(header + "routes:\n  home:\n    extras:\n      \"x\u{345}\": String?\n")
        #expect(result.manifest != nil, "\(result.diagnostics.map(\.description))")
    }
}
