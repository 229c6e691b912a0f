@_spi(RouteGen) import RouteKit

/// Decodes `routes:` and each route's `extras:`.
enum RouteDecoder {
    static func routes(_ node: ManifestNode, reader: inout NodeReader) -> [RouteDeclaration] {
        var routes: [RouteDeclaration] = []
        if case .mapping(let pairs) = node.content { routes.reserveCapacity(pairs.count) }
        _ = reader.forEachEntry(of: node, named: "routes", allowed: nil, context: "'routes'") { name, entry, reader in
            if let route = route(named: name, at: entry.key.contentLocation, entry.value, reader: &reader) {
                routes.append(route)
            }
        }
        return routes
    }

    private static func route(
        named name: String, at location: SourceLocation, _ node: ManifestNode, reader: inout NodeReader
    ) -> RouteDeclaration? {
        var route = RouteDeclaration(name: name, location: location)
        var writesExposure = false
        var pathValueLocation: SourceLocation?
        let found = reader.forEachEntry(of: node, named: "routes.\(name)", allowed: ManifestKeys.route,
                                        context: "route '\(name)'") { key, entry, reader in
            let value = entry.value
            switch key {
            case "summary":
                route.summary = reader.string(value, named: key)
            case "path":
                if value.isSequence {
                    let paths = reader.strings(value, named: "routes.\(name).path")
                    if paths.isEmpty, reader.sequence(value, named: key)?.isEmpty == true {
                        reader.error("'path' of route '\(name)' is an empty list; give one pattern or several",
                                     at: value.location)
                    }
                    route.paths = paths.map { RouteDeclaration.WrittenPath(text: $0.0, location: $0.1) }
                    pathValueLocation = paths.first?.1
                } else {
                    if let path = reader.string(value, named: key) {
                        route.paths = [RouteDeclaration.WrittenPath(text: path, location: value.contentLocation)]
                    }
                    pathValueLocation = value.contentLocation
                }
            case "screen":
                route.screen = reader.namedType(value, named: key, expected: "a class with init(route:)")
                route.screenLocation = value.contentLocation
            case "needs":
                route.needs = reader.strings(value, named: "routes.\(name).needs").map {
                    NeededDependency(name: $0.0, location: $0.1)
                }
            case "view":
                route.view = reader.namedType(value, named: key, expected: "a SwiftUI View with init(route:)")
                route.viewLocation = value.contentLocation
            case "exposure":
                writesExposure = true
                if let exposure = reader.choice(value, named: key, as: Exposure.self) {
                    route.exposure = exposure
                }
            case "presentation":
                if let text = reader.string(value, named: key) {
                    route.presentation = Presentation(name: text)
                }
                route.presentationLocation = value.contentLocation
            case "detents":
                route.detentsLocation = value.contentLocation
                let detents = detents(value, route: name, reader: &reader)
                route.detents = detents.map(\.detent)
                route.detentLocations = detents.map(\.location)
            case "interactiveDismiss":
                route.allowsInteractiveDismiss = reader.bool(value, named: key) ?? true
                route.interactiveDismissLocation = value.contentLocation
            case "extras":
                route.extras = extras(value, named: "routes.\(name).extras", context: "the extras of route '\(name)'",
                                      reader: &reader)
            case "result":
                route.result = reader.type(value, named: key)
                route.resultLocation = value.contentLocation
            case "tab":
                route.tab = reader.string(value, named: key)
                route.tabLocation = value.contentLocation
            case "root":
                route.isTabRoot = reader.bool(value, named: key) ?? false
                route.rootLocation = value.contentLocation
            case "parent":
                route.parent = reader.string(value, named: key)
                route.parentLocation = value.contentLocation
            case "fragment":
                route.fragmentName = reader.string(value, named: key)
                route.fragmentNameLocation = value.contentLocation
            case "entryPoints":
                route.entryPointsLocation = value.contentLocation
                for (word, location) in reader.strings(value, named: "routes.\(name).entryPoints") {
                    guard let entryPoint = EntryPoint(rawValue: word) else {
                        let words = EntryPoint.allCases.map(\.rawValue)
                        let hint = Suggestion.closest(to: word, in: words).map { "; did you mean '\($0)'?" }
                            ?? "; expected one of: \(words.joined(separator: ", "))"
                        reader.error("unknown entry point '\(word)' of route '\(name)'\(hint)", at: location)
                        continue
                    }
                    guard !route.entryPoints.contains(entryPoint) else {
                        reader.error("entry point '\(word)' is listed twice for route '\(name)'", at: location)
                        continue
                    }
                    route.entryPoints.append(entryPoint)
                    route.entryPointLocations.append(location)
                }
            case "hosts", "schemes", "schemeHosts":
                var own = route.ownURL ?? URLSettings(location: entry.key.contentLocation)
                let values = reader.strings(value, named: "routes.\(name).\(key)")
                if key == "hosts" {
                    own.hosts = values.map(\.0)
                    own.hostLocations = values.map(\.1)
                } else if key == "schemeHosts" {
                    own.schemeHosts = values.map(\.0)
                    own.schemeHostLocations = values.map(\.1)
                } else {
                    own.schemes = values.map(\.0)
                    own.schemeLocations = values.map(\.1)
                }
                route.ownURL = own
            default:
                route.isHandler = reader.bool(value, named: key) ?? false
            }
        }
        // A pattern reads the same with or without its leading `/` (`orders` is `/orders`), but a path written
        // without one is usually a slip, or copied from a table that reads relative to something else.
        for path in route.paths where !path.text.isEmpty && !path.text.hasPrefix("/") {
            reader.diagnostics.append(.warning(
                "path '\(path.text)' of route '\(name)' does not start with '/'; it is read as '/\(path.text)': write "
                    + "'/\(path.text)'",
                at: path.location ?? route.location))
        }
        // A route with hosts or schemes of its own is told to be external by `RouteRules` already.
        if found, !writesExposure, route.ownURL == nil, let pathLocation = pathValueLocation {
            // The default exposure is internal, which no link reaches: a path without `exposure` is almost always an
            // external route whose `exposure: external` was forgotten, and it would fail only at run time.
            reader.diagnostics.append(.warning(
                "route '\(name)' has a path but no 'exposure', so it is internal and no link opens it; add "
                    + "'exposure: external' to open it from links, or 'exposure: internal' to keep it in the app",
                at: pathLocation))
        }
        return found ? route : nil
    }

    /// `detents: [medium, 40%, 320pt]`: each item's spelling is checked here, at its own line, with did-you-mean for
    /// a misspelt word; where the detents may be used is `RouteRules`' concern.
    private static func detents(
        _ node: ManifestNode, route: String, reader: inout NodeReader
    ) -> [(detent: RouteDetent, location: SourceLocation)] {
        reader.strings(node, named: "routes.\(route).detents").compactMap { text, location in
            if let detent = RouteDetent(manifest: text) { return (detent, location) }
            let hint = Suggestion.hint(for: text, in: RouteDetent.words)
            reader.error("detent '\(text)' is not medium, large, a percentage of the height (40%) or a height in points "
                         + "(320pt)\(hint)", at: location)
            return nil
        }
    }

    /// A route's `extras:`, or the manifest's (the extras every external route reads); `what` and `context` name
    /// the mapping in messages.
    static func extras(
        _ node: ManifestNode, named what: String, context: String, reader: inout NodeReader
    ) -> [Extra] {
        var extras: [Extra] = []
        if case .mapping(let pairs) = node.content { extras.reserveCapacity(pairs.count) }
        _ = reader.forEachEntry(of: node, named: what, allowed: nil, context: context) { name, entry, reader in
            if let extra = extra(named: name, at: entry.key.contentLocation, entry.value, reader: &reader) {
                extras.append(extra)
            }
        }
        return extras
    }

    /// `id: Int`, or `tab: { type: ProfileTab, default: posts, internal: true, key: t }`.
    private static func extra(
        named name: String, at location: SourceLocation, _ node: ManifestNode, reader: inout NodeReader
    ) -> Extra? {
        if node.scalar != nil || node.isSequence {
            guard let type = reader.type(node, named: name) else { return nil }
            return Extra(name: name, type: type, location: location, typeLocation: node.contentLocation)
        }
        guard case .mapping = node.content else {
            reader.error("extra '\(name)' must be a type ('\(name): Int') or a mapping with 'type', found \(node.kindDescription)",
                         at: node.location)
            return nil
        }
        var type: TypeExpression?
        var typeLocation: SourceLocation?
        var sawType = false
        var defaultValue: Extra.DefaultValue?
        var isInternal = false
        var urlKey: String?
        var keyLocation: SourceLocation?
        var carrier: Extra.Carrier = .query
        var carrierLocation: SourceLocation?
        var minimum: (text: String, location: SourceLocation)?, maximum: (text: String, location: SourceLocation)?
        var pattern: (text: String, location: SourceLocation)?
        var lengths: [String: Int] = [:]
        var lengthLocation: SourceLocation?
        var valid = true
        let found = reader.forEachEntry(of: node, named: name, allowed: ManifestKeys.extra,
                                        context: "extra '\(name)'") { key, entry, reader in
            let value = entry.value
            switch key {
            case "type":
                sawType = true
                type = reader.type(value, named: "type")
                typeLocation = value.contentLocation
                valid = valid && type != nil
            case "default":
                defaultValue = self.defaultValue(value, extra: name, reader: &reader)
                valid = valid && defaultValue != nil
            case "key":
                urlKey = reader.string(value, named: "key")
                keyLocation = value.contentLocation
                if urlKey?.isEmpty == true {
                    reader.error("the key of extra '\(name)' must not be empty; leave 'key' out to use '\(name)' in URLs",
                                 at: value.location)
                    urlKey = nil
                }
                valid = valid && urlKey != nil
            case "min", "max":
                if let text = reader.string(value, named: key) {
                    if key == "min" { minimum = (text, value.contentLocation) } else { maximum = (text, value.contentLocation) }
                } else {
                    valid = false
                }
            case "pattern":
                if let text = reader.string(value, named: "pattern") { pattern = (text, value.contentLocation) } else { valid = false }
            case "minLength", "maxLength":
                lengthLocation = lengthLocation ?? value.contentLocation
                if let length = Self.length(value, key: key, extra: name, reader: &reader) { lengths[key] = length } else { valid = false }
            case "in":
                carrierLocation = value.contentLocation
                if let word = reader.word(value, named: "in", oneOf: Extra.Carrier.allCases.map(\.rawValue)) {
                    carrier = Extra.Carrier(rawValue: word) ?? .query
                } else {
                    valid = false
                }
            default:
                let flag = reader.bool(value, named: "internal")
                isInternal = flag ?? false
                valid = valid && flag != nil
            }
        }
        guard found else { return nil }
        if !sawType {
            reader.error("extra '\(name)' needs a 'type'", at: location)
        }
        guard valid, let type else { return nil }
        var extra = Extra(name: name, type: type, key: urlKey, keyLocation: keyLocation, defaultValue: defaultValue,
                          isInternal: isInternal,
                          location: location, typeLocation: typeLocation)
        extra.carrier = carrier
        extra.carrierLocation = carrierLocation
        (extra.minimum, extra.minimumLocation) = (minimum?.text, minimum?.location)
        (extra.maximum, extra.maximumLocation) = (maximum?.text, maximum?.location)
        if pattern != nil || !lengths.isEmpty {
            extra.form = StringForm(minLength: lengths["minLength"], maxLength: lengths["maxLength"], pattern: pattern?.text)
            (extra.patternLocation, extra.lengthLocation) = (pattern?.location, lengthLocation)
        }
        return extra
    }

    /// `minLength:` / `maxLength:`: a whole number of characters, 0 or more.
    private static func length(_ node: ManifestNode, key: String, extra: String, reader: inout NodeReader) -> Int? {
        guard let text = reader.string(node, named: key) else { return nil }
        guard let length = Int(text), length >= 0 else {
            reader.error("'\(key)' of extra '\(extra)' must be a whole number of characters, 0 or more, found '\(text)'",
                         at: node.contentLocation)
            return nil
        }
        return length
    }

    private static func defaultValue(
        _ node: ManifestNode, extra: String, reader: inout NodeReader
    ) -> Extra.DefaultValue? {
        switch node.content {
        case .scalar(let scalar):
            return scalar.isNull ? .null(location: node.location) : .scalar(scalar.text, location: node.contentLocation)
        case .sequence(let items):
            guard items.isEmpty else {
                reader.error("the default of extra '\(extra)' can only be an empty list ([])", at: node.location)
                return nil
            }
            return .emptyList(location: node.location)
        case .mapping:
            reader.error("the default of extra '\(extra)' must be a single value, found a mapping", at: node.location)
            return nil
        }
    }
}
