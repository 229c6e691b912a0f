/// The key rules of one mapping, entry by entry in order: a key must be a name, a repeated key is passed over
/// (`DuplicateKeyCheck` reports it), and an unknown key is reported with "did you mean".
struct MappingKeys {
    /// Keys seen so far: the earlier pairs are scanned while the mapping is small (a route, an extra), a set is
    /// kept when it is large.
    private let usesSet: Bool
    private var seen = Set<String>()

    /// Up to this many keys, scanning the earlier ones costs less than hashing every key (also `DuplicateKeyCheck`).
    static let scanLimit = 16

    init(count: Int) {
        usesSet = count > Self.scanLimit
        if usesSet { seen.reserveCapacity(count) }
    }

    /// The key of `pairs[index]` when that entry is to be decoded; nil, with any diagnostic recorded in `reader`,
    /// when it is not. Call once per index, in order.
    mutating func name(
        at index: Int, of pairs: [ManifestNode.Entry], allowed: [String]?,
        context: @autoclosure () -> String, reader: inout NodeReader
    ) -> String? {
        guard case .scalar(let key) = pairs[index].key.content, !key.isNull else {
            reader.error("keys in \(context()) must be names, found \(pairs[index].key.kindDescription)",
                         at: pairs[index].key.location)
            return nil
        }
        if usesSet {
            guard seen.insert(key.text).inserted else { return nil }
        } else {
            let repeated = pairs[..<index].contains { earlier in
                if case .scalar(let earlierKey) = earlier.key.content, !earlierKey.isNull {
                    return earlierKey.text == key.text
                }
                return false
            }
            guard !repeated else { return nil }
        }
        if let allowed, !allowed.contains(key.text) {
            let hint = Suggestion.closest(to: key.text, in: allowed).map { "; did you mean '\($0)'?" }
                ?? "; expected one of: \(allowed.joined(separator: ", "))"
            reader.error("unknown key '\(key.text)' in \(context())\(hint)", at: pairs[index].key.location)
            return nil
        }
        return key.text
    }
}
