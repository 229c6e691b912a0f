/// Patterns compiled once into a tree keyed by static segments, so that matching a URL costs the same
/// however many routes are registered.
///
/// Every node has at most one child per specificity class besides its literal children: one for all typed
/// placeholders (whatever their type, since they rank equally), one for string placeholders, and a list of
/// entries ending in a catch-all. Walking literal > typed > string > catch-all depth-first visits the
/// candidates in exactly the SPEC order (segment by segment from the left); entries ending at the same
/// node are kept in registration order, which breaks ties.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        /// Literal children by text; a dictionary only once there are many (hashing a short segment costs
        /// more than comparing it with a few small strings, which `==` does on their inline bytes).
        var literals: [String: Int] = [:]
        var literalList: [(text: String, child: Int)] = []
        var typed: Int?
        /// The placeholder types on the edge to `typed`, for pruning segments that none accepts.
        var typedTypes: [RoutePattern.PlaceholderType] = []
        var string: Int?
        var catchAll: [Int] = []
        var terminals: [Int] = []
    }

    private var nodes: [Node] = [Node()]
    /// The longest pattern, in segments: the deepest the walk can go, so its stack is sized once.
    private var maxDepth = 0
    /// Above this many literal children a node looks them up by hash instead of by scanning.
    static let scanLimit = 8

    /// Adds an entry; call in registration order.
    mutating func insert(_ pattern: RoutePattern, entry: Int) {
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
                switch placeholder.type {
                case .path:
                    nodes[current].catchAll.append(entry)
                    return
                case .string:
                    current = child(of: current, existing: nodes[current].string) { $0.string = $1 }
                default:
                    if !nodes[current].typedTypes.contains(placeholder.type) {
                        nodes[current].typedTypes.append(placeholder.type)
                    }
                    current = child(of: current, existing: nodes[current].typed) { $0.typed = $1 }
                }
            }
        }
        nodes[current].terminals.append(entry)
    }

    private mutating func child(of parent: Int, existing: Int?, link: (inout Node, Int) -> Void) -> Int {
        if let existing { return existing }
        nodes.append(Node())
        link(&nodes[parent], nodes.count - 1)
        return nodes.count - 1
    }

    /// The child for a literal segment, if any. Takes the node by address: a `Node` passed by value is a copy,
    /// five retains and five releases for every node the walk visits.
    @inline(__always)
    private static func literalChild(_ node: UnsafePointer<Node>, _ segment: String) -> Int? {
        let count = node.pointee.literalList.count
        if count > Self.scanLimit { return node.pointee.literals[segment] }
        for index in 0..<count where node.pointee.literalList[index].text == segment {
            return node.pointee.literalList[index].child
        }
        return nil
    }

    /// Calls `visit` with each candidate entry, most specific first, until it returns `true`.
    /// Iterative, with one stack frame per pattern depth (never per URL segment: the walk only descends where a
    /// pattern does), so a URL with 10,000 segments cannot blow the stack; the frames live on the call stack.
    func forEachCandidate(_ segments: [String], _ visit: (Int) -> Bool) {
        // Nodes are read through a buffer: subscripting the array would copy a node (and retain its fields).
        nodes.withUnsafeBufferPointer { nodes in
            withUnsafeTemporaryAllocation(of: Frame.self, capacity: maxDepth + 1) { stack in
                Self.walk(nodes, segments, stack, visit)
            }
        }
    }

    /// Where the walk is: a node, how many segments it consumed, and which of its children to try next.
    private struct Frame {
        var node: Int
        var depth: Int
        var phase: Int
    }

    private static func walk(
        _ nodes: UnsafeBufferPointer<Node>,
        _ segments: [String],
        _ stack: UnsafeMutableBufferPointer<Frame>,
        _ visit: (Int) -> Bool
    ) {
        var top = 0
        stack[0] = Frame(node: 0, depth: 0, phase: 0)
        while top >= 0 {
            let nodeIndex = stack[top].node, depth = stack[top].depth, phase = stack[top].phase
            stack[top].phase = phase + 1
            if depth == segments.count {
                // No segment left: only entries ending here match; children all need one more segment.
                for entry in nodes[nodeIndex].terminals where visit(entry) { return }
                top -= 1
                continue
            }
            var next: Int?
            switch phase {
            case 0:
                next = literalChild(nodes.baseAddress! + nodeIndex, segments[depth])
            case 1:
                if let child = nodes[nodeIndex].typed,
                   nodes[nodeIndex].typedTypes.contains(where: { $0.accepts(segments[depth]) }) {
                    next = child
                }
            case 2:
                next = nodes[nodeIndex].string
            case 3:
                for entry in nodes[nodeIndex].catchAll where visit(entry) { return }
            default:
                top -= 1
            }
            if let next {
                top += 1
                stack[top] = Frame(node: next, depth: depth + 1, phase: 0)
            }
        }
    }
}
