/// Decodes `enums:`. Each enum is a list of cases, or a mapping from Swift name to URL value:
///
///     Sort: [relevance, { priceAsc: price-asc }]     # list: a name, or one `name: url value` pair
///     Section: { topSites: top-sites, history: history }   # mapping: every case names its URL value
///
/// A case without a URL value of its own travels in links as its Swift name.
enum EnumDecoder {
    static func enums(_ node: ManifestNode, reader: inout NodeReader) -> [EnumDeclaration] {
        guard let entries = reader.entries(of: node, named: "enums", allowed: nil, context: "'enums'") else {
            return []
        }
        return entries.compactMap { name, keyNode, value in
            var cases: [EnumCase] = []
            if case .mapping = value.content {
                // Repeated and non-text keys are reported (and dropped) as everywhere else.
                _ = reader.forEachEntry(of: value, named: "enums.\(name)", allowed: nil,
                                        context: "enum '\(name)'") { caseName, pair, reader in
                    if let enumCase = enumCase(caseName, pair, enumName: name, listed: false, reader: &reader) {
                        cases.append(enumCase)
                    }
                }
            } else {
                guard let items = reader.sequence(value, named: "enums.\(name)") else { return nil }
                cases = items.compactMap { item in listedCase(item, enumName: name, reader: &reader) }
            }
            return EnumDeclaration(name: name, cases: cases, location: keyNode.contentLocation)
        }
    }

    /// One list item: `relevance`, or `{ priceAsc: price-asc }`.
    private static func listedCase(_ item: ManifestNode, enumName: String, reader: inout NodeReader) -> EnumCase? {
        guard case .mapping(let pairs) = item.content else {
            return reader.string(item, named: "enums.\(enumName)[]").map { EnumCase(name: $0, location: item.contentLocation) }
        }
        guard pairs.count == 1, let pair = pairs.first else {
            reader.error("each case of enum '\(enumName)' is a name or one 'name: url value' pair, found a mapping with "
                         + "\(pairs.count) entries; list the cases one by one: [\(exampleList(pairs))]",
                         at: item.location)
            return nil
        }
        guard let name = pair.key.scalar?.text, pair.key.scalar?.isNull == false else {
            reader.error("a case name of enum '\(enumName)' must be text, found \(pair.key.kindDescription)",
                         at: pair.key.location)
            return nil
        }
        return enumCase(name, pair, enumName: enumName, listed: true, reader: &reader)
    }

    /// `priceAsc: price-asc`, in a list item or the mapping form.
    private static func enumCase(
        _ name: String, _ pair: ManifestNode.Entry, enumName: String, listed: Bool, reader: inout NodeReader
    ) -> EnumCase? {
        guard let scalar = pair.value.scalar, !scalar.isNull else {
            if pair.value.scalar?.isNull == true {
                let form = listed ? "" : "; list cases that keep their name in links as plain names: [\(name), { other: other-value }]"
                reader.error("enum case '\(name)' of enum '\(enumName)' has no URL value; write '\(name): \(name)' "
                             + "for links to carry its Swift name" + form, at: pair.key.contentLocation)
            } else {
                reader.error("the URL value of enum case '\(name)' must be text, found \(pair.value.kindDescription)",
                             at: pair.value.location)
            }
            return nil
        }
        return EnumCase(name: name, urlValue: scalar.text, location: pair.key.contentLocation,
                        urlValueLocation: pair.value.contentLocation)
    }

    private static func exampleList(_ pairs: [ManifestNode.Entry]) -> String {
        pairs.prefix(3).map { pair in
            "{ \(pair.key.scalar?.text ?? "name"): \(pair.value.scalar?.text ?? "value") }"
        }.joined(separator: ", ")
    }
}
