/// Reads expected shapes out of `ManifestNode`s, recording a diagnostic (and returning nil) for every
/// mismatch so decoding carries on and reports everything in one pass.
struct NodeReader {
    var diagnostics: [Diagnostic] = []

    mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }

    /// The entries of a mapping by key text; unknown keys (when `allowed` is given) and non-scalar keys are
    /// reported and dropped, and repeated keys are dropped here because `DuplicateKeyCheck` reports them.
    /// For the top-level mappings, which are few; per-route mappings use `forEachEntry`.
    mutating func entries(
        of node: ManifestNode, named what: @autoclosure () -> String, allowed: [String]?,
        context: @autoclosure () -> String
    ) -> [(key: String, keyNode: ManifestNode, value: ManifestNode)]? {
        var result: [(key: String, keyNode: ManifestNode, value: ManifestNode)] = []
        let found = forEachEntry(of: node, named: what(), allowed: allowed, context: context()) { key, entry, _ in
            result.append((key, entry.key, entry.value))
        }
        return found ? result : nil
    }

    /// Calls `body` with each entry `entries(of:...)` would return, in order, and false when `node` is not a
    /// mapping (reported). The entries are lent to `body` in place: collecting them copied every key and value node
    /// (several retains each) and allocated an array per mapping, for every route and every extra.
    ///
    /// `what` and `context` name the mapping in messages and are only built when there is one to write.
    mutating func forEachEntry(
        of node: ManifestNode, named what: @autoclosure () -> String, allowed: [String]?,
        context: @autoclosure () -> String,
        _ body: (_ key: String, _ entry: ManifestNode.Entry, _ reader: inout NodeReader) -> Void
    ) -> Bool {
        guard let pairs = mapping(node, named: what()) else { return false }
        var keys = MappingKeys(count: pairs.count)
        for index in pairs.indices {
            if let key = keys.name(at: index, of: pairs, allowed: allowed, context: context(), reader: &self) {
                body(key, pairs[index], &self)
            }
        }
        return true
    }

    mutating func mapping(_ node: ManifestNode, named what: @autoclosure () -> String) -> [ManifestNode.Entry]? {
        switch node.content {
        case .mapping(let entries): return entries
        case .scalar(let scalar) where scalar.isNull: return []
        default:
            error("'\(what())' must be a mapping, found \(node.kindDescription)", at: node.location)
            return nil
        }
    }

    /// A list; a null value (`imports:` with nothing after it) is an empty list.
    mutating func sequence(_ node: ManifestNode, named what: @autoclosure () -> String) -> [ManifestNode]? {
        switch node.content {
        case .sequence(let items): return items
        case .scalar(let scalar) where scalar.isNull: return []
        default:
            error("'\(what())' must be a list, found \(node.kindDescription)", at: node.location)
            return nil
        }
    }

    mutating func string(_ node: ManifestNode, named what: @autoclosure () -> String) -> String? {
        guard case .scalar(let scalar) = node.content, !scalar.isNull else {
            error("'\(what())' must be a string, found \(node.kindDescription)", at: node.location)
            return nil
        }
        return scalar.text
    }

    /// `true` / `false`, plain only: a quoted `"true"` is text, not a Bool.
    mutating func bool(_ node: ManifestNode, named what: String) -> Bool? {
        if let scalar = node.scalar, scalar.style == .plain {
            if scalar.text == "true" { return true }
            if scalar.text == "false" { return false }
        }
        if let scalar = node.scalar, scalar.style.isQuoted, ["true", "false"].contains(scalar.text) {
            error("'\(what)' must be true or false without quotes", at: node.location)
        } else {
            error("'\(what)' must be true or false, found \(describe(node))", at: node.location)
        }
        return nil
    }

    /// A list of strings with the location of each.
    mutating func strings(_ node: ManifestNode, named what: String) -> [(String, SourceLocation)] {
        guard let items = sequence(node, named: what) else { return [] }
        return items.compactMap { item in
            string(item, named: "\(what)[]").map { ($0, item.contentLocation) }
        }
    }

    /// One of a fixed set of words, with "did you mean" for near misses.
    mutating func word(_ node: ManifestNode, named what: String, oneOf words: [String]) -> String? {
        guard let text = string(node, named: what) else { return nil }
        guard words.contains(text) else {
            let hint = Suggestion.closest(to: text, in: words).map { "; did you mean '\($0)'?" } ?? ""
            error("'\(what)' must be one of \(words.joined(separator: ", ")), found '\(text)'\(hint)", at: node.location)
            return nil
        }
        return text
    }

    /// One case of a string-valued enum of the model (`access`, `exposure`), with the same diagnostics as `word`.
    mutating func choice<Choice: CaseIterable & RawRepresentable>(
        _ node: ManifestNode, named what: String, as type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        // A valid word is a raw value; only a wrong one needs the list of words (for its message).
        if case .scalar(let scalar) = node.content, !scalar.isNull, let choice = Choice(rawValue: scalar.text) {
            return choice
        }
        return word(node, named: what, oneOf: Choice.allCases.map(\.rawValue)).flatMap(Choice.init(rawValue:))
    }

    /// A type expression, with parse errors pointing into the scalar. Unquoted `[String]` is a YAML flow
    /// list holding one type, and means the array type.
    /// A destination type (`screen`, `view`): a plain named type, since the generated code calls its `init(route:)`;
    /// anything else (an optional, an array) is an error at the node.
    mutating func namedType(_ node: ManifestNode, named what: String, expected: String) -> String? {
        guard let type = type(node, named: what) else { return nil }
        guard case .named = type else {
            error("'\(what)' must name a type (\(expected)), found '\(type)'", at: node.location)
            return nil
        }
        return type.description
    }

    mutating func type(_ node: ManifestNode, named what: String) -> TypeExpression? {
        if case .sequence(let items) = node.content {
            guard items.count == 1 else {
                error("'\(what)' must be one type; a list like [String] holds exactly one element type", at: node.location)
                return nil
            }
            guard let element = type(items[0], named: what) else { return nil }
            if element.isOptional {
                error("arrays of optionals ('[\(element)]') are not supported; use a non-optional element type",
                      at: items[0].location)
                return nil
            }
            return .array(element)
        }
        guard let text = string(node, named: what) else { return nil }
        switch TypeExpressionParser.parse(text) {
        case .success(let type):
            return type
        case .failure(let failure):
            error(failure.message, at: Self.offset(node.contentLocation, by: failure.offset, in: node))
            return nil
        }
    }

    /// A location `offset` scalars into a single-line scalar; the scalar's own location otherwise.
    static func offset(_ location: SourceLocation, by offset: Int, in node: ManifestNode) -> SourceLocation {
        guard let column = location.column, let scalar = node.scalar,
              scalar.style == .plain || scalar.style == .singleQuoted || scalar.style == .doubleQuoted,
              !scalar.text.contains("\n"), !(scalar.style == .doubleQuoted && scalar.text.contains("\\")) else {
            return location
        }
        var moved = location
        moved.column = column + offset
        return moved
    }

    func describe(_ node: ManifestNode) -> String {
        if let scalar = node.scalar, !scalar.isNull { return "'\(scalar.text)'" }
        return node.kindDescription
    }
}
