import Testing
@testable import RouteGenCore

/// The layout `SwiftWriter` owns: indentation, blocks and `#sourceLocation` mapping around lines.
@Suite("Swift writer: lines, blocks, mapped lines")
struct SwiftWriterTests {
    @Test("A block indents its body and closes on the header's line when the body is empty")
    func blocks() {
        var writer = SwiftWriter(displayPath: "r.yml")
        writer.block("enum A") { body in
            body.block("enum B") { _ in }
            body.line("")
            body.line("case \("x")")
        }
        #expect(writer.text == "enum A {\n    enum B {}\n\n    case x\n}\n")
    }

    @Test("A mapped block maps its doc comment and header to the manifest line, not its body")
    func mappedBlock() {
        var writer = SwiftWriter(displayPath: "r.yml")
        writer.block("init(a: A)", mappedTo: 10, docLines: ["Doc."]) { $0.line("self.a = a") }
        #expect(writer.text == """
            #sourceLocation(file: "r.yml", line: 9)
            /// Doc.
            init(a: A) {
            #sourceLocation()
                self.a = a
            }

            """)
        var unmapped = SwiftWriter(displayPath: "r.yml")
        unmapped.block("init()", mappedTo: nil, docLines: ["Doc."]) { _ in }
        #expect(unmapped.text == "/// Doc.\ninit() {}\n")
        // Doc lines that would start above the manifest's first line: not mapped.
        var early = SwiftWriter(displayPath: "r.yml")
        early.block("init()", mappedTo: 1, docLines: ["Doc."]) { _ in }
        #expect(early.text == "/// Doc.\ninit() {}\n")
    }

    @Test("A single mapped line is reset right after it; an unmapped one is written as is")
    func mappedLine() {
        var writer = SwiftWriter(displayPath: "a \"b\".yml")
        writer.indented { $0.line("typealias Result = Photo", mappedTo: 4) }
        writer.line("let x = 1", mappedTo: nil)
        #expect(writer.text == """
            #sourceLocation(file: "a \\"b\\".yml", line: 4)
                typealias Result = Photo
            #sourceLocation()
            let x = 1

            """)
    }
}
