import Testing
@testable import RouteGenCore

/// Every construct XML allows in a property list is read as XML defines it, or refused with an error at its line.
@Suite("XML property-list reading")
struct XMLPlistReaderTests {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// The text of the `path` of route `home`, with `body` as the `<string>` element's content.
    private func path(_ content: String, prolog: String = "") throws -> String? {
        let text = Self.declaration + prolog
            + "<plist version=\"1.0\"><dict><key>routes</key><dict><key>home</key><dict><key>path</key>"
            + "<string>\(content)</string></dict></dict></dict></plist>\n"
        let result = PlistLoader.load(bytes: Array(text.utf8), file: "r.plist")
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let root = try #require(result.root)
        return root.mapping?.first?.value.mapping?.first?.value.mapping?.first?.value.scalar?.text
    }

    /// The one diagnostic for `text`, as printed.
    private func error(_ text: String) -> String? {
        let result = PlistLoader.load(bytes: Array(text.utf8), file: "r.plist")
        #expect(result.root == nil)
        #expect(result.diagnostics.count == 1)
        return result.diagnostics.first?.description
    }

    @Test("Processing instructions anywhere are skipped (FoundationXML's XMLParser crashed on them)")
    func processingInstructions() throws {
        #expect(try path("/home", prolog: "<?pi?>\n<?target with data?>\n") == "/home")
        #expect(try path("/h<?x?>ome<?y data?>") == "/home")
        let inDict = Self.declaration + "<plist><dict><?target?><key>a</key><?pi?><string>b</string><?z?></dict></plist><?after?>"
        #expect(PlistLoader.load(bytes: Array(inDict.utf8), file: "r.plist").root?.mapping?.first?.value.scalar?.text == "b")
    }

    @Test("Comments, CDATA, character references and predefined entities are read as XML defines them")
    func textConstructs() throws {
        #expect(try path("/a<!-- <key>x</key> -->b") == "/ab")
        #expect(try path("<![CDATA[/<b>&amp;]]>") == "/<b>&amp;")
        #expect(try path("&lt;&gt;&amp;&quot;&apos;") == "<>&\"'")
        #expect(try path("&#47;&#x75;&#x1F600;") == "/u\u{1F600}")
        #expect(try path("a\r\nb\rc") == "a\nb\nc")
        #expect(try path("  spaced  ") == "  spaced  ")
    }

    @Test("A DOCTYPE, internal subset included, is skipped however it is written")
    func doctype() throws {
        let subset = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\" "
            + "[ <!ENTITY e \"]>\"> <!-- ] > --> <?pi ]>?> <!ATTLIST plist version CDATA '>'> ]>\n"
        #expect(try path("/home", prolog: subset) == "/home")
        #expect(try path("/home", prolog: "<!DOCTYPE plist>\n<!-- before the root -->\n") == "/home")
    }

    @Test("Keys keep document order; scalars read as Foundation reads them")
    func scalars() throws {
        let text = Self.declaration + """
            <plist><dict><key>z</key><integer> 0x1F </integer><key>a</key><integer>-9223372036854775808</integer>
            <key>m</key><real>1.5</real><key>t</key><true/><key>f</key><false></false><key>e</key><string/>
            <key>u</key><integer>18446744073709551615</integer><key></key><array><integer>+7</integer></array></dict></plist>
            """
        let root = try #require(PlistLoader.load(bytes: Array(text.utf8), file: "r.plist").root)
        let entries = try #require(root.mapping)
        #expect(entries.map(\.key.scalar?.text) == ["z", "a", "m", "t", "f", "e", "u", ""])
        #expect(entries.map(\.value.scalar?.text) == ["31", "-9223372036854775808", "1.5", "true", "false", "", "18446744073709551615", nil])
        #expect(entries[7].value.sequence?.first?.scalar?.text == "7")
        #expect(entries[7].value.sequence?.first?.location == SourceLocation(file: "r.plist", keyPath: ".0"))
    }

    @Test("What is not a well-formed property list is one error at its line and column", arguments: [
        (declaration + "<plist>\n<dict><key>a</key>\n<strin>x</strin></dict></plist>",
         "r.plist:4:1: error: property list could not be read: <strin> is not a property-list element"),
        (declaration + "<!DOCTYPE plist [<!ENTITY lol \"lol\">]>\n<plist><string>&lol;</string></plist>",
         "r.plist:3:16: error: property list could not be read: entity '&lol;' is not supported; use a character reference or the text itself"),
        ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><string/></plist>",
         "r.plist:1:1: error: property list could not be read: encoding 'UTF-16' is not supported; a manifest must be UTF-8"),
        ("\n<?xml version=\"1.0\"?><plist><string/></plist>",
         "r.plist:2:1: error: property list could not be read: the XML declaration '<?xml ...?>' must come first in the file"),
        (declaration + "<plist><dict><key>a</key><string/><key>a</key><true/></dict></plist>",
         "r.plist:2:35: error: property list could not be read: key 'a' appears twice in this dictionary"),
        (declaration + "<plist><dict><key>a</key></dict></plist>",
         "r.plist:2:14: error: property list could not be read: key 'a' has no value"),
        (declaration + "<plist><string>a\u{1}</string></plist>",
         "r.plist:2:17: error: property list could not be read: this character is not allowed in XML"),
        (declaration + "<plist><string>&#0;</string></plist>",
         "r.plist:2:16: error: property list could not be read: '&#0;' is not a character XML allows"),
        (declaration + "<plist><string>a & b</string></plist>",
         "r.plist:2:18: error: property list could not be read: '&' must start a reference such as '&amp;' (ending in ';')"),
        (declaration + "<plist><dict><key>a</key>\n<string>x</dict></plist>",
         "r.plist:3:10: error: property list could not be read: <string> may only hold text, closed by </string>"),
        (declaration + "<plist><integer>12a</integer></plist>",
         "r.plist:2:8: error: property list could not be read: '12a' is not an integer"),
        (declaration + "<plist><integer>18446744073709551616</integer></plist>",
         "r.plist:2:8: error: property list could not be read: '18446744073709551616' is not an integer"),
        (declaration + "<plist><string>a</string><string>b</string></plist>",
         "r.plist:2:26: error: property list could not be read: expected </plist> after the value"),
        (declaration + "<plist><dict>text</dict></plist>",
         "r.plist:2:14: error: property list could not be read: text 'text' is not inside a value element"),
        (declaration + "<plist><dict><!-- open",
         "r.plist:2:14: error: property list could not be read: comment is not closed with '-->'"),
        (declaration + "<plist><dict><?pi",
         "r.plist:2:14: error: property list could not be read: processing instruction is not closed with '?>'"),
        (declaration + "<!DOCTYPE plist [ <!ENTITY a \"x\">",
         "r.plist:2:1: error: property list could not be read: DOCTYPE is not closed with '>'"),
        (declaration + "<plist><string><![CDATA[x</string></plist>",
         "r.plist:2:16: error: property list could not be read: CDATA section is not closed with ']]>'"),
        (declaration + "<plist><dict>",
         "r.plist:2:14: error: property list could not be read: the property list ends inside an unclosed element"),
        (declaration + "<plist/>", "r.plist:2:1: error: property list could not be read: <plist> holds no value"),
    ])
    func refused(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test("Nesting is bounded without recursion: 100,000 open arrays are one error, not a stack overflow")
    func deepNesting() {
        let text = Self.declaration + "<plist>" + String(repeating: "<array>", count: 100_000) + "</plist>"
        #expect(error(text) == "r.plist:2:463: error: property list could not be read: manifest is nested deeper than 64 levels")
        let atLimit = Self.declaration + "<plist>" + String(repeating: "<array>", count: 65) + String(repeating: "</array>", count: 65) + "</plist>"
        #expect(PlistLoader.load(bytes: Array(atLimit.utf8), file: "r.plist").root != nil)
    }

    @Test("Dates and data are refused at their key path, and the rest of the document is still checked")
    func datesAndData() {
        let text = Self.declaration + "<plist><dict><key>d</key><date>2020-01-01T00:00:00Z</date><key>b</key><data>AAEC</data></dict></plist>"
        #expect(PlistLoader.load(bytes: Array(text.utf8), file: "r.plist").diagnostics.map(\.description) == [
            "r.plist: error: a date is not supported in a manifest; use a string (at d)",
            "r.plist: error: data is not supported in a manifest; use a string (at b)",
        ])
    }

    @Test("A byte-order mark and a document without <plist> are accepted; lines count after it")
    func bomAndBareValue() throws {
        let text = [0xEF, 0xBB, 0xBF] + Array("<?xml version='1.0' encoding='utf-8'?>\r\n<string>x</string>".utf8)
        #expect(PlistLoader.load(bytes: text, file: "r.plist").root?.scalar?.text == "x")
        let broken = [0xEF, 0xBB, 0xBF] + Array("<?xml version='1.0'?>\r\n<string>x</strin>".utf8)
        #expect(PlistLoader.load(bytes: broken, file: "r.plist").diagnostics.first?.location.line == 2)
    }
}

private extension ManifestNode {
    var mapping: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    var sequence: [ManifestNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }
}
