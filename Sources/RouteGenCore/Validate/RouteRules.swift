@_spi(RouteGen) import RouteKit

/// Per-route rules: names, path and placeholder/extra agreement, representability, defaults, destination.
/// Completes the route: extras declared only by placeholders are added and every binding is set.
struct RouteRules {
    let manifest: Manifest
    var diagnostics: [Diagnostic] = []
    /// Whether one of the manifest's own hosts is a wildcard (`*.example.com`), found once for `checkSubdomain`.
    let manifestHasWildcardHost: Bool

    init(manifest: Manifest) {
        self.manifest = manifest
        manifestHasWildcardHost = manifest.url.hosts.contains { $0.hasPrefix("*.") }
    }

    /// The completed route and its parsed paths, canonical first (empty when absent; invalid ones left out).
    mutating func check(_ route: RouteDeclaration) -> (RouteDeclaration, [ParsedPath]) {
        var route = route
        let file = manifest.sourcePath
        var parsed: ParsedPath?
        if let path = route.path {
            parsed = ParsedPath.parse(path, at: route.pathLocation, file: file, into: &diagnostics)
        }
        let alternates = checkAlternatePaths(of: route, canonical: parsed)
        var bound = BoundPlaceholders()
        var placeholderSpellings: [String] = []
        if let parsed {
            // Placeholders of the first path that another path leaves out: their extras may be optional (`nil` there).
            let omitted = Set(parsed.pattern.placeholders.map(\.name)).filter { name in
                alternates.contains { !$0.pattern.placeholders.contains { $0.name == name } }
            }
            route.extras = bindPlaceholders(of: parsed, to: route.extras, bound: &bound, spellings: &placeholderSpellings,
                                            omitted: omitted)
        }
        let isExternal = route.exposure == .external
        if isExternal, let fragment = parsedFragmentPath(of: route, path: parsed) {
            route.extras = bindFragmentPlaceholders(of: fragment, to: route.extras, bound: &bound, spellings: &placeholderSpellings)
        }
        if isExternal, route.path == nil {
            diagnostics.append(.error("external route '\(route.name)' needs a 'path'", at: route.location))
        }
        for index in route.extras.indices {
            let extra = route.extras[index]
            let boundKind = bound.kind(of: extra.key ?? extra.name)
            TypeRules.checkDefault(of: extra, enums: manifest.enums, into: &diagnostics)
            checkLimits(of: extra)
            checkForm(of: extra)
            if isExternal, !extra.isInternal, boundKind == nil, let problem = TypeRules.urlProblem(extra.type) {
                diagnostics.append(.error(
                    "extra '\(extra.name)' of type '\(extra.type)' cannot travel in a URL: \(problem); "
                        + "mark it 'internal: true'", at: extra.typeLocation ?? extra.location))
            }
            if isExternal, extra.isInternal, boundKind == nil, !extra.hasImplicitDefault {
                diagnostics.append(.error(
                    "internal extra '\(extra.name)' of external route '\(route.name)' must be optional or have a "
                        + "default, because a URL cannot supply it", at: extra.location))
            }
            route.extras[index].binding = binding(of: extra, in: route, boundKind: boundKind)
            if route.extras[index].binding == .query || route.extras[index].binding == .fragment {
                checkRoundTrip(of: extra)
            }
            checkQueryKey(of: extra)
        }
        checkNames(of: route, implicitCount: placeholderSpellings.count, spellings: placeholderSpellings)
        checkDestination(route)
        checkSheetOptions(of: route)
        if let own = route.ownURL { checkOwnURL(own, of: route) }
        checkSubdomain(of: route)
        checkFragment(of: route)
        if isExternal, !manifest.sharedExtras.isEmpty {
            route.extras = appendingSharedExtras(to: route, implicitCount: placeholderSpellings.count,
                                                 spellings: placeholderSpellings)
        }
        return (route, (parsed.map { [$0] } ?? []) + alternates)
    }

    /// `detents:` and `interactiveDismiss:` describe a modal layer, so the route must be shown as one: detents need a
    /// sheet (`present`, `wrapped` or a display; a cover fills the screen), a dismissal gesture any modal
    /// presentation. Each detent is in range and named once.
    private mutating func checkSheetOptions(of route: RouteDeclaration) {
        // Built only for a message: most routes have nothing to report.
        var shown: [Diagnostic] {
            route.presentationLocation.map {
                [.note("route '\(route.name)' is shown with presentation '\(route.presentation.description)' here", at: $0)]
            } ?? []
        }
        if let location = route.interactiveDismissLocation, route.presentation == .push {
            diagnostics.append(.error(
                "'interactiveDismiss' applies to modal presentations, but route '\(route.name)' is pushed; "
                    + "use presentation present, wrapped, cover or a display", at: location, notes: shown))
        }
        guard let location = route.detentsLocation else { return }
        if route.presentation == .push || route.presentation == .cover {
            diagnostics.append(.error(
                "'detents' apply to sheets, but route '\(route.name)' is "
                    + (route.presentation == .push ? "pushed" : "a full-screen cover")
                    + "; use presentation present, wrapped or a display", at: location, notes: shown))
            return
        }
        if route.detents.isEmpty, route.detentLocations.isEmpty {
            diagnostics.append(.error(
                "'detents' of route '\(route.name)' is empty; leave it out for the platform's full height", at: location))
        }
        var seen: Set<RouteDetent> = []
        for (detent, at) in zip(route.detents, route.detentLocations) {
            switch detent {
            case .percent(let percent) where !(percent > 0 && percent <= 100):
                diagnostics.append(.error("detent '\(detent)' must be above 0% and at most 100%", at: at))
            case .height(let points) where !(points > 0 && points.isFinite):
                diagnostics.append(.error("detent '\(detent)' must be a height above 0pt", at: at))
            default:
                if !seen.insert(detent).inserted {
                    diagnostics.append(.error("detent '\(detent)' is listed twice", at: at))
                }
            }
        }
    }

    /// A route's own `hosts:`/`schemes:`: valid as `url:`'s are, on an external route, and not both empty.
    private mutating func checkOwnURL(_ own: URLSettings, of route: RouteDeclaration) {
        let location = own.location ?? route.location
        guard route.exposure == .external else {
            diagnostics.append(.error(
                "route '\(route.name)' is internal: no URL reaches it, so its own 'hosts'/'schemes' are unused; "
                    + "remove them or set 'exposure: external'", at: location))
            return
        }
        if own.hosts.isEmpty, own.schemes.isEmpty, own.schemeHosts.isEmpty {
            diagnostics.append(.error(
                "route '\(route.name)' lists no hosts and no schemes of its own, so no URL reaches it; list some, "
                    + "or remove 'hosts'/'schemes' to use the manifest's 'url'", at: location))
            return
        }
        ManifestRules.check(own, keys: "", file: manifest.sourcePath, into: &diagnostics)
        checkSchemeHosts(own, of: route)
    }

    /// `schemeHosts:` name custom-scheme links, so they need the route's own schemes; each is one plain host.
    private mutating func checkSchemeHosts(_ own: URLSettings, of route: RouteDeclaration) {
        guard let first = own.schemeHostLocations.first else { return }
        if own.schemes.isEmpty {
            diagnostics.append(.error(
                "'schemeHosts' of route '\(route.name)' name the host of custom-scheme links, but the route lists no "
                    + "'schemes' of its own; add them (schemes: [\(manifest.url.schemes.first ?? "myapp")])", at: first))
        }
        var seen: [String: (host: String, location: SourceLocation)] = [:]
        for (host, location) in zip(own.schemeHosts, own.schemeHostLocations) {
            if host.contains("*") {
                diagnostics.append(.error(
                    "scheme host '\(host)' names one link's host and cannot be a wildcard; list each host", at: location))
            } else if let problem = ManifestRules.hostProblem(host, allowsUnderscore: true) {
                diagnostics.append(.error("scheme host '\(host)' \(problem)", at: location))
            } else if let original = seen[host.lowercased()] {
                diagnostics.append(.error("duplicate scheme host '\(host)'", at: location,
                                          notes: [.note("'\(original.host)' was first listed here", at: original.location)]))
            } else {
                seen[host.lowercased()] = (host, location)
            }
        }
    }

    /// The extras' Swift names in the route's struct (`NameRules`), their uniqueness, and keys that cannot apply.
    /// `implicitCount` extras at the front were declared by the placeholders `spellings`.
    private mutating func checkNames(of route: RouteDeclaration, implicitCount: Int, spellings: [String]) {
        // Each extra read in place: binding one would copy (retain) every field of it, for every extra of every route.
        let extras = route.extras
        var hasKey = false
        for index in extras.indices {
            if let problem = NameRules.check(
                extras[index], origin: index < implicitCount ? .placeholder(spelling: spellings[index])
                    : .declared(inURLs: extras[index].binding != .none),
                routeName: route.name, namespace: manifest.namespace) {
                diagnostics.append(problem)
            }
            guard let key = extras[index].key else { continue }
            hasKey = true
            if extras[index].isInternal {
                diagnostics.append(.warning(
                    "extra '\(extras[index].name)' is internal: it never travels in a URL, so its key '\(key)' is unused",
                    at: extras[index].keyLocation ?? extras[index].location))
            }
        }
        // Without a key, URL names are the Swift names, unique already (duplicate keys are a decoding error, and a
        // placeholder named like a declared extra is bound to it): only a key can make two the same.
        if hasKey || extras.contains(where: { $0.carrier != .query }) {
            NameRules.checkUniqueness(of: extras, implicitCount: implicitCount, spellings: spellings, into: &diagnostics)
        }
    }

    /// A query-carried value must come back from its URL as it went in; two shapes cannot.
    mutating func checkRoundTrip(of extra: Extra) {
        if extra.type.isOptional, case .scalar = extra.defaultValue {
            diagnostics.append(.warning(
                "optional extra '\(extra.name)' has a non-nil default, so a URL cannot carry nil: a link without it "
                    + "opens with the default; drop the '?' or the default", at: extra.location))
        } else if case .optional(.array) = extra.type {
            diagnostics.append(.warning(
                "extra '\(extra.name)' of type '\(extra.type)': a URL carries an empty array and nil the same way "
                    + "(no query item), so [] comes back as nil; prefer '\(extra.type.unwrappedOptional)'",
                at: extra.typeLocation ?? extra.location))
        }
    }

    func binding(of extra: Extra, in route: RouteDeclaration, boundKind: PlaceholderKind?) -> Extra.Binding {
        if route.exposure == .internal || extra.isInternal { return .none }
        if let kind = boundKind { return .path(kind) }
        switch extra.carrier {
        case .query: return .query
        case .subdomain: return .subdomain
        case .fragment, .fragmentQuery: return .fragment
        }
    }

    /// Declared extras checked against their placeholders; undeclared placeholders become extras,
    /// placed before the declared ones in path order.
    /// An extra is bound to the placeholder named by its URL name (`key:`, else its Swift name). `spellings`
    /// receives each implicit extra's placeholder as written, for messages.
    mutating func bindPlaceholders(
        of parsed: ParsedPath, to declared: [Extra], bound: inout BoundPlaceholders, spellings: inout [String],
        omitted: Set<String> = []
    ) -> [Extra] {
        let file = manifest.sourcePath
        var implicit: [Extra] = []
        for (index, segment) in parsed.pattern.segments.enumerated() {
            guard case .placeholder(let placeholder) = segment else { continue }
            // The spelling is only for messages: cut out of the path when one is written.
            let spelling = { parsed.spelling(ofPlaceholderAt: index) }
            let location = parsed.location(ofSegmentAt: index, file: file)
            let kind = PlaceholderKind(placeholder)
            if case .enumeration(let name) = kind, !manifest.enums.contains(where: { $0.name == name }) {
                let known = ["string", "int", "double", "bool", "uuid", "path"] + manifest.enums.map(\.name)
                diagnostics.append(.error(
                    "placeholder '\(spelling())' has unknown type '\(name)'; expected string, int, double, bool, uuid, "
                        + "path or a manifest enum" + Suggestion.hint(for: name, in: known), at: location))
                continue
            }
            bound.append(placeholder.name, kind)
            guard let extra = declared.first(where: { $0.hasURLName(placeholder.name) }) else {
                implicit.append(Extra(name: placeholder.name, type: kind.extraType ?? .named(["String"]),
                                      location: location))
                spellings.append(spelling())
                continue
            }
            checkDeclared(extra, against: kind, spelling: spelling(), at: location,
                          mayBeOptional: omitted.contains(placeholder.name))
        }
        // Most paths declare every placeholder (or have none): no new array then.
        return implicit.isEmpty ? declared : implicit + declared
    }

    private mutating func checkDeclared(_ extra: Extra, against kind: PlaceholderKind,
                                        spelling spellingText: @autoclosure () -> String,
                                        at placeholderLocation: SourceLocation, mayBeOptional: Bool = false) {
        // Message parts are built only when there is a message to write (almost never).
        var spelling: String { spellingText() }
        var prefix: String { "extra '\(extra.name)' is bound to path placeholder '\(spelling)'" }
        let typeLocation = extra.typeLocation ?? extra.location
        var note: Diagnostic { .note("placeholder '\(spelling)' is here", at: placeholderLocation) }
        if extra.type.isOptional, !mayBeOptional {
            diagnostics.append(.error(
                "\(prefix) and cannot be optional (only a placeholder that another path of the route leaves out can be)",
                at: typeLocation, notes: [note]))
        }
        // A placeholder some path leaves out gives nil there; the value's own type is checked as for any placeholder.
        let type = extra.type.isOptional ? extra.type.unwrappedOptional : extra.type
        if extra.type.isOptional, !mayBeOptional {
            // Reported above.
        } else if let expected = kind.extraType {
            // `<int:x>` takes an integer of any width, `<double:x>` a `Float` too: the placeholder matches the same
            // segments whatever the width, and the extra's type decides what converts (`Int8("300")` does not).
            let sameShape = (kind == .int || kind == .double)
                && RoutePattern.PlaceholderType.forExtraType(type, enums: manifest.enums) == (kind == .int ? .int : .double)
            if !sameShape, Self.normalized(type) != Self.normalized(expected) {
                // `<url>` is a String placeholder; `:url` takes a single declared type (`target: { type: URL, key: url }`).
                var hint: String {
                    guard kind == .string, case .named = extra.type, spelling.hasPrefix("<"), !spelling.contains(":") else {
                        return ""
                    }
                    return "; write ':\(extra.urlName)' for a placeholder that takes the extra's type"
                }
                diagnostics.append(.error(
                    "extra '\(extra.name)' has type '\(extra.type)' but path placeholder '\(spelling)' gives it type "
                        + "'\(expected)'\(hint)", at: typeLocation, notes: [note]))
            }
        } else if case .named = type {
            // `:name` takes the declared type; any single named type is fine (custom types are checked by the compiler).
        } else {
            diagnostics.append(.error("\(prefix) and must be a single value, not '\(extra.type)'",
                                      at: typeLocation, notes: [note]))
        }
        if extra.isInternal {
            diagnostics.append(.error("\(prefix) and cannot be 'internal: true'", at: extra.location, notes: [note]))
        }
        if let value = extra.defaultValue {
            diagnostics.append(.error("\(prefix) and cannot have a default", at: value.location, notes: [note]))
        }
    }

    /// `Swift.Int` and `Int` are the same type.
    private static func normalized(_ type: TypeExpression) -> TypeExpression {
        if case .named(let parts) = type, parts.count == 2, ["Swift", "Foundation"].contains(parts[0]),
           let builtin = BuiltinType(rawValue: parts[1]) {
            return .named([builtin.rawValue])
        }
        return type
    }

    private mutating func checkDestination(_ route: RouteDeclaration) {
        if route.isHandler, route.screen != nil {
            diagnostics.append(.error(
                "route '\(route.name)' has both 'screen' and 'handler: true'; a route opens a screen or is handled, not both",
                at: route.screenLocation ?? route.location))
        }
        if let viewLocation = route.viewLocation, route.view != nil {
            if route.screen != nil {
                diagnostics.append(.error(
                    "route '\(route.name)' has both 'screen' and 'view'; a route opens a view controller or a SwiftUI view, not both",
                    at: viewLocation))
            }
            if route.isHandler {
                diagnostics.append(.error(
                    "route '\(route.name)' has both 'view' and 'handler: true'; a route opens a view or is handled, not both",
                    at: viewLocation))
            }
        }
        if case .custom(let name) = route.presentation, !manifest.displays.contains(name) {
            let builtIns = Presentation.builtIns.map(\.description)
            let hint = PresentationVocabulary.meaning(of: name).map { "; did you mean '\($0.word)' (\($0.shown))?" }
                ?? Suggestion.hint(for: name, in: builtIns + manifest.displays)
            diagnostics.append(.error(
                "presentation '\(name)' is not \(builtIns.joined(separator: ", ")) or one of 'displays'" + hint,
                at: route.presentationLocation ?? route.location))
        }
    }
}

extension Extra.DefaultValue {
    var location: SourceLocation {
        switch self {
        case .scalar(_, let location), .emptyList(let location), .null(let location): return location
        }
    }
}
