import Testing
@testable import RouteGenCore

/// Shortcuts the renderer takes must agree with the general paths they stand in for.
@Suite("Render shortcuts agree with the general paths")
struct RenderFastPathTests {
    @Test("Interpolating a string literal gives the bytes of SwiftLiteral.string")
    func stringLiteralWriting() {
        let texts = ["", "r0", "/s0/item/<int:id>", "a\"b", "back\\slash", "line\nbreak", "\u{7}", "ünï 🚀",
                     String(repeating: "long plain text ", count: 20), String(repeating: "é", count: 40), "~ !#$%&'()*+"]
        for text in texts {
            let code: SwiftCode = "\(literal: text)"
            #expect(code.text == SwiftLiteral.string(text), "\(text)")
            // A substring's storage (not contiguous as a native string of its own) takes the same path's result.
            let substring = String("x\(text)x".dropFirst().dropLast())
            let other: SwiftCode = "\(literal: substring)"
            #expect(other.text == SwiftLiteral.string(text), "\(text)")
        }
    }

    @Test("Interpolated code keeps every byte, in order, at any length")
    func longCode() {
        for length in [0, 1, 111, 112, 113, 5_000] {
            let text = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            let pieces = (0..<3).map { _ in SwiftCode(stringLiteral: "é") }
            let code: SwiftCode = "<\(text)|\(length)|\(-length)|\(pieces, separator: ", ")>"
            #expect(code.text == "<\(text)|\(length)|\(-length)|é, é, é>", "\(length)")
            var writer = SwiftWriter(displayPath: "r.yml")
            writer.indented { $0.line(code) }
            #expect(writer.text == "    " + code.text + "\n")
        }
    }

    @Test("A default rendered with a known element kind equals the default looked up from scratch")
    func defaultWithKnownKind() throws {
        let enums = [EnumDeclaration(name: "Tab", cases: [EnumCase(name: "posts", location: .init(file: "r.yml"))],
                                     location: .init(file: "r.yml"))]
        let context = RenderContext(manifest: Manifest(sourcePath: "r.yml", enums: enums))
        let location = SourceLocation(file: "r.yml")
        let cases: [(TypeExpression, Extra.DefaultValue?)] = [
            (.named(["Int"]), .scalar("42", location: location)),
            (.optional(.named(["Int"])), .scalar("7", location: location)),
            (.named(["String"]), .scalar("a\"b", location: location)),
            (.named(["Tab"]), .scalar("posts", location: location)),
            (.named(["Tab"]), .scalar("nope", location: location)),
            (.named(["Bool"]), .scalar("maybe", location: location)),
            (.named(["Photo", "ID"]), .scalar("1", location: location)),
            (.named(["UUID"]), .scalar("00000000-0000-0000-0000-000000000001", location: location)),
            (.optional(.named(["Double"])), .null(location: location)),
            (.named(["Int"]), nil),
        ]
        for (type, value) in cases {
            let extra = Extra(name: "x", type: type, defaultValue: value, location: location)
            guard case .named(let parts) = type.unwrappedOptional else { continue }
            let kind = NamedTypeKind(parts, enums: enums)
            let slow = Result { () throws(RenderError) in try DefaultLiteral.render(extra, in: context) }
            let fast = Result { () throws(RenderError) in try DefaultLiteral.render(extra, namedKind: kind, in: context) }
            switch (slow, fast) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(type)")
            case (.failure(let a), .failure(let b)): #expect(a.diagnostics == b.diagnostics, "\(type)")
            default: Issue.record("\(type): \(slow) vs \(fast)")
            }
        }
    }

    @Test("Spelling a named type with its built-in known equals spelling it from scratch")
    func spellingWithKnownBuiltin() {
        let manifest = Manifest(sourcePath: "r.yml", routes: [RouteDeclaration(name: "int", location: .init(file: "r.yml"))])
        let context = RenderContext(manifest: manifest)
        for parts in [["Int"], ["String"], ["Swift", "Int"], ["Foundation", "URL"], ["Photo", "ID"], ["Tab"], ["self"]] {
            // The route model passes the built-in of the parts' NamedTypeKind, which is BuiltinType(parts).
            #expect(context.spell(named: parts, builtin: BuiltinType(parts)) == context.spell(.named(parts)), "\(parts)")
            #expect(context.spell(named: parts) == context.spell(.named(parts)), "\(parts)")
        }
    }
}

/// `RenderContext` finds the routes whose type name shadows a runtime name by comparing bytes (ASCII names) or
/// by building the type name (others): both must qualify exactly the shadowed runtime names.
@Suite("Runtime names shadowed by route types")
struct ShadowedRuntimeNameTests {
    @Test("Routes named like runtime types make exactly those names module-qualified")
    func shadowing() throws {
        let yaml = """
        version: 1
        namespace: App
        url: { schemes: [app] }
        routes:
          uRL:
            path: /a
            exposure: external
            extras: { link: URL, when: Date? }
          screen: { handler: true }
          routes: { handler: true }
          resultSinks: { handler: true }

        """
        let manifest = try RenderFixtures.validated(yaml: yaml)
        let context = RenderContext(manifest: manifest.manifest)
        #expect(context.shadowed == ["URL", "Screen"])
        #expect(context.runtime("URL", module: "Foundation") == "Foundation.URL")
        #expect(context.runtime("Screen") == "RouteKit.Screen")
        #expect(context.runtime("Date", module: "Foundation") == "Date")
        #expect(context.runtime("Route") == "Route", "`routes` declares `Routes`, not `Route`")
        let text = try SwiftRenderer.render(manifest)
        #expect(text.contains("public var link: Foundation.URL") || text.contains("var link: Foundation.URL"))
    }

    @Test("A non-ASCII first letter is capitalized as Swift does before comparing")
    func nonASCII() {
        var manifest = Manifest(sourcePath: "routes.yml", namespace: "Routes")
        // U+0131 (dotless i) capitalizes to an ASCII "I": this route's type is `Intent`.
        manifest.routes = [RouteDeclaration(name: "\u{131}ntent", location: SourceLocation(file: "routes.yml"))]
        #expect(RenderContext(manifest: manifest).shadowed == ["Intent"])
    }
}
