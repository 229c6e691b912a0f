import Foundation
import PropertyBased
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// `stickerPack` (fragment items with a pattern and lengths, an array of formed items) and `sharedFile` (a formed
/// path placeholder beside the `files` catch-all), through the generated code: matching, links, saved state.
@MainActor
@Suite("Generated code: strings with a form")
struct FormedStringTests {
    static let id = "0123456789abcdef0123456789abcdef"
    static let key = String(repeating: "0f", count: 32)

    static func match(_ text: String) -> Routes.External? {
        Routes.match(URL(string: text)!)
    }

    @Test("values in form open the route; each malformed variant opens nothing")
    func stickerPack() {
        let link = "https://myapp.example.com/addstickers#pack_id=\(Self.id)&pack_key=\(Self.key)"
        #expect(Self.match(link) == .stickerPack(Routes.StickerPack(packID: Self.id, packKey: Self.key)))
        #expect(Self.match(link + "&tags=cat&tags=dog")
            == .stickerPack(Routes.StickerPack(packID: Self.id, packKey: Self.key, tags: ["cat", "dog"])))
        let malformed = [
            "pack_id=\(Self.id.dropLast())&pack_key=\(Self.key)",            // 31 characters
            "pack_id=\(Self.id)0&pack_key=\(Self.key)",                      // 33
            "pack_id=\(Self.id.uppercased())&pack_key=\(Self.key)",          // upper case is not in [0-9a-f]
            "pack_id=\(Self.id)&pack_key=\(Self.key.dropLast())",            // the key: length
            "pack_id=\(Self.id)&pack_key=\(Self.key.dropLast())g",           // the key: a character
            "pack_id=\(Self.id)%0A&pack_key=\(Self.key)",                    // a decoded line break after the value
            "pack_id=\(Self.id)&pack_key=\(Self.key)&tags=cat&tags=Dog",     // one element of the array
            "pack_id=\(Self.id)&pack_key=\(Self.key)&tags=abcdefghi",        // an element too long
        ]
        for fragment in malformed {
            #expect(Self.match("https://myapp.example.com/addstickers#" + fragment) == nil, "\(fragment)")
        }
    }

    @Test("a path value out of form falls through to the less specific route")
    func pathPlaceholder() {
        #expect(Self.match("myapp://files/shared/Ab12") == .sharedFile(Routes.SharedFile(code: "Ab12")))
        #expect(Self.match("myapp://files/shared/Ab1") == .files(Routes.Files(rest: "shared/Ab1")))
        #expect(Self.match("myapp://files/shared/Ab-12") == .files(Routes.Files(rest: "shared/Ab-12")))
        #expect(Self.match("myapp://files/shared/\(String(repeating: "a", count: 13))")
            == .files(Routes.Files(rest: "shared/" + String(repeating: "a", count: 13))))
    }

    @Test("explain names the extra, its form and the value")
    func explanation() {
        let navigator = Navigator(presenter: NavigationModel(tabs: Routes.Tab.self))
        Routes.register(on: navigator, screens: GeneratedNavigationStateTests.AppScreens())
        let explanation = navigator.explain(URL(string: "myapp://addstickers#pack_id=abc&pack_key=\(Self.key)")!)
        #expect(explanation.route == nil)
        let text = explanation.reasons.map(\.description).joined(separator: "\n")
        #expect(text.contains("'abc' is not a String matching `[0-9a-f]{32}` (item 'pack_id' of the link's fragment)"), "\(text)")
    }

    @Test("links built from values in form match back; the descriptor states the forms")
    func building() {
        let pack = Routes.StickerPack(packID: Self.id, packKey: Self.key, tags: ["a"])
        #expect(Routes.match(pack.url) == .stickerPack(pack) && Routes.match(pack.universalLink) == .stickerPack(pack))
        let file = Routes.SharedFile(code: "abcd")
        #expect(Routes.match(file.universalLink) == .sharedFile(file))
        #expect(Routes.StickerPack.descriptor.forms["#pack_id"]?.description == "matching `[0-9a-f]{32}`")
        // A value built out of form is kept as given; its link opens nothing (or a less specific route).
        let bad = Routes.StickerPack(packID: "nope", packKey: Self.key)
        #expect(Routes.match(bad.url) == nil)
        #expect(Routes.StickerPack.descriptor.forms["#pack_id"]?.accepts(bad.packID) == false)
    }

    @Test("random values: in form, every link built reads back; out of form, the catch-all opens the code's link")
    func randomCodes() async {
        let alphabet = Array("aZ09-_.~é%/ ")
        let code = Gen<Character?>.element(of: alphabet).map { $0 ?? "a" }.array(of: 1...16).map { String($0) }
        let hex = Gen<Character?>.element(of: Array("0123456789abcdef")).map { $0 ?? "0" }
        await propertyCheck(count: 300, input: code, hex.array(of: 32...32), hex.array(of: 64...64)) { code, id, key in
            let file = Routes.SharedFile(code: code)
            let inForm = Routes.SharedFile.descriptor.forms["code"]!.accepts(code)
            #expect(inForm == ((4...12).contains(code.count) && code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }))
            for link in Routes.External.sharedFile(file).links {
                #expect(Routes.match(link) == (inForm ? .sharedFile(file) : .files(Routes.Files(rest: "shared/" + code))),
                        "\(link.absoluteString)")
            }
            let pack = Routes.StickerPack(packID: String(id), packKey: String(key))
            for link in Routes.External.stickerPack(pack).links { #expect(Routes.match(link) == .stickerPack(pack)) }
        }
    }

    @Test("saved state with a value out of form is dropped as invalid parameters, not restored")
    func restoration() throws {
        let model = NavigationModel(tabs: Routes.Tab.self)
        let navigator = Navigator(presenter: model)
        Routes.register(on: navigator, screens: GeneratedNavigationStateTests.AppScreens())
        // In-app navigation does not check forms: the app built the value.
        #expect(navigator.start(Routes.stickerPack(packID: Self.id, packKey: Self.key)).succeeded)
        #expect(navigator.start(Routes.stickerPack(packID: "written-by-an-older-version", packKey: Self.key)).succeeded)
        let data = model.savedState()

        let nextModel = NavigationModel(tabs: Routes.Tab.self)
        let next = Navigator(presenter: nextModel)
        Routes.register(on: next, screens: GeneratedNavigationStateTests.AppScreens())
        let report = nextModel.restore(from: data, navigator: next)
        #expect(report.restoredCount == 1)
        #expect(report.dropped.map(\.route) == ["stickerPack"])
        guard case .invalidParameters(let why)? = report.dropped.first?.reason else {
            Issue.record("\(report)")
            return
        }
        #expect(why.contains("written-by-an-older-version") && why.contains("[0-9a-f]{32}"), "\(why)")
    }
}
