/// The one name check: every Swift name the manifest gives — a route's builder and struct, an extra declared in
/// `extras:` or by a path placeholder, an enum and its cases — is checked in the scope the generated code puts it
/// in, against what that scope already declares (`GeneratedNames`), with a message that says how to fix it.
///
/// A manifest that passes this check cannot make the generated code redeclare, hide or misname one of its own
/// members, so a manifest that lints compiles (given the app's types exist).
enum NameRules {
    /// Where a name lands in the generated code.
    enum Scope {
        /// A static member of the namespace: a route's intent builder.
        case namespaceMember
        /// A type in the namespace: a route's struct, an enum; `declaresTabs` when the manifest has `tabs`
        /// (`Routes.Tab`).
        case namespaceType(declaresTabs: Bool)
        /// A member of a route's struct (its stored property): an extra.
        case routeMember(routeName: String)
        /// A case of a manifest enum.
        case enumCase(enumName: String)
    }

    /// What is wrong with a name in its scope.
    enum Problem: Equatable {
        /// Not a Swift identifier (keywords are fine: they are back-ticked).
        case notIdentifier
        /// The generated code declares the same name in that scope, spelled here fully qualified.
        case generated(qualified: String)
        /// The namespace itself: inside its extensions the name would find the nested type instead.
        case namespace
        /// `Type` or `Protocol`, which Swift reserves as member names of every type.
        case reservedBySwift
    }

    /// The problem with `name` in `scope` of a manifest whose namespace is `namespace`, or nil when it is free.
    static func problem(of name: String, in scope: Scope, namespace: String) -> Problem? {
        guard SwiftIdentifier.isValid(name) else { return .notIdentifier }
        switch scope {
        case .namespaceMember:
            if GeneratedNames.contains(GeneratedNames.namespaceMembers, name) {
                return .generated(qualified: "\(namespace).\(name)")
            }
        case .namespaceType(let declaresTabs):
            if GeneratedNames.contains(GeneratedNames.namespaceTypes, name) || (declaresTabs && name == GeneratedNames.tabsType) {
                return .generated(qualified: "\(namespace).\(name)")
            }
            if GeneratedNames.contains(GeneratedNames.reservedTypeNames, name) { return .reservedBySwift }
            if name == namespace { return .namespace }
        case .routeMember(let routeName):
            if GeneratedNames.contains(GeneratedNames.routeMembers, name) {
                return .generated(qualified: "\(namespace).\(SwiftIdentifier.capitalizedFirst(routeName)).\(name)")
            }
        case .enumCase(let enumName):
            if GeneratedNames.contains(GeneratedNames.enumMembers, name) {
                return .generated(qualified: "\(namespace).\(enumName).\(name)")
            }
        }
        return nil
    }

    /// The message for a type the manifest puts in the namespace (`subject` generates `namespace.typeName`), or nil
    /// when it is free. `noun` names what to rename: `route`, `enum`.
    static func typeMessage(_ subjectText: @autoclosure () -> String, noun: String, typeName: String,
                            namespace: String, declaresTabs: Bool) -> String? {
        guard let problem = problem(of: typeName, in: .namespaceType(declaresTabs: declaresTabs), namespace: namespace) else {
            return nil
        }
        let subject = subjectText()
        let qualified = "\(namespace).\(typeName)"
        switch problem {
        case .notIdentifier:
            return nil
        case .generated:
            return "\(subject) generates '\(qualified)', which collides with the generated '\(qualified)'; rename the \(noun)"
        case .namespace:
            return "\(subject) generates '\(qualified)', which hides the namespace '\(namespace)' inside it; rename the "
                + "\(noun) or set 'namespace:'"
        case .reservedBySwift:
            return "\(subject) generates '\(qualified)', a name Swift reserves for every type's own members; rename the \(noun)"
        }
    }

    // MARK: - Extras

    /// Where an extra comes from, for a message's fix.
    enum ExtraOrigin {
        /// Declared under `extras:`; `inURLs` when its value travels in URLs (query item or placeholder).
        case declared(inURLs: Bool)
        /// Declared by a path placeholder (`<parameters>`) with no extra of that URL name.
        case placeholder(spelling: String)
    }

    /// The diagnostic for an extra's name, or nil when it is free in its route's struct.
    static func check(_ extra: Extra, origin: @autoclosure () -> ExtraOrigin, routeName: String,
                      namespace: String) -> Diagnostic? {
        let name = extra.name
        guard let problem = problem(of: name, in: .routeMember(routeName: routeName), namespace: namespace) else {
            return nil
        }
        switch origin() {
        case .declared(let inURLs):
            let fix: String
            if problem == .notIdentifier {
                let suggestion = SwiftIdentifier.lowerCamelCase(name)
                let named = SwiftIdentifier.isValid(suggestion) ? "name it '\(suggestion)'" : "rename it"
                fix = inURLs && extra.key == nil ? "\(named) and keep '\(name)' in links with key: \(name)" : named
                return .error("extra name '\(name)' is not a valid Swift identifier; \(fix)", at: extra.location)
            }
            fix = inURLs && extra.key == nil ? "rename the extra and keep '\(name)' in links with key: \(name)"
                : "rename the extra"
            return .error("extra '\(name)' collides with the generated member '\(qualified(problem))'; \(fix)",
                          at: extra.location)
        case .placeholder(let spelling):
            let what = problem == .notIdentifier ? "which is not a valid Swift identifier"
                : "which collides with the generated member '\(qualified(problem))'"
            return .error(
                "placeholder '\(spelling)' declares extra '\(name)', \(what); bind it to an extra with another name: "
                    + "extras: { \(substitute(for: name)): { type: \(extra.type), key: \(name) } }",
                at: extra.location)
        }
    }

    /// A Swift name to suggest for a placeholder whose own name cannot be one.
    private static func substitute(for name: String) -> String {
        let candidate = SwiftIdentifier.lowerCamelCase(name) + "Value"
        return SwiftIdentifier.isValid(candidate) ? candidate : "value"
    }

    private static func qualified(_ problem: Problem) -> String {
        if case .generated(let qualified) = problem { return qualified }
        return ""
    }

    /// Extras' Swift names and URL names are each unique within a route: a placeholder-declared extra cannot take
    /// a declared extra's Swift name, and no two extras share a URL name (`key:` or, without one, the Swift name).
    static func checkUniqueness(
        of extras: [Extra], implicitCount: Int, spellings: [String], into diagnostics: inout [Diagnostic]
    ) {
        guard extras.count > 1 else { return }
        for index in 0..<implicitCount {
            let implicit = extras[index]
            guard let other = extras[implicitCount...].first(where: { $0.name == implicit.name }) else { continue }
            let place = switch other.carrier {
            case .query: "is '\(other.urlName)' in URLs; give the placeholder that name or rename the extra"
            case .subdomain: "is read from the link's subdomain; rename one of them"
            case .fragment, .fragmentQuery: "is read from the link's fragment; rename one of them"
            }
            diagnostics.append(.error(
                "placeholder '\(spellings[index])' declares extra '\(implicit.name)', but extra '\(implicit.name)' " + place,
                at: implicit.location, notes: [.note("extra '\(other.name)' is declared here", at: other.location)]))
        }
        // A handful of extras per route: comparing pairs beats hashing every name.
        for later in extras.indices.dropFirst() {
            let urlName = extras[later].urlName
            guard let earlier = extras[..<later].firstIndex(where: { $0.urlName == urlName }) else { continue }
            // Two placeholders cannot share a name (the path parser refuses it), nor can a placeholder and the extra
            // it is bound to: only declared extras, or a declared one and an implicit one reported above, get here.
            guard later >= implicitCount, earlier >= implicitCount else { continue }
            let extra = extras[later]
            // Two readers of the subdomain or of the whole fragment have a rule of their own ("keep one").
            if extra.carrier == .subdomain || extra.carrier == .fragment { continue }
            let shown = extra.carrier == .fragmentQuery ? "'\(urlName.dropFirst())' in the link's fragment" : "'\(urlName)' in URLs"
            diagnostics.append(.error(
                "extra '\(extra.name)' is \(shown), like extra '\(extras[earlier].name)'; keys are unique "
                    + "within a route", at: extra.keyLocation ?? extra.location,
                notes: [.note("extra '\(extras[earlier].name)' is declared here", at: extras[earlier].location)]))
        }
    }
}
