/// Reports every repeated key in every mapping of the tree, with a note at the first occurrence.
enum DuplicateKeyCheck {
    /// Mappings are checked in the order of a depth-first walk that visits a mapping's values last to first and a
    /// list's items first to last (the order of the stack-based walk this replaced, so messages keep their order).
    static func diagnostics(in root: ManifestNode) -> [Diagnostic] {
        var walk = Walk(slicesLargeMappings: true)
        walk.visit(root)
        return walk.found
    }

    /// A recursive walk (nesting is bounded by `ManifestLimits.maximumNesting`) that reads nodes in place rather
    /// than copying each one onto a stack.
    private struct Walk {
        var found: [Diagnostic] = []
        /// Locations already reported, so a mapping reached again through an alias is reported once.
        var reported = Set<SourceLocation>()
        /// Whether the values of a large mapping (`routes:`) are walked in slices at once; false inside a slice.
        let slicesLargeMappings: Bool

        init(slicesLargeMappings: Bool) {
            self.slicesLargeMappings = slicesLargeMappings
        }

        mutating func visit(_ node: ManifestNode) {
            switch node.content {
            case .scalar:
                return
            case .sequence(let items):
                for index in items.indices { visit(items[index]) }
            case .mapping(let entries):
                check(entries)
                if slicesLargeMappings, ContiguousSlices.sliceCount(for: entries.count) > 1 {
                    visitValuesInSlices(entries)
                } else {
                    for index in entries.indices.reversed() { visit(entries[index].value) }
                }
            }
        }

        /// The values walked slice by slice at once, then joined in the sequential walk's order (last slice first),
        /// keeping each location's first report only: exactly what one walk over all the values finds.
        private mutating func visitValuesInSlices(_ entries: [ManifestNode.Entry]) {
            let parts = ContiguousSlices.map(count: entries.count) { range in
                var walk = Walk(slicesLargeMappings: false)
                for index in range.reversed() { walk.visit(entries[index].value) }
                return walk.found
            }
            for diagnostic in parts.reversed().joined() where reported.insert(diagnostic.location).inserted {
                found.append(diagnostic)
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
