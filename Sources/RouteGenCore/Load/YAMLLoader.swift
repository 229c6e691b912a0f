import CYAML

/// Turns YAML bytes into a `ManifestNode` tree with libyaml's event API, enforcing `ManifestLimits`
/// while streaming so that a hostile file stops early instead of hanging or exhausting memory.
enum YAMLLoader {
    static func load(bytes: [UInt8], file: String) -> LoadResult {
        if let oversize = ManifestSizeCheck.diagnostic(byteCount: bytes.count, file: file) {
            return LoadResult(root: nil, diagnostics: [oversize])
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard !bytes.isEmpty else {
            return LoadResult(root: nil, diagnostics: [.error("manifest is empty", at: start)])
        }
        var composer = YAMLComposer(file: file, bytes: bytes)
        composer.run()
        if composer.diagnostics.containsErrors {
            return LoadResult(root: nil, diagnostics: composer.diagnostics)
        }
        guard let root = composer.root, !(root.scalar?.isNull ?? false) else {
            return LoadResult(root: nil, diagnostics: composer.diagnostics + [.error("manifest is empty", at: start)])
        }
        return LoadResult(root: root, diagnostics: composer.diagnostics)
    }
}

/// The size check shared by both formats, made before any parsing.
enum ManifestSizeCheck {
    static func diagnostic(byteCount: Int, file: String) -> Diagnostic? {
        guard byteCount > ManifestLimits.maximumFileSize else { return nil }
        return .error(
            "manifest is larger than 10 MiB (\(byteCount) bytes); split it into several manifests",
            at: SourceLocation(file: file))
    }
}

/// Builds nodes from libyaml events; one instance per load.
private struct YAMLComposer {
    private struct Frame {
        var isMapping: Bool
        /// A sequence's items.
        var items: [ManifestNode] = []
        /// A mapping's complete pairs, built as each value arrives (no copy of every node at the mapping's end).
        var entries: [ManifestNode.Entry] = []
        /// A mapping's key whose value has not been read yet.
        var pendingKey: ManifestNode?
        /// Whether a key of the mapping is a merge key (`<<`): only then are its entries resolved again.
        var hasMergeKey = false
        var location: SourceLocation
        var anchor: String?
    }

    /// The manifest path, interned once for the location of every node.
    let file: SourceFile
    let bytes: [UInt8]
    var root: ManifestNode?
    var diagnostics: [Diagnostic] = []
    private var stack: [Frame] = []
    private var anchors: [String: ManifestNode] = [:]
    private var expandedByAliases = 0
    private var documents = 0

    init(file: String, bytes: [UInt8]) {
        self.file = SourceFile(file)
        self.bytes = bytes
    }

    mutating func run() {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.append(.error("could not initialize the YAML parser", at: SourceLocation(file: file)))
            return
        }
        defer { yaml_parser_delete(&parser) }
        let input = bytes
        input.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    diagnostics.append(syntaxError(parser))
                    return
                }
                let keepGoing = handle(&event)
                yaml_event_delete(&event)
                if !keepGoing { return }
            }
        }
    }

    /// Returns false when parsing must stop (end of stream, or a limit was hit).
    private mutating func handle(_ event: inout yaml_event_t) -> Bool {
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return false
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                diagnostics.append(.error(
                    "a manifest holds a single YAML document; found a second one", at: location(event.start_mark)))
                return false
            }
        case YAML_SCALAR_EVENT:
            let location = self.location(event.start_mark)
            let scalar = event.data.scalar
            if !checkTag(scalar.tag, at: location) { return false }
            let text = Self.string(scalar.value, length: scalar.length)
            let node = ManifestNode.scalar(text, style: Self.style(scalar.style), at: location)
            register(anchor: scalar.anchor, node)
            return append(node)
        case YAML_ALIAS_EVENT:
            return appendAlias(named: Self.string(event.data.alias.anchor), at: location(event.start_mark))
        case YAML_SEQUENCE_START_EVENT:
            let location = self.location(event.start_mark)
            let sequence = event.data.sequence_start
            if !checkTag(sequence.tag, at: location) { return false }
            return push(Frame(isMapping: false, location: location, anchor: Self.optionalString(sequence.anchor)))
        case YAML_MAPPING_START_EVENT:
            let location = self.location(event.start_mark)
            let mapping = event.data.mapping_start
            if !checkTag(mapping.tag, at: location) { return false }
            return push(Frame(isMapping: true, location: location, anchor: Self.optionalString(mapping.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return false }
            let node: ManifestNode
            if frame.isMapping {
                // A key left without a value (libyaml always reports one, null if need be) is dropped.
                if frame.hasMergeKey {
                    guard let entries = resolvingMergeKeys(frame.entries) else { return false }
                    node = ManifestNode(.mapping(entries), location: frame.location)
                } else {
                    node = ManifestNode(.mapping(frame.entries), location: frame.location)
                }
            } else {
                node = ManifestNode(.sequence(frame.items), location: frame.location)
            }
            if let anchor = frame.anchor { anchors[anchor] = node }
            return append(node)
        default:
            break
        }
        return true
    }

    private mutating func push(_ frame: Frame) -> Bool {
        guard stack.count < ManifestLimits.maximumNesting else {
            diagnostics.append(.error(
                "manifest is nested deeper than \(ManifestLimits.maximumNesting) levels", at: frame.location))
            return false
        }
        stack.append(frame)
        return true
    }

    private mutating func append(_ node: ManifestNode) -> Bool {
        guard !stack.isEmpty else {
            root = node
            return true
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return true
        }
        if let key = stack[top].pendingKey {
            stack[top].pendingKey = nil
            stack[top].entries.append(ManifestNode.Entry(key: key, value: node))
            return true
        }
        if Self.isMergeKey(node) { stack[top].hasMergeKey = true }
        stack[top].pendingKey = node
        return true
    }

    /// YAML merge keys (`<<: *base`, `<<: [*a, *b]`), resolved as YAML 1.1 defines them: the merged mappings' entries
    /// stand where the `<<` entry stood, except a key the mapping writes itself (it wins, wherever it stands) and a
    /// key an earlier mapping of the list gave (the first wins). Merged entries keep the positions they were written
    /// at, so a problem in one is reported inside the anchored mapping; a key the mapping writes twice stays twice,
    /// for the decoder to report. The merged nodes were counted by their aliases, so the expansion limit holds.
    /// `nil` when a merge key is misused (an error is recorded).
    private mutating func resolvingMergeKeys(_ entries: [ManifestNode.Entry]) -> [ManifestNode.Entry]? {
        var taken = Set(entries.compactMap { Self.isMergeKey($0.key) ? nil : $0.key.scalar?.text })
        var resolved: [ManifestNode.Entry] = []
        var mergeKey: ManifestNode?
        for entry in entries {
            guard Self.isMergeKey(entry.key) else {
                resolved.append(entry)
                continue
            }
            if let first = mergeKey {
                diagnostics.append(.error(
                    "a mapping has one merge key '<<'; merge several mappings with a list: <<: [*a, *b]",
                    at: entry.key.location, notes: [.note("the first '<<' is here", at: first.location)]))
                return nil
            }
            mergeKey = entry.key
            var sources: [ManifestNode] = []
            switch entry.value.content {
            case .mapping: sources = [entry.value]
            case .sequence(let items): sources = items
            case .scalar: break
            }
            let misused = sources.first { if case .mapping = $0.content { false } else { true } }
            guard misused == nil, !sources.isEmpty else {
                let found = misused ?? entry.value
                diagnostics.append(.error(
                    "the merge key '<<' takes a mapping (<<: *base) or a list of mappings (<<: [*a, *b]), found "
                        + found.kindDescription, at: found.location))
                return nil
            }
            for source in sources {
                guard case .mapping(let pairs) = source.content else { continue }
                for pair in pairs where pair.key.scalar.map({ taken.insert($0.text).inserted }) ?? true {
                    resolved.append(pair)
                }
            }
        }
        return resolved
    }

    /// `<<` written plain: a quoted `"<<"` is an ordinary key.
    private static func isMergeKey(_ node: ManifestNode) -> Bool {
        guard case .scalar(let scalar) = node.content else { return false }
        return scalar.style == .plain && scalar.text == "<<"
    }

    private mutating func appendAlias(named name: String, at location: SourceLocation) -> Bool {
        guard let target = anchors[name] else {
            diagnostics.append(.error("alias '*\(name)' refers to an unknown anchor", at: location))
            return false
        }
        expandedByAliases += target.nodeCount
        guard expandedByAliases <= ManifestLimits.maximumAliasExpansion else {
            diagnostics.append(.error(
                "alias '*\(name)' expands the manifest beyond \(ManifestLimits.maximumAliasExpansion) nodes",
                at: location))
            return false
        }
        guard stack.count + target.height <= ManifestLimits.maximumNesting else {
            diagnostics.append(.error(
                "alias '*\(name)' nests the manifest deeper than \(ManifestLimits.maximumNesting) levels",
                at: location))
            return false
        }
        var copy = target
        copy.location = location
        return append(copy)
    }

    private mutating func register(anchor: UnsafeMutablePointer<yaml_char_t>?, _ node: ManifestNode) {
        if let name = Self.optionalString(anchor) { anchors[name] = node }
    }

    /// Tags change how YAML types a value; manifests type values by quoting, so tags are refused.
    private mutating func checkTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) -> Bool {
        guard let tag = Self.optionalString(tag) else { return true }
        diagnostics.append(.error("YAML tags ('\(tag)') are not supported in a manifest", at: location))
        return false
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func syntaxError(_ parser: yaml_parser_t) -> Diagnostic {
        var message = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let location: SourceLocation
        var notes: [Diagnostic] = []
        if parser.error == YAML_READER_ERROR {
            location = LineIndex(bytes).location(ofByte: Int(parser.problem_offset), file: file)
            if parser.problem_value != -1 {
                message += " (byte 0x\(String(UInt8(truncatingIfNeeded: parser.problem_value), radix: 16, uppercase: true)))"
            }
            if parser.problem_value != -1 || message.contains("UTF-8") {
                message += "; a manifest must be UTF-8"
            }
        } else {
            location = self.location(parser.problem_mark)
            if let context = parser.context {
                message += " (\(String(cString: context)))"
            }
            if LineIndex(bytes).indentationContainsTab(line: Int(parser.problem_mark.line),
                                                     upTo: Int(parser.problem_mark.column)) {
                message += "; tabs cannot indent YAML, use spaces"
            } else if let problem = parser.problem.map({ String(cString: $0) }),
                      let note = YAMLSyntaxHint.note(problem: problem, line: Int(parser.problem_mark.line),
                                                     column: Int(parser.problem_mark.column), bytes: bytes, file: file) {
                notes.append(note)
            }
        }
        return .error(message, at: location, notes: notes)
    }

    private static func style(_ style: yaml_scalar_style_t) -> ManifestNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer, length > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        optionalString(pointer) ?? ""
    }

    private static func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
