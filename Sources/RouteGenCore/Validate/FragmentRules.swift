@_spi(RouteGen) import RouteKit

/// The rules for values read from a link's fragment: `in: fragment` (the whole fragment, one value),
/// `in: fragmentQuery` (query-style items of the fragment) and a route's `fragment:` path.
extension RouteRules {
    /// What a fixed segment of a fragment path may hold: it is written into links and the
    /// apple-app-site-association as it is, so only characters that need no escape there and are no AASA wildcard.
    static let fragmentNameCharacters = "letters, digits and - . _ ~ ! ' ( ) , : @"

    static func isFragmentNameCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!'(),:@".utf8.contains(byte)
        }
    }

    mutating func checkFragment(of route: RouteDeclaration) {
        guard route.fragmentName != nil || route.extras.contains(where: { $0.carrier != .query }) else { return }
        let readers = route.extras.filter { $0.carrier == .fragment || $0.carrier == .fragmentQuery }
        let reachable = route.exposure == .external
        if let name = route.fragmentName {
            checkFragmentName(name, of: route)
        }
        var whole: Extra?
        for extra in readers {
            let location = extra.carrierLocation ?? extra.location
            let spelling = "in: \(extra.carrier.rawValue)"
            guard reachable, !extra.isInternal else {
                diagnostics.append(.error(
                    "extra '\(extra.name)' is read from the link's fragment, but "
                        + (extra.isInternal ? "it is 'internal: true'" : "route '\(route.name)' is internal")
                        + ", so no link carries it; remove '\(spelling)'", at: location))
                continue
            }
            guard extra.carrier == .fragment else { continue }
            if let keyLocation = extra.keyLocation {
                diagnostics.append(.error(
                    "extra '\(extra.name)' is the whole fragment, which has no name in links; remove 'key', or read "
                        + "one item of the fragment with 'in: fragmentQuery'", at: keyLocation))
            }
            if extra.type.isArray {
                diagnostics.append(.error(
                    "extra '\(extra.name)' is the whole fragment, one value, so its type cannot be an array ('\(extra.type)'); "
                        + "read repeated items with 'in: fragmentQuery'", at: extra.typeLocation ?? extra.location))
            }
            if let first = whole {
                diagnostics.append(.error(
                    "route '\(route.name)' reads the whole fragment into '\(first.name)' and '\(extra.name)'; keep one",
                    at: location))
            } else {
                whole = extra
            }
        }
        guard let whole, reachable, !whole.isInternal else { return }
        for extra in readers where extra.carrier == .fragmentQuery && !extra.isInternal {
            diagnostics.append(.error(
                "extra '\(extra.name)' is an item of the fragment, but route '\(route.name)' reads the whole fragment "
                    + "into '\(whole.name)'; read every value as an item ('in: fragmentQuery'), or this one from the "
                    + "query (remove 'in')", at: extra.carrierLocation ?? extra.location))
        }
        if let location = route.fragmentNameLocation {
            diagnostics.append(.error(
                "route '\(route.name)' reads the whole fragment into '\(whole.name)', so it cannot require the fragment "
                    + "to start with a path; remove 'fragment', or read items after the path with 'in: fragmentQuery'",
                at: location))
        }
    }

    /// `fragment: p/<phone>` parsed as a path pattern is (errors at its column), when the route is external and the
    /// path is not empty (`checkFragmentName` reports both). Its placeholders are the route's, like the path's: a name
    /// used by both is an error.
    mutating func parsedFragmentPath(of route: RouteDeclaration, path: ParsedPath?) -> ParsedPath? {
        guard let text = route.fragmentName, !text.isEmpty,
              let fragment = ParsedPath.parse(text, at: route.fragmentNameLocation, file: manifest.sourcePath,
                                              into: &diagnostics, what: "fragment")
        else { return nil }
        let pathNames = Set(path?.pattern.placeholders.map(\.name) ?? [])
        for (index, segment) in fragment.pattern.segments.enumerated() {
            guard case .placeholder(let placeholder) = segment, pathNames.contains(placeholder.name) else { continue }
            diagnostics.append(.error(
                "placeholder '\(fragment.spelling(ofPlaceholderAt: index))' of the fragment of route '\(route.name)' "
                    + "repeats a placeholder of its path; each value is read from one place, so rename one",
                at: fragment.location(ofSegmentAt: index, file: manifest.sourcePath)))
            return nil
        }
        return fragment
    }

    /// Binds the fragment path's placeholders to extras as the path's are (`bindPlaceholders`): the same types,
    /// the same conversion. Implicit extras come first, in the order of their spellings.
    mutating func bindFragmentPlaceholders(
        of fragment: ParsedPath, to extras: [Extra], bound: inout BoundPlaceholders, spellings: inout [String]
    ) -> [Extra] {
        let earlier = spellings
        spellings = []
        let result = bindPlaceholders(of: fragment, to: extras, bound: &bound, spellings: &spellings)
        // `bindPlaceholders` puts the new implicit extras before those of the path: their spellings go first too.
        spellings += earlier
        return result
    }

    /// `fragment: qr-code-login`, `fragment: p/<phone>`: on an external route, non-empty, fixed segments of
    /// characters links and AASA patterns carry as they are.
    private mutating func checkFragmentName(_ name: String, of route: RouteDeclaration) {
        let location = route.fragmentNameLocation ?? route.location
        guard route.exposure == .external else {
            diagnostics.append(.error(
                "route '\(route.name)' is internal: no link reaches it, so its 'fragment' is unused; remove it or set "
                    + "'exposure: external'", at: location))
            return
        }
        if name.isEmpty {
            diagnostics.append(.error(
                "'fragment' of route '\(route.name)' is empty; write the path a link's fragment starts with "
                    + "('fragment: p/<phone>', 'fragment: qr-code-login'), or leave it out", at: location))
        } else if let pattern = try? RoutePattern(parsing: name) {
            for segment in pattern.segments {
                guard case .literal(let text) = segment,
                      let bad = text.unicodeScalars.first(where: { !$0.isASCII || !Self.isFragmentNameCharacter(UInt8($0.value)) })
                else { continue }
                let hint = bad == "?" || bad == "&" || bad == "="
                    ? "; the fragment's items follow its path after '?': declare them as extras 'in: fragmentQuery'" : ""
                diagnostics.append(.error(
                    "fixed segments of the 'fragment' of route '\(route.name)' may hold only \(Self.fragmentNameCharacters) "
                        + "(placeholders are written like the path's: '<int:n>', ':name'), found "
                        + "'\(bad.escaped(asASCII: true))'" + hint, at: location))
                break
            }
        }
    }

    /// A query item whose name starts with `#` is never read (such names hold fragment values), so a `key` that
    /// starts with one would never match.
    mutating func checkQueryKey(of extra: Extra) {
        guard extra.carrier == .query, let key = extra.key, key.hasPrefix("#") else { return }
        let item = String(key.dropFirst())
        diagnostics.append(.error(
            "key '\(key)' of extra '\(extra.name)' starts with '#': links carry no query item so named (names that "
                + "start with '#' are fragment values); "
                + (item.isEmpty ? "to read the whole fragment write 'in: fragment' without 'key'"
                    : "to read '\(item)' from the fragment write 'key: \(item), in: fragmentQuery'"),
            at: extra.keyLocation ?? extra.location))
    }
}
