/// Patterns compiled once into a tree keyed by static segments, so that matching a URL costs the same
/// however many routes are registered.
///
/// Every node has at most one child per specificity class besides its literal children: one for all typed
/// placeholders (whatever their type, since they rank equally), one for string placeholders, and a list of
/// entries ending in a catch-all. Walking literal > typed > string > catch-all depth-first visits the
/// candidates in exactly the specificity order (segment by segment from the left); entries ending at the same
/// node are kept by required query items (more first, `QuerySpecificity`), then in registration order.
///
/// Built by `RouteTrie.Builder`, then frozen into flat arrays of plain integers laid out depth first: the nodes,
/// literal edges and entries one route reaches sit next to each other in memory. With a thousand routes, a URL then
/// touches a few cache lines instead of a few separately allocated arrays per node (what the matcher's time beyond
/// ten routes was made of).
struct RouteTrie: Sendable {
    /// One node: ranges of the flat arrays, and its placeholder children (`-1` for none).
    struct Node: Sendable {
        /// This node's literal edges start at `edges[literalStart]`: `literalCount` of them, scanned, or above
        /// `scanLimit` an open-addressed hash table of `tableSize(literalCount)` slots (empty ones have child `-1`),
        /// so a lookup among many reads the slot that holds the edge, not a slot and then the edge.
        var literalStart: Int32 = 0
        var literalCount: Int32 = 0
        var typed: Int32 = -1
        var string: Int32 = -1
        /// Entries ending here, then entries ending in a catch-all here, from `entries[entryStart]` on.
        var entryStart: Int32 = 0
        var terminalCount: Int32 = 0
        var catchAllCount: Int32 = 0
        /// The placeholder types on the edge to `typed`, for pruning segments that none accepts.
        var typedTypes = PlaceholderTypeSet()
    }

    struct Edge: Sendable {
        let text: String
        let child: Int32
    }

    private var nodes: [Node] = [Node()]
    /// Hashing a short segment costs more than comparing it with a few small strings (which `==` does on their
    /// inline bytes), so only nodes with many literals have a hash table.
    private var edges: [Edge] = []
    private var entries: [Int32] = []
    /// The longest pattern, in segments: the deepest the walk can go, so its stack is sized once.
    private var maxDepth = 0
    /// Above this many literal children a node looks them up by hash instead of by scanning.
    static let scanLimit = 8

    /// Freezes a builder's tree, renumbering its nodes in depth-first order.
    init(_ builder: Builder) {
        let source = builder.nodes
        maxDepth = builder.maxDepth
        // Depth-first order, children in walk order (literals as inserted, typed, string), with an explicit stack:
        // a pattern of ten thousand segments must not recurse ten thousand deep.
        var order: [Int] = []
        order.reserveCapacity(source.count)
        var pending = [0]
        while let index = pending.popLast() {
            order.append(index)
            let node = source[index]
            if let string = node.string { pending.append(string) }
            if let typed = node.typed { pending.append(typed) }
            pending.append(contentsOf: node.literalList.reversed().map(\.child))
        }
        var renumbered = [Int32](repeating: -1, count: source.count)
        for (newIndex, oldIndex) in order.enumerated() { renumbered[oldIndex] = Int32(newIndex) }

        nodes = []
        nodes.reserveCapacity(order.count)
        for oldIndex in order {
            let old = source[oldIndex]
            var node = Node()
            node.literalStart = Int32(edges.count)
            node.literalCount = Int32(old.literalList.count)
            if old.literalList.count > Self.scanLimit {
                let mask = Self.tableSize(old.literalList.count) - 1
                var table = [Edge](repeating: Edge(text: "", child: -1), count: mask + 1)
                for (text, child) in old.literalList {
                    var slot = Int(Self.hash(text)) & mask
                    while table[slot].child >= 0 { slot = (slot + 1) & mask }
                    table[slot] = Edge(text: text, child: renumbered[child])
                }
                edges.append(contentsOf: table)
            } else {
                for (text, child) in old.literalList { edges.append(Edge(text: text, child: renumbered[child])) }
            }
            node.typed = old.typed.map { renumbered[$0] } ?? -1
            node.string = old.string.map { renumbered[$0] } ?? -1
            node.typedTypes = old.typedTypes
            node.entryStart = Int32(entries.count)
            node.terminalCount = Int32(old.terminals.count)
            node.catchAllCount = Int32(old.catchAll.count)
            entries.append(contentsOf: old.terminals.map { Int32($0) })
            entries.append(contentsOf: old.catchAll.map { Int32($0) })
            nodes.append(node)
        }
    }

    /// Slots for a node with `count` literals: a power of two at least twice the count, so probes stay short.
    static func tableSize(_ count: Int) -> Int {
        var size = 16
        while size < 2 * count { size *= 2 }
        return size
    }

    /// FNV-1a over the segment's UTF-8: cheap for the short segments of a path, and stable across runs.
    @inline(__always)
    static func hash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// Calls `visit` with each candidate entry, most specific first, until it returns `true`.
    /// Iterative, with one stack frame per pattern depth (never per URL segment: the walk only descends where a
    /// pattern does), so a URL with 10,000 segments cannot blow the stack; the frames live on the call stack.
    func forEachCandidate(_ segments: [String], _ visit: (Int) -> Bool) {
        nodes.withUnsafeBufferPointer { nodes in
            edges.withUnsafeBufferPointer { edges in
                entries.withUnsafeBufferPointer { entries in
                    withUnsafeTemporaryAllocation(of: Frame.self, capacity: maxDepth + 1) { stack in
                        Self.walk(Tables(nodes: nodes, edges: edges, entries: entries), segments, stack, visit)
                    }
                }
            }
        }
    }

    /// The frozen arrays, read by address for the length of one walk.
    private struct Tables {
        let nodes: UnsafeBufferPointer<Node>
        let edges: UnsafeBufferPointer<Edge>
        let entries: UnsafeBufferPointer<Int32>

        /// The child for a literal segment, or `-1`.
        @inline(__always)
        func literalChild(_ node: Node, _ segment: String) -> Int32 {
            let start = Int(node.literalStart), count = Int(node.literalCount)
            if count <= RouteTrie.scanLimit {
                for index in start..<(start + count) where edges[index].text == segment {
                    return edges[index].child
                }
                return -1
            }
            let mask = RouteTrie.tableSize(count) - 1
            var slot = Int(RouteTrie.hash(segment)) & mask
            while true {
                let edge = start + slot
                if edges[edge].child < 0 { return -1 }
                if edges[edge].text == segment { return edges[edge].child }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Where the walk is: a node, how many segments it consumed, and which of its children to try next.
    private struct Frame {
        var node: Int32
        var depth: Int32
        var phase: Int32
    }

    private static func walk(
        _ tables: Tables,
        _ segments: [String],
        _ stack: UnsafeMutableBufferPointer<Frame>,
        _ visit: (Int) -> Bool
    ) {
        var top = 0
        stack[0] = Frame(node: 0, depth: 0, phase: 0)
        while top >= 0 {
            let frame = stack[top]
            stack[top].phase = frame.phase + 1
            let node = tables.nodes[Int(frame.node)]
            let depth = Int(frame.depth)
            if depth == segments.count {
                // No segment left: only entries ending here match; children all need one more segment.
                let start = Int(node.entryStart)
                for index in start..<(start + Int(node.terminalCount)) where visit(Int(tables.entries[index])) { return }
                top -= 1
                continue
            }
            var next: Int32 = -1
            switch frame.phase {
            case 0:
                next = tables.literalChild(node, segments[depth])
            case 1:
                if node.typed >= 0, node.typedTypes.acceptsAny(segments[depth]) { next = node.typed }
            case 2:
                next = node.string
            case 3:
                let start = Int(node.entryStart) + Int(node.terminalCount)
                for index in start..<(start + Int(node.catchAllCount)) where visit(Int(tables.entries[index])) { return }
            default:
                top -= 1
            }
            if next >= 0 {
                top += 1
                stack[top] = Frame(node: next, depth: frame.depth + 1, phase: 0)
            }
        }
    }
}

extension RouteTrie {
    /// The growing tree `insert` adds patterns to, before it is frozen by `RouteTrie.init(_:)`.
    struct Builder {
        struct Node {
            var literals: [String: Int] = [:]
            /// The literal children in insertion order (the order a scan and the frozen edges keep).
            var literalList: [(text: String, child: Int)] = []
            var typed: Int?
            var typedTypes = PlaceholderTypeSet()
            var string: Int?
            var catchAll: [Int] = []
            var terminals: [Int] = []
            /// The weights of `catchAll` and `terminals`, element for element.
            var catchAllWeights: [Weight] = []
            var terminalWeights: [Weight] = []
        }

        private(set) var nodes: [Node] = [Node()]
        private(set) var maxDepth = 0

        /// Adds an entry; call in registration order. Among entries ending at the same node, a heavier one (a more
        /// specific fragment path, then more required query items) goes before lighter ones (the walk's order is the
        /// matcher's preference).
        mutating func insert(_ pattern: RoutePattern, entry: Int, weight: Weight = Weight()) {
            var current = 0
            maxDepth = max(maxDepth, pattern.segments.count)
            for segment in pattern.segments {
                switch segment {
                case .literal(let text):
                    current = child(of: current, existing: nodes[current].literals[text]) {
                        $0.literals[text] = $1
                        $0.literalList.append((text, $1))
                    }
                case .placeholder(let placeholder):
                    // One child per rank (`SegmentRank`): the walk visits them in rank order.
                    switch segment.rank {
                    case .catchAll:
                        let at = nodes[current].catchAllWeights.firstIndex { $0 < weight } ?? nodes[current].catchAll.count
                        nodes[current].catchAll.insert(entry, at: at)
                        nodes[current].catchAllWeights.insert(weight, at: at)
                        return
                    case .string:
                        current = child(of: current, existing: nodes[current].string) { $0.string = $1 }
                    case .typed:
                        nodes[current].typedTypes.insert(placeholder.type)
                        current = child(of: current, existing: nodes[current].typed) { $0.typed = $1 }
                    case .literal:
                        preconditionFailure("a placeholder never ranks as fixed text")
                    }
                }
            }
            let at = nodes[current].terminalWeights.firstIndex { $0 < weight } ?? nodes[current].terminals.count
            nodes[current].terminals.insert(entry, at: at)
            nodes[current].terminalWeights.insert(weight, at: at)
        }

        private mutating func child(of parent: Int, existing: Int?, link: (inout Node, Int) -> Void) -> Int {
            if let existing { return existing }
            nodes.append(Node())
            link(&nodes[parent], nodes.count - 1)
            return nodes.count - 1
        }
    }
}

/// Placeholder types as bits, so a trie node or a capture keeps them inline instead of in an array (or an enum with
/// a `String` payload, which is not a plain value).
struct PlaceholderTypeSet: Sendable, Equatable {
    private var bits: UInt8 = 0

    private static let int: UInt8 = 1, double: UInt8 = 2, bool: UInt8 = 4, uuid: UInt8 = 8, anything: UInt8 = 16

    init() {}

    init(_ type: RoutePattern.PlaceholderType) {
        insert(type)
    }

    private static func bit(_ type: RoutePattern.PlaceholderType) -> UInt8 {
        switch type {
        case .int: int
        case .double: double
        case .bool: bool
        case .uuid: uuid
        // These accept every segment here (a manifest enum's converter decides at decoding), so one bit serves all.
        case .string, .path, .enumeration: anything
        }
    }

    mutating func insert(_ type: RoutePattern.PlaceholderType) {
        bits |= Self.bit(type)
    }

    /// Whether any type in the set accepts the segment: `RoutePattern.PlaceholderType.accepts`, cheapest first.
    func acceptsAny(_ segment: String) -> Bool {
        if bits & Self.anything != 0 { return true }
        if bits & Self.int != 0, RoutePattern.PlaceholderType.int.accepts(segment) { return true }
        if bits & Self.bool != 0, RoutePattern.PlaceholderType.bool.accepts(segment) { return true }
        if bits & Self.double != 0, RoutePattern.PlaceholderType.double.accepts(segment) { return true }
        if bits & Self.uuid != 0, RoutePattern.PlaceholderType.uuid.accepts(segment) { return true }
        return false
    }
}

extension RouteTrie {
    /// What orders entries that end at the same node, as `URLMatchTable.isBetter` does: the fragment path's ranks
    /// (`FragmentPattern.compareRanks`; none is lightest), then the number of required query items.
    struct Weight: Comparable {
        var fragmentRanks: [UInt8]? = nil
        var requiredCount = 0

        static func < (left: Weight, right: Weight) -> Bool {
            let fragment = FragmentPattern.compareRanks(left.fragmentRanks?[...], right.fragmentRanks?[...])
            if fragment != 0 { return fragment < 0 }
            return left.requiredCount < right.requiredCount
        }
    }
}
