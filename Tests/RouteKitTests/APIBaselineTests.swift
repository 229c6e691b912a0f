import Foundation
import Testing

/// RouteKit's public interface, as `swift-symbolgraph-extract` reads it from the module this test run built, must
/// equal the checked-in API/RouteKit.txt: a public change is then a visible diff in review, never an accident.
/// `scripts/update-api-baseline.sh` (or `ROUTEGEN_RECORD=1 swift test --filter APIBaseline`) rewrites the file.
///
/// One line per declaration (`@_spi(RouteGen)` ones marked) and per conformance, sorted. The module is the one built
/// for this platform: on Linux that leaves out the SwiftUI and UIKit layers, which the stub type-checks cover.
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
    }
}

enum APIBaseline {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `swift-symbolgraph-extract` from the toolchain that holds `swiftc`.
    static let extractor: URL? = StubCompiler.swiftc.map {
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
        let process = Process()
        process.executableURL = extractor
        process.arguments = ["-module-name", "RouteKit", "-I", try modulesFolder().path, "-target", targetTriple,
                             "-output-dir", output.path, "-minimum-access-level", "public", "-include-spi-symbols",
                             "-skip-inherited-docs"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let log = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "swift-symbolgraph-extract failed: \(String(decoding: log, as: UTF8.self))")
        }
        var lines: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
        where file.pathExtension == "json" {
            lines.formUnion(try interfaceLines(of: Data(contentsOf: file)))
        }
        return lines.sorted().joined(separator: "\n") + "\n"
    }

    private static var targetTriple: String {
        #if arch(x86_64)
        "x86_64-unknown-linux-gnu"
        #else
        "aarch64-unknown-linux-gnu"
        #endif
    }

    /// `Path.To.member: declaration` per declared symbol, `conformance Type: Protocol` per conformance.
    static func interfaceLines(of data: Data) throws -> [String] {
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]] else { return [] }
        var names: [String: String] = [:]
        var lines: [String] = []
        for symbol in symbols {
            guard let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                  !identifier.contains("::SYNTHESIZED::"),
                  let path = symbol["pathComponents"] as? [String] else { continue }
            let name = path.joined(separator: ".")
            names[identifier] = name
            let fragments = (symbol["declarationFragments"] as? [[String: Any]]) ?? []
            let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            let spi = (symbol["spi"] as? Bool) == true ? "@_spi(RouteGen) " : ""
            lines.append("\(name): \(spi)\(declaration)")
        }
        for relation in (graph["relationships"] as? [[String: Any]]) ?? [] where relation["kind"] as? String == "conformsTo" {
            guard let source = relation["source"] as? String, let type = names[source] else { continue }
            let target = relation["target"] as? String ?? ""
            let protocolName = names[target] ?? (relation["targetFallback"] as? String).map { fallback in
                fallback.hasPrefix("Swift.") ? String(fallback.dropFirst(6)) : fallback
            } ?? target
            lines.append("conformance \(type): \(protocolName)")
        }
        return lines
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
