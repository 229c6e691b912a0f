import Foundation
import Testing
@testable import RouteGenCore

/// What a new user copies first: the install line and the shell steps of the pages, which must work as written.
@Suite("Installing and setup steps")
struct InstallingDocsTests {
    /// Until a version is tagged, a `from:` requirement resolves nothing: the pages an app developer reads give a
    /// form that works today, and say how the release will ship the tool.
    @Test func theInstallLineResolvesWhileNothingIsReleased() throws {
        let pages = try DocPage.all().filter { $0.path == "README.md" || $0.path == "docs/plugins.md" }
        #expect(pages.count == 2)
        let dependency = #".package(url: "https://github.com/routegen/RouteGen", "#
        for page in pages {
            let lines = page.blocks.flatMap { $0.code.split(separator: "\n") }.filter { $0.contains(dependency) }
            #expect(!lines.isEmpty, "\(page.path) shows how to add the package")
            if ToolVersion.release == "unreleased" {
                for line in lines {
                    #expect(line.contains(#"branch: "main""#) && !line.contains(#"from: "1."#),
                            "\(page.path): \(line) asks for a version that is not tagged")
                }
            }
        }
        let readme = try #require(pages.first { $0.path == "README.md" }).text
        #expect(readme.contains(#".package(path: "../RouteGen")"#))
        #expect(readme.contains("prebuilt"), "the README says how a release ships the tool")
        #expect(readme.contains("`unreleased`"))
    }

    /// A shell step that extracts into a folder makes the folder first: `tar -C DIR` fails when DIR is missing.
    @Test func everyTarIntoAFolderMakesTheFolderFirst() throws {
        for page in try DocPage.all() {
            for block in page.blocks where ["sh", "bash", "shell", "console"].contains(block.language) {
                let lines = block.code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                for (index, line) in lines.enumerated() where line.hasPrefix("tar ") && line.contains(" -C ") {
                    let folder = line.components(separatedBy: " -C ")[1].split(separator: " ").first.map(String.init) ?? ""
                    let made = lines[..<index].contains { $0.hasPrefix("mkdir -p") && $0.contains(folder) }
                    #expect(made, "\(page.path):\(block.line): `\(line)` needs `mkdir -p \(folder)` before it")
                }
            }
        }
    }

    /// The iOS SDK check is this repository's: it says so, and tells an app developer how to check an app instead.
    @Test func theIOSSDKCheckSaysWhoItIsFor() throws {
        let page = try #require(try DocPage.all().first { $0.path == "docs/apple-sdk-check.md" })
        let opening = page.text.split(separator: "\n\n").prefix(2).joined(separator: "\n\n")
        #expect(opening.contains("for contributors"))
        #expect(opening.contains("xcodebuild"), "an app's own check is a build for iOS")
    }
}
