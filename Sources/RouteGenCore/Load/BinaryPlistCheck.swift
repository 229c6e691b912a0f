/// Checks the structure of a binary property list before `PropertyListSerialization` reads it.
///
/// Foundation's binary reader already refuses bad offsets, references and counts, but it expands shared
/// objects: a 1 KB file whose 60 arrays each hold the next one twice is 2^60 values, and reading it never ends.
/// So every offset, count and reference is checked against the file here (iteratively, memory-bounded), and the
/// object graph must be acyclic, at most `ManifestLimits.maximumNesting` deep and at most
/// `ManifestLimits.maximumAliasExpansion` values once expanded, the same limits YAML anchors have.
enum BinaryPlistCheck {
    /// Why the bytes cannot be read safely, or `nil` when they are a well-formed `bplist00` within the limits.
    static func problem(in bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("bplist00".utf8)) else { return "only 'bplist00' binary property lists are supported" }
        guard bytes.count >= 8 + 1 + 32 else { return "binary property list is truncated" }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let objectCount = integer(bytes, at: trailer + 8, size: 8)
        let top = integer(bytes, at: trailer + 16, size: 8)
        let tableStart = integer(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            return "binary property list has an invalid offset or reference size"
        }
        guard objectCount >= 1, top < objectCount, tableStart >= 9, tableStart < UInt64(trailer),
              objectCount <= (UInt64(trailer) - tableStart) / UInt64(offsetSize) else {
            return "binary property list has an invalid object table"
        }
        let count = Int(objectCount)
        let table = Int(tableStart)
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for index in 0..<count {
            let offset = integer(bytes, at: table + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < tableStart else { return "binary property list has an object outside the file" }
            offsets.append(Int(offset))
        }
        var graph = ObjectGraph(bytes: bytes, offsets: offsets, end: table, referenceSize: referenceSize)
        return graph.problem(from: Int(top))
    }

    /// Big-endian unsigned integer of `size` (1...8) bytes at `offset` (in bounds).
    fileprivate static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }
}

/// The objects of a binary plist as a graph: each object's children (references), checked as they are read.
private struct ObjectGraph {
    let bytes: [UInt8]
    let offsets: [Int]
    /// Objects end where the offset table starts.
    let end: Int
    let referenceSize: Int

    private enum State { case unvisited, inProgress, done }

    /// Depth-first from `top` with an explicit stack: refuses cycles, and sums each object's expanded size
    /// and depth once (shared objects are memoized, so the walk is linear in the file).
    mutating func problem(from top: Int) -> String? {
        let limit = ManifestLimits.maximumAliasExpansion
        var state = [State](repeating: .unvisited, count: offsets.count)
        var size = [Int](repeating: 0, count: offsets.count)
        var depth = [Int](repeating: 0, count: offsets.count)
        var stack: [(object: Int, children: [Int], next: Int)] = []
        switch children(of: top) {
        case .failure(let problem): return problem.message
        case .success(let list): stack.append((top, list, 0))
        }
        state[top] = .inProgress
        while let frame = stack.last {
            if frame.next < frame.children.count {
                let child = frame.children[frame.next]
                stack[stack.count - 1].next += 1
                switch state[child] {
                case .inProgress:
                    return "binary property list contains itself (object \(child))"
                case .done:
                    // A shared object seen before: its subtree must still fit below this path.
                    guard stack.count + depth[child] - 1 <= ManifestLimits.maximumNesting else {
                        return "manifest is nested deeper than \(ManifestLimits.maximumNesting) levels"
                    }
                    continue
                case .unvisited:
                    guard stack.count <= ManifestLimits.maximumNesting else {
                        return "manifest is nested deeper than \(ManifestLimits.maximumNesting) levels"
                    }
                    switch children(of: child) {
                    case .failure(let problem): return problem.message
                    case .success(let list): stack.append((child, list, 0))
                    }
                    state[child] = .inProgress
                }
                continue
            }
            stack.removeLast()
            var total = 1
            var deepest = 0
            for child in frame.children {
                total = min(total + size[child], limit + 1)
                deepest = max(deepest, depth[child])
            }
            guard total <= limit else {
                return "binary property list expands beyond \(limit) values (objects are shared)"
            }
            size[frame.object] = total
            depth[frame.object] = deepest + 1
            state[frame.object] = .done
        }
        return nil
    }

    private struct Problem: Error {
        let message: String
    }

    /// The references an object holds (none for scalars), after checking that it lies inside the object area.
    private func children(of object: Int) -> Result<[Int], Problem> {
        let start = offsets[object]
        let marker = bytes[start]
        let kind = marker >> 4
        let info = Int(marker & 0x0F)
        let outside = Problem(message: "binary property list has an object that runs past its end")
        switch kind {
        case 0x0:
            return [0x0, 0x8, 0x9, 0xF].contains(info) ? .success([]) : .failure(unknown(marker))
        case 0x1, 0x2:
            let length = 1 << info
            guard info <= 4, start + 1 + length <= end else { return .failure(outside) }
            return .success([])
        case 0x3:
            guard info == 3, start + 9 <= end else { return .failure(outside) }
            return .success([])
        case 0x8:
            guard start + 1 + info + 1 <= end else { return .failure(outside) }
            return .success([])
        case 0x4, 0x5, 0x6:
            guard let (count, body) = length(info, at: start) else { return .failure(outside) }
            guard count <= (end - body) / (kind == 0x6 ? 2 : 1) else { return .failure(outside) }
            return .success([])
        case 0xA, 0xC, 0xD:
            guard let (count, body) = length(info, at: start) else { return .failure(outside) }
            let references = kind == 0xD ? 2 : 1
            guard count <= (end - body) / (referenceSize * references) else { return .failure(outside) }
            var result: [Int] = []
            result.reserveCapacity(count * references)
            for index in 0..<(count * references) {
                let reference = BinaryPlistCheck.integer(bytes, at: body + index * referenceSize, size: referenceSize)
                guard reference < UInt64(offsets.count) else {
                    return .failure(Problem(message: "binary property list refers to an object that does not exist"))
                }
                result.append(Int(reference))
            }
            return .success(result)
        default:
            return .failure(unknown(marker))
        }
    }

    /// The element count in a marker's low nibble, or in the integer object after it when that nibble is 15;
    /// returns the count and where the body starts. `nil` when it runs past the objects or cannot be a count.
    private func length(_ info: Int, at start: Int) -> (count: Int, body: Int)? {
        guard info == 0xF else { return (info, start + 1) }
        guard start + 2 <= end else { return nil }
        let sizeMarker = bytes[start + 1]
        guard sizeMarker >> 4 == 0x1, sizeMarker & 0x0F <= 3 else { return nil }
        let size = 1 << Int(sizeMarker & 0x0F)
        guard start + 2 + size <= end else { return nil }
        let count = BinaryPlistCheck.integer(bytes, at: start + 2, size: size)
        guard count <= UInt64(end) else { return nil }
        return (Int(count), start + 2 + size)
    }

    private func unknown(_ marker: UInt8) -> Problem {
        Problem(message: "binary property list has an object of unknown type 0x\(String(marker, radix: 16))")
    }
}
