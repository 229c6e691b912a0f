import Foundation
import Testing
import TestSupport

/// The platform layers list every SDK API they use, with its availability, in their header comments (the "table").
/// This keeps the table true where a machine can check it: every version it names is within the deployment targets
/// (iOS 16, macOS 13, tvOS 16, visionOS 1), every stub SDK type RouteKit's sources use is listed, an API listed as
/// missing on macOS is only used under `canImport(UIKit)`, and code watchOS cannot compile is guarded from it.
/// Whether each availability matches Apple's documentation is checked by hand, when a row is added.
@Suite("Platform API table")
struct PlatformAPITableTests {
    static let root = Repository.root
    static let targets: [String: Double] = ["iOS": 16, "macOS": 13, "tvOS": 16, "visionOS": 1]

    /// Each RouteKit source file, by path relative to the repository.
    static func sources() throws -> [String: String] {
        let folder = root.appendingPathComponent("Sources/RouteKit")
        var files: [String: String] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init()
        where url.pathExtension == "swift" {
            files[String(url.path.dropFirst(root.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// The leading `//` comment lines of a file: where its table lives.
    static func header(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("//") }
    }

    static func tableRows() throws -> [(file: String, row: Substring)] {
        try sources().sorted { $0.key < $1.key }.flatMap { file, text in
            header(text).filter { line in targets.keys.contains { line.contains("\($0) ") } }.map { (file, $0) }
        }
    }

    @Test func everyAvailabilityIsWithinTheDeploymentTargets() throws {
        let rows = try Self.tableRows()
        #expect(rows.count > 20, "the tables were not found")
        let version = /(iOS|macOS|tvOS|visionOS) (\d+(?:\.\d+)?)/
        for (file, row) in rows {
            for match in row.matches(of: version) {
                let platform = String(match.output.1), number = Double(match.output.2) ?? .infinity
                #expect(number <= Self.targets[platform] ?? 0, "\(file): \(row.trimmingCharacters(in: .whitespaces)) needs \(platform) \(match.output.2), above the deployment target")
            }
        }
    }

    @Test func everyStubTypeRouteKitUsesIsInATable() throws {
        // Rows may wrap: the whole header of each file counts.
        let table = try Self.sources().values.flatMap(Self.header).joined(separator: "\n")
        let code = try Self.sources().values.joined(separator: "\n")
        let declaration = /(?:class|struct|protocol|enum) ([A-Z][A-Za-z]+)/
        // A name RouteKit declares itself (its `Identifier`) is RouteKit's, not the platform's.
        let own = Set(code.matches(of: /(?:class|struct|protocol|enum) ([A-Z][A-Za-z]+)/).map { String($0.output.1) })
        var checked = 0
        for stub in ["UIKit", "AppKit", "SwiftUI", "Combine"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent("Tests/Stubs/\(stub)/\(stub).swift"), encoding: .utf8)
            for name in Set(text.matches(of: declaration).map { String($0.output.1) })
            where code.contains(word: name) && !own.contains(name) {
                checked += 1
                #expect(table.contains(word: name), "RouteKit uses \(stub).\(name), which no platform API table lists")
            }
        }
        #expect(checked > 10)
    }

    @Test func apisMissingOnMacOSAreOnlyUsedWhereUIKitIs() throws {
        let rows = try Self.tableRows().filter { $0.row.contains("no macOS") }
        #expect(!rows.isEmpty)
        for (file, row) in rows {
            // `View.fullScreenCover(item:...)` names the member `fullScreenCover`.
            guard let member = row.dropFirst(2).split(separator: "(").first?.split(separator: ".").last?
                .trimmingCharacters(in: .whitespaces) else { continue }
            let text = try #require(try Self.sources()[file])
            var guards: [String] = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("#if ") { guards.append(code) }
                else if code.hasPrefix("#elseif ") || code.hasPrefix("#else") { guards[guards.count - 1] = code }
                else if code.hasPrefix("#endif") { guards.removeLast() }
                else if !code.hasPrefix("//"), code.contains(".\(member)(") {
                    #expect(guards.contains { $0.hasPrefix("#if canImport(UIKit)") },
                            "\(file):\(number + 1) uses \(member), which macOS lacks, outside #if canImport(UIKit)")
                }
            }
        }
    }

    @Test func codeWatchOSCannotCompileIsGuardedFromIt() throws {
        // watchOS has UIKit and SwiftUI, but not the view controllers these files need.
        for (file, text) in try Self.sources() {
            let code = text.split(separator: "\n").filter { !$0.hasPrefix("//") }
            guard let first = code.first(where: { $0.hasPrefix("#if canImport(UIKit)") || $0.hasPrefix("#if canImport(SwiftUI)") }) else {
                #expect(!code.contains { $0.hasPrefix("import UIKit") || $0.hasPrefix("import SwiftUI") || $0.hasPrefix("import AppKit") },
                        "\(file) imports a UI framework without a guard")
                continue
            }
            #expect(first.contains("!os(watchOS)"), "\(file): \(first) lets watchOS in")
        }
    }
}

extension String {
    /// Whether `word` occurs delimited by non-identifier characters.
    func contains(word: String) -> Bool {
        var searchStart = startIndex
        while let range = self[searchStart...].range(of: word) {
            let before = range.lowerBound == startIndex ? nil : self[index(before: range.lowerBound)]
            let after = range.upperBound == endIndex ? nil : self[range.upperBound]
            let isIdentifier: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isIdentifier(before) && !isIdentifier(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
