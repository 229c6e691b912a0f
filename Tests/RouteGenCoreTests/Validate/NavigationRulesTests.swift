import Testing
@testable import RouteGenCore

/// `tabs`, `tab` and `parent`: what a route may name, and how its parent is built from its extras (header: 3 lines,
/// so `tabs:` is line 4 and routes start on line 5 or 6).
@Suite("Validation: tabs and parents")
struct NavigationRulesTests {
    /// `tabs: [home, search, profile]` on line 4, then `routes:` on line 5 and `body` from line 6.
    private func manifest(tabs: String = "[home, search, profile]", _ body: String) -> String {
        header + "tabs: \(tabs)\nroutes:\n" + body
    }

    /// A profile with `id` from its path, a default `tab` and an optional `referrer` (lines 6-11).
    private let profile = """
          profile:
            path: /user/<int:id>
            screen: ProfileScreen
            exposure: internal
            summary: In-app, with a path whose placeholder declares 'id'.
            extras: { referrer: String?, sort: { type: String, default: newest } }

        """

    @Test("A valid manifest: tabs, a tab per route, a parent chain across exposures")
    func valid() throws {
        let text = manifest(profile + """
              photo:
                path: /user/<int:id>/photo/<uuid:photoID>
                exposure: external
                screen: PhotoScreen
                tab: profile
                parent: profile
              comment:
                screen: CommentScreen
                parent: photo
                extras: { id: Int, photoID: UUID, sort: String }

            """)
        let result = runYAML(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let manifest = try #require(result.manifest)
        #expect(manifest.manifest.tabs == ["home", "search", "profile"])
        #expect(manifest.manifest.routes.map(\.tab) == [nil, "profile", nil])
        #expect(manifest.manifest.routes.map(\.parent) == [nil, "profile", "photo"])
    }

    @Test("A tab that is not one of tabs, with did-you-mean; a tab in an app manifest without tabs")
    func unknownTab() {
        #expect(printed(manifest("  a:\n    screen: A\n    tab: profle\n")) == [
            "routes.yml:8:10: error: tab 'profle' of route 'a' is not one of the manifest's tabs (home, search, profile); "
                + "did you mean 'profile'?",
        ])
        #expect(printed(header + "app: true\nroutes:\n  a:\n    screen: A\n    tab: home\n") == [
            "routes.yml:8:10: error: route 'a' has tab 'home', but the app's manifest declares no tabs; add 'tabs: [home]'",
        ])
    }

    @Test("A feature manifest names the app's tabs without declaring them: checked where the app links it")
    func featureTabWithoutTabs() {
        let result = runYAML(header + "routes:\n  a:\n    screen: A\n    tab: cart\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.manifest?.manifest.routes.first?.tab == "cart")
        #expect(result.manifest?.manifest.tabs == [])
    }

    @Test("Tabs are Swift names, unique, and cannot take Routes.Tab's own members")
    func tabNames() {
        #expect(printed(manifest(tabs: "[home, 'my tab', home, allCases, class]", "  a: { screen: A }\n")) == [
            "routes.yml:4:15: error: tab 'my tab' is not a valid Swift identifier",
            "routes.yml:4:24: error: duplicate tab 'home'\nroutes.yml:4:8: note: 'home' was first listed here",
            "routes.yml:4:30: error: tab 'allCases' collides with the generated 'Routes.Tab.allCases'; rename the tab",
        ])
        #expect(printed(manifest("  tab: { screen: A }\n")) == [
            "routes.yml:6:3: error: route 'tab' generates 'Routes.Tab', which collides with the generated 'Routes.Tab'; "
                + "rename the route",
        ])
        // Without tabs, Routes.Tab is free: an enum (or a route) may take the name.
        #expect(printed(header + "enums: { Tab: [a] }\nroutes:\n  tab: { screen: A }\n") == [
            "routes.yml:6:3: error: route 'tab' generates 'Routes.Tab', which collides with enum 'Tab'\nroutes.yml:4:10: note: enum 'Tab' is declared here",
        ])
        #expect(printed(header + "enums: { Tab: [a] }\nroutes:\n  a: { screen: A }\n").isEmpty)
        #expect(printed(manifest(tabs: "{ home: 1 }", "  a: { screen: A }\n")) == [
            "routes.yml:4:7: error: 'tabs' must be a list, found a mapping",
        ])
    }

    @Test("A pushed route whose parent has no navigation stack is a refusal the manifest makes certain: a warning")
    func pushOntoAPlainPresentation() {
        let text = manifest(tabs: "[home]", """
              sheet: { screen: S, presentation: present }
              detail: { screen: D, parent: sheet }
              wrapped: { screen: W, presentation: wrapped }
              inside: { screen: I, parent: wrapped }
              modal: { screen: M, parent: sheet, presentation: present }

            """)
        #expect(printed(text) == [
            "routes.yml:7:32: warning: route 'detail' is pushed, but its parent 'sheet' is shown with 'present', which "
                + "has no navigation stack: a link to 'detail' (shown on its parents) is always refused; give 'sheet' "
                + "'presentation: wrapped', or give 'detail' a presentation of its own\nroutes.yml:6:37: note: route 'sheet' is declared here",
        ])
    }

    @Test("root: true needs a tab, one per tab, no required extras, a screen")
    func roots() {
        let text = manifest("""
              home: { screen: H, tab: home, root: true }
              other: { screen: O, tab: home, root: true }
              loose: { screen: L, root: true }
              user: { screen: U, tab: search, root: true, extras: { id: Int } }
              ping: { handler: true, tab: profile, root: true }
              fine: { screen: F, tab: profile, root: false, extras: { q: String? } }

            """)
        #expect(printed(text) == [
            "routes.yml:7:40: error: tab 'home' has two roots, 'home' and 'other'; keep 'root: true' on one\nroutes.yml:6:39: note: 'home' is the root here",
            "routes.yml:8:29: error: route 'loose' is a tab's root but has no 'tab:'; add the tab whose stack it starts",
            "routes.yml:9:41: error: route 'user' is a tab's root, started with no arguments, but its extra 'id' has no default; "
                + "give it a default or make it optional\nroutes.yml:9:57: note: extra 'id' is declared here",
            "routes.yml:10:46: error: route 'ping' is a handler, which shows no screen: it cannot be a tab's root",
        ])
    }

    @Test("An unknown parent, with did-you-mean; a handler cannot be a parent")
    func unknownParent() {
        #expect(printed(manifest(profile + "  photo:\n    screen: P\n    parent: profil\n")) == [
            "routes.yml:14:13: error: parent 'profil' of route 'photo' is not a route of this manifest; did you mean 'profile'?",
        ])
        #expect(printed(manifest("  ping: { handler: true }\n  a:\n    screen: A\n    parent: ping\n")) == [
            "routes.yml:9:13: error: parent 'ping' of route 'a' is a handler route, which shows no screen to go back to"
                + "\nroutes.yml:6:3: note: route 'ping' is declared here",
        ])
    }

    @Test("The parent's required extras (placeholder-declared too) must be on the child, with the same types")
    func parentExtras() {
        // `id` comes from the parent's path; `referrer` is optional and `sort` has a default: neither is needed.
        #expect(printed(manifest(profile + "  photo:\n    screen: P\n    parent: profile\n")) == [
            "routes.yml:14:13: error: route 'photo' cannot build its parent 'profile': the parent needs extra 'id: Int', "
                + "which 'photo' does not have; add it to the extras of 'photo' or give it a default in 'profile'"
                + "\nroutes.yml:7:17: note: extra 'id' of 'profile' is declared here",
        ])
        // A shared extra of another type is refused even when the parent's has a default.
        #expect(printed(manifest(profile + "  photo:\n    screen: P\n    parent: profile\n"
                                 + "    extras: { id: String, sort: Int? }\n")) == [
            "routes.yml:14:13: error: route 'photo' cannot build its parent 'profile': extra 'id' is 'String' here but "
                + "'Int' in 'profile'; an extra shared with the parent must have the same type"
                + "\nroutes.yml:7:17: note: extra 'id' of 'profile' is declared here",
            "routes.yml:14:13: error: route 'photo' cannot build its parent 'profile': extra 'sort' is 'Int?' here but "
                + "'String' in 'profile'; an extra shared with the parent must have the same type"
                + "\nroutes.yml:11:34: note: extra 'sort' of 'profile' is declared here",
        ])
    }

    @Test("Cycles: every route on one is reported at its parent: line; a route cannot be its own parent")
    func cycles() {
        let text = manifest("""
              a: { screen: A, parent: b }
              b: { screen: B, parent: c }
              c: { screen: C, parent: a }
              d: { screen: D, parent: a }
              e: { screen: E, parent: e }

            """)
        #expect(printed(text) == [
            "routes.yml:6:27: error: route 'a' is on a cycle of parents (a -> b -> c -> a); a chain of parents must end",
            "routes.yml:7:27: error: route 'b' is on a cycle of parents (b -> c -> a -> b); a chain of parents must end",
            "routes.yml:8:27: error: route 'c' is on a cycle of parents (c -> a -> b -> c); a chain of parents must end",
            "routes.yml:10:27: error: route 'e' is its own parent; a chain of parents must end",
        ])
    }

    @Test("parentRoute is a generated member: an extra cannot take its name")
    func parentRouteReserved() {
        #expect(printed(manifest("  a:\n    screen: A\n    extras: { parentRoute: Int }\n")) == [
            "routes.yml:8:15: error: extra 'parentRoute' collides with the generated member 'Routes.A.parentRoute'; "
                + "rename the extra",
        ])
    }
}
