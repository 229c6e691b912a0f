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
        var literals: [String: Int] = [:]
        var typed: Int?
        /// The placeholder types on the edge to `typed`, for pruning segments that none accepts.
        var typedTypes: [RoutePattern.PlaceholderType] = []
        var string: Int?
        var catchAll: [Int] = []
        var terminals: [Int] = []
    }

    private var nodes: [Node] = [Node()]

    /// Adds an entry; call in registration order.
    mutating func insert(_ pattern: RoutePattern, entry: Int) {
        var current = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                current = child(of: current, existing: nodes[current].literals[text]) { $0.literals[text] = $1 }
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

    /// Calls `visit` with each candidate entry, most specific first, until it returns `true`.
    /// Iterative, with one stack frame per pattern depth, so a URL with 10,000 segments cannot blow the stack.
    func forEachCandidate(_ segments: [String], _ visit: (Int) -> Bool) {
        var stack: [(node: Int, depth: Int, phase: Int)] = [(0, 0, 0)]
        stack.reserveCapacity(8)
        while let (nodeIndex, depth, phase) = stack.last {
            stack[stack.count - 1].phase = phase + 1
            if depth == segments.count {
                // No segment left: only entries ending here match; children all need one more segment.
                for entry in nodes[nodeIndex].terminals where visit(entry) { return }
                stack.removeLast()
                continue
            }
            switch phase {
            case 0:
                if let child = nodes[nodeIndex].literals[segments[depth]] { stack.append((child, depth + 1, 0)) }
            case 1:
                if let child = nodes[nodeIndex].typed,
                   nodes[nodeIndex].typedTypes.contains(where: { SegmentCheck.accepts($0, segments[depth]) }) {
                    stack.append((child, depth + 1, 0))
                }
            case 2:
                if let child = nodes[nodeIndex].string { stack.append((child, depth + 1, 0)) }
            case 3:
                for entry in nodes[nodeIndex].catchAll where visit(entry) { return }
            default:
                stack.removeLast()
            }
        }
    }
}
