import Foundation
import Testing
@testable import RouteGenCore

/// Mistakes that used to pass unseen, or reach the user only as compiler errors in generated code: each is now one
/// message at the manifest's line that names the fix.
@Suite("Validation: common manifest mistakes become messages")
struct ManifestMistakesTests {
    private func route(_ lines: String, extraHeader: String = "") -> String {
        header + extraHeader + "routes:\n  bookDetail:\n" + lines
    }

    // MARK: A path without `exposure`

    @Test("A path on a route that does not say exposure is a warning at the path line naming 'exposure: external'")
    func pathWithoutExposure() {
        #expect(printed(route("    path: /book/<int:id>\n    screen: BookScreen\n")) == [
            "routes.yml:6:11: warning: route 'bookDetail' has a path but no 'exposure', so it is internal and no link "
                + "opens it; add 'exposure: external' to open it from links, or 'exposure: internal' to keep it in the app",
        ])
        // A list of paths: at the first.
        let list = printed(route("    path:\n      - /book/<int:id>\n      - /b/<int:id>\n    screen: BookScreen\n"))
        #expect(list.count == 1 && list[0].hasPrefix("routes.yml:7:9: warning: route 'bookDetail' has a path but no 'exposure'"))
        // Still valid: a warning, so the manifest generates.
        #expect(runYAML(route("    path: /book\n    screen: BookScreen\n")).manifest != nil)
    }

    // MARK: A path without its leading `/`

    @Test("A path without a leading '/' is a warning at its line, and opens what the path with it opens")
    func pathWithoutLeadingSlash() throws {
        let lines = "    path: orders/<int:id>\n    exposure: external\n    screen: OrderScreen\n"
        #expect(printed(route(lines)) == [
            "routes.yml:6:11: warning: path 'orders/<int:id>' of route 'bookDetail' does not start with '/'; it is read "
                + "as '/orders/<int:id>': write '/orders/<int:id>'",
        ])
        // In a list, each pattern at its own line.
        let list = printed(route("    path:\n      - /orders/<int:id>\n      - o/<int:id>\n    exposure: external\n"))
        #expect(list.count == 1 && list[0].hasPrefix("routes.yml:8:9: warning: path 'o/<int:id>' of route 'bookDetail'"), "\(list)")
        // Still valid, and matched as written with the '/'.
        let manifest = try #require(runYAML(route(lines)).manifest)
        #expect(manifest.manifest.routes.first?.paths.first?.text == "orders/<int:id>")
        #expect(printed(route("    path: /orders/<int:id>\n    exposure: external\n")).isEmpty)
    }

    @Test("An exposure written either way, or no path, is not warned", arguments: [
        "    path: /book\n    exposure: external\n    screen: BookScreen\n",
        "    path: /book\n    exposure: internal\n    screen: BookScreen\n",
        "    exposure: internal\n    path: /book\n    screen: BookScreen\n",
        "    screen: BookScreen\n",
    ])
    func exposureWritten(lines: String) {
        #expect(runYAML(route(lines)).diagnostics.isEmpty)
    }

    @Test("A path without exposure in a property list is warned too")
    func pathWithoutExposureInAPlist() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>version</key><integer>1</integer><key>routes</key><dict>
            <key>bookDetail</key><dict><key>path</key><string>/book</string><key>screen</key><string>BookScreen</string></dict>
            </dict></dict></plist>
            """
        let result = ManifestPipeline.run(bytes: Array(plist.utf8), displayPath: "routes.plist", format: .plist)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.message.contains("add 'exposure: external'") == true)
    }

    // MARK: A misspelt type

    @Test("A misspelt type is one error at its line with the type meant", arguments: [
        ("Strin", "String"), ("Strin?", "String"), ("[Strin]", "String"), ("string", "String"), ("STRING", "String"),
        ("Integr", "Int"), ("Integer", "Int"), ("integer?", "Int"), ("int", "Int"), ("Boolean", "Bool"), ("bool", "Bool"),
        ("Long", "Int64"), ("Uuid", "UUID"), ("url", "URL"), ("Doubel", "Double"), ("Flaot", "Float"), ("Int65", "Int64"),
        ("uint8", "UInt8"), ("ProfileTabb", "ProfileTab"), ("profiletab", "ProfileTab"),
        // Non-ASCII: a full-width S is one edit from String.
        ("Ｓtring", "String"),
    ])
    func misspeltExtraType(type: String, meant: String) {
        let text = route("    screen: BookScreen\n    extras:\n      value: '\(type)'\n",
                         extraHeader: "enums:\n  ProfileTab: [posts, likes]\n")
        let result = runYAML(text)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(result.diagnostics)")
        let spelled = type.trimmingCharacters(in: CharacterSet(charactersIn: "[]?"))
        #expect(errors.first?.description == "routes.yml:10:15: error: no type '\(spelled)': did you mean '\(meant)'? "
            + "(a type of the app's own with this name is written with its module, 'MyModule.\(spelled)')", "\(type)")
        #expect(result.manifest == nil)
    }

    @Test("A misspelt result type and a misspelt shared extra are reported at their lines")
    func misspeltResultAndSharedExtra() {
        #expect(printed(route("    screen: BookScreen\n    result: Strng\n")) == [
            "routes.yml:7:13: error: no type 'Strng': did you mean 'String'? (a type of the app's own with this name is "
                + "written with its module, 'MyModule.Strng')",
        ])
        let shared = printed(header + "extras:\n  source: Sting?\nroutes:\n  home: { path: /home, exposure: external, screen: Home }\n")
        #expect(shared.first?.hasPrefix("routes.yml:5:11: error: no type 'Sting': did you mean 'String'?") == true, "\(shared)")
    }

    @Test("Names that may be the app's own types are the compiler's to check", arguments: [
        "Data", "Unit", "Book", "Bool2", "Intent", "User", "Photo.ID", "Models.Sting", "Foundation.Date", "Money",
        "ProfileTab", "Int128", "Float16", "Swift.Int", "Date", "Tool", "Int", "UUID", "Ur", "Stringy2",
    ])
    func otherNamesStand(type: String) {
        let text = route("    screen: BookScreen\n    extras:\n      value: { type: '\(type)', internal: true }\n",
                         extraHeader: "enums:\n  ProfileTab: [posts, likes]\n")
        #expect(runYAML(text).diagnostics.filter { $0.message.contains("did you mean") }.isEmpty, "\(type)")
    }

    @Test("generate writes nothing for a misspelt type and reports it once")
    func generateStopsAtAMisspeltType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-mistakes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(route("    path: /book/<int:id>\n    exposure: external\n    screen: BookScreen\n    extras:\n      referrer: Strin?\n").utf8)
            .write(to: folder.appendingPathComponent("routes.yml"))
        let outcome = ManifestGenerate.run(ManifestGenerate.Request(
            manifests: [folder.appendingPathComponent("routes.yml").path], relativeTo: folder.path), currentDirectory: folder.path)
        #expect(outcome.status == .manifestErrors)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.components(separatedBy: "error:").count == 2, "\(outcome.standardError)")
        #expect(outcome.standardError.hasPrefix("routes.yml:10:17: error: no type 'Strin': did you mean 'String'?"))
    }

    // MARK: UIKit's and SwiftUI's words for presentations

    @Test("A presentation in UIKit's or SwiftUI's words names the manifest's word", arguments: [
        ("sheet", "present", "a sheet"), ("Sheet", "present", "a sheet"), ("modal", "present", "a sheet"),
        ("popover", "present", "a sheet"), ("formSheet", "present", "a sheet"), ("page_sheet", "present", "a sheet"),
        ("fullScreenCover", "cover", "full screen"), ("fullscreen", "cover", "full screen"),
        ("full-screen", "cover", "full screen"), ("overFullScreen", "cover", "full screen"),
        ("navigation", "push", "pushed onto the navigation stack"), ("show", "push", "pushed onto the navigation stack"),
    ])
    func presentationVocabulary(word: String, meant: String, shown: String) {
        #expect(printed(route("    screen: BookScreen\n    presentation: \(word)\n")) == [
            "routes.yml:7:19: error: presentation '\(word)' is not push, present, wrapped, cover or one of 'displays'; "
                + "did you mean '\(meant)' (\(shown))?",
        ])
    }

    @Test("A display named like a UIKit word is that display; a near miss still gets the nearest spelling")
    func displaysAndNearMisses() {
        #expect(runYAML(route("    screen: BookScreen\n    presentation: sheet\n", extraHeader: "displays: [sheet]\n")).diagnostics.isEmpty)
        #expect(printed(route("    screen: BookScreen\n    presentation: presnt\n")).first?.hasSuffix("did you mean 'present'?") == true)
        #expect(printed(route("    screen: BookScreen\n    presentation: ''\n")).first?.contains("presentation '' is not push") == true)
    }
}
