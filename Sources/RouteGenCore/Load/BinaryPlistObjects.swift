/// The object table of a `bplist00` file, checked so that `BinaryPlistReader` can read it without a bounds failure,
/// a cycle or an explosion.
///
/// Every offset, count and reference is checked against the file (iteratively, memory-bounded), and the objects
/// reachable from the top one must form a tree at most `ManifestLimits.maximumNesting` deep, each array and
/// dictionary used once: a shared container multiplies the values (a 1 KB file whose 60 arrays each hold the next
/// one twice is 2^60 values; Foundation's reader never finished it, and 290 bytes of it took seconds).
struct BinaryPlistObjects {
    let bytes: [UInt8]
    let offsets: [Int]
    /// Objects end where the offset table starts.
    let end: Int
    let referenceSize: Int
    let top: Int

    /// The checked table, or why the bytes cannot be read.
    static func read(_ bytes: [UInt8]) -> Result<BinaryPlistObjects, BinaryPlistProblem> {
        guard bytes.starts(with: Array("bplist00".utf8)) else { return .failure("only 'bplist00' binary property lists are supported") }
        guard bytes.count >= 8 + 1 + 32 else { return .failure("binary property list is truncated") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let objectCount = integer(bytes, at: trailer + 8, size: 8)
        let top = integer(bytes, at: trailer + 16, size: 8)
        let tableStart = integer(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            return .failure("binary property list has an invalid offset or reference size")
        }
        guard objectCount >= 1, top < objectCount, tableStart >= 9, tableStart < UInt64(trailer),
              objectCount <= (UInt64(trailer) - tableStart) / UInt64(offsetSize) else {
            return .failure("binary property list has an invalid object table")
        }
        let count = Int(objectCount)
        let table = Int(tableStart)
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for index in 0..<count {
            let offset = integer(bytes, at: table + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < tableStart else { return .failure("binary property list has an object outside the file") }
            offsets.append(Int(offset))
        }
        let objects = BinaryPlistObjects(bytes: bytes, offsets: offsets, end: table, referenceSize: referenceSize, top: Int(top))
        if let problem = objects.graphProblem() { return .failure(problem) }
        return .success(objects)
    }

    /// Big-endian unsigned integer of `size` (1...8) bytes at `offset` (in bounds).
    static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }
}

/// Why a binary property list cannot be read.
struct BinaryPlistProblem: Error, ExpressibleByStringLiteral {
    let message: String
    init(_ message: String) { self.message = message }
    init(stringLiteral message: String) { self.message = message }
}

extension BinaryPlistObjects {
    private enum State { case unvisited, inProgress, done }

    /// Depth-first from `top` with an explicit stack: refuses cycles, nesting deeper than the limit, and an array or
    /// dictionary reached twice. Scalars may be shared (Foundation writes each distinct string or number once), but a
    /// shared container would multiply the tree: with containers used once, the values read are at most the
    /// references in the file, so reading costs what the bytes cost, as for XML.
    private func graphProblem() -> BinaryPlistProblem? {
        var visited = [Bool](repeating: false, count: offsets.count)
        var stack: [(object: Int, children: [Int], next: Int)] = []
        switch children(of: top) {
        case .failure(let problem): return problem
        case .success(let list): stack.append((top, list, 0))
        }
        visited[top] = true
        while let frame = stack.last {
            guard frame.next < frame.children.count else {
                stack.removeLast()
                continue
            }
            let child = frame.children[frame.next]
            stack[stack.count - 1].next += 1
            guard stack.count <= ManifestLimits.maximumNesting else {
                return BinaryPlistProblem("manifest is nested deeper than \(ManifestLimits.maximumNesting) levels")
            }
            let list: [Int]
            switch children(of: child) {
            case .failure(let problem): return problem
            case .success(let children): list = children
            }
            guard isContainer(child) else { continue }
            guard !visited[child] else {
                return BinaryPlistProblem("binary property list uses array or dictionary \(child) twice (or inside itself); "
                    + "each may appear once")
            }
            visited[child] = true
            stack.append((child, list, 0))
        }
        return nil
    }

    private func isContainer(_ object: Int) -> Bool {
        let kind = bytes[offsets[object]] >> 4
        return kind == 0xA || kind == 0xC || kind == 0xD
    }

    /// The references an object holds (none for scalars), after checking that it lies inside the object area.
    func children(of object: Int) -> Result<[Int], BinaryPlistProblem> {
        let start = offsets[object]
        let marker = bytes[start]
        let kind = marker >> 4
        let info = Int(marker & 0x0F)
        let outside = BinaryPlistProblem("binary property list has an object that runs past its end")
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
                let reference = Self.integer(bytes, at: body + index * referenceSize, size: referenceSize)
                guard reference < UInt64(offsets.count) else {
                    return .failure(BinaryPlistProblem("binary property list refers to an object that does not exist"))
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
    func length(_ info: Int, at start: Int) -> (count: Int, body: Int)? {
        guard info == 0xF else { return (info, start + 1) }
        guard start + 2 <= end else { return nil }
        let sizeMarker = bytes[start + 1]
        guard sizeMarker >> 4 == 0x1, sizeMarker & 0x0F <= 3 else { return nil }
        let size = 1 << Int(sizeMarker & 0x0F)
        guard start + 2 + size <= end else { return nil }
        let count = Self.integer(bytes, at: start + 2, size: size)
        guard count <= UInt64(end) else { return nil }
        return (Int(count), start + 2 + size)
    }

    private func unknown(_ marker: UInt8) -> BinaryPlistProblem {
        BinaryPlistProblem("binary property list has an object of unknown type 0x\(String(marker, radix: 16))")
    }
}
