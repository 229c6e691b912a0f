#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks pinned links (`examples:`) against the validated manifests of one app, with the matcher `routegen match`
/// uses (`ManifestSetMatch`: RouteKit's own, registration order, specificity): each link must open the route it names
/// with the extras it lists (every extra it does not list at its default, or absent), or nothing. A broken example
/// is an error at its `url:` line that says what the link opens now; an extra the route does not have, or a value
/// that is not of the extra's type, is an error at that extra. An example that opens a route over https must also be
/// claimed by the apple-app-site-association `routegen export aasa` writes for its host, or iOS opens it in Safari.
enum ExampleCheck {
    /// The diagnostics of `examples` against `manifests` (validated; in the app's registration order).
    static func diagnostics(for examples: [LinkExample], against manifests: [Manifest]) -> [Diagnostic] {
        guard !examples.isEmpty else { return [] }
        let app = App(manifests)
        return examples.flatMap { check($0, app: app) }
    }

    /// Each manifest's own `examples:` against all of `manifests`.
    static func diagnostics(forExamplesOf manifests: [Manifest], against all: [Manifest]? = nil) -> [Diagnostic] {
        manifests.flatMap { diagnostics(for: $0.examples, against: all ?? manifests) }
    }

    /// A link as messages show it: long ones (a tracking link) cut, so one broken link cannot flood the log.
    static func shown(_ url: String) -> String {
        url.count > 200 ? String(url.prefix(197)) + "..." : url
    }

    /// The manifests an example may open a route of: `manifests`, then each of `linked` that is not among them
    /// (by path), in that order, which is the order the app registers them in.
    static func candidates(_ manifests: [Manifest], linked: [Manifest]) -> [Manifest] {
        var seen = Set(manifests.map(\.sourcePath))
        return manifests + linked.filter { seen.insert($0.sourcePath).inserted }
    }

    /// The manifests with what checking a link needs, built once for all the links: a matcher per manifest, and the
    /// apple-app-site-association claims per host.
    private final class App {
        let manifests: [Manifest]
        let matchers: [(path: String, matcher: ManifestURLMatcher)]
        private var files: [String: AASAHostFile] = [:]

        init(_ manifests: [Manifest]) {
            self.manifests = manifests
            matchers = manifests.map { ($0.sourcePath, ManifestURLMatcher(manifest: $0)) }
        }

        /// The claim of the file for the link's host; nil when the link is not https.
        func claim(_ url: URL) -> AASAClaim? {
            guard let host = AASAClaim.httpsHost(of: url) else { return nil }
            if files[host] == nil { files[host] = AASAHostFile(manifests, host: host) }
            return files[host]?.claim(url)
        }
    }

    private static func check(_ example: LinkExample, app: App) -> [Diagnostic] {
        let manifests = app.manifests
        guard let url = URL(string: example.url) else {
            return [.error("example url '\(shown(example.url))' is not a URL", at: example.urlLocation)]
        }
        let match = ManifestSetMatch(url: url, matchers: app.matchers)
        let opened = Opened(match, manifests: manifests, several: manifests.count > 1)
        var diagnostics: [Diagnostic] = []
        switch example.opens {
        case .nothing:
            if let route = opened.route {
                diagnostics.append(.error(
                    "example link '\(shown(example.url))' should open nothing, but opens \(opened.text(route))",
                    at: example.urlLocation))
            }
        case .route(let name):
            guard let expected = Expected(name: name, in: manifests, opened: opened.route, at: example,
                                          diagnostics: &diagnostics) else {
                return diagnostics
            }
            let pinned = expected.pinnedValues(example.extras, diagnostics: &diagnostics)
            guard let route = opened.route else {
                diagnostics.append(.error(
                    "example link '\(shown(example.url))' should open '\(name)', but opens nothing: "
                        + opened.whyNot(in: expected.manifestIndex),
                    at: example.urlLocation))
                return diagnostics
            }
            guard route.manifestIndex == expected.manifestIndex, route.name == expected.route.name else {
                diagnostics.append(.error(
                    "example link '\(shown(example.url))' should open '\(name)', but opens \(opened.text(route))",
                    at: example.urlLocation))
                return diagnostics
            }
            // An extra whose pinned value did not type-check is already reported; comparing it would say it twice.
            guard let pinned else { return diagnostics }
            let differences = expected.differences(route.extras, pinned: pinned)
            if !differences.isEmpty {
                diagnostics.append(.error(
                    "example link '\(shown(example.url))' opens \(opened.text(route)); the example expects "
                        + differences.joined(separator: ", "),
                    at: example.urlLocation))
                return diagnostics
            }
            if let claim = app.claim(url), !claim.isClaimed {
                let host = URLComponents(url: url, resolvingAgainstBaseURL: false)?.host ?? ""
                let reason = claim.component.map { "its component '\($0)' excludes it" }
                    ?? "none of its components matches it"
                diagnostics.append(.error(
                    "example link '\(shown(example.url))' opens '\(name)' in the app, but the apple-app-site-association "
                        + "`routegen export aasa` writes for '\(host)' does not claim it (\(reason)): iOS opens it in Safari",
                    at: example.urlLocation))
            }
        }
        return diagnostics
    }
}

/// What a link opens: the winning manifest's route with its extras, as `routegen match` reports it.
private struct Opened {
    struct Route {
        var manifestIndex: Int
        var name: String
        var extras: [MatchedExtra]
    }

    var route: Route?
    let match: ManifestSetMatch
    let manifests: [Manifest]
    let several: Bool

    init(_ match: ManifestSetMatch, manifests: [Manifest], several: Bool) {
        self.match = match
        self.manifests = manifests
        self.several = several
        if let winner = match.winner, let name = match.reports[winner].report.route {
            route = Route(manifestIndex: winner, name: name, extras: match.reports[winner].report.extras)
        }
    }

    /// `'userProfile' with id: 7, tab: .likes`: the extras a link gave (not those at their default or absent), and
    /// the manifest when several are checked together.
    func text(_ route: Route) -> String {
        var text = "'\(route.name)'"
        if several { text += " of \(manifests[route.manifestIndex].sourcePath)" }
        let given = route.extras.filter { $0.value != nil && $0.note != "default" && $0.note != "absent" }
        if !given.isEmpty {
            text += " with " + given.map { "\($0.name): \($0.value ?? "")" }.joined(separator: ", ")
        }
        return text
    }

    /// Why no route accepts the link, in the words of `routegen match`, from the manifest of the route expected.
    func whyNot(in manifestIndex: Int) -> String {
        let report = match.reports[manifestIndex].report
        let reasons = report.description.split(separator: "\n").dropFirst()
            .map { line in String(line.drop { $0 == " " }) }
            .map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }
        guard !reasons.isEmpty else { return "no route accepts it" }
        let shown = reasons.prefix(3).joined(separator: "; ")
        return reasons.count > 3 ? shown + "; and \(reasons.count - 3) more (see `routegen match`)" : shown
    }
}

/// The route an example names, found among the manifests, with the readers of its extras.
private struct Expected {
    var manifestIndex: Int
    var route: RouteDeclaration
    var readers: [String: ExtraReader]

    /// `name` is a route name, or `Namespace.route` where manifests share route names; a route of that name in the
    /// manifest of the route the link opens is the one meant, else the first manifest's.
    init?(name: String, in manifests: [Manifest], opened: Opened.Route?, at example: LinkExample,
          diagnostics: inout [Diagnostic]) {
        var found: [(index: Int, route: RouteDeclaration)] = []
        for (index, manifest) in manifests.enumerated() {
            if let route = manifest.routes.first(where: { $0.name == name }) {
                found.append((index, route))
            } else if name.hasPrefix(manifest.namespace + "."),
                      let route = manifest.routes.first(where: { manifest.namespace + "." + $0.name == name }) {
                found.append((index, route))
            }
        }
        let chosen = found.first { $0.index == opened?.manifestIndex } ?? found.first
        if let (index, route) = chosen {
            let manifest = manifests[index]
            guard route.exposure == .external else {
                diagnostics.append(.error(
                    "route '\(route.name)' is internal: no link opens it; pin what the link opens instead (or 'opens: nothing')",
                    at: example.opensLocation, notes: [.note("route '\(route.name)' is declared here", at: route.location)]))
                return nil
            }
            manifestIndex = index
            self.route = route
            var readers: [String: ExtraReader] = [:]
            for extra in route.extras where !extra.isInternal && extra.binding != .none {
                readers[extra.name] = ExtraReader(extra, enums: manifest.enums)
            }
            self.readers = readers
            return
        }
        let names = manifests.flatMap { $0.routes.map(\.name) }
        let hint = Suggestion.closest(to: name, in: names + [LinkExample.Target.nothingWord])
            .map { "; did you mean '\($0)'?" } ?? ""
        let within = manifests.count == 1 ? manifests[0].sourcePath : "the \(manifests.count) manifests checked together"
        diagnostics.append(.error("example opens '\(name)', which is no route of \(within)\(hint)", at: example.opensLocation))
        return nil
    }

    /// The example's extras as `routegen match` shows values (`.likes`, `"hi"`), by Swift name; nil when one of
    /// them is not the route's or does not parse as its type (reported).
    func pinnedValues(_ extras: [ExampleExtra], diagnostics: inout [Diagnostic]) -> [String: String]? {
        var values: [String: String] = [:]
        var failed = false
        for pinned in extras {
            guard let reader = readers[pinned.name] else {
                failed = true
                diagnostics.append(unknownExtra(pinned))
                continue
            }
            switch ExampleValue.shown(pinned.value, reader: reader) {
            case .success(let text): values[pinned.name] = text
            case .failure(let problem):
                failed = true
                diagnostics.append(.error(problem.message, at: pinned.valueLocation))
            }
        }
        return failed ? nil : values
    }

    private func unknownExtra(_ pinned: ExampleExtra) -> Diagnostic {
        if let extra = route.extras.first(where: { $0.name == pinned.name }) {
            return .error("extra '\(extra.name)' of route '\(route.name)' is internal: links never carry it; "
                + "remove it from the example", at: pinned.location)
        }
        if let keyed = route.extras.first(where: { $0.key == pinned.name }) {
            return .error("route '\(route.name)' has no extra '\(pinned.name)': examples name extras by Swift name; "
                + "did you mean '\(keyed.name)' ('\(pinned.name)' in links)?", at: pinned.location)
        }
        let names = route.extras.filter { !$0.isInternal && $0.binding != .none }.map(\.name)
        let hint = Suggestion.closest(to: pinned.name, in: names).map { "; did you mean '\($0)'?" }
            ?? (names.isEmpty ? "; it has none" : "; its extras: " + names.joined(separator: ", "))
        return .error("route '\(route.name)' has no extra '\(pinned.name)'\(hint)", at: pinned.location)
    }

    /// Each extra whose value differs from the pinned one (an extra the example does not list must be at its
    /// default, or absent), as `id: 42` (what the example expects).
    func differences(_ actual: [MatchedExtra], pinned: [String: String]) -> [String] {
        var differences: [String] = []
        for extra in actual {
            guard let value = extra.value, let reader = readers[extra.name] else { continue }
            if let expected = pinned[extra.name] {
                if value != expected { differences.append("\(extra.name): \(expected)") }
            } else if extra.note != "default", extra.note != "absent", value != reader.absentText {
                differences.append("no \(extra.name) (unlisted extras are at their default; add '\(extra.name): ...' to pin it)")
            }
        }
        return differences
    }
}
