/// A URL split by hand into the parts matching needs, working on the raw (still percent-encoded) text so
/// that `%2F` stays inside its segment.
struct URLParts {
    /// A view into the URL text's UTF-8, valid only inside `withUTF8` of that text: no copy of the URL per match.
    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// Lowercased.
    var scheme: String
    /// Percent-decoded host as written (case kept); `nil` when the URL has no authority or the host is empty.
    var host: String?
    /// `host` lowercased once per URL for comparing with configured hosts (a copy only when it has capitals).
    var hostKey: String?
    /// `true` when the host text had an invalid escape.
    var hostIsMalformed: Bool
    var path: Bytes
    var query: Bytes?
    /// The raw text after the first `#`; nil when the URL has no `#`.
    var fragment: Bytes?

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        let schemeBytes = bytes[..<colon]
        guard schemeBytes.allSatisfy(Self.isSchemeByte), Self.isLetter(schemeBytes[0]) else { return nil }
        scheme = String(decoding: schemeBytes, as: UTF8.self)
        if schemeBytes.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { scheme = scheme.lowercased() }

        var index = colon + 1
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        host = nil
        hostKey = nil
        hostIsMalformed = false
        if end - index >= 2, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            let authorityEnd = bytes[index..<end].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? end
            var hostBytes = bytes[index..<authorityEnd]
            if let at = hostBytes.lastIndex(of: UInt8(ascii: "@")) { hostBytes = hostBytes[(at + 1)...] }
            if hostBytes.first == UInt8(ascii: "[") {
                if let bracket = hostBytes.firstIndex(of: UInt8(ascii: "]")) { hostBytes = hostBytes[...bracket] }
            } else if let portColon = hostBytes.lastIndex(of: UInt8(ascii: ":")) {
                hostBytes = hostBytes[..<portColon]
            }
            if !hostBytes.isEmpty {
                host = PercentCoding.decode(hostBytes)
                hostIsMalformed = host == nil
                hostKey = host.map(Self.lowercasedIfNeeded)
            }
            index = authorityEnd
        }
        let pathEnd = bytes[index..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        path = bytes[index..<pathEnd]
        query = pathEnd < end ? bytes[(pathEnd + 1)..<end] : nil
        fragment = end < bytes.endIndex ? bytes[(end + 1)...] : nil
    }

    /// Non-empty path segments, each percent-decoded after splitting; `nil` on an invalid escape.
    /// `first`, when given, comes before them (a custom-scheme URL's host), without a second array.
    static func segments(of path: Bytes, after first: String? = nil) -> [String]? {
        var result: [String] = []
        result.reserveCapacity(4)
        if let first { result.append(first) }
        var start = path.startIndex
        var index = path.startIndex
        while index <= path.endIndex {
            if index == path.endIndex || path[index] == UInt8(ascii: "/") {
                if index > start {
                    guard let segment = PercentCoding.decode(path[start..<index]) else { return nil }
                    result.append(segment)
                }
                start = index + 1
            }
            index += 1
        }
        return result
    }

    /// Query items in URL order, names and values percent-decoded (`+` stays `+`); `nil` on an invalid escape.
    /// Items without a name are skipped; `?flag` gives `flag` the empty value; a repeated name gives several values.
    /// A name that starts with `#` is skipped too (such names hold values read from the fragment), unless
    /// `keepingFragmentNames` (the items of a fragment itself, named `#` + name afterwards).
    static func queryParameters(of query: Bytes, keepingFragmentNames: Bool = false) -> RouteParameters? {
        var result = RouteParameters()
        var start = query.startIndex
        while start <= query.endIndex {
            let end = query[start...].firstIndex(of: UInt8(ascii: "&")) ?? query.endIndex
            if end > start {
                let item = query[start..<end]
                let equals = item.firstIndex(of: UInt8(ascii: "="))
                let nameBytes = item[..<(equals ?? item.endIndex)]
                let valueBytes = item[(equals.map { $0 + 1 } ?? item.endIndex)...]
                guard let name = PercentCoding.decode(nameBytes), let value = PercentCoding.decode(valueBytes) else {
                    return nil
                }
                if !name.isEmpty, keepingFragmentNames || !RouteParameters.isFragmentName(name) {
                    result.append(value, for: name)
                }
            }
            start = end + 1
        }
        return result
    }

    private static func lowercasedIfNeeded(_ text: String) -> String {
        let needsCopy = text.utf8.contains { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || $0 >= 0x80 }
        return needsCopy ? text.lowercased() : text
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
