import Testing
@testable import RouteGenCore

/// URL representability, internal extras and defaults.
@Suite("Validation: extras")
struct ExtraRulesTests {
    private func external(_ extras: String) -> String {
        header + "enums:\n  Tab: [posts, likes]\nroutes:\n  home:\n    exposure: external\n    path: /home\n    extras:\n" + extras
    }

    @Test func representableExtrasOnExternalRoutesPass() {
        let extras = "      a: '[Int64]'\n      b: Tab\n      c: Photo.ID\n      d: '[Date]'\n      e: Foundation.URL?\n"
        #expect(printed(external(extras)) == [])
    }

    @Test func optionalArrayInAURLWarnsThatEmptyAndNilLookAlike() {
        #expect(printed(external("      a: '[Int64]?'\n")) == [
            "routes.yml:11:11: warning: extra 'a' of type '[Int64]?': a URL carries an empty array and nil the same way (no query item), so [] comes back as nil; prefer '[Int64]'",
        ])
        #expect(printed(external("      a: { type: '[Int64]?', internal: true }\n")) == [])
    }

    @Test func optionalWithANonNilDefaultCannotCarryNilInAURL() {
        #expect(printed(external("      tab: { type: Tab?, default: likes }\n")) == [
            "routes.yml:11:7: warning: optional extra 'tab' has a non-nil default, so a URL cannot carry nil: a link without it opens with the default; drop the '?' or the default",
        ])
        // In-app only, the optional default is fine: nothing travels through a URL.
        #expect(printed(external("      tab: { type: Tab?, default: likes, internal: true }\n")) == [])
    }

    @Test(arguments: GeneratedNames.routeMembers)
    func extrasCannotRedeclareGeneratedMembers(name: String) {
        #expect(printed(external("      \(name): String?\n")) == [
            "routes.yml:11:7: error: extra '\(name)' collides with the generated member 'Routes.Home.\(name)'; rename the extra and keep '\(name)' in links with key: \(name)",
        ])
    }

    @Test func nestedArraysCannotTravelInAURL() {
        #expect(printed(external("      grid: '[[Int]]'\n")) == [
            "routes.yml:11:14: error: extra 'grid' of type '[[Int]]' cannot travel in a URL: nested arrays are not URL-representable; mark it 'internal: true'",
        ])
        #expect(printed(external("      grid: { type: '[[Int]]', internal: true }\n")) == [])
    }

    @Test func internalExtraOnExternalRouteNeedsADefault() {
        #expect(printed(external("      user: { type: User, internal: true }\n")) == [
            "routes.yml:11:7: error: internal extra 'user' of external route 'home' must be optional or have a default, because a URL cannot supply it",
        ])
        #expect(printed(external("      user: { type: User?, internal: true }\n      n: { type: Int, default: 1, internal: true }\n")) == [])
    }

    @Test(arguments: [
        ("{ type: Int, default: 12abc }", "default '12abc' is not a valid Int for extra 'x'"),
        ("{ type: Int, default: 99999999999999999999 }", "default '99999999999999999999' is not a valid Int for extra 'x'"),
        ("{ type: UInt8, default: 256 }", "default '256' is not a valid UInt8 for extra 'x'"),
        ("{ type: Bool, default: yes }", "default 'yes' is not a valid Bool for extra 'x'"),
        ("{ type: UUID, default: nope }", "default 'nope' is not a valid UUID for extra 'x'"),
        ("{ type: Double, default: 1e }", "default '1e' is not a valid Double for extra 'x'"),
        ("{ type: Tab, default: post }", "default 'post' is not a case of enum 'Tab' (posts, likes); did you mean 'posts'?"),
        ("{ type: Photo.ID, default: abc }", "defaults are supported for built-in and enum types; extra 'x' is 'Photo.ID'"),
        ("{ type: Tabb, default: posts }",
         "defaults are supported for built-in and enum types; extra 'x' is 'Tabb', not a manifest enum; did you mean 'Tab'?"),
        ("{ type: Money, default: abc }", "defaults are supported for built-in and enum types; extra 'x' is 'Money'"),
        ("{ type: Int, default: null }", "default null needs an optional type; extra 'x' is 'Int'"),
        ("{ type: Int?, default: [] }", "default [] needs an array type; extra 'x' is 'Int?'"),
        ("{ type: '[Int]', default: 3 }", "the default of extra 'x' ('[Int]') can only be []"),
    ])
    func defaultsAreCheckedAgainstTheType(form: String, message: String) throws {
        // The value's column: 6 spaces and "x: " precede the form on its line.
        let valueOffset = try #require(form.range(of: "default: ")).upperBound.utf16Offset(in: form)
        let column = 6 + 3 + valueOffset + 1
        #expect(printed(external("      x: \(form)\n")) == ["routes.yml:11:\(column): error: \(message)"])
    }

    @Test(arguments: [
        "{ type: Int, default: -42 }", "{ type: Bool, default: false }", "{ type: Tab, default: likes }",
        "{ type: Double, default: 2.5 }", "{ type: '[Tab]', default: [] }", "{ type: String?, default: ~ }",
        "{ type: String, default: 'hello world' }", "{ type: Date, default: '2024-01-02T03:04:05Z' }",
        "{ type: UUID, default: 123e4567-e89b-12d3-a456-426614174000 }",
    ])
    func validDefaultsPass(form: String) {
        #expect(printed(external("      x: \(form)\n")) == [])
    }
}
