import Testing
@testable import RouteGenCore

/// Destination, presentation and URL settings rules.
@Suite("Validation: routes and URL settings")
struct RouteRulesTests {
    @Test func screenAndHandlerExcludeEachOther() {
        #expect(printed(header + "routes:\n  alert:\n    screen: AlertScreen\n    handler: true\n") == [
            "routes.yml:6:13: error: route 'alert' has both 'screen' and 'handler: true'; a route opens a screen or is handled, not both",
        ])
    }

    @Test func handlerRoutesMayHaveAResult() throws {
        let result = runYAML(header + "routes:\n  cartTotal:\n    handler: true\n    result: Money\n")
        #expect(result.diagnostics.isEmpty)
        let route = try #require(result.manifest?.manifest.routes.first)
        #expect(route.isHandler && route.result != nil)
        // Still one destination: a handler with a result cannot also name a screen.
        #expect(printed(header + "routes:\n  cartTotal:\n    screen: TotalScreen\n    handler: true\n    result: Money\n") == [
            "routes.yml:6:13: error: route 'cartTotal' has both 'screen' and 'handler: true'; a route opens a screen or is handled, not both",
        ])
    }

    @Test func presentationMustBeBuiltInOrADisplay() throws {
        #expect(printed(header + "routes:\n  home:\n    presentation: preesent\n") == [
            "routes.yml:6:19: error: presentation 'preesent' is not push, present, wrapped, cover or one of 'displays'; did you mean 'present'?",
        ])
        // The old magic display name is no built-in: a misspelled cover is an error, with did-you-mean.
        #expect(printed(header + "routes:\n  home:\n    presentation: covr\n") == [
            "routes.yml:6:19: error: presentation 'covr' is not push, present, wrapped, cover or one of 'displays'; did you mean 'cover'?",
        ])
        #expect(runYAML(header + "routes:\n  home:\n    presentation: cover\n").manifest?.manifest.routes.first?.presentation == .cover)
        #expect(printed(header + "displays: [cover]\nroutes:\n  home: {}\n") == [
            "routes.yml:4:12: error: display 'cover' is a built-in presentation; choose another name",
        ])
        let result = runYAML(header + "displays: [sheet]\nroutes:\n  home:\n    presentation: sheet\n")
        #expect(result.manifest?.manifest.routes.first?.presentation == .custom("sheet"))
    }

    @Test func schemesFollowRFC3986AndAreNotHTTP() {
        let text = "version: 1\nurl:\n  schemes: [myapp, MyApp, https, 1app, my+app.x-y, myapp]\n"
        #expect(printed(text) == [
            "routes.yml:3:20: error: URL scheme 'MyApp' is invalid: it must be a lowercase letter followed by lowercase letters, digits, '+', '-' or '.'",
            "routes.yml:3:27: error: 'https' cannot be a custom scheme; list your domain under 'url.hosts' for https links",
            "routes.yml:3:34: error: URL scheme '1app' is invalid: it must be a lowercase letter followed by lowercase letters, digits, '+', '-' or '.'",
            "routes.yml:3:52: error: duplicate URL scheme 'myapp'\nroutes.yml:3:13: note: 'myapp' was first listed here",
        ])
    }

    @Test func hostsAreBareHostNames() {
        let text = "version: 1\nurl:\n  hosts: ['', 'https://a.com', a.com/x, 'a b', ok.example.com]\n"
        #expect(printed(text) == [
            "routes.yml:3:12: error: URL host '' must not be empty",
            "routes.yml:3:16: error: URL host 'https://a.com' must not include a scheme; write only the host name",
            "routes.yml:3:32: error: URL host 'a.com/x' must not include a path; write only the host name",
            "routes.yml:3:42: error: URL host 'a b' may contain only letters, digits, '-' and '.'",
        ])
    }

    @Test func hostsAloneMakeExternalRoutesReachable() {
        #expect(printed("version: 1\nurl:\n  hosts: [example.com]\nroutes:\n  a:\n    exposure: external\n    path: /a\n") == [])
    }
}
