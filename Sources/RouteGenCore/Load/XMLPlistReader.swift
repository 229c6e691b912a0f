/// Builds the `ManifestNode` tree of an XML property list from `XMLPlistScanner`'s tokens, keys in document order.
///
/// Values follow Apple's plist DTD: `dict` (`key` then value), `array`, `string`, `integer`, `real`, `true`,
/// `false`; `date` and `data` are read and refused (a manifest has no use for them), as `PlistLoader` does for binary
/// plists. Nodes carry their key path, like every plist node; a document that is not a property list (bad XML,
/// an unknown element, a duplicate key, nesting deeper than `ManifestLimits.maximumNesting`) is one error at its
/// line and column. Iterative, so no input can exhaust the stack.
struct XMLPlistReader {
    private var scanner: XMLPlistScanner
    private let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(bytes: [UInt8], file: String) {
        scanner = XMLPlistScanner(bytes: bytes)
        self.file = SourceFile(file)
    }

    /// The root value, or `nil` with the reason in `diagnostics`.
    mutating func read() -> ManifestNode? {
        do {
            try scanner.checkCharacters()
            return try document()
        } catch {
            diagnostics = [.error("property list could not be read: \(error.message)",
                                  at: SourceLocation(file: file, line: error.at.line, column: error.at.column))]
            return nil
        }
    }

    /// A container being filled: its key path, what it holds so far, and for a dictionary the key waiting for its value.
    private struct Frame {
        enum Kind { case dictionary, array }
        let kind: Kind
        let path: [String]
        var entries: [ManifestNode.Entry] = []
        var items: [ManifestNode] = []
        var keys: Set<String> = []
        var pendingKey: (node: ManifestNode, at: XMLPlistScanner.Position)?
    }

    private mutating func document() throws(XMLPlistError) -> ManifestNode? {
        var (token, at) = try nextSignificant()
        var wrapped = false
        if case .start("plist", let isEmpty) = token {
            guard !isEmpty else { throw XMLPlistError(message: "<plist> holds no value", at: at) }
            wrapped = true
            (token, at) = try nextSignificant()
        }
        guard case .start(let name, let isEmpty) = token else {
            throw XMLPlistError(message: "expected a property-list value such as <dict>", at: at)
        }
        let root = try value(name, isEmpty: isEmpty, at: at)
        if wrapped {
            let (token, at) = try nextSignificant()
            guard token == .end(name: "plist") else { throw XMLPlistError(message: "expected </plist> after the value", at: at) }
        }
        let (rest, restAt) = try nextSignificant()
        guard rest == .endOfInput else { throw XMLPlistError(message: "nothing may follow the property list", at: restAt) }
        return root
    }

    /// The value that starts with tag `name`, containers included (read with an explicit stack).
    private mutating func value(_ name: String, isEmpty: Bool, at: XMLPlistScanner.Position) throws(XMLPlistError) -> ManifestNode? {
        var stack: [Frame] = []
        var current: (name: String, isEmpty: Bool, at: XMLPlistScanner.Position) = (name, isEmpty, at)
        var path: [String] = []
        while true {
            // Start the value `current` at `path`: a scalar is finished here, a container is pushed.
            var finished: ManifestNode??
            guard path.count <= ManifestLimits.maximumNesting else {
                throw XMLPlistError(message: "manifest is nested deeper than \(ManifestLimits.maximumNesting) levels", at: current.at)
            }
            switch current.name {
            case "dict", "array":
                let frame = Frame(kind: current.name == "dict" ? .dictionary : .array, path: path)
                if current.isEmpty {
                    finished = .some(container(frame))
                } else {
                    stack.append(frame)
                }
            default:
                finished = .some(try scalar(current.name, isEmpty: current.isEmpty, path: path, at: current.at))
            }
            // Close containers until one needs another value, then read that value's start tag.
            while true {
                if let node = finished {
                    guard !stack.isEmpty else { return node }
                    let top = stack.count - 1
                    if let node {
                        switch stack[top].kind {
                        case .dictionary:
                            if let key = stack[top].pendingKey { stack[top].entries.append(.init(key: key.node, value: node)) }
                        case .array:
                            stack[top].items.append(node)
                        }
                    }
                    stack[top].pendingKey = nil
                    finished = nil
                }
                let top = stack.count - 1
                let (token, tokenAt) = try nextSignificant()
                switch (stack[top].kind, token) {
                case (.dictionary, .end("dict")), (.array, .end("array")):
                    if let key = stack[top].pendingKey {
                        throw XMLPlistError(message: "key '\(key.node.scalar?.text ?? "")' has no value", at: key.at)
                    }
                    finished = .some(container(stack.removeLast()))
                    continue
                case (.dictionary, .start("key", let isEmpty)) where stack[top].pendingKey == nil:
                    let text = isEmpty ? "" : try textContent(of: "key")
                    guard stack[top].keys.insert(text).inserted else {
                        throw XMLPlistError(message: "key '\(text)' appears twice in this dictionary", at: tokenAt)
                    }
                    let keyPath = stack[top].path + [text]
                    stack[top].pendingKey = (.scalar(text, style: .doubleQuoted, at: location(keyPath)), tokenAt)
                    continue
                case (.dictionary, .start(let name, let isEmpty)) where stack[top].pendingKey != nil:
                    path = stack[top].path + [stack[top].pendingKey?.node.scalar?.text ?? ""]
                    current = (name, isEmpty, tokenAt)
                case (.array, .start(let name, let isEmpty)):
                    path = stack[top].path + [String(stack[top].items.count)]
                    current = (name, isEmpty, tokenAt)
                case (.dictionary, .start(let name, _)):
                    throw XMLPlistError(message: "expected <key> in <dict>, found <\(name)>", at: tokenAt)
                case (_, .end(let name)):
                    throw XMLPlistError(message: "unexpected </\(name)>", at: tokenAt)
                default:
                    throw XMLPlistError(message: "the property list ends inside an unclosed element", at: tokenAt)
                }
                break
            }
        }
    }

    private func container(_ frame: Frame) -> ManifestNode {
        switch frame.kind {
        case .dictionary: ManifestNode(.mapping(frame.entries), location: location(frame.path))
        case .array: ManifestNode(.sequence(frame.items), location: location(frame.path))
        }
    }

    /// A leaf value; `nil` (with a diagnostic at its key path) for dates and data.
    private mutating func scalar(_ name: String, isEmpty: Bool, path: [String], at: XMLPlistScanner.Position) throws(XMLPlistError) -> ManifestNode? {
        let text = isEmpty ? "" : try textContent(of: name)
        let trimmed = text.trimmingXMLWhitespace
        switch name {
        case "string":
            return .scalar(text, style: .doubleQuoted, at: location(path))
        case "true", "false":
            guard trimmed.isEmpty else { throw XMLPlistError(message: "<\(name)/> holds no text", at: at) }
            return .scalar(name, at: location(path))
        case "integer":
            guard let number = Self.integer(trimmed) else {
                throw XMLPlistError(message: "'\(trimmed)' is not an integer", at: at)
            }
            return .scalar(number, at: location(path))
        case "real":
            guard let number = Self.real(trimmed) else { throw XMLPlistError(message: "'\(trimmed)' is not a real number", at: at) }
            return .scalar("\(number)", at: location(path))
        case "date", "data":
            let kind = name == "date" ? "a date" : "data"
            diagnostics.append(.error("\(kind) is not supported in a manifest; use a string", at: location(path)))
            return nil
        default:
            throw XMLPlistError(message: "<\(name)> is not a property-list element", at: at)
        }
    }

    /// The text up to `</name>`; an element inside is an error.
    private mutating func textContent(of name: String) throws(XMLPlistError) -> String {
        var (token, at) = try scanner.next()
        var text = ""
        if case .text(let content) = token {
            text = content
            (token, at) = try scanner.next()
        }
        if token == .endOfInput { throw XMLPlistError(message: "the property list ends inside <\(name)>", at: at) }
        guard token == .end(name: name) else { throw XMLPlistError(message: "<\(name)> may only hold text, closed by </\(name)>", at: at) }
        return text
    }

    /// The next tag, skipping whitespace between elements; other text there is an error.
    private mutating func nextSignificant() throws(XMLPlistError) -> (XMLPlistScanner.Token, XMLPlistScanner.Position) {
        while true {
            let (token, at) = try scanner.next()
            guard case .text(let text) = token else { return (token, at) }
            guard text.trimmingXMLWhitespace.isEmpty else {
                throw XMLPlistError(message: "text '\(text.trimmingXMLWhitespace.prefix(40))' is not inside a value element", at: at)
            }
        }
    }

    private func location(_ path: [String]) -> SourceLocation {
        SourceLocation(file: file, keyPath: path.joined(separator: "."))
    }

    /// Decimal text of `<integer>` content as Foundation reads it: optional sign, decimal or `0x` hexadecimal,
    /// within -2^63...2^64-1.
    static func integer(_ text: Substring) -> String? {
        var digits = text
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit && (radix == 16 || $0.isNumber) }),
              let magnitude = UInt64(digits, radix: radix) else { return nil }
        if !negative { return String(magnitude) }
        guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
        return magnitude == 0 ? "0" : "-" + String(magnitude)
    }

    /// `<real>` content: a decimal number, or `nan`, `inf`, `infinity` with an optional sign.
    static func real(_ text: Substring) -> Double? {
        let lowered = text.lowercased()
        let unsigned = lowered.hasPrefix("-") || lowered.hasPrefix("+") ? lowered.dropFirst() : lowered[...]
        if unsigned == "nan" { return .nan }
        if unsigned == "inf" || unsigned == "infinity" { return lowered.hasPrefix("-") ? -.infinity : .infinity }
        guard !unsigned.isEmpty, unsigned.allSatisfy({ $0.isNumber && $0.isASCII || ".e+-".contains($0) }) else { return nil }
        return Double(text)
    }
}

private extension String {
    /// Without XML whitespace (space, tab, line feed, carriage return) at either end.
    var trimmingXMLWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
