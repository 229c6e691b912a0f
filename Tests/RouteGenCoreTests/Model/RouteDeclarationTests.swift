import Dispatch
import Testing
@testable import RouteGenCore

/// `RouteDeclaration` shares its fields between copies until one is written: each copy must still behave as a value.
@Suite("Model: RouteDeclaration is a value")
struct RouteDeclarationTests {
    private let location = SourceLocation(file: "routes.yml", line: 3)

    private func declaration() -> RouteDeclaration {
        RouteDeclaration(name: "profile", path: "/user/<int:id>", exposure: .external,
                         extras: [Extra(name: "id", type: .named(["Int"]), location: location)], location: location)
    }

    @Test("Writing to a copy, in place or whole, leaves the original as it was")
    func copiesAreIndependent() {
        let original = declaration()
        var copy = original
        copy.extras[0].binding = .none
        copy.extras.append(Extra(name: "tab", type: .named(["String"]), location: location))
        copy.name = "account"
        #expect(original.name == "profile")
        #expect(original.extras.count == 1)
        #expect(original.extras[0].binding == .query)
        #expect(copy.name == "account" && copy.extras.count == 2 && copy.extras[0].binding == .none)
        #expect(original == declaration())
        #expect(copy != original)
    }

    @Test("Equality and hashing compare fields, not storage")
    func equalityByFields() {
        let first = declaration(), second = declaration()
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        var changed = second
        changed.isTabRoot = true
        #expect(changed != first)
        changed.isTabRoot = false
        #expect(changed == first)
        #expect(changed.hashValue == first.hashValue)
    }

    @Test("Threads that each change their own copy of one shared declaration see only their own change")
    func copiesAcrossThreads() {
        let shared = declaration()
        let names = Locked([String]())
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            var mine = shared
            mine.name = "route\(index)"
            mine.extras[0].name = "id\(index)"
            names.withLock { $0.append("\(mine.name)/\(mine.extras[0].name)") }
        }
        #expect(names.withLock { $0.sorted() } == (0..<8).map { "route\($0)/id\($0)" }.sorted())
        #expect(shared == declaration())
    }
}
