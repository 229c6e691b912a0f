@_spi(RouteGen) import RouteKit

/// Manifest-wide rules: namespace, imports, url, displays, enums and the names generated code declares.
struct ManifestRules {
    let manifest: Manifest
    var diagnostics: [Diagnostic] = []

    init(manifest: Manifest) {
        self.manifest = manifest
    }

    private var fileLocation: SourceLocation { SourceLocation(file: manifest.sourcePath) }

    mutating func checkAll() {
        checkNamespace()
        checkImports()
        checkURLSettings()
        checkDisplays()
        checkEnums()
        checkRouteNames()
    }

    private mutating func checkNamespace() {
        guard !SwiftIdentifier.isValid(manifest.namespace) else { return }
        if let location = manifest.namespaceLocation {
            diagnostics.append(.error("namespace '\(manifest.namespace)' is not a valid Swift identifier", at: location))
        } else {
            diagnostics.append(.error(
                "namespace '\(manifest.namespace)' (from the file name) is not a valid Swift identifier; set 'namespace:'",
                at: fileLocation))
        }
    }

    private mutating func checkImports() {
        var first: [String: SourceLocation] = [:]
        for (index, module) in manifest.imports.enumerated() {
            let location = located(manifest.importLocations, index)
            if !SwiftIdentifier.isValid(module) {
                diagnostics.append(.error("import '\(module)' is not a valid module name", at: location))
            } else if let original = first[module] {
                diagnostics.append(.error("duplicate import '\(module)'", at: location,
                                          notes: [.note("'\(module)' was first imported here", at: original)]))
            } else {
                first[module] = location
            }
        }
    }

    private mutating func checkURLSettings() {
        Self.check(manifest.url, keys: "url.", file: manifest.sourcePath, into: &diagnostics)
    }

    /// The schemes and hosts of `url:` or of a route's own `hosts:`/`schemes:` (`keys` is the prefix their keys are
    /// named with in messages: `url.` or ``): valid, not http(s), no repeats.
    static func check(_ settings: URLSettings, keys: String, file: String, into diagnostics: inout [Diagnostic]) {
        var schemes: [String: SourceLocation] = [:]
        let fallback = settings.location ?? SourceLocation(file: file)
        for (index, scheme) in settings.schemes.enumerated() {
            let location = index < settings.schemeLocations.count ? settings.schemeLocations[index] : fallback
            if ["http", "https"].contains(scheme.lowercased()) {
                diagnostics.append(.error(
                    "'\(scheme)' cannot be a custom scheme; list your domain under '\(keys)hosts' for https links",
                    at: location))
            } else if !Self.isScheme(scheme) {
                diagnostics.append(.error(
                    "URL scheme '\(scheme)' is invalid: it must be a lowercase letter followed by lowercase letters, "
                        + "digits, '+', '-' or '.'", at: location))
            } else if let original = schemes[scheme] {
                diagnostics.append(.error("duplicate URL scheme '\(scheme)'", at: location,
                                          notes: [.note("'\(scheme)' was first listed here", at: original)]))
            } else {
                schemes[scheme] = location
            }
        }
        var hosts: [String: SourceLocation] = [:]
        for (index, host) in settings.hosts.enumerated() {
            let location = index < settings.hostLocations.count ? settings.hostLocations[index] : fallback
            if let problem = Self.hostProblem(host) {
                diagnostics.append(.error("URL host '\(host)' \(problem)", at: location))
            } else if let original = hosts[host.lowercased()] {
                diagnostics.append(.error("duplicate URL host '\(host)'", at: location,
                                          notes: [.note("'\(host)' was first listed here", at: original)]))
            } else {
                hosts[host.lowercased()] = location
            }
        }
    }

    /// RFC 3986 scheme, lowercase: `[a-z][a-z0-9+.-]*`.
    static func isScheme(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// What is wrong with a host name, or nil: RFC 1123 names (labels of letters, digits and `-`, none empty, none
    /// starting or ending with `-`, at most 63 characters each, 253 in all), plus `_` in the host of a custom-scheme
    /// link (`schemeHosts`: `tg://msg_url`), which no DNS lookup reads. An https host cannot have `_`: certificates
    /// and Apple's associated domains refuse it.
    static func hostProblem(_ host: String, allowsUnderscore: Bool = false) -> String? {
        if host.isEmpty { return "must not be empty" }
        if host.contains("://") { return "must not include a scheme; write only the host name" }
        if host.contains("/") { return "must not include a path; write only the host name" }
        if host.hasPrefix("*.") {
            let domain = host.dropFirst(2)
            if domain.contains("*") { return "may have one '*', as its first label only ('*.example.com')" }
            if !domain.contains(".") || domain.hasPrefix(".") || domain.hasSuffix(".") {
                return "needs a domain of two labels or more after '*.' ('*.example.com')"
            }
            return hostProblem(String(domain), allowsUnderscore: allowsUnderscore)
        }
        if host.contains("*") {
            return "may use '*' only as its whole first label, for every subdomain of a domain ('*.example.com')"
        }
        let allowed = host.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "." || (allowsUnderscore && $0 == "_")
        }
        if !allowed {
            if !allowsUnderscore, host.contains("_"), !host.contains(where: { !$0.isLetter && !$0.isNumber && !"-._".contains($0) }) {
                return "may contain '_' only as the host of a custom-scheme link ('schemeHosts'); a web host has "
                    + "letters, digits, '-' and '.'"
            }
            return allowsUnderscore ? "may contain only letters, digits, '-', '_' and '.'" : "may contain only letters, digits, '-' and '.'"
        }
        if host.count > 253 { return "is longer than 253 characters" }
        for label in host.split(separator: ".", omittingEmptySubsequences: false) {
            if label.isEmpty { return "has an empty label (two dots in a row, or a dot at an end)" }
            if label.count > 63 { return "has a label longer than 63 characters ('\(label.prefix(20))...')" }
            if label.hasPrefix("-") || label.hasSuffix("-") { return "has a label that starts or ends with '-' ('\(label)')" }
        }
        return nil
    }

    private mutating func checkDisplays() {
        var first: [String: SourceLocation] = [:]
        for (index, display) in manifest.displays.enumerated() {
            let location = located(manifest.displayLocations, index)
            if !SwiftIdentifier.isValid(display) {
                diagnostics.append(.error("display '\(display)' is not a valid Swift identifier", at: location))
            } else if Presentation.builtIns.contains(where: { $0.description == display }) {
                diagnostics.append(.error("display '\(display)' is a built-in presentation; choose another name",
                                          at: location))
            } else if let original = first[display] {
                diagnostics.append(.error("duplicate display '\(display)'", at: location,
                                          notes: [.note("'\(display)' was first listed here", at: original)]))
            } else {
                first[display] = location
            }
        }
    }

    private mutating func checkEnums() {
        for declaration in manifest.enums {
            let name = declaration.name
            if !SwiftIdentifier.isValid(name) {
                diagnostics.append(.error("enum name '\(name)' is not a valid Swift identifier", at: declaration.location))
            } else if !SwiftIdentifier.isUpperCamelCase(name) {
                diagnostics.append(.error(
                    "enum name '\(name)' must be UpperCamelCase, like '\(SwiftIdentifier.upperCamelCase(name))'",
                    at: declaration.location))
            } else if let message = NameRules.typeMessage("enum '\(name)'", noun: "enum", typeName: name,
                                                          namespace: manifest.namespace,
                                                          declaresTabs: !manifest.tabs.isEmpty) {
                diagnostics.append(.error(message, at: declaration.location))
            }
            if declaration.cases.isEmpty {
                diagnostics.append(.error("enum '\(name)' has no cases", at: declaration.location))
            }
            checkCaseNames(of: declaration)
            checkURLValues(of: declaration)
        }
    }

    /// Swift names: identifiers (keywords are back-ticked in output), not a generated member, each listed once.
    private mutating func checkCaseNames(of declaration: EnumDeclaration) {
        let name = declaration.name
        var first: [String: SourceLocation] = [:]
        for enumCase in declaration.cases {
            let problem = NameRules.problem(of: enumCase.name, in: .enumCase(enumName: name), namespace: manifest.namespace)
            if problem == .notIdentifier {
                diagnostics.append(.error("enum case '\(enumCase.name)' is not a valid Swift identifier"
                                            + Self.caseNameHint(enumCase), at: enumCase.location))
            } else if case .generated(let qualified)? = problem {
                diagnostics.append(.error(
                    "enum case '\(enumCase.name)' collides with the generated '\(qualified)'; rename the case",
                    at: enumCase.location))
            } else if let original = first[enumCase.name] {
                diagnostics.append(.error("duplicate case '\(enumCase.name)' in enum '\(name)'", at: enumCase.location,
                                          notes: [.note("'\(enumCase.name)' was first listed here", at: original)]))
            } else {
                first[enumCase.name] = enumCase.location
            }
        }
    }

    /// URL values: non-empty, and each read back as one case. A repeated Swift name is reported once, as a name.
    private mutating func checkURLValues(of declaration: EnumDeclaration) {
        var first: [String: EnumCase] = [:]
        var names = Set<String>()
        for enumCase in declaration.cases {
            let location = enumCase.urlValueLocation ?? enumCase.location
            guard names.insert(enumCase.name).inserted else { continue }
            if enumCase.urlValue.isEmpty {
                diagnostics.append(.error(
                    "enum case '\(enumCase.name)' of enum '\(declaration.name)' has an empty URL value; links need text "
                        + "to name the case", at: location))
            } else if let original = first[enumCase.urlValue] {
                diagnostics.append(.error(
                    "enum cases '\(original.name)' and '\(enumCase.name)' of enum '\(declaration.name)' both have the URL "
                        + "value '\(enumCase.urlValue)'; a link could not tell them apart", at: location,
                    notes: [.note("'\(original.name)' takes '\(original.urlValue)' here",
                                  at: original.urlValueLocation ?? original.location)]))
            } else {
                first[enumCase.urlValue] = enumCase
            }
        }
    }

    /// For a case named like a link (`top-sites`): the form that keeps that text in links under a Swift name.
    private static func caseNameHint(_ enumCase: EnumCase) -> String {
        let suggested = SwiftIdentifier.lowerCamelCase(enumCase.name)
        let swiftName = SwiftIdentifier.isValid(suggested) && suggested != enumCase.name ? suggested : "name"
        let value = enumCase.urlValue.isEmpty ? enumCase.name : enumCase.urlValue
        return "; give the case a Swift name and keep the text for links: { \(swiftName): \(flowScalar(value)) }"
    }

    /// `text` as a YAML flow scalar a user can paste: single-quoted when plain text would be read otherwise.
    private static func flowScalar(_ text: String) -> String {
        let special = text.contains { ",[]{}#:'\"&*!|>%@`".contains($0) } || text.first == " " || text.last == " "
            || text.first == "-" && text.count == 1
        return special ? "'" + text.replacingEvery("'", with: "''") + "'" : text
    }

    private mutating func checkRouteNames() {
        let namespace = manifest.namespace
        var structs: [String: (route: String, location: SourceLocation)] = [:]
        structs.reserveCapacity(manifest.routes.count)
        // Each route read field by field: binding the whole declaration would copy (retain) every field of it.
        let routes = manifest.routes
        for index in routes.indices {
            let name = routes[index].name
            let location = routes[index].location
            if !SwiftIdentifier.isValid(name) {
                diagnostics.append(.error("route name '\(name)' is not a valid Swift identifier", at: location))
                continue
            }
            if !SwiftIdentifier.isLowerCamelCase(name) {
                diagnostics.append(.error(
                    "route name '\(name)' must be lowerCamelCase, like '\(SwiftIdentifier.lowerCamelCase(name))'",
                    at: location))
                continue
            }
            if GeneratedNames.contains(GeneratedNames.reservedRouteNames, name) {
                diagnostics.append(.error(
                    "route name '\(name)' is reserved: an example's 'opens: \(name)' says a link opens no route; rename the route",
                    at: location))
            }
            if case .generated(let qualified)? = NameRules.problem(of: name, in: .namespaceMember, namespace: namespace) {
                diagnostics.append(.error(
                    "route name '\(name)' collides with the generated '\(qualified)'; rename the route", at: location))
            }
            let structName = SwiftIdentifier.capitalizedFirst(name)
            if let message = NameRules.typeMessage("route '\(name)'", noun: "route", typeName: structName,
                                                   namespace: namespace, declaresTabs: !manifest.tabs.isEmpty) {
                diagnostics.append(.error(message, at: location))
            } else if let declaration = manifest.enums.first(where: { $0.name == structName }) {
                diagnostics.append(.error(
                    "route '\(name)' generates '\(namespace).\(structName)', which collides with enum '\(structName)'",
                    at: location, notes: [.note("enum '\(structName)' is declared here", at: declaration.location)]))
            } else if let other = Self.earlierOwner(of: &structs, structName, name: name, location: location) {
                diagnostics.append(.error(
                    "route '\(name)' generates '\(namespace).\(structName)', which route '\(other.route)' already generates",
                    at: location, notes: [.note("route '\(other.route)' is declared here", at: other.location)]))
            }
        }
    }

    /// The route that already owns `structName`, or nil after recording `name` as its owner: one hash of the name
    /// through the dictionary's default subscript, whose default is only evaluated (and stored) when there is none.
    private static func earlierOwner(
        of structs: inout [String: (route: String, location: SourceLocation)], _ structName: String,
        name: String, location: SourceLocation
    ) -> (route: String, location: SourceLocation)? {
        func read(_ entry: inout (route: String, location: SourceLocation)) -> (route: String, location: SourceLocation) {
            entry
        }
        var inserted = false
        // Passed `inout`, the entry is accessed for modification, which stores the default when the name is new.
        let owner = read(&structs[structName, default: { inserted = true; return (name, location) }()])
        return inserted ? nil : owner
    }

    private func located(_ locations: [SourceLocation], _ index: Int) -> SourceLocation {
        index < locations.count ? locations[index] : fileLocation
    }
}
