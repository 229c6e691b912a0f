import Foundation
import Testing
@testable import RouteGenCore

/// Locations hold their manifest path as an interned `SourceFile` number; they must still compare, hash, print and
/// sort as if they held the path itself.
@Suite("Source locations")
struct SourceLocationTests {
    @Test func equalPathsGiveEqualFilesAndOthersDiffer() {
        #expect(SourceFile("Sources/App/routes.yml") == SourceFile("Sources/App/" + "routes.yml"))
        #expect(SourceFile("a.yml") != SourceFile("b.yml"))
        #expect(SourceFile("a.yml") != SourceFile("A.yml"))
        #expect(SourceFile("").path == "")
        #expect(SourceFile("Sources/Ü/routes.yml").path == "Sources/Ü/routes.yml")
    }

    @Test func locationsCompareAndHashByPathAndPosition() {
        let a = SourceLocation(file: "m.yml", line: 3, column: 5)
        #expect(a == SourceLocation(file: SourceFile("m.yml"), line: 3, column: 5))
        #expect(a != SourceLocation(file: "n.yml", line: 3, column: 5))
        #expect(a != SourceLocation(file: "m.yml", line: 3, column: 6))
        #expect(a != SourceLocation(file: "m.yml", keyPath: "routes"))
        #expect(Set([a, SourceLocation(file: "m.yml", line: 3, column: 5), SourceLocation(file: "n.yml", line: 3, column: 5)]).count == 2)
        var moved = a
        moved.file = "n.yml"
        #expect(moved == SourceLocation(file: "n.yml", line: 3, column: 5))
        #expect(moved.description == "n.yml:3:5")
    }

    @Test func interningFromManyThreadsAgreesOnEveryPath() async {
        let paths = (0..<64).map { "threads/\($0 % 16).routes.yml" }
        let files = await withTaskGroup(of: (String, SourceFile).self) { group in
            for path in paths { group.addTask { (path, SourceFile(path)) } }
            return await group.reduce(into: [(String, SourceFile)]()) { $0.append($1) }
        }
        for (path, file) in files {
            #expect(file.path == path)
            #expect(file == SourceFile(path))
        }
        #expect(Set(files.map(\.1)).count == 16)
    }

    @Test func diagnosticsSortByPathTextThenPosition() {
        // "b" is interned before "a", so interning order is not text order.
        let b = Diagnostic.error("late", at: SourceLocation(file: "sort-b.yml", line: 1, column: 1))
        let a2 = Diagnostic.error("second", at: SourceLocation(file: "sort-a.yml", line: 2, column: 1))
        let a1 = Diagnostic.error("first", at: SourceLocation(file: "sort-a.yml", line: 1, column: 9))
        let whole = Diagnostic.error("file", at: SourceLocation(file: "sort-a.yml"))
        #expect([b, a2, a1, whole].sortedByPosition().map(\.message) == ["file", "first", "second", "late"])
    }

    @Test func plistNodesCarryTheirFileAndKeyPath() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>routes</key><dict><key>home</key><dict><key>path</key><string>/h</string></dict></dict></dict></plist>
        """
        let root = try #require(PlistLoader.load(bytes: Array(plist.utf8), file: "App/routes.plist").root)
        guard case .mapping(let top) = root.content, case .mapping(let routes) = top[0].value.content,
              case .mapping(let route) = routes[0].value.content else {
            Issue.record("expected nested mappings")
            return
        }
        #expect(route[0].value.location == SourceLocation(file: "App/routes.plist", keyPath: "routes.home.path"))
        #expect(route[0].value.location.file == "App/routes.plist")
        #expect(Diagnostic.error("x", at: route[0].value.location).description
                == "App/routes.plist: error: x (at routes.home.path)")
    }

    @Test func yamlNodesCarryTheirFileLineAndColumn() throws {
        let root = try #require(YAMLLoader.load(bytes: Array("a:\n  b: 'c'\n".utf8), file: "Dir/m.routes.yml").root)
        guard case .mapping(let top) = root.content, case .mapping(let inner) = top[0].value.content else {
            Issue.record("expected nested mappings")
            return
        }
        #expect(inner[0].value.location.description == "Dir/m.routes.yml:2:6")
        #expect(inner[0].value.contentLocation.description == "Dir/m.routes.yml:2:7")
    }

    @Test func positionsRoundTripIncludingNoneAndExtremes() {
        for value in [nil, 0, 1, -5, 1_048_576, Int(Int32.max)] as [Int?] {
            let location = SourceLocation(file: "m.yml", line: value, column: value)
            #expect(location.line == value)
            #expect(location.column == value)
        }
        var location = SourceLocation(file: "m.yml", line: 3, column: 5)
        location.column = nil
        #expect(location.line == 3)
        #expect(location.column == nil)
        #expect(location.description == "m.yml:3:1")
        #expect(SourceLocation(file: "m.yml", line: 3) != SourceLocation(file: "m.yml", line: 3, column: 1))
        // The point of the 32-bit positions: a location (held by every node and model value) stays at 32 bytes.
        #expect(MemoryLayout<RouteGenCore.SourceLocation>.size <= 32)
    }
}
