/// Builds the `ManifestNode` tree of a binary property list from its checked `BinaryPlistObjects`.
///
/// Our own reader rather than `PropertyListSerialization`: Foundation expanded shared objects into bridged arrays
/// slowly enough that a 290-byte file took 5 s (found by the plist fuzzer), and this way no manifest byte reaches a
/// Foundation parser. Iterative; dictionary keys in sorted order (a binary plist's key order is its writer's, not
/// the author's), locations are key paths as for every plist. Booleans, integers, reals, ASCII and UTF-16 strings,
/// arrays and dictionaries with string keys are read; dates, data and other kinds are an error at their key path.
struct BinaryPlistReader {
    private let objects: BinaryPlistObjects
    private let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(objects: BinaryPlistObjects, file: SourceFile) {
        self.objects = objects
        self.file = file
    }

    private struct Frame {
        let path: [String]
        /// For a dictionary, its key nodes in sorted order; empty for an array.
        let keys: [ManifestNode]
        let children: [Int]
        let isDictionary: Bool
        var next = 0
        var entries: [ManifestNode.Entry] = []
        var items: [ManifestNode] = []
    }

    /// The root value, or `nil` with the reasons in `diagnostics`.
    mutating func read() -> ManifestNode? {
        var stack: [Frame] = []
        var pending: (object: Int, path: [String])? = (objects.top, [])
        while true {
            var finished: ManifestNode??
            if let (object, path) = pending {
                pending = nil
                if let frame = container(object, path: path) {
                    stack.append(frame)
                } else {
                    finished = .some(scalar(object, path: path))
                }
            }
            if let node = finished {
                guard !stack.isEmpty else { return node }
                let top = stack.count - 1
                if let node {
                    if stack[top].isDictionary {
                        stack[top].entries.append(.init(key: stack[top].keys[stack[top].next - 1], value: node))
                    } else {
                        stack[top].items.append(node)
                    }
                }
            }
            guard let frame = stack.last else { return nil }
            if frame.next < frame.children.count {
                let path = frame.path + [frame.isDictionary ? frame.keys[frame.next].scalar?.text ?? "" : String(frame.next)]
                pending = (frame.children[frame.next], path)
                stack[stack.count - 1].next += 1
                continue
            }
            stack.removeLast()
            let content: ManifestNode.Content = frame.isDictionary ? .mapping(frame.entries) : .sequence(frame.items)
            let node = ManifestNode(content, location: location(frame.path))
            guard !stack.isEmpty else { return diagnostics.containsErrors ? nil : node }
            let top = stack.count - 1
            if stack[top].isDictionary {
                stack[top].entries.append(.init(key: stack[top].keys[stack[top].next - 1], value: node))
            } else {
                stack[top].items.append(node)
            }
        }
    }

    /// A frame for an array or a dictionary (keys sorted, checked to be distinct strings); `nil` for anything else,
    /// and for a dictionary whose keys are refused (with a diagnostic).
    private mutating func container(_ object: Int, path: [String]) -> Frame? {
        let marker = objects.bytes[objects.offsets[object]]
        guard marker >> 4 == 0xA || marker >> 4 == 0xD, case .success(let children) = objects.children(of: object) else {
            return nil
        }
        guard marker >> 4 == 0xD else { return Frame(path: path, keys: [], children: children, isDictionary: false) }
        let half = children.count / 2
        var pairs: [(key: String, value: Int)] = []
        for index in 0..<half {
            guard let key = string(children[index]) else {
                diagnostics.append(.error("a dictionary key must be a string", at: location(path)))
                return Frame(path: path, keys: [], children: [], isDictionary: true)
            }
            pairs.append((key, children[half + index]))
        }
        pairs.sort { $0.key < $1.key }
        for index in pairs.indices.dropFirst() where pairs[index].key == pairs[index - 1].key {
            diagnostics.append(.error("key '\(pairs[index].key)' appears twice in this dictionary", at: location(path)))
            return Frame(path: path, keys: [], children: [], isDictionary: true)
        }
        let keys = pairs.map { ManifestNode.scalar($0.key, style: .doubleQuoted, at: location(path + [$0.key])) }
        return Frame(path: path, keys: keys, children: pairs.map(\.value), isDictionary: true)
    }

    /// A leaf value as its text; `nil` with a diagnostic for kinds a manifest cannot hold.
    private mutating func scalar(_ object: Int, path: [String]) -> ManifestNode? {
        let start = objects.offsets[object]
        let marker = objects.bytes[start]
        let info = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where marker == 0x08 || marker == 0x09:
            return .scalar(marker == 0x09 ? "true" : "false", at: location(path))
        case 0x1:
            guard let text = integer(at: start + 1, size: 1 << info) else { break }
            return .scalar(text, at: location(path))
        case 0x2 where info == 2 || info == 3:
            let bits = BinaryPlistObjects.integer(objects.bytes, at: start + 1, size: 1 << info)
            let value = info == 2 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
            return .scalar("\(value)", at: location(path))
        case 0x5, 0x6:
            guard let text = string(object) else {
                diagnostics.append(.error("a string in this property list is not valid UTF-16", at: location(path)))
                return nil
            }
            return .scalar(text, style: .doubleQuoted, at: location(path))
        case 0x3, 0x4:
            let kind = marker >> 4 == 0x3 ? "a date" : "data"
            diagnostics.append(.error("\(kind) is not supported in a manifest; use a string", at: location(path)))
            return nil
        default:
            break
        }
        diagnostics.append(.error("this kind of value is not supported in a manifest; use a string", at: location(path)))
        return nil
    }

    /// Decimal text of a big-endian integer object: 1, 2 and 4 bytes unsigned, 8 bytes signed, 16 bytes when the
    /// value fits 64 bits (as Foundation writes UInt64 values above Int64.max).
    private func integer(at body: Int, size: Int) -> String? {
        switch size {
        case 1, 2, 4:
            return String(BinaryPlistObjects.integer(objects.bytes, at: body, size: size))
        case 8:
            return String(Int64(bitPattern: BinaryPlistObjects.integer(objects.bytes, at: body, size: 8)))
        case 16:
            let high = BinaryPlistObjects.integer(objects.bytes, at: body, size: 8)
            let low = BinaryPlistObjects.integer(objects.bytes, at: body + 8, size: 8)
            if high == 0 { return String(low) }
            if high == .max, Int64(bitPattern: low) < 0 { return String(Int64(bitPattern: low)) }
            return nil
        default:
            return nil
        }
    }

    /// An ASCII (`0x5n`, bytes read as Latin-1, as Foundation does) or UTF-16 big-endian (`0x6n`) string object;
    /// `nil` for other objects and for UTF-16 with a lone surrogate.
    private func string(_ object: Int) -> String? {
        let start = objects.offsets[object]
        let marker = objects.bytes[start]
        guard marker >> 4 == 0x5 || marker >> 4 == 0x6, let (count, body) = objects.length(Int(marker & 0x0F), at: start) else {
            return nil
        }
        if marker >> 4 == 0x5 {
            return String(String.UnicodeScalarView(objects.bytes[body..<(body + count)].map { Unicode.Scalar($0) }))
        }
        let units = (0..<count).map { UInt16(BinaryPlistObjects.integer(objects.bytes, at: body + 2 * $0, size: 2)) }
        var text = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: return text
            case .error: return nil
            }
        }
    }

    private func location(_ path: [String]) -> SourceLocation {
        SourceLocation(file: file, keyPath: path.joined(separator: "."))
    }
}
