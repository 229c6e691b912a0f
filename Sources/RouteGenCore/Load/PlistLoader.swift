import Foundation

/// Turns a `routes.plist` into the same `ManifestNode` tree as YAML.
///
/// Every node's location is its key path (`routes.userProfile.exposure`); a document that cannot be read is one
/// error at its line when it is XML. XML plists are read by `XMLPlistReader` (our own code, keys in document order:
/// they become parameter order in generated signatures), so untrusted bytes never reach Foundation's XML parsers.
/// Binary plists go through `PropertyListSerialization` after `BinaryPlistCheck` (shared objects would otherwise
/// expand without bound); their dictionaries come back unordered, so keys follow in sorted order, keeping output
/// deterministic. OpenStep text is refused: it has no numbers, so it cannot hold `version: 1`.
public enum PlistLoader {
    public static func load(bytes: [UInt8], file: String) -> LoadResult {
        if let oversize = ManifestSizeCheck.diagnostic(byteCount: bytes.count, file: file) {
            return LoadResult(root: nil, diagnostics: [oversize])
        }
        let fileLocation = SourceLocation(file: file)
        guard !bytes.isEmpty else {
            return LoadResult(root: nil, diagnostics: [.error("manifest is empty", at: fileLocation)])
        }
        // Binary plists (`bplist`) carry their own encoding; text plists must be UTF-8.
        let isBinary = bytes.starts(with: Array("bplist".utf8))
        if !isBinary, !Self.isValidUTF8(bytes) {
            return LoadResult(root: nil, diagnostics: [
                .error("property list is not valid UTF-8; a manifest must be UTF-8", at: fileLocation),
            ])
        }
        if !isBinary, Self.looksLikeXML(bytes) {
            var reader = XMLPlistReader(bytes: bytes, file: file)
            let root = reader.read()
            return LoadResult(root: reader.diagnostics.containsErrors ? nil : root, diagnostics: reader.diagnostics)
        }
        if !isBinary {
            // OpenStep text has no numbers (`version = 1` is the string "1"), so it can never be a valid manifest;
            // refusing it keeps untrusted text away from Foundation's OpenStep parser too.
            return LoadResult(root: nil, diagnostics: [.error(
                "property list is neither XML nor binary; OpenStep property lists cannot hold 'version: 1', write XML",
                at: fileLocation)])
        }
        if let problem = BinaryPlistCheck.problem(in: bytes) {
            return LoadResult(root: nil, diagnostics: [.error("property list could not be read: \(problem)", at: fileLocation)])
        }
        let data = Data(bytes)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return LoadResult(root: nil, diagnostics: [
                .error("property list could not be read: \(Self.reason(error))", at: fileLocation),
            ])
        }
        var converter = PlistConverter(file: file)
        let root = converter.node(object, path: [])
        if converter.diagnostics.containsErrors {
            return LoadResult(root: nil, diagnostics: converter.diagnostics)
        }
        return LoadResult(root: root, diagnostics: converter.diagnostics)
    }

    /// XML starts with `<` after an optional byte-order mark and whitespace; OpenStep text starts otherwise.
    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }

    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo["NSDebugDescription"] as? String, !debug.isEmpty { return debug }
        return nsError.localizedDescription
    }
}

/// `PropertyListSerialization`'s objects (binary plists) as `ManifestNode`s.
private struct PlistConverter {
    /// The manifest path, interned once for every node's location.
    let file: SourceFile
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = SourceFile(file)
    }

    mutating func node(_ object: Any, path: [String]) -> ManifestNode? {
        let location = SourceLocation(file: file, keyPath: path.joined(separator: "."))
        guard path.count <= ManifestLimits.maximumNesting else {
            diagnostics.append(.error(
                "manifest is nested deeper than \(ManifestLimits.maximumNesting) levels", at: location))
            return nil
        }
        if type(of: object) == Bool.self, let flag = object as? Bool {
            return .scalar(flag ? "true" : "false", at: location)
        }
        if let string = object as? String {
            return .scalar(string, style: .doubleQuoted, at: location)
        }
        if let number = object as? NSNumber {
            return .scalar(Self.text(of: number), at: location)
        }
        if let dictionary = object as? [String: Any] {
            var entries: [ManifestNode.Entry] = []
            for key in dictionary.keys.sorted() {
                let keyLocation = SourceLocation(file: file, keyPath: (path + [key]).joined(separator: "."))
                let keyNode = ManifestNode.scalar(key, style: .doubleQuoted, at: keyLocation)
                guard let value = dictionary[key], let valueNode = node(value, path: path + [key]) else { continue }
                entries.append(.init(key: keyNode, value: valueNode))
            }
            return ManifestNode(.mapping(entries), location: location)
        }
        if let array = object as? [Any] {
            var items: [ManifestNode] = []
            for (index, element) in array.enumerated() {
                if let item = node(element, path: path + [String(index)]) { items.append(item) }
            }
            return ManifestNode(.sequence(items), location: location)
        }
        let kind = object is Date ? "a date" : object is Data ? "data" : "this kind of value"
        diagnostics.append(.error("\(kind) is not supported in a manifest; use a string", at: location))
        return nil
    }

    /// Booleans come back as NSNumber on Darwin; their objCType is `c`.
    private static func text(of number: NSNumber) -> String {
        let type = String(cString: number.objCType)
        switch type {
        case "c", "B": return number.boolValue ? "true" : "false"
        case "d", "f": return "\(number.doubleValue)"
        default: return number.stringValue
        }
    }
}
