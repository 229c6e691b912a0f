/// Reports every repeated key in every mapping of the tree, with a note at the first occurrence.
enum DuplicateKeyCheck {
    /// Mappings are checked in the order of a depth-first walk that visits a mapping's values last to first and a
    /// list's items first to last (the order of the stack-based walk this replaced, so messages keep their order).
    static func diagnostics(in root: ManifestNode) -> [Diagnostic] {
        var walk = Walk()
        walk.visit(root)
        return walk.found
    }

    /// A recursive walk (nesting is bounded by `ManifestLimits.maximumNesting`) that reads nodes in place rather
    /// than copying each one onto a stack.
    private struct Walk {
        var found: [Diagnostic] = []
        /// Locations already reported, so a mapping reached again through an alias is reported once.
        var reported = Set<SourceLocation>()
        mutating func visit(_ node: ManifestNode) {
            switch node.content {
            case .scalar:
                return
            case .sequence(let items):
                for index in items.indices { visit(items[index]) }
            case .mapping(let entries):
                check(entries)
                for index in entries.indices.reversed() { visit(entries[index].value) }
            }
        }

        private mutating func check(_ entries: [ManifestNode.Entry]) {
            // Small mappings (a route, an extra) are scanned; a dictionary pays off only for large ones.
            let usesDictionary = entries.count > MappingKeys.scanLimit
            var first: [String: SourceLocation] = [:]
            if usesDictionary { first.reserveCapacity(entries.count) }
            for index in entries.indices {
                guard case .scalar(let scalar) = entries[index].key.content else { continue }
                let key = scalar.text
                let original: SourceLocation?
                if usesDictionary {
                    original = first[key]
                    if original == nil { first[key] = entries[index].key.location }
                } else {
                    original = entries[..<index].firstIndex { earlier in
                        if case .scalar(let earlierKey) = earlier.key.content { return earlierKey.text == key }
                        return false
                    }.map { entries[$0].key.location }
                }
                if let original, reported.insert(entries[index].key.location).inserted {
                    found.append(.error("duplicate key '\(key)'", at: entries[index].key.location,
                                        notes: [.note("'\(key)' was first written here", at: original)]))
                }
            }
        }
    }
}
