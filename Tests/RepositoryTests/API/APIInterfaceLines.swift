import Foundation

/// RouteKit's public interface as the API baselines record it: one line per declaration and per conformance, read
/// from symbol graphs (`swift-symbolgraph-extract`, or `swiftc -emit-symbol-graph`). One home for the format:
/// `APIBaselineTests` compares the Linux build with API/RouteKit.txt, and `scripts/typecheck-ios.sh` compiles this
/// file into a small tool (`scripts/api-baseline/main.swift`) that compares the iOS build with API/RouteKit-Apple.txt.
///
/// A declaration behind SPI is written with its real group (`@_spi(RouteGen)`, `@_spi(CustomContainer)`). Symbol
/// graphs say only that a declaration is SPI, so the group is read from the source at the symbol's location: the
/// `@_spi(...)` on the declaration (its line or the attribute lines above it), else on the nearest enclosing
/// declaration or extension that has one, else the group of the type it is a member of.
enum APIInterfaceLines {
    /// `Path.To.member: declaration` per declared symbol, `conformance Type: Protocol` per conformance.
    static func lines(ofSymbolGraph data: Data, sources: inout SourceCache) throws -> [String] {
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]] else { return [] }
        let relationships = (graph["relationships"] as? [[String: Any]]) ?? []
        var names: [String: String] = [:]
        var declarations: [(identifier: String, name: String, declaration: String, isSPI: Bool)] = []
        var groups: [String: String] = [:]
        for symbol in symbols {
            guard let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                  !identifier.contains("::SYNTHESIZED::"),
                  let path = symbol["pathComponents"] as? [String] else { continue }
            let name = path.joined(separator: ".")
            names[identifier] = name
            let fragments = (symbol["declarationFragments"] as? [[String: Any]]) ?? []
            let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            let isSPI = (symbol["spi"] as? Bool) == true
            if isSPI, let group = sources.spiGroup(at: symbol["location"] as? [String: Any]) { groups[identifier] = group }
            declarations.append((identifier, name, declaration, isSPI))
        }
        // A member of an SPI type declared in a plain extension (`extension RoutePattern: CustomStringConvertible`)
        // is behind its type's SPI: the group of the type it is a member of.
        var parents: [String: String] = [:]
        for relation in relationships where relation["kind"] as? String == "memberOf" {
            if let source = relation["source"] as? String, let target = relation["target"] as? String { parents[source] = target }
        }
        func group(of identifier: String) -> String {
            var current: String? = identifier
            while let id = current {
                if let group = groups[id] { return group }
                current = parents[id]
            }
            return "?"
        }
        var lines = declarations.map { item in
            "\(item.name): \(item.isSPI ? "@_spi(\(group(of: item.identifier))) " : "")\(item.declaration)"
        }
        for relation in relationships where relation["kind"] as? String == "conformsTo" {
            guard let source = relation["source"] as? String, let type = names[source] else { continue }
            let target = relation["target"] as? String ?? ""
            let protocolName = names[target] ?? (relation["targetFallback"] as? String).map { fallback in
                fallback.hasPrefix("Swift.") ? String(fallback.dropFirst(6)) : fallback
            } ?? target
            lines.append("conformance \(type): \(protocolName)")
        }
        return lines
    }

    /// Every symbol graph (`*.symbols.json`) in `folder`, as sorted, distinct lines ending in a newline.
    static func interface(inSymbolGraphsAt folder: URL) throws -> String {
        var sources = SourceCache()
        var lines: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        where file.pathExtension == "json" {
            lines.formUnion(try Self.lines(ofSymbolGraph: Data(contentsOf: file), sources: &sources))
        }
        return lines.sorted().joined(separator: "\n") + "\n"
    }

    /// Source files by URI, read once, for the SPI groups of their declarations.
    struct SourceCache {
        private var files: [String: [Substring]] = [:]

        /// The group of the `@_spi` that puts the declaration at `location` (a symbol graph's `uri` and 0-based
        /// `position`) behind SPI; nil when the source cannot be read or holds none.
        mutating func spiGroup(at location: [String: Any]?) -> String? {
            guard let uri = location?["uri"] as? String, let url = URL(string: uri),
                  let position = location?["position"] as? [String: Any],
                  let line = position["line"] as? Int, let character = position["character"] as? Int else { return nil }
            if files[uri] == nil {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
                files[uri] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            guard let lines = files[uri], lines.indices.contains(line) else { return nil }
            return Self.spiGroup(in: lines, line: line, character: character)
        }

        /// The declaration's own attributes (its line before `character`, and the attribute lines above it), then
        /// each enclosing declaration's, found by indentation, outwards.
        static func spiGroup(in lines: [Substring], line: Int, character: Int) -> String? {
            var current = line
            var prefix = lines[line].prefix(character)
            while true {
                if let group = group(in: prefix) { return group }
                var above = current - 1
                while above >= 0, lines[above].drop(while: { $0 == " " }).hasPrefix("@") {
                    if let group = group(in: lines[above]) { return group }
                    above -= 1
                }
                let indentation = lines[current].prefix(while: { $0 == " " }).count
                guard indentation > 0 else { return nil }
                // The enclosing declaration: the nearest line above that starts further left and is code.
                var enclosing = current - 1
                while enclosing >= 0 {
                    let text = lines[enclosing]
                    let trimmed = text.drop(while: { $0 == " " })
                    if text.prefix(while: { $0 == " " }).count < indentation, !trimmed.isEmpty,
                       !trimmed.hasPrefix("//"), !trimmed.hasPrefix("#"), !trimmed.hasPrefix("}") { break }
                    enclosing -= 1
                }
                guard enclosing >= 0 else { return nil }
                current = enclosing
                prefix = lines[enclosing][...]
            }
        }

        /// `CustomContainer` in `... @_spi(CustomContainer) public ...`.
        private static func group(in text: Substring) -> String? {
            guard let start = text.range(of: "@_spi(") else { return nil }
            let rest = text[start.upperBound...]
            guard let end = rest.firstIndex(of: ")") else { return nil }
            return String(rest[..<end])
        }
    }
}
