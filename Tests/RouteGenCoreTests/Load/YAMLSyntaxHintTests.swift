import Testing
@testable import RouteGenCore

/// libyaml's common syntax errors keep their message and position and gain a note on the likely slip.
@Suite("YAML syntax errors: notes on the likely cause")
struct YAMLSyntaxHintTests {
    private func printed(_ text: String) -> [String] {
        YAMLLoader.load(bytes: Array(text.utf8), file: "m.yml").diagnostics.map(\.description)
    }

    @Test("A key indented more than the key above continues its value")
    func deeperIndentation() {
        #expect(printed("version: 1\nroutes:\n  home:\n    path: /home\n     screen: Home\n") == [
            "m.yml:5:12: error: mapping values are not allowed in this context\n"
                + "m.yml:4:5: note: line 5 is indented more than this line, so YAML reads it as part of this line's value; "
                + "start both keys at column 5",
        ])
    }

    @Test("A missing space after ':' makes the line above one word")
    func missingSpaceAfterColon() {
        #expect(printed("routes:\n  home:\n    path:/home\n    screen: Home\n") == [
            "m.yml:4:11: error: mapping values are not allowed in this context\n"
                + "m.yml:3:10: note: a key needs a space after ':'; YAML reads 'path:/home' as one text: write 'path: /home'",
        ])
    }

    @Test("A value holding ': ' must be quoted")
    func colonInValue() {
        #expect(printed("routes:\n  home:\n    summary: Note: read me\n") == [
            "m.yml:3:18: error: mapping values are not allowed in this context\n"
                + "m.yml:3:14: note: a value that contains ': ' must be quoted: summary: 'Note: read me'",
        ])
    }

    @Test("A key without ':' runs into the next line")
    func keyWithoutColon() {
        #expect(printed("routes:\n  home\n  other: {}\n") == [
            "m.yml:3:8: error: mapping values are not allowed in this context\n"
                + "m.yml:2:3: note: this line has no ':', so YAML reads it and the next line as one text; write 'home:' for a key",
        ])
        #expect(printed("routes:\n  home:\n    path: /x\n    screen\n") == [
            "m.yml:5:1: error: could not find expected ':' (while scanning a simple key)\n"
                + "m.yml:4:5: note: this line has no ':': a key needs one ('screen: value'), and a line that continues a "
                + "value must be indented more than its key",
        ])
    }

    @Test("A key indented less than the keys beside it")
    func shallowerIndentation() {
        #expect(printed("routes:\n  home:\n    path: /home\n   screen: Home\n") == [
            "m.yml:4:4: error: did not find expected key (while parsing a block mapping)\n"
                + "m.yml:3:5: note: line 4 starts at column 4 and this line at column 5: keys of one mapping must start "
                + "at the same column",
        ])
        #expect(printed("url:\n  hosts:\n  - a.com\n - b.com\n") == [
            "m.yml:4:2: error: did not find expected key (while parsing a block mapping)\n"
                + "m.yml:3:3: note: line 4 starts at column 2 and this line at column 3: items of one list must start "
                + "at the same column",
        ])
    }

    @Test("A list item among the keys of a mapping")
    func listItemAmongKeys() {
        #expect(printed("routes:\n  home:\n    extras:\n      a: Int\n      - b\n") == [
            "m.yml:5:7: error: did not find expected key (while parsing a block mapping)\n"
                + "m.yml:5:7: note: a list item ('- ') cannot stand among the keys of a mapping: make it a key ('name: "
                + "value'), or put the list under a key of its own, indented below it",
        ])
    }

    @Test("A list started on its key's line")
    func listOnKeyLine() {
        #expect(printed("version: 1\nimports: - Models\n") == [
            "m.yml:2:10: error: block sequence entries are not allowed in this context\n"
                + "m.yml:2:10: note: a list cannot start on the line of its key: put each '- item' on a line of its own "
                + "below the key, indented, or write the list as [a, b]",
        ])
    }

    @Test("Other errors keep libyaml's message alone, and tabs keep their own hint")
    func othersUnchanged() {
        #expect(printed("routes: { home: /x\n  other: {}\n") == [
            "m.yml:2:8: error: did not find expected ',' or '}' (while parsing a flow mapping)",
        ])
        #expect(printed("routes:\n\thome: {}\n").allSatisfy { !$0.contains("note:") })
    }
}
