/// The manifest's top-level `extras:`: values every external route reads from its links (a `source` tracking item),
/// declared once. They are checked once, as a route's extras are, then added to every external route after its own
/// extras, so every later stage (the structs and builders, the matcher, `routegen match`, the exports, examples)
/// sees them as the route's own.
///
/// A route that declares an extra of the same Swift name or URL name is an error, not an override: code that sets
/// `source` on any route relies on one type and one meaning, and a link's `?source=` on one route must not mean
/// something else on another. A route that needs its own spelling of a shared set uses a YAML merge key instead.
extension RouteRules {
    /// The shared extras' own rules, once per manifest (not once per route, so each problem is said once).
    mutating func checkSharedExtras() {
        let shared = manifest.sharedExtras
        guard !shared.isEmpty else { return }
        let firstExternal = manifest.routes.first { $0.exposure == .external }
        if firstExternal == nil {
            diagnostics.append(.warning(
                "the manifest's 'extras' are read by its external routes, and it has none: no route gets them",
                at: shared[0].location))
        }
        for extra in shared {
            if extra.isInternal {
                diagnostics.append(.error(
                    "the manifest's extra '\(extra.name)' is 'internal: true', but the manifest's 'extras' are read "
                        + "from every external route's links; declare an in-app value on the routes that use it",
                    at: extra.location))
                continue
            }
            if extra.carrier == .subdomain {
                diagnostics.append(.error(
                    "the manifest's extra '\(extra.name)' is read from the subdomain, which only routes on wildcard "
                        + "hosts have; declare it 'in: subdomain' on those routes", at: extra.carrierLocation ?? extra.location))
                continue
            }
            if extra.carrier == .fragment || extra.carrier == .fragmentQuery {
                diagnostics.append(.error(
                    "the manifest's extra '\(extra.name)' is read from the link's fragment, which each route reads its own "
                        + "way (the whole of it, or items after its own name); declare it 'in: \(extra.carrier.rawValue)' on "
                        + "the routes that read it", at: extra.carrierLocation ?? extra.location))
                continue
            }
            TypeRules.checkDefault(of: extra, enums: manifest.enums, into: &diagnostics)
            checkLimits(of: extra)
            checkForm(of: extra)
            if let problem = TypeRules.urlProblem(extra.type) {
                diagnostics.append(.error(
                    "the manifest's extra '\(extra.name)' of type '\(extra.type)' cannot travel in a URL: \(problem)",
                    at: extra.typeLocation ?? extra.location))
            }
            checkRoundTrip(of: extra)
            if let problem = NameRules.check(extra, origin: .declared(inURLs: true),
                                             routeName: firstExternal?.name ?? "route", namespace: manifest.namespace) {
                diagnostics.append(problem)
            }
        }
        NameRules.checkUniqueness(of: shared, implicitCount: 0, spellings: [], into: &diagnostics)
    }

    /// An external route's completed extras followed by the manifest's shared ones. A shared extra whose Swift name
    /// or URL name the route already uses is an error at the route's extra (the first `implicitCount` were declared
    /// by the placeholders `spellings`), and is left out of that route.
    mutating func appendingSharedExtras(to route: RouteDeclaration, implicitCount: Int, spellings: [String]) -> [Extra] {
        var extras = route.extras
        for extra in manifest.sharedExtras where !extra.isInternal && extra.carrier == .query {
            let note = Diagnostic.note("the manifest's extra '\(extra.name)' is declared here", at: extra.location)
            if let index = route.extras.firstIndex(where: { $0.name == extra.name }) {
                let own = route.extras[index]
                let message = index < implicitCount
                    ? "path placeholder '\(spellings[index])' of route '\(route.name)' declares extra '\(own.name)', "
                        + "which the manifest's 'extras' declare for every external route; bind the placeholder to "
                        + "another name (extras: { \(own.name)Value: { type: \(own.type), key: \(own.urlName) } }) or "
                        + "rename the manifest's extra"
                    : "extra '\(own.name)' of route '\(route.name)' is declared by the manifest's 'extras' too, which "
                        + "every external route reads; remove it here (the route reads the manifest's), or rename it"
                diagnostics.append(.error(message, at: own.location, notes: [note]))
                continue
            }
            let urlName = extra.urlName
            if let index = route.extras.firstIndex(where: { $0.binding != .none && $0.urlName == urlName }) {
                let own = route.extras[index]
                let reader: String
                if case .path = own.binding {
                    reader = index < implicitCount ? "path placeholder '\(spellings[index])'" : "extra '\(own.name)' (a path placeholder)"
                } else {
                    reader = "extra '\(own.name)'"
                }
                diagnostics.append(.error(
                    "\(reader) of route '\(route.name)' is '\(urlName)' in URLs, like the manifest's extra "
                        + "'\(extra.name)', which every external route reads; give one of them another key",
                    at: own.keyLocation ?? own.location, notes: [note]))
                continue
            }
            var added = extra
            added.binding = binding(of: extra, in: route, boundKind: nil)
            added.isShared = true
            extras.append(added)
        }
        return extras
    }
}
