/// Turns a `routes.plist` into the same `ManifestNode` tree as YAML.
///
/// Every node's location is its key path (`routes.userProfile.exposure`); a document that cannot be read is one
/// error (at its line when it is XML). Both formats are read by our own code, so untrusted bytes never reach
/// Foundation's parsers (FoundationXML's crashed on a processing instruction, the binary one took seconds on a tiny
/// file): XML plists by `XMLPlistReader` (keys in document order: they become parameter order in generated
/// signatures), binary ones by `BinaryPlistReader` (keys sorted, keeping output deterministic). OpenStep text is
/// refused: it has no numbers, so it cannot hold `version: 1`.
enum PlistLoader {
    static func load(bytes: [UInt8], file: String) -> LoadResult {
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
        switch BinaryPlistObjects.read(bytes) {
        case .failure(let problem):
            return LoadResult(root: nil, diagnostics: [.error("property list could not be read: \(problem.message)", at: fileLocation)])
        case .success(let objects):
            var reader = BinaryPlistReader(objects: objects, file: fileLocation.sourceFile)
            let root = reader.read()
            return LoadResult(root: reader.diagnostics.containsErrors ? nil : root, diagnostics: reader.diagnostics)
        }
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
}
