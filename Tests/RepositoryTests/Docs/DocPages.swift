import Foundation
import TestSupport

/// The documentation pages the doc tests read, and their fenced code blocks and code spans.
///
/// A block is marked by an HTML comment on the line right before its fence: `<!-- fragment ... -->` (not a whole
/// program: not compiled or linted), `<!-- excerpt: PATH -->` (lines copied from PATH, checked there in order) or
/// `<!-- ios-sdk -->` (compiled against the iOS SDK).
/// CONTRIBUTING.md documents both.
struct DocPage {
    /// Package-relative path (`docs/manifest.md`).
    let path: String
    let text: String

    /// README, CONTRIBUTING, CHANGELOG, docs/*.md and every `*.docc` article of the package.
    static func all() throws -> [DocPage] {
        let root = Repository.root
        var paths = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"].filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        paths += docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let moduleFolder = sources.appendingPathComponent(module)
            guard let catalogs = try? FileManager.default.contentsOfDirectory(atPath: moduleFolder.path) else { continue }
            for catalog in catalogs.sorted() where catalog.hasSuffix(".docc") {
                let enumerator = FileManager.default.enumerator(atPath: moduleFolder.appendingPathComponent(catalog).path)
                let articles = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted()
                paths += articles.map { "Sources/\(module)/\(catalog)/\($0)" }
            }
        }
        return try paths.map { try DocPage(path: $0) }
    }

    init(path: String) throws {
        self.path = path
        text = try String(contentsOf: Repository.url(path), encoding: .utf8)
    }

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    struct Block {
        enum Marker: Equatable {
            case none
            case fragment
            case excerpt(String)
            /// `<!-- ios-sdk -->`: UIKit or SwiftUI code, compiled by the iOS SDK check (scripts/typecheck-ios.sh).
            case iosSDK
        }
        /// The fence's info string (`swift`, `yaml`, `text`, ``).
        let language: String
        let code: String
        /// 1-based line of the opening fence.
        let line: Int
        let marker: Marker
    }

    /// Fenced blocks, outermost only: a block inside a longer fence (a ```` ````markdown ```` example) is its text.
    var blocks: [Block] {
        var blocks: [Block] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index].drop { $0 == " " }
            let fence = line.prefix { $0 == "`" }
            guard fence.count >= 3, !line.dropFirst(fence.count).contains("`") else {
                index += 1
                continue
            }
            let language = String(line.dropFirst(fence.count)).trimmingCharacters(in: .whitespaces)
            let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            let marker: Block.Marker
            if previous.hasPrefix("<!-- fragment") {
                marker = .fragment
            } else if previous == "<!-- ios-sdk -->" {
                marker = .iosSDK
            } else if previous.hasPrefix("<!-- excerpt: "), previous.hasSuffix("-->") {
                marker = .excerpt(previous.dropFirst("<!-- excerpt: ".count).dropLast(3).trimmingCharacters(in: .whitespaces))
            } else {
                marker = .none
            }
            var end = index + 1
            let indent = lines[index].count - line.count
            while end < lines.count, !Self.closes(lines[end], fence) { end += 1 }
            let code = lines[(index + 1)..<min(end, lines.count)]
                .map { $0.prefix(indent).allSatisfy { $0 == " " } ? $0.dropFirst(indent) : $0 }.joined(separator: "\n")
            blocks.append(Block(language: language, code: code, line: index + 1, marker: marker))
            index = end + 1
        }
        return blocks
    }

    /// Whether `line` closes a block opened by `fence` (as many backticks or more, nothing else but indentation).
    static func closes(_ line: Substring, _ fence: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix(fence) && trimmed.allSatisfy { $0 == "`" }
    }

    /// The text outside fenced blocks.
    var prose: String {
        var kept: [Substring] = []
        var fence: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let ticks = line.drop { $0 == " " }.prefix { $0 == "`" }
            if let open = fence {
                if Self.closes(line, open) { fence = nil }
                continue
            }
            if ticks.count >= 3, !line.drop(while: { $0 == " " }).dropFirst(ticks.count).contains("`") {
                fence = ticks
                continue
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// Inline code spans of the prose, with their line's text (spans may not cross a blank line).
    var codeSpans: [(span: String, context: String)] {
        var spans: [(String, String)] = []
        for paragraph in prose.components(separatedBy: "\n\n") {
            var rest = Substring(paragraph)
            while let open = rest.firstIndex(of: "`") {
                let ticks = rest[open...].prefix { $0 == "`" }
                let afterOpen = rest[ticks.endIndex...]
                guard let close = afterOpen.range(of: String(ticks)) else { break }
                let span = afterOpen[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                spans.append((span, String(paragraph)))
                rest = afterOpen[close.upperBound...]
            }
        }
        return spans
    }
}
