/// Convert stage of `routegen import frdintent`: registrations to manifest routes, with a warning (and a comment
/// in the output) for everything that changes or cannot be carried over.
///
/// - A pattern becomes the route's `path` as written (`/story/:storyId`: RouteGen reads `:name` placeholders);
///   a whole-URL key (`myapp://story/:id`, `https://example.com/story/:id`) gives its scheme or host to `url`.
/// - The plist decides `exposure`: FRDURLRoutes' entries are `external`, the controller manager's `internal`.
///   A pattern in both is one external route (FRDURLRoutes registers its class with the controller manager too).
/// - The class becomes `screen`, without its module prefix (`MyApp.SecondViewController` is `NSClassFromString`'s
///   spelling; Swift code inside the module names the class alone).
/// - Route names come from the class (`SecondViewController` -> `second`), or from the pattern's static segments
///   when several routes share a class; always unique, valid Swift identifiers.
enum FRDIntentConversion {
    struct Options: Sendable {
        /// `--scheme`: replaces the schemes of whole-URL keys.
        var scheme: String?
        /// `--host`: added first to the hosts.
        var host: String?
        /// The plists' file names as shown in comments (no folders, so the output does not depend on the machine).
        var internalName: String
        var externalName: String
        /// The plists read, named in the header.
        var files: [String]

        init(scheme: String? = nil, host: String? = nil,
                    internalName: String = "FRDIntentRegisters.plist",
                    externalName: String = "FRDURLRoutesRegisters.plist", files: [String]? = nil) {
            self.files = files ?? [internalName, externalName]
            self.scheme = scheme
            self.host = host
            self.internalName = internalName
            self.externalName = externalName
        }
    }

    struct Result: Sendable {
        var manifest: ImportedManifest
        var diagnostics: [Diagnostic]
    }

    static func convert(_ registrations: [FRDIntentRegistration], options: Options) -> Result {
        var manifest = ImportedManifest()
        var diagnostics: [Diagnostic] = []
        manifest.header = [
            "Imported by `routegen import frdintent` from \(options.files.joined(separator: " and ")).",
            "Block handlers registered in code (FRDURLRoutes' register(url:handler:)) are not in these plists:",
            "add each as a route with `handler: true`.",
        ]
        var schemes: [String] = options.scheme.map { [$0] } ?? []
        var hosts: [String] = options.host.map { [$0] } ?? []

        // Pass 1: each entry to a candidate route, or a reason it is not carried over.
        var candidates: [Candidate] = []
        var byPath: [String: Int] = [:]
        for registration in registrations {
            let file = registration.source == .internal ? options.internalName : options.externalName
            let entry = "'\(registration.pattern)' in \(file)"
            func skip(_ reason: String) {
                diagnostics.append(.warning("\(entry) is not carried over: \(reason)", at: registration.location))
                manifest.notCarried.append("\(entry): \(reason)")
            }
            guard let className = registration.className else {
                skip("its value is \(registration.valueKind), not a class name (FRDIntent would find no class either)")
                continue
            }
            let trimmedClass = className.trimmingWhitespace
            guard !trimmedClass.isEmpty else {
                skip("it names no class (FRDIntent's NSClassFromString would fail at run time)")
                continue
            }
            let screen = trimmedClass.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? trimmedClass
            // ObjC class names are ASCII.
            guard SwiftIdentifier.isValid(screen), screen.utf8.allSatisfy({ $0 < 0x80 }) else {
                skip("'\(trimmedClass)' is not a Swift class name")
                continue
            }
            guard var path = Self.path(of: registration.pattern, schemes: &schemes, hosts: &hosts,
                                       explicitScheme: options.scheme != nil) else {
                skip("the pattern is empty")
                continue
            }
            var comments: [String] = []
            if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
                let dropped = String(path[cut...])
                path = String(path[..<cut])
                if path.isEmpty { path = "/" }
                comments.append("The pattern's '\(dropped)' was dropped: a path pattern has no query or fragment.")
                diagnostics.append(.warning("\(entry): '\(dropped)' dropped from the pattern (query items are extras, "
                                            + "declare them under `extras:`)", at: registration.location))
            }
            if screen != trimmedClass {
                comments.append("\(trimmedClass) in \(file): module prefix stripped (Swift names the class without it).")
            }
            let exposure = registration.source == .external ? "external" : "internal"
            if let existing = byPath[path], candidates[existing].source != registration.source {
                // The same path from the other plist. (Two keys of one plist that read as one path, such as `/a` and
                // `/a?b`, stay two routes: lint reports them, as FRDIntent would have let one shadow the other.)
                var kept = candidates[existing]
                let other = kept.source == .internal ? options.internalName : options.externalName
                if kept.screen == screen {
                    kept.comments.append("Registered in \(other) and \(file) alike: external, and startable in the app.")
                } else {
                    let (winner, loser) = registration.source == .external ? (screen, kept.screen) : (kept.screen, screen)
                    let message = "'\(registration.pattern)' is \(loser) in \(registration.source == .external ? other : file) "
                        + "but \(winner) in \(registration.source == .external ? file : other); FRDURLRoutes registers "
                        + "\(winner) with the controller manager too, so \(winner) is kept"
                    diagnostics.append(.warning(message, at: registration.location))
                    kept.comments.append(message.prefix(1).uppercased() + message.dropFirst() + ".")
                }
                kept.screen = registration.source == .external ? screen : kept.screen
                kept.exposure = "external"
                kept.comments += comments
                candidates[existing] = kept
                continue
            }
            if byPath[path] == nil { byPath[path] = candidates.count }
            candidates.append(Candidate(pattern: registration.pattern, path: path, screen: screen, exposure: exposure,
                                        source: registration.source, comments: comments))
        }

        manifest.schemes = unique(schemes)
        manifest.hosts = unique(hosts)
        let (folded, alternates) = fold(candidates)
        let names = routeNames(folded)
        manifest.routes = zip(zip(folded, alternates), names).map { pair, name in
            let (candidate, others) = pair
            var route = ImportedManifest.Route(name: name, path: candidate.path, screen: candidate.screen,
                                               exposure: candidate.exposure, comments: candidate.comments)
            route.alternatePaths = others.map(\.path)
            if !others.isEmpty {
                route.comments.append("Opened by \(others.count + 1) patterns of \(candidate.screen): "
                    + ([candidate] + others).map { "'\($0.pattern)'" }.joined(separator: ", ") + ".")
            }
            return route
        }
        if manifest.routes.contains(where: { $0.exposure == "external" }), manifest.schemes.isEmpty, manifest.hosts.isEmpty {
            diagnostics.append(.warning(
                "external routes need a URL scheme or host: give --scheme (and --host for universal links)",
                at: SourceLocation(file: options.externalName)))
        }
        return Result(manifest: manifest, diagnostics: diagnostics)
    }

    /// Patterns that open one class with the same exposure and the same placeholders become one route whose `path`
    /// is a list (the first registered is canonical): one struct, every pattern opens it. Others stay apart.
    static func fold(_ candidates: [Candidate]) -> (routes: [Candidate], alternates: [[Candidate]]) {
        var routes: [Candidate] = []
        var alternates: [[Candidate]] = []
        var index: [String: Int] = [:]
        for candidate in candidates {
            let placeholders = candidate.path.split(separator: "/").filter { $0.hasPrefix(":") || $0.hasPrefix("<") }
            let key = ([candidate.screen, candidate.exposure] + placeholders.map(String.init).sorted()).joined(separator: "\u{0}")
            if let existing = index[key] {
                alternates[existing].append(candidate)
                routes[existing].comments += candidate.comments
            } else {
                index[key] = routes.count
                routes.append(candidate)
                alternates.append([])
            }
        }
        return (routes, alternates)
    }

    struct Candidate {
        var pattern: String
        var path: String
        var screen: String
        var exposure: String
        var source: FRDIntentRegistration.Source
        var comments: [String]
    }

    /// The route path of a key: a path as written (with a leading `/`), or a whole URL's path. A custom scheme's
    /// host is the first path segment (as RouteGen reads such URLs); an http(s) host joins `url.hosts`.
    static func path(of pattern: String, schemes: inout [String], hosts: inout [String], explicitScheme: Bool) -> String? {
        let trimmed = pattern.trimmingWhitespace
        guard !trimmed.isEmpty else { return nil }
        guard let separator = trimmed.firstRange(of: "://") else {
            return trimmed.hasPrefix("/") ? trimmed : "/" + trimmed
        }
        let scheme = String(trimmed[..<separator.lowerBound])
        let rest = trimmed[separator.upperBound...]
        let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let host = String(rest[..<hostEnd])
        let tail = String(rest[hostEnd...])
        if ["http", "https"].contains(scheme.lowercased()) {
            if !host.isEmpty { hosts.append(host) }
            return tail.hasPrefix("/") ? tail : "/" + tail
        }
        if !explicitScheme, !scheme.isEmpty { schemes.append(scheme) }
        return "/" + host + tail
    }

    /// Unique lowerCamelCase names: from the class when it is the only route with that class name, else from the
    /// pattern's static segments; a number is added while a name is still taken.
    static func routeNames(_ candidates: [Candidate]) -> [String] {
        let fromClass = candidates.map { name(fromClass: $0.screen) }
        var counts: [String: Int] = [:]
        for name in fromClass { counts[name, default: 0] += 1 }
        var taken = Set<String>()
        // The next number to try per base name, so that many routes with one base stay linear, not quadratic.
        var nextNumber: [String: Int] = [:]
        return zip(candidates, fromClass).map { candidate, classBased in
            var base = counts[classBased] == 1 && !classBased.isEmpty ? classBased : name(fromPattern: candidate.path)
            if base.isEmpty { base = classBased.isEmpty ? "route" : classBased }
            var name = base, number = nextNumber[base, default: 2]
            while !taken.insert(name).inserted {
                name = "\(base)\(number)"
                number += 1
            }
            nextNumber[base] = number
            return name
        }
    }

    /// `SecondViewController` -> `second`, `URLPreviewController` -> `urlPreview`, `ViewController` -> "".
    static func name(fromClass className: String) -> String {
        var stem = className
        for suffix in ["ViewController", "Controller", "VC"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem.removeLast(suffix.count)
            break
        }
        if stem == "ViewController" || stem == "Controller" { return "" }
        return lowerCamel(words(stem))
    }

    /// `/user/:userId/story/:storyId` -> `userStory`; placeholders are left out.
    static func name(fromPattern path: String) -> String {
        let statics = path.split(separator: "/").filter { !$0.hasPrefix(":") && !$0.hasPrefix("<") && $0 != "*" }
        return lowerCamel(statics.flatMap { words(String($0)) })
    }

    /// ASCII letter-and-digit runs, each split again where a word starts: `storyList` -> story, List;
    /// `URLPreview` -> URL, Preview.
    private static func words(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        let isUpper = { (index: Int) in index < scalars.count && ("A"..."Z").contains(scalars[index]) }
        let isLower = { (index: Int) in index < scalars.count && ("a"..."z").contains(scalars[index]) }
        var words: [String] = [], current = ""
        for (index, scalar) in scalars.enumerated() {
            guard scalar.isASCII, isUpper(index) || isLower(index) || ("0"..."9").contains(scalar) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let startsWord = isUpper(index) && index > 0
                && (!isUpper(index - 1) || isLower(index + 1)) && !current.isEmpty
            if startsWord {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `["URL", "Preview"]` -> `urlPreview`; a leading digit gets a `route` prefix.
    private static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        let head = first.lowercased()
        let tail = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let joined = head + tail
        if let start = joined.unicodeScalars.first, ("0"..."9").contains(start) {
            return "route" + joined.prefix(1).uppercased() + joined.dropFirst()
        }
        return joined
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0.lowercased()).inserted }
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
