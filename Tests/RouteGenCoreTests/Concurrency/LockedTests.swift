import Dispatch
import Testing
@testable import RouteGenCore

@Suite("Concurrency: Locked")
struct LockedTests {
    @Test("Changes from many threads at once are none of them lost")
    func concurrentChanges() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test("SourceFile numbers stay one per path when threads intern the same paths at once")
    func interning() {
        let paths = (0..<50).map { "/locked-test/\($0).routes.yml" }
        let seen = Locked([String: Set<SourceFile>]())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for path in paths {
                let file = SourceFile(path)
                seen.withLock { _ = $0[path, default: []].insert(file) }
            }
        }
        let table = seen.withLock { $0 }
        #expect(table.values.allSatisfy { $0.count == 1 })
        #expect(paths.allSatisfy { table[$0]?.first?.path == $0 })
    }
}
