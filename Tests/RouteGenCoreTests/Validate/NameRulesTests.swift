import Testing
@testable import RouteGenCore

/// Identifier rules and collisions with generated names (header: 3 lines, so routes start on line 4).
@Suite("Validation: names")
struct NameRulesTests {
    @Test func routeNamesMustBeIdentifiers() {
        #expect(printed(header + "routes:\n  user-profile: {}\n")
                == ["routes.yml:5:3: error: route name 'user-profile' is not a valid Swift identifier"])
    }

    @Test func routeNamesMustBeLowerCamelCase() {
        #expect(printed(header + "routes:\n  UserProfile: {}\n  user_profile: {}\n") == [
            "routes.yml:5:3: error: route name 'UserProfile' must be lowerCamelCase, like 'userProfile'",
            "routes.yml:6:3: error: route name 'user_profile' must be lowerCamelCase, like 'userProfile'",
        ])
    }

    @Test func keywordsAreAllowedAsNames() {
        let result = runYAML(header + "enums:\n  Kind: [class, default]\nroutes:\n  default:\n    extras: { for: Int, in: Kind? }\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.manifest?.manifest.routes.first?.extras.map(\.name) == ["for", "in"])
    }

    @Test func routeNamesCannotShadowGeneratedMembers() {
        #expect(printed(header + "routes:\n  match: {}\n  register: {}\n") == [
            "routes.yml:5:3: error: route name 'match' collides with the generated 'Routes.match'; rename the route",
            "routes.yml:6:3: error: route name 'register' collides with the generated 'Routes.register'; rename the route",
        ])
    }

    @Test("Names of the matcher's private helpers are free: the renderer renames its helpers instead")
    func helperNamesAreNotReserved() {
        #expect(printed(header + "routes:\n  urls: {}\n  urlMatcher: {}\n  makeURLMatcher: {}\n").isEmpty)
    }

    @Test func routeStructsCannotShadowGeneratedTypes() {
        #expect(printed(header + "routes:\n  external: {}\n  screens: {}\n") == [
            "routes.yml:5:3: error: route 'external' generates 'Routes.External', which collides with the generated 'Routes.External'; rename the route",
            "routes.yml:6:3: error: route 'screens' generates 'Routes.Screens', which collides with the generated 'Routes.Screens'; rename the route",
        ])
    }

    @Test func routeStructCannotCollideWithAnEnum() {
        #expect(printed(header + "enums:\n  ProfileTab: [a]\nroutes:\n  profileTab: {}\n") == [
            "routes.yml:7:3: error: route 'profileTab' generates 'Routes.ProfileTab', which collides with enum 'ProfileTab'"
                + "\nroutes.yml:5:3: note: enum 'ProfileTab' is declared here",
        ])
    }

    @Test func routeStructsCannotCollideWithEachOther() {
        // The long s 'ſ' is lowercase and uppercases to 'S', so both routes would generate 'Sx'.
        #expect(printed(header + "routes:\n  sx: {}\n  ſx: {}\n") == [
            "routes.yml:6:3: error: route 'ſx' generates 'Routes.Sx', which route 'sx' already generates"
                + "\nroutes.yml:5:3: note: route 'sx' is declared here",
        ])
    }

    @Test func extraNamesMustBeIdentifiers() {
        #expect(printed(header + "routes:\n  home:\n    extras: { user-id: Int }\n")
                == ["routes.yml:6:15: error: extra name 'user-id' is not a valid Swift identifier; name it 'userId'"])
    }

    @Test func enumRules() {
        let text = header + "enums:\n  tab: [a]\n  Empty: []\n  Kind: [a, 'b c', a]\n  External: [x]\n"
        #expect(printed(text) == [
            "routes.yml:5:3: error: enum name 'tab' must be UpperCamelCase, like 'Tab'",
            "routes.yml:6:3: error: enum 'Empty' has no cases",
            "routes.yml:7:14: error: enum case 'b c' is not a valid Swift identifier; give the case a Swift name and "
                + "keep the text for links: { bC: b c }",
            "routes.yml:7:20: error: duplicate case 'a' in enum 'Kind'\nroutes.yml:7:10: note: 'a' was first listed here",
            "routes.yml:8:3: error: enum 'External' generates 'Routes.External', which collides with the generated 'Routes.External'; rename the enum",
        ])
    }

    @Test func namespaceMustBeAnIdentifier() {
        #expect(printed(header + "namespace: My Routes\n")
                == ["routes.yml:4:12: error: namespace 'My Routes' is not a valid Swift identifier"])
        #expect(printed("version: 1\n", file: "my-app.routes.yml") == [
            "my-app.routes.yml: error: namespace 'My-appRoutes' (from the file name) is not a valid Swift identifier; set 'namespace:'",
        ])
    }

    @Test func importsMustBeModuleNamesWithoutDuplicates() {
        #expect(printed(header + "imports: [Models, 'My-Kit', Models]\n") == [
            "routes.yml:4:20: error: import 'My-Kit' is not a valid module name",
            "routes.yml:4:29: error: duplicate import 'Models'\nroutes.yml:4:11: note: 'Models' was first imported here",
        ])
    }

    @Test func displaysMustBeUniqueIdentifiers() {
        #expect(printed(header + "displays: [sheet, push, sheet, 'a b']\n") == [
            "routes.yml:4:19: error: display 'push' is a built-in presentation; choose another name",
            "routes.yml:4:25: error: duplicate display 'sheet'\nroutes.yml:4:12: note: 'sheet' was first listed here",
            "routes.yml:4:33: error: display 'a b' is not a valid Swift identifier",
        ])
    }
}
