import Foundation
import Testing
import TestSupport

/// Every relative link of the README, CONTRIBUTING, CHANGELOG and docs/ reaches a file, and a `#anchor` a heading of
/// it (GitHub's anchors: lowercased, punctuation dropped, spaces as `-`), so moving a section breaks a test, not a link.
@Suite("Links between the documentation pages")
struct DocLinksTests {
    static func anchor(of heading: Substring) -> String {
        let text = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(text.unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" { return Character(scalar) }
            return nil
        })
    }

    @Test("Every relative link and anchor resolves")
    func linksResolve() throws {
        var checked = 0
        for page in try DocPage.all() where !page.path.hasPrefix("Sources/") {
            let folder = (page.path as NSString).deletingLastPathComponent
            let links = KnownNames.matches(of: #"\]\([^)\s]+\)"#, in: page.prose).map { $0.dropFirst(2).dropLast() }
            for link in links where !link.hasPrefix("http") {
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? page.path
                    : ((folder as NSString).appendingPathComponent(String(parts[0])) as NSString).standardizingPath
                let url = Repository.url(target)
                #expect(FileManager.default.fileExists(atPath: url.path), "\(page.path): \(link) names no file")
                guard parts.count == 2, target.hasSuffix(".md"), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                let anchors = DocPage(path: target, text: text).prose.split(separator: "\n").filter { $0.hasPrefix("#") }.map(Self.anchor)
                #expect(anchors.contains(String(parts[1])), "\(page.path): \(link) names no heading of \(target)")
            }
        }
        #expect(checked >= 50)
    }

    @Test func anchorsAreGitHubs() {
        #expect(Self.anchor(of: "## Build-tool plugin `RouteGenPlugin`") == "build-tool-plugin-routegenplugin")
        #expect(Self.anchor(of: "## Apple's rules it follows") == "apples-rules-it-follows")
        #expect(Self.anchor(of: "# Compile errors at the manifest's line") == "compile-errors-at-the-manifests-line")
    }
}
