import Foundation
import Testing
import TestSupport

/// The prebuilt Linux `routegen` stays small only while its code links FoundationEssentials alone: full Foundation
/// brings ICU's data (34 MB of a 61 MB binary). The bundle script checks the built binary; this checks the sources
/// on every `swift test`, without the release build.
@Suite("Tool: routegen's modules import full Foundation only where FoundationEssentials is missing")
struct FoundationImportTests {
    /// RouteGenCore, routegen and RouteKit, whose code the tool links.
    static let folders = ["Sources/RouteGenCore", "Sources/routegen", "Sources/RouteKit"]

    /// `#if` conditions under which full Foundation may be imported: Apple platforms, or no FoundationEssentials.
    static func allowsFoundation(_ branch: String) -> Bool {
        branch == "#else of canImport(FoundationEssentials)"
            || ["canImport(SwiftUI)", "canImport(UIKit)", "canImport(AppKit)", "os(iOS)", "os(macOS)"]
                .contains { branch.hasPrefix("#if ") && branch.contains($0) }
    }

    /// Each `import Foundation` line outside an allowed branch, as "path:line".
    static func unguardedImports(in text: String, path: String) -> [String] {
        var branches: [String] = []
        var found: [String] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                branches.append(line)
            } else if line.hasPrefix("#elseif ") {
                branches[branches.count - 1] = "#if " + line.dropFirst("#elseif ".count)
            } else if line == "#else", let open = branches.last {
                branches[branches.count - 1] = "#else of " + open.dropFirst("#if ".count)
            } else if line == "#endif", !branches.isEmpty {
                branches.removeLast()
            } else if line.range(of: #"^(@\w+ )*((public|internal|package) )?import (struct |class |enum |func )?Foundation(\.|$)"#,
                                  options: .regularExpression) != nil,
                      !branches.contains(where: allowsFoundation) {
                found.append("\(path):\(number + 1)")
            }
        }
        return found
    }

    @Test("No Swift file the tool links imports Foundation unguarded")
    func sources() throws {
        let root = Repository.root
        var found: [String] = []
        var files = 0
        for folder in Self.folders {
            let enumerator = try #require(FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path))
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                let path = folder + "/" + relative
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                found += Self.unguardedImports(in: text, path: path)
                files += 1
            }
        }
        #expect(files > 100)
        #expect(found == [], "use `#if canImport(FoundationEssentials) import FoundationEssentials #else import Foundation #endif`")
    }

    @Test("The check finds an unguarded import and accepts the guarded forms")
    func checkItself() {
        let guarded = "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n"
        let apple = "#if canImport(SwiftUI) && !os(watchOS)\nimport Foundation\nimport SwiftUI\n#endif\n"
        #expect(Self.unguardedImports(in: guarded + apple, path: "a.swift") == [])
        #expect(Self.unguardedImports(in: "import Foundation\n", path: "b.swift") == ["b.swift:1"])
        #expect(Self.unguardedImports(in: "import Dispatch\n@preconcurrency import Foundation\n", path: "c.swift") == ["c.swift:2"])
        #expect(Self.unguardedImports(in: "#if canImport(FoundationEssentials)\nimport Foundation\n#endif\n", path: "d.swift")
                == ["d.swift:2"])
        #expect(Self.unguardedImports(in: "import struct Foundation.URL\n", path: "e.swift") == ["e.swift:1"])
    }
}
