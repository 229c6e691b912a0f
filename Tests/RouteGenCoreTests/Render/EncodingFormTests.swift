import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// How a generated `parameters` getter is written: one `RouteParameters()` chain when that is cheaper to
/// type-check, a statement per extra when an extra's write is mapped to a manifest line (a `#sourceLocation`
/// directive cannot sit inside an expression) or when there are many extras (a long chain costs more).
@Suite("Render: encoding getter form")
struct EncodingFormTests {
    static func manifest(extras: Int, appType: Bool = false) -> String {
        var lines = [
            "version: 1", "url: { schemes: [myapp] }", "routes:", "  many:", "    exposure: external", "    path: /many",
            "    extras:",
        ]
        for index in 0..<extras { lines.append("      e\(index): Int?") }
        if appType { lines.append("      photo: Photo?") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func getter(_ source: String) -> String {
        let start = source.range(of: "var parameters: RouteParameters {")!.upperBound
        let end = source.range(of: "\n        }\n", range: start..<source.endIndex)!.lowerBound
        return String(source[start..<end])
    }

    @Test("Up to the longest chain, built-in extras are written as one chain, in manifest order")
    func chain() throws {
        let limit = ExternalConformanceRenderer.longestChain
        let source = try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.manifest(extras: limit)))
        let getter = Self.getter(source)
        #expect(!getter.contains("encoded"))
        #expect(getter.hasPrefix("\n            RouteParameters()\n                .settingOptional(\"e0\", self.e0)\n"))
        #expect(getter.components(separatedBy: ".settingOptional(").count == limit + 1)
    }

    @Test("Past the longest chain, a statement per extra")
    func statementsWhenLong() throws {
        let source = try SwiftRenderer.render(
            try RenderFixtures.validated(yaml: Self.manifest(extras: ExternalConformanceRenderer.longestChain + 1)))
        let getter = Self.getter(source)
        #expect(getter.contains("var encoded = RouteParameters()\n            encoded.setOptional(\"e0\", self.e0)\n"))
        #expect(getter.hasSuffix("return encoded"))
        #expect(!getter.contains(".setting"))
    }

    @Test("An extra of an app type keeps statements, its write mapped to the manifest line")
    func statementsWhenMapped() throws {
        let source = try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.manifest(extras: 1, appType: true)))
        let getter = Self.getter(source)
        #expect(getter.contains("encoded.setOptional(\"e0\", self.e0)\n#sourceLocation(file: \"routes.yml\", line: 9)\n            encoded.setOptional(\"photo\", self.photo as PhotoType?)\n#sourceLocation()"))
    }

    @Test("init(parameters:) delegates to the memberwise init unless a read is mapped or the extras are many")
    func decodingForm() throws {
        let short = try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.manifest(extras: 2)))
        #expect(short.contains("""
                    public init(parameters: RouteParameters) throws {
                        try self.init(e0: parameters.optional("e0", as: Int.self), e1: parameters.optional("e1", as: Int.self))
                    }
            """.replacingOccurrences(of: "public ", with: "")))
        let mapped = try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.manifest(extras: 1, appType: true)))
        #expect(mapped.contains("self.e0 = try parameters.optional(\"e0\", as: Int.self)\n#sourceLocation(file: \"routes.yml\", line: 9)\n            self.photo = try parameters.optional(\"photo\", as: PhotoType.self)\n#sourceLocation()"))
        let long = try SwiftRenderer.render(
            try RenderFixtures.validated(yaml: Self.manifest(extras: ExternalConformanceRenderer.longestChain + 1)))
        #expect(long.contains("self.e0 = try parameters.optional(\"e0\", as: Int.self)\n"))
        #expect(!long.contains("try self.init("))
    }

    @Test("Both forms type-check against RouteKit in Swift 6 and Swift 5 modes without warnings",
          .enabled(if: SwiftCompiler.swiftc != nil, "needs swiftc on PATH"), arguments: ["6", "5"])
    func bothFormsCompile(swiftVersion: String) throws {
        for count in [1, ExternalConformanceRenderer.longestChain + 1] {
            let source = try SwiftRenderer.render(try RenderFixtures.validated(yaml: Self.manifest(extras: count)))
            let run = try SwiftCompiler.typecheck(source: source, with: [], swiftVersion: swiftVersion)
            #expect(run.status == 0 && !run.output.contains("warning:"), "\(run.output)")
        }
    }
}
