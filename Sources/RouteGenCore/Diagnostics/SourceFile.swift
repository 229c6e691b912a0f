/// A manifest path as a small number, interned once per process.
///
/// Every node and every model value carries a `SourceLocation`; a `SourceFile` is a plain number, so copying a
/// location retains no string. The table is shared by the whole process (tests check manifests on many threads).
/// Two `SourceFile`s are equal exactly when their paths are equal.
struct SourceFile: Hashable, Sendable {
    /// The path's position in the process-wide table; the table only grows, so a number never changes meaning.
    let index: UInt32

    /// Interns `path` (one locked look-up): make one per manifest and build its locations from it.
    init(_ path: String) {
        index = SourceFileTable.shared.index(of: path)
    }

    /// The manifest path exactly as given to `init`.
    var path: String {
        SourceFileTable.shared.path(at: index)
    }
}

/// The paths behind `SourceFile` numbers. A process names a handful of manifests (a test run a few hundred), so
/// the table is never trimmed.
private final class SourceFileTable: Sendable {
    static let shared = SourceFileTable()

    private struct Paths: Sendable {
        var paths: [String] = []
        var indices: [String: UInt32] = [:]
    }

    private let table = Locked(Paths())

    func index(of path: String) -> UInt32 {
        table.withLock { table in
            if let index = table.indices[path] { return index }
            let index = UInt32(table.paths.count)
            table.paths.append(path)
            table.indices[path] = index
            return index
        }
    }

    func path(at index: UInt32) -> String {
        table.withLock { $0.paths[Int(index)] }
    }
}
