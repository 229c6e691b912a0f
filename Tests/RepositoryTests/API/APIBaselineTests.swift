import Foundation
import Testing
import TestSupport

/// RouteKit's public interface, as `swift-symbolgraph-extract` reads it from the module this test run built, must
/// equal the checked-in API/RouteKit.txt: a public change is then a visible diff in review, never an accident.
/// `scripts/update-api-baseline.sh` (or `ROUTEGEN_RECORD=1 swift test --filter APIBaseline`) rewrites the file.
///
/// One line per declaration (SPI ones marked with their group, `@_spi(RouteGen)` or `@_spi(CustomContainer)`) and per
/// conformance, sorted (`APIInterfaceLines`). The module is the one built for this platform: on Linux that leaves
/// out the SwiftUI and UIKit layers, whose declarations API/RouteKit-Apple.txt records and scripts/typecheck-ios.sh
/// compares, from RouteKit built against the iOS SDK.
@Suite("RouteKit public API baseline", .enabled(if: APIBaseline.extractor != nil, "needs swift-symbolgraph-extract beside swiftc"))
struct APIBaselineTests {
    @Test func publicInterfaceEqualsTheBaseline() throws {
        let current = try APIBaseline.currentInterface()
        let file = APIBaseline.root.appendingPathComponent("API/RouteKit.txt")
        if ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" {
            try Data(current.utf8).write(to: file)
            return
        }
        let recorded = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let diff = APIBaseline.difference(from: recorded, to: current)
        #expect(diff.isEmpty, """
            RouteKit's public API differs from API/RouteKit.txt (- baseline, + now). If the change is meant, run \
            scripts/update-api-baseline.sh and commit the file:
            \(diff)
            """)
    }

    @Test func theFormatSeesWhatMatters() throws {
        // A baseline that could not fail would be worthless: the extracted list names a public type, a member with
        // its signature, an SPI member as such, and a conformance.
        let current = try APIBaseline.currentInterface()
        #expect(current.contains("class Navigator"))
        #expect(current.contains("func open(_ url: URL) -> LinkOutcome"))
        #expect(current.contains("@_spi(RouteGen) "))
        #expect(current.contains("conformance NavigationChange: Sendable"))
        // Each SPI declaration with its real group, none unknown.
        #expect(current.contains("GeneratedCodeContract: @_spi(RouteGen) enum GeneratedCodeContract"))
        #expect(current.contains("NavigationLayer: @_spi(CustomContainer) struct NavigationLayer"))
        #expect(!current.contains("@_spi(?)"))
    }

    @Test("The SPI group is read from the declaration, its enclosing declarations, then its type")
    func spiGroupsFromSource() {
        let source = """
            @_spi(CustomContainer)
            extension Navigator {
                /// Documented.
                @MainActor
                public func observe() {}
                @_spi(RouteGen) public var flag: Bool { true }
            }
            public struct Plain {
                #if DEBUG
                    public func nested() {}
                #endif
            }
            """.split(separator: "\n", omittingEmptySubsequences: false)
        let group = { (line: Int) in
            APIInterfaceLines.SourceCache.spiGroup(in: source, line: line, character: source[line].count - 2)
        }
        #expect(group(4) == "CustomContainer")
        #expect(group(5) == "RouteGen")
        #expect(group(9) == nil)
        #expect(group(1) == "CustomContainer")
    }
}

enum APIBaseline {
    static let root = Repository.root

    /// `swift-symbolgraph-extract` from the toolchain that holds `swiftc`.
    static let extractor: URL? = SwiftCompiler.swiftc.map {
        $0.deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract")
    }.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder holding the RouteKit module this test binary was linked with.
    static func modulesFolder() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            var folder = executable.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("Modules"))
                candidates.append(folder)
                folder = folder.deletingLastPathComponent()
            }
        }
        candidates.append(root.appendingPathComponent(".build/debug/Modules"))
        guard let found = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("RouteKit.swiftmodule").path)
        }) else { throw Failure(description: "RouteKit.swiftmodule not found near \(candidates.first?.path ?? "?")") }
        return found
    }

    /// The sorted interface text.
    static func currentInterface() throws -> String {
        guard let extractor else { throw Failure(description: "no swift-symbolgraph-extract") }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try ChildProcess.run(extractor, [
            "-module-name", "RouteKit", "-I", try modulesFolder().path, "-target", targetTriple, "-output-dir", output.path,
            "-minimum-access-level", "public", "-include-spi-symbols", "-skip-inherited-docs",
        ])
        guard run.status == 0 else {
            throw Failure(description: "swift-symbolgraph-extract failed: \(run.output)")
        }
        return try APIInterfaceLines.interface(inSymbolGraphsAt: output)
    }

    private static var targetTriple: String {
        #if arch(x86_64)
        "x86_64-unknown-linux-gnu"
        #else
        "aarch64-unknown-linux-gnu"
        #endif
    }

    /// The lines only in `old` (`- `) and only in `new` (`+ `), in order.
    static func difference(from old: String, to new: String) -> String {
        let before = old.split(separator: "\n").map(String.init)
        let after = new.split(separator: "\n").map(String.init)
        let removed = Set(before).subtracting(after)
        let added = Set(after).subtracting(before)
        return (removed.map { "- \($0)" } + added.map { "+ \($0)" })
            .sorted { $0.dropFirst(2) == $1.dropFirst(2) ? $0 < $1 : $0.dropFirst(2) < $1.dropFirst(2) }
            .joined(separator: "\n")
    }
}
